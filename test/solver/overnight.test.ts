/**
 * Legs that arrive overnight (solver/skeleton.ts, solver/candidates.ts): a drive or flight that arrives after
 * midnight (or whose check-in passes it) leaves the next day only from the check-in on. A leg leaving that morning
 * must leave a departure lead after the check-in, and the morning holds only the meals and sights that fit what is
 * left of it; a full day after such an arrival starts after the check-in. Small hand-made worlds, each planned and
 * held to hand-worked figures and to the brute-force oracle (test/oracle/brute.ts); then the skeletons of the 45
 * TravelPlanner training requests, of one request through named cities, and of the fixture sandbox's requests are
 * held to the timeline (src/timeline/days.ts).
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { legOptions } from '../../solver/candidates.ts';
import { describeViolation } from '../../src/catalogue/index.ts';
import { planOnTheClock } from '../../src/evaluate/timetable.ts';
import { planTrip } from '../../solver/index.ts';
import { makeContext, type Context } from '../../solver/skeleton-context.ts';
import { enumerateSkeletons, type Skeleton } from '../../solver/skeleton.ts';
import { MemorySandbox } from '../../src/sandbox/memory.ts';
import { loadSandbox, type Accommodation, type Attraction, type Flight, type Restaurant, type Road } from '../../src/sandbox/index.ts';
import { fromTravelPlannerFields, parseTripSpec, type MealSlot, type TripSpec } from '../../src/tripspec/index.ts';
import { CLOCK, minutesOf } from '../../src/timeline/constants.ts';
import { buildTimelines, morningAfter, type DayLeg, type DayPlan } from '../../src/timeline/days.ts';
import { bruteForce } from '../oracle/brute.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX, requireTravelPlanner, trainRows } from '../helpers/data.ts';

const HOME = 'Dunmore';
const DATES = ['2022-03-10', '2022-03-11', '2022-03-12', '2022-03-13'];

const road = (origin: string, destination: string, duration: string, km: number) => ({
  origin,
  destination,
  road: { origin, destination, duration, distance: `${km} km`, km, selfDrivingCost: Math.trunc(km * 0.05), taxiCost: Math.trunc(km) } satisfies Road,
});
const flight = (number: string, origin: string, destination: string, date: string, depTime: string, arrTime: string, price: number): Flight => ({
  number,
  price,
  depTime,
  arrTime,
  elapsed: '-',
  date,
  origin,
  destination,
  distance: 500,
});
const restaurant = (name: string, city: string, averageCost: number, rating: number): Restaurant => ({ name, city, cuisines: 'Cafe', averageCost, rating });
const lodge = (name: string, city: string, price: number, rating: number): Accommodation => ({
  name,
  city,
  roomType: 'Entire home/apt',
  price,
  minimumNights: 1,
  rating,
  houseRules: 'No parties',
  maximumOccupancy: 2,
});
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

/**
 * Dunmore (Eastmarch) and Ashby and Bramwell (Norvale): one restaurant (and the `extra` ones) and one lodge in each
 * city, two sights in Bramwell and one in Ashby; only the flights and roads given.
 */
function world(name: string, flights: Flight[], roads: ReturnType<typeof road>[], extra: Restaurant[] = []): MemorySandbox {
  return new MemorySandbox({
    source: name,
    geography: {
      stateOfCity: new Map([
        [HOME, 'Eastmarch'],
        ['Ashby', 'Norvale'],
        ['Bramwell', 'Norvale'],
      ]),
      states: ['Eastmarch', 'Norvale'],
    },
    flights,
    roads,
    restaurants: [restaurant('Ashby Table', 'Ashby', 10, 3), restaurant('Bramwell Table', 'Bramwell', 10, 4), ...extra],
    attractions: [sight('Ashby Sight', 'Ashby', 1), sight('Bramwell Sight 1', 'Bramwell', 2), sight('Bramwell Sight 2', 'Bramwell', 3)],
    accommodations: [lodge('Ashby Lodge', 'Ashby', 50, 3), lodge('Bramwell Lodge', 'Bramwell', 60, 4)],
  });
}

/** Three days, two cities of Norvale, one traveller, no budget. */
const TWO_CITIES: TripSpec = parseTripSpec({
  origin: HOME,
  destination: { kind: 'state', name: 'Norvale' },
  days: 3,
  cityCount: 2,
  startDate: DATES[0],
  endDate: DATES[2],
  travellers: 1,
  budget: null,
});

/** Each day's journey of a plan: "mode from->to". */
const journeys = (days: readonly { transportation: string }[]): string[] =>
  days
    .filter((d) => d.transportation !== '-')
    .map((d) => d.transportation.replace(/^Flight Number: (\w+).*$/, 'Flight $1').replace(/^(Self-driving|Taxi), from (.*?) to (.*?),.*$/, '$1 $2->$3'));

describe('legs arriving overnight', () => {
  it("morningAfter is the timeline's own reading: the check-in's end, and the first stop after it", async () => {
    const sights = [sight('Ashby Sight', 'Ashby', 1)];
    const disagreements: string[] = [];
    // Arrivals from 22:00 to 10:59 the next day, a minute apart.
    for (let arrive = 22 * 60; arrive < 24 * 60 + 11 * 60; arrive++) {
      const first: DayPlan = {
        date: DATES[0]!,
        leg: { from: HOME, to: 'Ashby', name: 'In', km: undefined, depart: 12 * 60, arrive },
        sights: [],
        meals: [],
        lodging: 'Ashby Lodge',
        origin: HOME,
      };
      const second: DayPlan = { date: DATES[1]!, leg: null, sights, meals: [], lodging: 'Ashby Lodge', origin: HOME };
      const [, day] = await buildTimelines([first, second]);
      const checkin = day!.find((e) => e.kind === 'checkin');
      const visit = day!.find((e) => e.kind === 'sight')!;
      const morning = morningAfter(arrive);
      const read = checkin ? { checkedIn: minutesOf(checkin.end)!, from: minutesOf(visit.start)! } : undefined;
      // A full day starts at 08:00 at the earliest: before that the sight's start shows 08:00, not `from`.
      const expected = morning && { checkedIn: morning.checkedIn, from: Math.max(morning.from, CLOCK.fullDayStart) };
      if (JSON.stringify(read) !== JSON.stringify(expected))
        disagreements.push(`${arrive}: timeline ${JSON.stringify(read)}, morningAfter ${JSON.stringify(morning)}`);
    }
    expect(disagreements).to.deep.equal([]);
  });

  describe('a drive that arrives at 08:09 (check-in until 08:54) and a journey the same morning', () => {
    // Dunmore -> Ashby by road takes 23h09: leaving at 09:00 it arrives at 08:09 the next day. The 09:00 drive on to
    // Bramwell would leave 6 minutes after the check-in ends (30 needed), and so would the 08:30 flight F3.
    const sandbox = world(
      'overnight 08:09',
      [
        flight('F1', HOME, 'Ashby', DATES[0]!, '07:00', '09:00', 400),
        flight('F2', 'Ashby', 'Bramwell', DATES[1]!, '10:00', '11:00', 120),
        flight('F3', 'Ashby', 'Bramwell', DATES[1]!, '08:30', '09:30', 60),
      ],
      [road(HOME, 'Ashby', '23 hours 9 mins', 1968), road('Ashby', 'Bramwell', '2 hours 0 mins', 150), road('Bramwell', HOME, '3 hours 0 mins', 250)],
    );

    it('no skeleton pairs the overnight road with a journey leaving Ashby before 09:24', () => {
      const pairs = new Set<string>();
      for (const s of enumerateSkeletons(makeContext(TWO_CITIES, sandbox), null).all()) {
        for (const a of s.legs[0]!.options)
          for (const b of s.legs[1]!.options) pairs.add(`${a.mode === 'flight' ? a.flight.number : a.mode} ${b.mode === 'flight' ? b.flight.number : b.mode}`);
      }
      // Over the road into Ashby only F2 (10:00) leaves late enough; after F1 (landing 09:00 the same day) anything
      // does, and F3 leaves as much room as F2 for less.
      expect([...pairs].sort()).to.deep.equal(['F1 F3', 'F1 self-driving', 'F1 taxi', 'self-driving F2', 'taxi F2']);
    });

    it('the cheapest plan flies in and takes F3 on (820), as the oracle finds; not the 227 drive that cannot be put on the clock', async () => {
      const o = await planTrip(TWO_CITIES, sandbox, { objective: 'cost', backend: 'mip' });
      expect(o.status).to.equal('optimal');
      if (o.status !== 'optimal') return;
      // F1 400 + F3 60 + a taxi home 250 (no driving with flights), one night in each lodge (50 + 60).
      expect([o.plan.cost, journeys(o.plan.submission)]).to.deep.equal([820, ['Flight F1', 'Flight F3', `Taxi Bramwell->${HOME}`]]);
      const oracle = bruteForce(TWO_CITIES, sandbox);
      expect(oracle.status === 'optimal' ? oracle.cost : null).to.equal(820);
    });
  });

  describe('a drive that arrives at 07:12 (check-in until 07:57) and the 09:00 drive on', () => {
    // Leaving at 09:00 is 63 minutes after the check-in: allowed; but from 08:12 to 08:30 there is no time for breakfast.
    const sandbox = world(
      'overnight 07:12',
      [],
      [road(HOME, 'Ashby', '22 hours 12 mins', 1887), road('Ashby', 'Bramwell', '2 hours 0 mins', 150), road('Bramwell', HOME, '3 hours 0 mins', 250)],
    );

    it('the 09:00 drive after it leaves no room for breakfast; after an arrival at 06:59 it does', () => {
      const on = (arrive: number) =>
        legOptions(TWO_CITIES, sandbox, 'Ashby', 'Bramwell', DATES[1]!, morningAfter(arrive)!).map((o) => [o.mode, o.room.departure]);
      const none = { breakfast: false, lunch: false, attraction: false };
      expect(on(24 * 60 + 7 * 60 + 12)).to.deep.equal([
        ['self-driving', none],
        ['taxi', none],
      ]);
      // 06:59: breakfast 07:59-08:29, a departure lead before 09:00.
      expect(on(24 * 60 + 6 * 60 + 59)).to.deep.equal([
        ['self-driving', { ...none, breakfast: true }],
        ['taxi', { ...none, breakfast: true }],
      ]);
      // Arriving at 07:45 the check-in ends at 08:30, exactly a departure lead before 09:00; a minute later, too late.
      expect(on(24 * 60 + 7 * 60 + 45).map(([mode]) => mode)).to.deep.equal(['self-driving', 'taxi']);
      expect(on(24 * 60 + 7 * 60 + 46)).to.deep.equal([]);
    });

    it('the best plan eats only in Bramwell (quality 190, cost 233), as worked out by hand', async () => {
      const o = await planTrip(TWO_CITIES, sandbox, { objective: 'quality', backend: 'mip' });
      expect(o.status).to.equal('optimal');
      if (o.status !== 'optimal') return;
      // Quality: Ashby Lodge 1 night x 30 + Bramwell Lodge 1 night x 40 + one meal at Bramwell Table (20 + 40) + two
      // sights in Bramwell (arriving 11:00, leaving home at 15:00) x 30. Ashby's only slot would be breakfast on day 2.
      // Cost: driving 94 + 7 + 12, lodging 50 + 60, the meal 10.
      expect({ quality: o.plan.quality, cost: o.plan.cost, breakfast: o.plan.submission[1]!.breakfast }).to.deep.equal({
        quality: 190,
        cost: 233,
        breakfast: '-',
      });
      expect(journeys(o.plan.submission)).to.deep.equal([`Self-driving ${HOME}->Ashby`, 'Self-driving Ashby->Bramwell', `Self-driving Bramwell->${HOME}`]);
    });
  });

  describe('a red-eye that lands at 10:20 before a full day', () => {
    // Three days in Ashby, no driving: day 2 is a full day. Landing at 10:20 (check-in until 11:05), the day starts
    // at 11:20, too late for breakfast (by 10:30), so the red-eye in cannot be taken however cheap.
    const spec = parseTripSpec({ ...TWO_CITIES, destination: { kind: 'city', name: 'Ashby' }, cityCount: 1, excludeTransport: ['self-driving'] });
    const sandbox = world(
      'red-eye 10:20',
      [flight('F1', HOME, 'Ashby', DATES[0]!, '23:00', '10:20', 40), flight('F9', 'Ashby', HOME, DATES[2]!, '18:00', '19:00', 100)],
      [road(HOME, 'Ashby', '5 hours 0 mins', 400), road('Ashby', HOME, '5 hours 0 mins', 400)],
      [restaurant('Ashby Grill', 'Ashby', 10, 3), restaurant('Ashby Diner', 'Ashby', 10, 3)],
    );

    it('no skeleton takes it, and the cheapest plan comes by taxi (630), as the oracle finds', async () => {
      const skeletons = enumerateSkeletons(makeContext(spec, sandbox), null).all();
      expect(skeletons.map((s) => s.legs.map((l) => l.options.map((o) => (o.mode === 'flight' ? o.flight.number : o.mode)).join('/')))).to.deep.equal([
        ['taxi', 'F9/taxi'],
      ]);
      const o = await planTrip(spec, sandbox, { objective: 'cost', backend: 'mip' });
      expect(o.status).to.equal('optimal');
      if (o.status !== 'optimal') return;
      // Taxi 400 + F9 100, two nights at Ashby Lodge 100, the full day's three meals 30.
      expect([o.plan.cost, journeys(o.plan.submission)]).to.deep.equal([630, [`Taxi ${HOME}->Ashby`, 'Flight F9']]);
      const oracle = bruteForce(spec, sandbox);
      expect(oracle.status === 'optimal' ? oracle.cost : null).to.equal(630);
    });
  });

  describe('any plan on the clock (src/evaluate/timetable.ts)', () => {
    // A red-eye lands in Ashby at 06:00 (check-in until 06:45); the next morning a taxi goes on to Bramwell. A taxi
    // may leave at any half hour that lets its day fit: 07:30 at the earliest, 08:00 with breakfast first.
    const sandbox = world(
      'red-eye 06:00',
      [flight('F5', HOME, 'Ashby', DATES[0]!, '22:00', '06:00', 90)],
      [road('Ashby', 'Bramwell', '2 hours 0 mins', 150), road('Bramwell', HOME, '3 hours 0 mins', 250)],
    );
    const plan = (breakfast: string) => [
      {
        days: 1,
        current_city: `from ${HOME} to Ashby`,
        transportation: `Flight Number: F5, from ${HOME} to Ashby, Departure Time: 22:00, Arrival Time: 06:00`,
        breakfast: '-',
        attraction: '-',
        lunch: '-',
        dinner: '-',
        accommodation: 'Ashby Lodge, Ashby',
      },
      {
        days: 2,
        current_city: 'from Ashby to Bramwell',
        transportation: 'Taxi, from Ashby to Bramwell, duration: 2 hours 0 mins, distance: 150 km, cost: 150',
        breakfast,
        attraction: '-',
        lunch: '-',
        dinner: 'Bramwell Table, Bramwell',
        accommodation: 'Bramwell Lodge, Bramwell',
      },
      {
        days: 3,
        current_city: `from Bramwell to ${HOME}`,
        transportation: `Taxi, from Bramwell to ${HOME}, duration: 3 hours 0 mins, distance: 250 km, cost: 250`,
        breakfast: '-',
        attraction: '-',
        lunch: '-',
        dinner: '-',
        accommodation: '-',
      },
    ];
    const query = { org: HOME, date: DATES.slice(0, 3), people_number: 1 };

    it('a drive the morning after an overnight arrival leaves after the check-in, with or without breakfast first', async () => {
      for (const breakfast of ['-', 'Ashby Table, Ashby']) {
        const report = await planOnTheClock(query, plan(breakfast), sandbox);
        expect({ breakfast, onClock: report.onClock, violations: report.violations.map(describeViolation) }).to.deep.equal({
          breakfast,
          onClock: true,
          violations: [],
        });
      }
    });
  });

  describe('every skeleton on the clock', () => {
    /**
     * What the timeline (src/timeline/days.ts) makes of the mornings the skeletons grant, as sentences: for every
     * option of a leg arriving overnight and every option of the leg leaving the next morning, the two days on the
     * clock with the meals that option's room grants there (and, when it grants a sight, the first of the city's
     * sights that fits): every meal and sight placed, everything before the departure ended a departure lead before
     * it. For a full day after such an arrival: the stay starts it after the check-in, and its three meals fit.
     */
    async function morningProblems(ctx: Context, skeletons: Iterable<Skeleton>): Promise<string[]> {
      const seen = new Map<string, string | null>();
      const problems = new Set<string>();
      const origin = ctx.spec.origin;
      /** Null when one of the second days fits after the first, else why the last one does not. */
      const judge = async (first: DayPlan, seconds: readonly DayPlan[]): Promise<string | null> => {
        let why = 'nothing to try';
        for (const day of seconds) {
          let fits = true;
          const timelines = await buildTimelines([first, day], {
            noFit: async () => {
              fits = false;
              return undefined;
            },
          });
          const entries = timelines[1]!;
          const leg = day.leg ? entries.findIndex((e) => e.kind === 'travel' && e.name === `Out from ${day.leg!.from} to ${day.leg!.to}`) : 0;
          const lead = !day.leg || entries.slice(0, leg).every((e) => minutesOf(e.end)! + CLOCK.departureLead <= day.leg!.depart);
          const placed =
            entries.filter((e) => e.kind === 'meal').length === day.meals.length && entries.filter((e) => e.kind === 'sight').length === day.sights.length;
          if (fits && lead && placed) return null;
          why = !lead
            ? 'it leaves before the check-in is over'
            : `${[...day.meals.map((m) => m.slot), ...day.sights.map(() => 'a sight')].join(', ')} do not fit`;
        }
        return why;
      };
      for (const s of skeletons) {
        for (const [j, stay] of s.stays.entries()) {
          const into = s.legs[j]!;
          const out = s.legs[j + 1]!;
          for (const a of into.options) {
            const morning = a.schedule && morningAfter(a.schedule.arrive);
            if (!a.schedule || !morning) continue;
            const first: DayPlan = {
              date: into.date,
              leg: { from: into.from, to: into.to, name: 'In', km: undefined, depart: a.schedule.depart, arrive: a.schedule.arrive },
              sights: [],
              meals: [],
              lodging: 'Lodge',
              origin,
            };
            const city = into.to;
            if (out.day !== into.day + 1) {
              if (stay.firstDayFrom !== morning.from)
                problems.add(
                  `${city} entered at ${a.schedule.arrive}: the first full day starts at ${stay.firstDayFrom ?? 'the usual time'}, not ${morning.from}`,
                );
              const key = `${into.from}->${city} arriving ${a.schedule.arrive}, then a full day`;
              if (!seen.has(key)) {
                const meals = (['breakfast', 'lunch', 'dinner'] as const).map((slot) => ({ slot, name: slot, city }));
                seen.set(key, await judge(first, [{ date: ctx.dates[into.day]!, leg: null, sights: [], meals, lodging: 'Lodge', origin }]));
              }
              const why = seen.get(key);
              if (why) problems.add(`${key}: ${why}`);
              continue;
            }
            for (const b of out.options) {
              const depart = b.schedule?.depart ?? 9 * 60;
              const home = out.to === origin;
              const slots: MealSlot[] = [
                ...(b.room.departure.breakfast ? ['breakfast' as const] : []),
                ...(home && b.room.departure.lunch ? ['lunch' as const] : []),
              ];
              const key = `${into.from}->${city} arriving ${a.schedule.arrive}, then ${b.mode} at ${depart} granting ${slots.join(' and ') || 'no meal'}${b.room.departure.attraction ? ' and a sight' : ''}`;
              if (!seen.has(key)) {
                const leg: DayLeg = { from: city, to: out.to, name: 'Out', km: undefined, depart, arrive: b.schedule?.arrive ?? depart + 60 };
                const meals = slots.map((slot) => ({ slot, name: slot, city }));
                const sights: (Attraction | null)[] = b.room.departure.attraction ? [...ctx.city(city).attractions] : [null];
                seen.set(
                  key,
                  await judge(
                    first,
                    sights.map((sight) => ({ date: out.date, leg, sights: sight ? [sight] : [], meals, lodging: home ? null : 'Lodge 2', origin })),
                  ),
                );
              }
              const why = seen.get(key);
              if (why) problems.add(`${key}: ${why}`);
            }
          }
        }
      }
      return [...problems];
    }

    it('the 45 training requests, and row 26 through El Paso, Houston and Texarkana: every next morning fits', async function () {
      this.timeout(120_000);
      const dir = requireTravelPlanner(this);
      const sandbox = loadSandbox(dir);
      const rows = trainRows(dir);
      const specs = [
        ...rows.map((r) => fromTravelPlannerFields(r)),
        parseTripSpec({ ...fromTravelPlannerFields(rows.find((r) => r.idx === 26)!), cities: ['El Paso', 'Houston', 'Texarkana'] }),
      ];
      const problems: string[] = [];
      let overnight = 0;
      for (const spec of specs) {
        const ctx = makeContext(spec, sandbox);
        const skeletons = enumerateSkeletons(ctx, spec.budget).all();
        overnight += skeletons.filter((s) => s.legs.slice(0, -1).some((l) => l.options.some((o) => o.schedule && morningAfter(o.schedule.arrive)))).length;
        problems.push(...(await morningProblems(ctx, skeletons)).map((p) => `${spec.origin} to ${spec.destination.name}: ${p}`));
      }
      expect(problems).to.deep.equal([]);
      // Tens of thousands of skeletons arrive somewhere overnight (rows 6, 7, 9, 11, 13-15, 20, 22, 25, 26, 36, 39-41, 44).
      expect(overnight).to.be.greaterThan(10_000);
    });

    it("the fixture sandbox's requests, and trips from each of its origins to each state: every next morning fits", async () => {
      const sandbox = loadSandbox(FIXTURE_SANDBOX);
      const specs = readdirSync(join(FIXTURE_DIR, 'requests')).map((d) =>
        parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', d, 'spec.json'), 'utf8'))),
      );
      for (const origin of ['Brasswick', 'Ketterby']) {
        for (const state of ['Verdania', 'Oskaland', 'Mirecourt']) {
          for (const [days, cityCount] of [
            [3, 1],
            [5, 2],
            [7, 3],
          ] as const) {
            specs.push(
              parseTripSpec({
                origin,
                destination: { kind: 'state', name: state },
                days,
                cityCount,
                startDate: '2022-03-14',
                endDate: `2022-03-${13 + days}`,
                travellers: 2,
                budget: null,
              }),
            );
          }
        }
      }
      const problems: string[] = [];
      for (const spec of specs) {
        const ctx = makeContext(spec, sandbox);
        problems.push(
          ...(await morningProblems(ctx, enumerateSkeletons(ctx, spec.budget).all())).map(
            (p) => `${spec.origin} to ${spec.destination.name} (${spec.days} days): ${p}`,
          ),
        );
      }
      expect(problems).to.deep.equal([]);
    });
  });
});
