/**
 * City-tour answers: the benchmark's text format (what NATURAL PLAN's scorer parses), readable text, and the
 * reading of any answer text back into (city, days) stays the way the benchmark's scorer reads it, so that
 * `eval` scores answers exactly as the official script does (test/tour/answer.test.ts runs both).
 */
import type { TourPlan, TourSpec } from './spec.ts';

/** The plan in NATURAL PLAN's answer format ("**Day 1-2:** Arriving in A and visit A for 2 days." ...). */
export function benchmarkAnswer(spec: TourSpec, plan: TourPlan): string {
  const lines = [`Here is the trip plan for visiting the ${plan.legs.length} European cities for ${spec.totalDays} days:`, ''];
  plan.legs.forEach((leg, k) => {
    const days = leg.to - leg.from + 1;
    const span = leg.from === leg.to ? `${leg.from}` : `${leg.from}-${leg.to}`;
    if (k === 0) lines.push(`**Day ${span}:** Arriving in ${leg.city} and visit ${leg.city} for ${days} days.`);
    else {
      lines.push(`**Day ${leg.from}:** Fly from ${plan.legs[k - 1]!.city} to ${leg.city}.`);
      lines.push(`**Day ${span}:** Visit ${leg.city} for ${days} days.`);
    }
  });
  return lines.join('\n');
}

/** The plan as a person reads it: one line per stay, with the flights and the events inside. */
export function readableTour(spec: TourSpec, plan: TourPlan): string {
  const lines = [`${spec.totalDays}-day tour of ${plan.legs.length} cities, by direct flights:`];
  plan.legs.forEach((leg, k) => {
    const days = leg.to - leg.from + 1;
    const arrive = k === 0 ? 'start' : `fly in from ${plan.legs[k - 1]!.city}`;
    const events = spec.events.filter((e) => e.city === leg.city).map((e) => `${e.what} on day ${e.from === e.to ? e.from : `${e.from}-${e.to}`}`);
    lines.push(`  Day ${leg.from}-${leg.to}  ${leg.city} (${days} day${days === 1 ? '' : 's'}; ${arrive}${events.length > 0 ? `; ${events.join(', ')}` : ''})`);
  });
  return lines.join('\n');
}

/**
 * An answer text read the way the benchmark's scorer reads it: "European cities for N days" gives the total,
 * lines with "a-b" give stays (reading stops at the stay that ends on the total), and lines with
 * "Day d ... from A to B" give flights; the cities are the flights' ends, the stays run flight day to flight day.
 * [] when the text has no stay, no flight or no city, as the scorer.
 */
export function scorerStays(answer: string): { city: string; days: number }[] {
  let total: number | undefined;
  const spans: string[] = [];
  const flights: { day: number; from: string; to: string }[] = [];
  for (const piece of answer.split('\n')) {
    const t = /European cities for (\d+) days/.exec(piece);
    if (t) total = Number(t[1]);
    const span = /\d+-\d+/.exec(piece);
    if (span) {
      spans.push(span[0]);
      if (Number(span[0].split('-')[1]) === total) break;
    }
    // The scorer's pattern is greedy: ".*Day (\d+).*from (\w+) to (\w+)" takes the last "Day" and the last "from".
    // Python's \w and \d are Unicode classes: so are these.
    const f = /.*Day (\p{Nd}+).*from ([\p{L}\p{N}_]+) to ([\p{L}\p{N}_]+)/u.exec(piece);
    if (f) flights.push({ day: Number(f[1]), from: f[2]!, to: f[3]! });
  }
  const cities: string[] = [];
  for (const f of flights) {
    if (cities.length === 0) cities.push(f.from);
    cities.push(f.to);
  }
  if (spans.length === 0 || flights.length === 0 || cities.length === 0) return [];
  const lastDay = Number(spans.at(-1)!.split('-')[1]);
  const days = [1, ...flights.map((f) => f.day), lastDay];
  return cities.map((city, i) => ({ city, days: (days[i + 1] ?? Number.NaN) - days[i]! + 1 }));
}

/** The benchmark's exact match: the golden stays, in order, with their days, are the answer's first stays. */
export function exactMatch(golden: readonly { city: string; days: number }[], stays: readonly { city: string; days: number }[]): boolean {
  if (golden.length === 0) return false;
  return golden.every((g, i) => stays[i] !== undefined && stays[i]!.city === g.city && stays[i]!.days === g.days);
}

/** Stays as a plan: each starts on the day the one before ends (how the scorer's reading is checked against the rules). */
export function planFromStays(stays: readonly { city: string; days: number }[]): TourPlan {
  let day = 1;
  return {
    legs: stays.map((s) => {
      const from = day;
      day = from + s.days - 1;
      return { city: s.city, from, to: day };
    }),
  };
}
