/**
 * Plans in two shapes: the benchmark's submission day (strings, exactly as the scorer reads them) and
 * the structured Itinerary the solver produces (records and costs), which verbalize turns into text.
 */
import type { Accommodation, Attraction, Flight, Restaurant, Road } from '../sandbox/types.ts';

/** One day of a submission plan. "-" means none. */
export interface PlanDay {
  days: number;
  current_city: string;
  transportation: string;
  breakfast: string;
  attraction: string;
  lunch: string;
  dinner: string;
  accommodation: string;
}

/** A submission row: `{"idx", "query", "plan": [day, ...]}`; an empty plan counts as not delivered. */
export interface SubmissionRow {
  idx?: number;
  query: string;
  plan: PlanDay[];
}

export type MealSlot = 'breakfast' | 'lunch' | 'dinner';
export const MEAL_SLOTS: readonly MealSlot[] = ['breakfast', 'lunch', 'dinner'];

/** Departure and arrival as HH:MM: a flight's own times; for a drive, the times the plan assumes. */
interface LegSchedule {
  readonly depart: string;
  readonly arrive: string;
}

export type TransportChoice =
  | { readonly mode: 'flight'; readonly flight: Flight; readonly cost: number; readonly schedule: LegSchedule | null }
  | { readonly mode: 'self-driving'; readonly road: Road; readonly vehicles: number; readonly cost: number; readonly schedule: LegSchedule | null }
  | { readonly mode: 'taxi'; readonly road: Road; readonly vehicles: number; readonly cost: number; readonly schedule: LegSchedule | null };

export interface MealChoice {
  readonly restaurant: Restaurant;
  /** Average cost x travellers. */
  readonly cost: number;
}

export interface LodgingChoice {
  readonly listing: Accommodation;
  readonly rooms: number;
  /** Price x rooms, for this one night. */
  readonly cost: number;
}

/** One entry of a day on the clock (src/timeline/days.ts builds them; src/timeline/constants.ts has the rules). */
export interface TimelineEntry {
  /** "HH:MM"; an entry that runs past midnight ends at "24:00" and says so in `note`. */
  readonly start: string;
  readonly end: string;
  readonly kind: 'travel' | 'checkin' | 'meal' | 'sight' | 'move';
  /** The flight, drive, lodging, restaurant or sight; for a move, "A -> B". */
  readonly name?: string;
  /** Distance of a move between two sights (straight line), or of a drive or flight. */
  readonly km?: number;
  readonly note?: string;
}

export interface ItineraryDay {
  readonly day: number;
  readonly date: string;
  /** Set on travel days. */
  readonly leg: { readonly from: string; readonly to: string } | null;
  /** The city the day ends in. */
  readonly city: string;
  readonly transport: TransportChoice | null;
  readonly breakfast: MealChoice | null;
  readonly lunch: MealChoice | null;
  readonly dinner: MealChoice | null;
  /** In visiting order. */
  readonly attractions: readonly Attraction[];
  readonly accommodation: LodgingChoice | null;
  /** The day on the clock, sorted and without overlaps. */
  readonly timeline: readonly TimelineEntry[];
}

interface CostBreakdown {
  readonly transport: number;
  readonly meals: number;
  readonly lodging: number;
  readonly total: number;
}

export interface Itinerary {
  readonly origin: string;
  readonly travellers: number;
  readonly budget: number | null;
  /** The cities visited, in order (origin excluded). */
  readonly cities: readonly string[];
  readonly days: readonly ItineraryDay[];
  readonly cost: CostBreakdown;
}
