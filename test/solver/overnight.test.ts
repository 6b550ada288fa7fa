/**
 * Legs that arrive overnight: a drive or flight that arrives after midnight (or whose check-in passes it) leaves the
 * next day only from the check-in on (src/timeline/days.ts, morningAfter).
 */
import { expect } from 'chai';
import type { Attraction } from '../../src/sandbox/index.ts';
import { CLOCK, minutesOf } from '../../src/timeline/constants.ts';
import { buildTimelines, morningAfter, type DayPlan } from '../../src/timeline/days.ts';

const HOME = 'Dunmore';
const DATES = ['2022-03-10', '2022-03-11', '2022-03-12', '2022-03-13'];

const sight = (name: string, city: string, k: number): Attraction => ({
  name,
  city,
  latitude: 40 + k / 100,
  longitude: -100,
  address: '-',
  phone: '-',
  website: '-',
  categories: [],
  openingHours: null,
  visitMinutes: null,
});

describe('legs arriving overnight', () => {
  it("morningAfter is the timeline's own reading: the check-in's end, and the first stop after it", async () => {
    const sights = [sight('Ashby Sight', 'Ashby', 1)];
    const disagreements: string[] = [];
    // Arrivals from 22:00 to 10:59 the next day, a minute apart.
    for (let arrive = 22 * 60; arrive < 24 * 60 + 11 * 60; arrive++) {
      const first: DayPlan = { date: DATES[0]!, leg: { from: HOME, to: 'Ashby', name: 'In', km: undefined, depart: 12 * 60, arrive }, sights: [], meals: [], lodging: 'Ashby Lodge', origin: HOME };
      const second: DayPlan = { date: DATES[1]!, leg: null, sights, meals: [], lodging: 'Ashby Lodge', origin: HOME };
      const [, day] = await buildTimelines([first, second]);
      const checkin = day!.find((e) => e.kind === 'checkin');
      const visit = day!.find((e) => e.kind === 'sight')!;
      const morning = morningAfter(arrive);
      const read = checkin ? { checkedIn: minutesOf(checkin.end)!, from: minutesOf(visit.start)! } : undefined;
      // A full day starts at 08:00 at the earliest: before that the sight's start shows 08:00, not `from`.
      const expected = morning && { checkedIn: morning.checkedIn, from: Math.max(morning.from, CLOCK.fullDayStart) };
      if (JSON.stringify(read) !== JSON.stringify(expected)) disagreements.push(`${arrive}: timeline ${JSON.stringify(read)}, morningAfter ${JSON.stringify(morning)}`);
    }
    expect(disagreements).to.deep.equal([]);
  });

});
