/**
 * What a travel day leaves room for. A flight's times are in the data; a drive leaves at 09:00 (after
 * breakfast), except the drive home, which leaves as late as 15:00 while still arriving by midnight.
 * On arrival: lunch if there by 13:00, an attraction by 17:00, dinner by 20:30. On departure: breakfast
 * if leaving at 08:00 or later, an attraction if at noon or later, lunch (before the trip home) at 13:30
 * or later. The benchmark does not check times; a traveller would.
 */
import type { Road } from '../src/sandbox/index.ts';
import { parseDuration, type Schedule } from '../src/timeline/travel.ts';

export { flightSchedule, type Schedule } from '../src/timeline/travel.ts';

export const ROAD_DEPARTURE = 9 * 60;
const LATEST_HOME_DEPARTURE = 15 * 60;
const MIDNIGHT = 24 * 60;

/** What a leg leaves room for at its departure city and at its arrival city. */
export interface LegRoom {
  readonly departure: { readonly breakfast: boolean; readonly lunch: boolean; readonly attraction: boolean };
  readonly arrival: { readonly lunch: boolean; readonly dinner: boolean; readonly attraction: boolean };
}

export function clock(minutes: number): string {
  const day = Math.floor(minutes / MIDNIGHT);
  const m = minutes % MIDNIGHT;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}${day > 0 ? ` (+${day} day)` : ''}`;
}

export function roadSchedule(road: Road, homeward: boolean): Schedule | undefined {
  const duration = parseDuration(road.duration);
  if (duration === undefined) return undefined;
  const depart = homeward ? Math.max(ROAD_DEPARTURE, Math.min(LATEST_HOME_DEPARTURE, MIDNIGHT - duration)) : ROAD_DEPARTURE;
  return { depart, arrive: depart + duration };
}

export function legRoom(schedule: Schedule | undefined, homeward: boolean): LegRoom {
  if (!schedule) {
    return { departure: { breakfast: false, lunch: false, attraction: false }, arrival: { lunch: false, dinner: false, attraction: false } };
  }
  const { depart, arrive } = schedule;
  return {
    departure: { breakfast: depart >= 8 * 60, lunch: homeward && depart >= 13 * 60 + 30, attraction: depart >= 12 * 60 },
    arrival: { lunch: arrive <= 13 * 60, dinner: arrive <= 20 * 60 + 30, attraction: arrive <= 17 * 60 },
  };
}
