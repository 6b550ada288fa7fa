/**
 * The city-tour checker, written apart from the solver: every plan is checked here before it is returned,
 * and `eval` scores answers with it. A violation names the rule, the city and the days.
 */
import type { TourPlan, TourSpec } from './spec.ts';

export type TourRule = 'tour.cities' | 'tour.days' | 'tour.start' | 'tour.flight' | 'tour.window' | 'tour.length';

export interface TourViolation {
  readonly rule: TourRule;
  readonly message: string;
}

export function checkTour(spec: TourSpec, plan: TourPlan): TourViolation[] {
  const out: TourViolation[] = [];
  const stays = new Map(spec.stays.map((s) => [s.city, s.days]));
  const seen = new Map<string, number>();
  for (const leg of plan.legs) seen.set(leg.city, (seen.get(leg.city) ?? 0) + 1);
  for (const [city, times] of seen) {
    if (!stays.has(city)) out.push({ rule: 'tour.cities', message: `${city} is not a city of the tour` });
    else if (times > 1) out.push({ rule: 'tour.cities', message: `${city} is visited ${times} times` });
  }
  for (const city of stays.keys()) if (!seen.has(city)) out.push({ rule: 'tour.cities', message: `${city} is never visited` });
  plan.legs.forEach((leg, k) => {
    const want = stays.get(leg.city);
    const got = leg.to - leg.from + 1;
    if (want !== undefined && got !== want) out.push({ rule: 'tour.days', message: `${leg.city} for ${got} days (day ${leg.from}-${leg.to}), asked ${want}` });
    const expected = k === 0 ? 1 : plan.legs[k - 1]!.to;
    if (leg.from !== expected)
      out.push({
        rule: 'tour.start',
        message: k === 0 ? `the tour starts on day ${leg.from}, not day 1` : `${leg.city} starts on day ${leg.from}, not on the flight day ${expected}`,
      });
    const prev = plan.legs[k - 1];
    if (prev && !spec.flights.some((f) => f.from === prev.city && f.to === leg.city))
      out.push({ rule: 'tour.flight', message: `no direct flight from ${prev.city} to ${leg.city} (day ${leg.from})` });
  });
  const last = plan.legs.at(-1);
  if (last && last.to !== spec.totalDays) out.push({ rule: 'tour.length', message: `the tour ends on day ${last.to}, not day ${spec.totalDays}` });
  for (const e of spec.events) {
    const leg = plan.legs.find((l) => l.city === e.city);
    if (leg && (leg.from > e.from || leg.to < e.to))
      out.push({ rule: 'tour.window', message: `${e.what} in ${e.city} on day ${e.from}-${e.to} is outside the stay (day ${leg.from}-${leg.to})` });
  }
  return out;
}
