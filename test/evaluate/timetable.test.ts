/**
 * Any plan in the submission format on the clock (src/evaluate/timetable.ts): the solver's plans fit; plans
 * changed to break one rule are named by that rule's check, with its exact sentence; personalisation and
 * meal-price figures; plans that cannot be read are not put on the clock (each reason, exactly); the tally, rates,
 * table and per-plan record that `eval` and `bench` print.
 */
import { expect } from 'chai';
import { describeViolation, RATIONALITY_IDS } from '../../src/catalogue/index.ts';
import { clockRates, clockRecord, formatClock, planOnTheClock, tallyClock, type ClockReport } from '../../src/evaluate/timetable.ts';
import type { Accommodation, Flight, Restaurant, Sandbox } from '../../src/sandbox/index.ts';
import { MemorySandbox } from '../../src/sandbox/memory.ts';
import { toTravelPlannerFields, type PlanDay } from '../../src/tripspec/index.ts';
import { parseOpeningHours } from '../../src/common/hours.ts';
import { benchmark, overriding } from './helpers.ts';
import { CUISINES, fixturePlan, fixtureSandbox, QUICK, TWO_CITIES } from '../verbalize/plans.ts';

const sentences = (r: ClockReport) => r.violations.map(describeViolation);

/** The fixture sandbox with some attractions' opening hours replaced ('' for none in the data). */
function withHours(sandbox: Sandbox, hours: Record<string, string>): Sandbox {
  const replaced = (name: string) => (hours[name] ? parseOpeningHours(hours[name], 'test') : null);
  return overriding(sandbox, {
    attractions: (c: string) => sandbox.attractions(c).map((a) => (hours[a.name] !== undefined ? { ...a, openingHours: replaced(a.name) } : a)),
  });
}

/** The sandbox with the return flight of request 01 (F1000341, Quillon -> Brasswick on day 3) leaving at `depTime`. */
function returnLeaving(sandbox: Sandbox, depTime: string): Sandbox {
  return overriding(sandbox, {
    flightsByNumber: (number: string, from: string, to: string) =>
      sandbox.flightsByNumber(number, from, to).map((f) => (f.number === 'F1000341' ? { ...f, depTime } : f)),
  });
}

describe('a submission plan on the clock', () => {
  let quick: PlanDay[];
  let query: ReturnType<typeof toTravelPlannerFields>;
  before(async () => {
    const p = await fixturePlan(QUICK);
    quick = p.plan.submission;
    query = toTravelPlannerFields(p.spec);
  });
  const changed = (change: (plan: PlanDay[]) => void): PlanDay[] => {
    const plan = structuredClone(quick);
    change(plan);
    return plan;
  };

  it("the solver's plans of the fixture requests fit the clock with no violation", async () => {
    for (const name of [QUICK, TWO_CITIES, CUISINES]) {
      const p = await fixturePlan(name);
      const r = await planOnTheClock(toTravelPlannerFields(p.spec), p.plan.submission, fixtureSandbox());
      expect({ name, onClock: r.onClock, violations: sentences(r) }).to.deep.equal({ name, onClock: true, violations: [] });
    }
  });

  it('timeline.dayWindow: sights that each fit the afternoon of the arrival but not together', async () => {
    // Both open only 15:00-15:50 that Wednesday; the day is free from 15:01 (the flight lands at 14:01, then 30
    // minutes into town, 15 of check-in, 15 to the first stop): Lighthouse 23 minutes at least, Bell Tower 30,
    // and at least 5 between them, so 15:59 at the earliest.
    const sandbox = withHours(fixtureSandbox(), { 'Quillon Lighthouse': 'Mo-Su 15:00-15:50', 'Quillon Bell Tower': 'Mo-Su 15:00-15:50' });
    const plan = changed((p) => {
      p[0]!.attraction = 'Ashgrove Falls, Quillon;Quillon Lighthouse, Quillon;Quillon Bell Tower, Quillon;';
      p[1]!.attraction = 'Lindenfield Park, Quillon;Blackwater Gardens, Quillon;';
      p[2]!.attraction = 'Quillon Observatory, Quillon;';
    });
    const r = await planOnTheClock(query, plan, sandbox);
    expect(sentences(r)).to.deep.equal(['day 1: the 3 sights and the dinner do not fit between 15:01 and 23:30']);
  });

  it('timeline.mealWindow: breakfast on the afternoon of the arrival; a dinner in a city the day is not in', async () => {
    const breakfast = changed((p) => {
      p[0]!.breakfast = 'Driftwood Diner, Quillon';
    });
    expect(sentences(await planOnTheClock(query, breakfast, fixtureSandbox()))).to.deep.equal([
      'day 1: the breakfast cannot be had between 15:01 and 23:30 (its window is 06:30-10:30)',
    ]);
    const elsewhere = fixtureSandbox().restaurants('Brasswick')[0]!;
    const away = changed((p) => {
      p[1]!.dinner = `${elsewhere.name}, Brasswick`;
    });
    expect(sentences(await planOnTheClock(query, away, fixtureSandbox()))).to.deep.equal(['day 2: the dinner is in the plan but not on the clock']);
  });

  it('timeline.openingHours: a sight closed on its day', async () => {
    // 2022-03-17, day 2, is a Thursday.
    const sandbox = withHours(fixtureSandbox(), { 'Quillon Lighthouse': 'Mo-Su 08:00-22:00; Th off' });
    expect(sentences(await planOnTheClock(query, quick, sandbox))).to.deep.equal([
      'day 2: "Quillon Lighthouse" cannot be visited between 08:00 and 23:30: it is closed that day',
    ]);
  });

  it('timeline.repeat: a sight visited twice', async () => {
    const again = changed((p) => {
      p[2]!.attraction = 'Quillon Lighthouse, Quillon;';
    });
    expect(sentences(await planOnTheClock(query, again, fixtureSandbox()))).to.deep.equal(['day 3: the sight "Quillon Lighthouse" comes again']);
  });

  it('counts sights matching the interests and checks every meal against the asked price', async () => {
    // Ashgrove Falls (beaches, nature), Quillon Lighthouse (landmarks), Lindenfield Park and Blackwater Gardens
    // (nature), Quillon Bell Tower (landmarks); meals per person 31, 47, 82, 64, 14, 22.
    const r = await planOnTheClock(query, quick, fixtureSandbox(), { interests: ['landmarks'], mealPrice: { max: 82 } });
    expect([r.sights, r.matching, r.mealPriceOk]).to.deep.equal([5, 2, true]);
    const cheap = await planOnTheClock(query, quick, fixtureSandbox(), { interests: ['nature', 'beaches'], mealPrice: { max: 80 } });
    expect([cheap.sights, cheap.matching, cheap.mealPriceOk]).to.deep.equal([5, 3, false]);
    expect(sentences(cheap)).to.deep.equal(['the lunch on day 2, "Sorrel Oyster Bar", costs $82 per person, more than the asked $80']);
  });

  it('a plan that cannot be read is not put on the clock, and fails every check in the tally', async () => {
    const unknown = changed((p) => {
      p[1]!.lunch = 'Nowhere Grill, Quillon';
    });
    const r = await planOnTheClock(query, unknown, fixtureSandbox());
    expect([r.onClock, r.reason]).to.deep.equal([false, 'day 2: the lunch "Nowhere Grill, Quillon" is not in the data']);
    const empty = await planOnTheClock(query, [], fixtureSandbox());
    expect([empty.onClock, empty.reason]).to.deep.equal([false, 'no plan']);
    const good = await planOnTheClock(query, quick, fixtureSandbox());
    const breakfast = await planOnTheClock(
      query,
      changed((p) => (p[0]!.breakfast = 'Driftwood Diner, Quillon')),
      fixtureSandbox(),
    );
    const tally = tallyClock([good, breakfast, r, empty], RATIONALITY_IDS, false);
    expect(tally.plans).to.equal(4);
    expect(tally.onClock).to.equal(2);
    expect(tally.allPassed).to.equal(1);
    expect(tally.passed['timeline.mealWindow']).to.equal(1);
    expect(tally.passed['timeline.order']).to.equal(2);
    expect(tally.mealPriceOk).to.equal(null);
  });

  it('human plans of the training set: a long drive leaves no time for dinner (row 7)', async function () {
    const b = benchmark(this);
    const row = b.rows.find((x) => x.idx === 7)!;
    // Santa Ana -> Helena, 16 hours 39 minutes by road: leaving at 05:00 (the earliest), in town at 22:09,
    // checked in by 22:24, free from 22:39, after the last dinner could start (21:30 for an hour by 22:30).
    const r = await planOnTheClock(row, row.annotated_plan[1], b.sandbox);
    expect(sentences(r)).to.deep.equal(['day 1: the dinner cannot be had between 22:39 and 23:30 (its window is 17:30-22:30)']);
  });

  const reason = async (plan: readonly unknown[], q = query, sandbox = fixtureSandbox()) => {
    const r = await planOnTheClock(q, plan, sandbox);
    return [r.onClock, r.reason, r.violations.length, r.sights, r.matching, r.mealPriceOk];
  };
  const notOnClock = (why: string) => [false, why, 0, 0, 0, null];

  it('names why a plan is not put on the clock', async () => {
    const flight = 'Flight Number: F9999999, from Brasswick to Quillon, Departure Time: 12:38, Arrival Time: 14:01';
    expect(await reason(quick, { ...query, date: [] })).to.deep.equal(notOnClock('the query has no dates'));
    expect(await reason([quick[0], 'day two', quick[2]])).to.deep.equal(notOnClock('day 2 is not an object'));
    expect(await reason(changed((p) => void (p[0]!.transportation = '-')))).to.deep.equal(
      notOnClock('day 1 travels from Brasswick to Quillon without transportation'),
    );
    expect(await reason(changed((p) => void (p[0]!.transportation = flight)))).to.deep.equal(notOnClock(`day 1: the flight "${flight}" is not in the data`));
    expect(await reason(changed((p) => void (p[0]!.transportation = 'Flight, from Brasswick to Quillon')))).to.deep.equal(
      notOnClock('day 1: the flight "Flight, from Brasswick to Quillon" is not in the data'),
    );
    expect(await reason(changed((p) => void (p[2]!.transportation = 'Taxi, from Quillon to Brasswick')))).to.deep.equal([true, undefined, 0, 5, 0, null]);
    expect(
      await reason(
        changed((p) => Object.assign(p[0]!, { current_city: 'from Brasswick to Atlantis', transportation: 'Self-driving, from Brasswick to Atlantis' })),
      ),
    ).to.deep.equal(notOnClock('day 1: no road from Brasswick to Atlantis in the data'));
    expect(await reason(changed((p) => void (p[0]!.transportation = 'By boat, from Brasswick to Quillon')))).to.deep.equal(
      notOnClock('day 1: unreadable transportation "By boat, from Brasswick to Quillon"'),
    );
    expect(await reason(changed((p) => void (p[1]!.attraction = 'Quillon Lighthouse, Quillon;Moon Base, Quillon;')))).to.deep.equal(
      notOnClock('day 2: the attraction "Moon Base, Quillon" is not in the data'),
    );
    expect(await reason(changed((p) => void (p[1]!.lunch = 7 as unknown as string)))).to.deep.equal(notOnClock('day 2: the lunch "7" is not in the data'));
    // Not even where the data has a restaurant for the name and city a text without a comma reads as ("-" and "-").
    const base = fixtureSandbox();
    const dashed = overriding(base, {
      restaurants: (city: string) => (city === '-' ? [{ ...base.restaurants('Quillon')[0]!, name: '-', city: '-' }] : base.restaurants(city)),
    });
    expect(
      await reason(
        changed((p) => void (p[1]!.lunch = 7 as unknown as string)),
        query,
        dashed,
      ),
    ).to.deep.equal(notOnClock('day 2: the lunch "7" is not in the data'));
  });

  it('reads a city written with its state, and days past the trip are not read', async () => {
    const withState = changed((p) => {
      p[0]!.current_city = 'from Brasswick (Verdania) to Quillon(Oskaland)';
      p.push({ ...p[2]!, days: 4, attraction: 'Moon Base, Quillon;' });
    });
    expect(await reason(withState)).to.deep.equal([true, undefined, 0, 5, 0, null]);
  });

  it('skips an attraction or lodging field that is not text, and checks meals against a minimum price', async () => {
    const odd = changed((p) => {
      p[2]!.attraction = 5 as unknown as string;
      p[0]!.accommodation = 3 as unknown as string;
      p[1]!.accommodation = 'Nowhere Inn, Quillon';
    });
    const r = await planOnTheClock(query, odd, fixtureSandbox(), { mealPrice: { min: 14 } });
    expect([r.onClock, r.sights, r.mealPriceOk]).to.deep.equal([true, 4, true]);
    const dear = await planOnTheClock(query, quick, fixtureSandbox(), { mealPrice: { min: 15 } });
    expect([dear.mealPriceOk, dear.violations.map(describeViolation)]).to.deep.equal([
      false,
      ['the breakfast on day 3, "Silver Birch Dumpling House", costs $14 per person, less than the asked $15'],
    ]);
    const unchecked = await planOnTheClock(query, quick, fixtureSandbox(), { mealPrice: { min: 15 }, checkMealPrice: false });
    expect([unchecked.mealPriceOk, unchecked.violations]).to.deep.equal([false, []]);
  });

  it('tallies sights, matches and meal prices over plans, with rates, a table and per-plan records', async () => {
    const priced = await planOnTheClock(query, quick, fixtureSandbox(), { interests: ['landmarks'], mealPrice: { max: 82 } });
    const over = await planOnTheClock(query, quick, fixtureSandbox(), { interests: ['nature'], mealPrice: { max: 80 } });
    const empty = await planOnTheClock(query, [], fixtureSandbox());
    const ids = ['timeline.order', 'meals.pricePerPerson'] as const;
    const tally = tallyClock([priced, over, empty], ids, true);
    expect(tally).to.deep.equal({
      plans: 3,
      onClock: 2,
      passed: { 'timeline.order': 2, 'meals.pricePerPerson': 1 },
      allPassed: 1,
      sights: 10,
      matching: 5,
      mealPriceOk: 1,
    });
    expect(clockRates(tally)).to.deep.equal({ 'timeline.order': 2 / 3, 'meals.pricePerPerson': 1 / 3, all: 1 / 3 });
    expect(tallyClock([priced, priced, over], ids, true).mealPriceOk).to.equal(2);
    expect(formatClock(tally)).to.equal(
      [
        "Rationality (days on the clock, beside the benchmark's checks): 2/3 plans put on the clock",
        '  timeline.order         66.7%  (2/3)',
        '  meals.pricePerPerson   33.3%  (1/3)',
        '  every check            33.3%  (1/3)',
      ].join('\n'),
    );
    expect(clockRecord(over)).to.deep.equal({
      onClock: true,
      violations: [['meals.pricePerPerson', 'the lunch on day 2, "Sorrel Oyster Bar", costs $82 per person, more than the asked $80']],
    });
    expect(clockRecord(empty)).to.deep.equal({ onClock: false, reason: 'no plan', violations: [] });
  });

  it('names the violations of a stretch that does not fit by their fields: a sight with no time, a meal with no time, the rest', async () => {
    const sandbox = withHours(fixtureSandbox(), { 'Quillon Lighthouse': 'Mo-Su 15:00-15:50', 'Quillon Bell Tower': 'Mo-Su 15:00-15:50' });
    const crowded = changed((p) => {
      p[0]!.attraction = 'Ashgrove Falls, Quillon;Quillon Lighthouse, Quillon;Quillon Bell Tower, Quillon;';
      p[0]!.breakfast = 'Driftwood Diner, Quillon';
    });
    expect((await planOnTheClock(query, crowded, sandbox)).violations.map((v) => v.fields)).to.deep.equal([
      { day: 1, meal: 'breakfast', problem: 'noTime', from: '15:01', to: '23:30', window: '06:30-10:30' },
      { day: 1, problem: 'noFit', what: 'the 3 sights and the dinner', from: '15:01', to: '23:30' },
    ]);
    const closed = withHours(fixtureSandbox(), { 'Quillon Lighthouse': 'Mo-Su 08:00-22:00; Th off' });
    expect((await planOnTheClock(query, quick, closed)).violations.map((v) => v.fields)).to.deep.equal([
      { day: 2, sight: 'Quillon Lighthouse', problem: 'noTime', from: '08:00', to: '23:30', open: 'closed' },
    ]);
  });

  it('timeline.dayWindow: says what does not fit, sights alone or with meals', async () => {
    const sandbox = withHours(fixtureSandbox(), { 'Quillon Lighthouse': 'Mo-Su 15:00-15:50', 'Quillon Bell Tower': 'Mo-Su 15:00-15:50' });
    const sightsOnly = changed((p) => {
      p[0]!.attraction = 'Quillon Lighthouse, Quillon;Quillon Bell Tower, Quillon;';
      p[0]!.dinner = '-';
    });
    expect(sentences(await planOnTheClock(query, sightsOnly, sandbox))).to.deep.equal(['day 1: the 2 sights do not fit between 15:01 and 23:30']);
    // Day 3's flight leaving at 12:45: the morning runs 07:00-12:15. The Bell Tower, open 07:00-07:40, fits alone
    // (07:00-07:30, its shortest visit), as do breakfast and lunch; but breakfast comes first, and after it the tower is shut.
    const morning = returnLeaving(withHours(fixtureSandbox(), { 'Quillon Bell Tower': 'Mo-Su 07:00-07:40' }), '12:45');
    expect(sentences(await planOnTheClock(query, quick, morning))).to.deep.equal([
      'day 3: the 1 sight and the breakfast, lunch do not fit between 07:00 and 12:15',
    ]);
  });

  it('timeline.openingHours: a sight with no hours in the data is open 08:00-21:00; a meal that just fits its stretch is had', async () => {
    // Day 3's flight leaving at 08:00: the morning runs 07:00-07:30, exactly breakfast's half hour.
    const early = returnLeaving(withHours(fixtureSandbox(), { 'Quillon Bell Tower': '' }), '08:00');
    const plan = changed((p) => void (p[2]!.lunch = '-'));
    expect(sentences(await planOnTheClock(query, plan, early))).to.deep.equal([
      'day 3: "Quillon Bell Tower" cannot be visited between 07:00 and 07:30: it is open 08:00-21:00',
    ]);
  });

  it('names a flight whose times in the data do not read, a road whose duration does not, and a journey that is not text', async () => {
    const base = fixtureSandbox();
    const timeless = overriding(base, {
      flightsByNumber: (number: string, from: string, to: string) => base.flightsByNumber(number, from, to).map((f) => ({ ...f, depTime: 'soon' })),
    });
    const r = await planOnTheClock(query, quick, timeless);
    expect([r.onClock, r.reason]).to.deep.equal([false, `day 1: the flight "${quick[0]!.transportation}" is not in the data`]);
    const endless = overriding(base, { road: (from: string, to: string) => ({ ...base.road(from, to)!, duration: 'a while' }) });
    const drive = changed((p) => void (p[0]!.transportation = 'Taxi, from Brasswick to Quillon'));
    expect(await reason(drive, query, endless)).to.deep.equal(notOnClock('day 1: no road from Brasswick to Quillon in the data'));
    expect(await reason(changed((p) => void (p[0]!.transportation = 5 as unknown as string)))).to.deep.equal(
      notOnClock('day 1 travels from Brasswick to Quillon without transportation'),
    );
  });

  it('reads a current city that is not text as no city: its meals are not on the clock', async () => {
    const cityless = changed((p) => void (p[1]!.current_city = 7 as unknown as string));
    expect(sentences(await planOnTheClock(query, cityless, fixtureSandbox()))).to.deep.equal([
      'day 2: the breakfast is in the plan but not on the clock',
      'day 2: the lunch is in the plan but not on the clock',
      'day 2: the dinner is in the plan but not on the clock',
    ]);
  });

  it('rates and prints an empty tally as 0', () => {
    const none: ClockReport[] = [];
    const tally = tallyClock(none, ['timeline.repeat'], false);
    expect(tally).to.deep.equal({ plans: 0, onClock: 0, passed: { 'timeline.repeat': 0 }, allPassed: 0, sights: 0, matching: 0, mealPriceOk: null });
    expect(clockRates(tally)).to.deep.equal({ 'timeline.repeat': 0, all: 0 });
    expect(formatClock(tally)).to.equal(
      [
        "Rationality (days on the clock, beside the benchmark's checks): 0/0 plans put on the clock",
        '  timeline.repeat    0.0%  (0/0)',
        '  every check        0.0%  (0/0)',
      ].join('\n'),
    );
    expect(Object.keys(tallyClock(none, RATIONALITY_IDS, false).passed)).to.deep.equal([...RATIONALITY_IDS]);
  });
});

describe('a submission plan on the clock: when a drive leaves', () => {
  // Dunmore (Eastmarch), Ashby, Bramwell and Carrow (Norvale): a red-eye and a morning flight to Ashby; from Ashby
  // a 2-hour road to Bramwell and a 15-hour one to Carrow; one restaurant and one lodge in each city.
  const HOME = 'Dunmore';
  const DATES = ['2022-03-10', '2022-03-11', '2022-03-12'];
  const flight = (number: string, depTime: string, arrTime: string): Flight => ({
    number,
    price: 100,
    depTime,
    arrTime,
    elapsed: '-',
    date: DATES[0]!,
    origin: HOME,
    destination: 'Ashby',
    distance: 500,
  });
  const road = (origin: string, destination: string, hours: number) => ({
    origin,
    destination,
    road: {
      origin,
      destination,
      duration: `${hours} hours 0 mins`,
      distance: `${hours * 80} km`,
      km: hours * 80,
      selfDrivingCost: hours * 4,
      taxiCost: hours * 80,
    },
  });
  const cities = ['Ashby', 'Bramwell', 'Carrow'];
  const sandbox = new MemorySandbox({
    source: 'drives',
    geography: { stateOfCity: new Map([[HOME, 'Eastmarch'], ...cities.map((c): [string, string] => [c, 'Norvale'])]), states: ['Eastmarch', 'Norvale'] },
    flights: [flight('F5', '22:00', '06:00'), flight('F7', '08:00', '10:00')],
    roads: [road('Ashby', 'Bramwell', 2), road('Ashby', 'Carrow', 15), road('Bramwell', HOME, 3), road('Carrow', HOME, 3)],
    restaurants: cities.map((city): Restaurant => ({ name: `${city} Table`, city, cuisines: 'Cafe', averageCost: 10, rating: 4 })),
    attractions: [
      {
        name: 'Carrow Sight',
        city: 'Carrow',
        latitude: 40,
        longitude: -100,
        address: '-',
        phone: '-',
        website: '-',
        categories: [],
        openingHours: null,
        visitMinutes: null,
      },
    ],
    accommodations: cities.map(
      (city): Accommodation => ({
        // The data writes some names with a trailing space; the timeline writes them trimmed.
        name: city === 'Ashby' ? 'Ashby Lodge ' : `${city} Lodge`,
        city,
        roomType: 'Entire home/apt',
        price: 50,
        minimumNights: 1,
        rating: 4,
        houseRules: 'No parties',
        maximumOccupancy: 2,
      }),
    ),
  });
  const query = { org: HOME, date: DATES, people_number: 1 };
  const none = { breakfast: '-', attraction: '-', lunch: '-', dinner: '-' };
  /** Fly to Ashby, on day 2 go on by taxi to `to` with those meals and sights, on day 3 drive home. */
  const trip = (flightNumber: 'F5' | 'F7', to: string, meals: Record<string, string>) => [
    {
      days: 1,
      current_city: `from ${HOME} to Ashby`,
      transportation: `Flight Number: ${flightNumber}, from ${HOME} to Ashby`,
      ...none,
      accommodation: 'Ashby Lodge, Ashby',
    },
    { days: 2, current_city: `from Ashby to ${to}`, transportation: `Taxi, from Ashby to ${to}`, ...none, ...meals, accommodation: `${to} Lodge, ${to}` },
    { days: 3, current_city: `from ${to} to ${HOME}`, transportation: `Self-driving, from ${to} to ${HOME}`, ...none, accommodation: '-' },
  ];
  const sentencesOf = async (plan: readonly unknown[]) => sentences(await planOnTheClock(query, plan, sandbox));

  it('the morning after a red-eye, a departure lead after the check-in it carries into the day (06:30-06:45)', async () => {
    // Leaving before 07:15 would overlap the night's journey or check-in on day 2's clock.
    expect(await sentencesOf(trip('F5', 'Bramwell', { dinner: 'Bramwell Table, Bramwell' }))).to.deep.equal([]);
  });

  it('when no departure lets the day fit, at 09:00 if that arrives the same day', async () => {
    // A lunch or a sight in Carrow, where day 2 never is, fits at no hour; the drive leaves at 09:00, in Bramwell by
    // 11:00: breakfast there, which leaving at 05:00 would allow, cannot be had.
    expect(await sentencesOf(trip('F7', 'Bramwell', { breakfast: 'Bramwell Table, Bramwell', lunch: 'Carrow Table, Carrow' }))).to.deep.equal([
      'day 2: the breakfast cannot be had between 12:00 and 23:30 (its window is 06:30-10:30)',
      'day 2: the lunch is in the plan but not on the clock',
    ]);
    expect(await sentencesOf(trip('F7', 'Bramwell', { breakfast: 'Bramwell Table, Bramwell', attraction: 'Carrow Sight, Carrow;' }))).to.deep.equal([
      'day 2: the breakfast cannot be had between 12:00 and 23:30 (its window is 06:30-10:30)',
      'day 2: "Carrow Sight" is in the plan but not on the clock',
    ]);
  });

  it('when no departure lets the day fit, at 05:00 if leaving at 09:00 would arrive at midnight or later', async () => {
    // 15 hours to Carrow: leaving at 05:00, in town at 20:00 and free from 21:00, in time for dinner.
    expect(await sentencesOf(trip('F7', 'Carrow', { lunch: 'Bramwell Table, Bramwell', dinner: 'Carrow Table, Carrow' }))).to.deep.equal([
      'day 2: the lunch is in the plan but not on the clock',
    ]);
  });

  it('after a red-eye, a drive that fits at no hour and would arrive past midnight from 09:00 leaves at 05:00, over the night on the clock', async () => {
    const late = trip('F5', 'Carrow', { lunch: 'Bramwell Table, Bramwell' });
    expect(await sentencesOf(late)).to.deep.equal([
      'day 2: "05:00-20:00 travel Taxi from Ashby to Carrow" starts before "06:30-06:45 checkin Ashby Lodge", which comes before it',
      'day 2: -105 minutes from "Ashby Lodge" to "Taxi from Ashby to Carrow", less than the 30 needed (to the departure)',
      'day 2: the lunch is in the plan but not on the clock',
    ]);
    // Without a lodging in Ashby there is no check-in: the drive overlaps the night's flight.
    late[0]!.accommodation = '-';
    expect((await sentencesOf(late))[0]).to.equal(
      'day 2: "05:00-20:00 travel Taxi from Ashby to Carrow" overlaps "00:00-06:00 travel Flight F5 from Dunmore to Ashby"',
    );
  });
});
