/**
 * A journey's times: a flight's from the data ("HH:MM", the arrival on the next day when earlier than the
 * departure), a drive's length from the distance matrix's duration text. Shared by the solver and the clock
 * of any plan (src/evaluate/timetable.ts).
 */

const MIDNIGHT = 24 * 60;

export interface Schedule {
  /** Minutes after midnight of the travel day. */
  readonly depart: number;
  /** May exceed 24 * 60 when the arrival is after midnight. */
  readonly arrive: number;
}

function parseClock(text: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : undefined;
}

/** "14 hours 4 mins", "1 hour 2 mins", "45 mins" -> minutes. */
export function parseDuration(text: string): number | undefined {
  let total = 0;
  let matched = false;
  for (const m of text.matchAll(/(\d+)\s*(hour|hours|min|mins|minute|minutes)\b/g)) {
    matched = true;
    total += Number(m[1]) * (m[2]!.startsWith('hour') ? 60 : 1);
  }
  return matched ? total : undefined;
}

export function flightSchedule(depTime: string, arrTime: string): Schedule | undefined {
  const depart = parseClock(depTime);
  const arrive = parseClock(arrTime);
  if (depart === undefined || arrive === undefined) return undefined;
  return { depart, arrive: arrive < depart ? arrive + MIDNIGHT : arrive };
}
