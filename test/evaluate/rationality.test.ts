/**
 * The rationality checks (src/evaluate/rationality.ts): a solved fixture plan passes all of them, and each check
 * fails on a plan mutated to break exactly its rule, with its catalogue id and sentence. The expected sentences
 * are written out here from the fixture's data (times, distances, visit lengths), not produced by the code.
 */
import { expect } from 'chai';
import { describeViolation, RATIONALITY_IDS, type ConstraintId } from '../../src/catalogue/index.ts';
import { rationalityVerdicts, rationalityViolations } from '../../src/evaluate/rationality.ts';
import type { Itinerary, ItineraryDay, MealPrice, TimelineEntry } from '../../src/tripspec/index.ts';
import { parseOpeningHours } from '../../src/common/hours.ts';
import { fixturePlan, QUICK } from '../verbalize/plans.ts';

let plan: Itinerary;

/** A copy of the plan with day `n` changed. */
function withDay(n: number, change: (d: ItineraryDay) => ItineraryDay): Itinerary {
  return { ...plan, days: plan.days.map((d) => (d.day === n ? change(d) : d)) };
}

/** Day `n`'s timeline with the entry named `name` (and of `kind`) replaced. */
function entry(n: number, name: string, change: (e: TimelineEntry) => TimelineEntry | null): Itinerary {
  return withDay(n, (d) => {
    const k = d.timeline.findIndex((e) => e.name === name);
    if (k < 0) throw new Error(`no "${name}" on day ${n}`);
    const replaced = change(d.timeline[k]!);
    const timeline = [...d.timeline];
    if (replaced) timeline[k] = replaced;
    else timeline.splice(k, 1);
    return { ...d, timeline };
  });
}

/** The sentences of the violations with this id. */
function sentences(itinerary: Itinerary, id: ConstraintId, price?: MealPrice): string[] {
  return rationalityViolations(itinerary, price)
    .filter((v) => v.id === id)
    .map(describeViolation);
}

describe('rationality checks', () => {
  before(async () => {
    plan = (await fixturePlan(QUICK)).plan.itinerary;
    // The fixture plan these mutations are written against (request 01 on the fixture sandbox).
    expect(plan.days.map((d) => d.timeline.map((e) => `${e.start}-${e.end} ${e.kind} ${e.name}`))).to.deep.equal([
      [
        '12:38-14:01 travel Flight F1000238 from Brasswick to Quillon',
        '14:31-14:46 checkin Sunny 2BR near the harbor',
        '15:01-16:16 sight Ashgrove Falls',
        '18:30-19:30 meal Crêperie Élodie',
      ],
      [
        '08:00-08:30 meal Saffron Ladle',
        '08:45-09:30 sight Quillon Lighthouse',
        '09:30-09:35 move Quillon Lighthouse -> Lindenfield Park',
        '09:35-11:05 sight Lindenfield Park',
        '11:30-12:15 meal Sorrel Oyster Bar',
        '12:30-14:00 sight Blackwater Gardens',
        '18:30-19:30 meal Lantern House',
      ],
      [
        '07:00-07:30 meal Silver Birch Dumpling House',
        '08:00-09:00 sight Quillon Bell Tower',
        '12:30-13:15 meal The Cobalt Galley',
        '17:18-18:53 travel Flight F1000341 from Quillon to Brasswick',
      ],
    ]);
  });

  it('the solved plan passes every check', () => {
    expect(rationalityViolations(plan, { max: 82 })).to.deep.equal([]);
    expect(Object.values(rationalityVerdicts([], RATIONALITY_IDS)).every(Boolean)).to.equal(true);
  });

  it('timeline.order: an entry before the one listed ahead of it, or overlapping it', () => {
    const swapped = withDay(2, (d) => ({ ...d, timeline: [d.timeline[1]!, d.timeline[0]!, ...d.timeline.slice(2)] }));
    expect(sentences(swapped, 'timeline.order')).to.deep.equal([
      'day 2: "08:00-08:30 meal Saffron Ladle" starts before "08:45-09:30 sight Quillon Lighthouse", which comes before it',
    ]);
    const overlapping = entry(2, 'Sorrel Oyster Bar', (e) => ({ ...e, start: '11:00', end: '11:45' }));
    expect(sentences(overlapping, 'timeline.order')).to.deep.equal([
      'day 2: "11:00-11:45 meal Sorrel Oyster Bar" overlaps "09:35-11:05 sight Lindenfield Park"',
    ]);
    const empty = withDay(3, (d) => ({ ...d, timeline: [] }));
    expect(
      rationalityViolations(empty)
        .filter((v) => v.id === 'timeline.order')
        .map((v) => v.fields),
    ).to.deep.equal([{ day: 3, entry: '', problem: 'empty' }]);
  });

  it('timeline.dayWindow: a meal before the day starts', () => {
    const early = entry(3, 'Silver Birch Dumpling House', (e) => ({ ...e, start: '06:00', end: '06:30' }));
    expect(sentences(early, 'timeline.dayWindow')).to.deep.equal(['day 3: "06:00-06:30 meal Silver Birch Dumpling House" is outside the day, 06:30-23:30']);
  });

  it('timeline.travelTime: two sights with no time to move between them, a check-in the minute the flight lands', () => {
    // Quillon Lighthouse to Lindenfield Park: 0.2 km straight, x 1.3 at 25 km/h = 0.6 minutes, rounded up to 5.
    const noMove = withDay(2, (d) => ({
      ...d,
      timeline: d.timeline.filter((e) => e.kind !== 'move').map((e) => (e.name === 'Lindenfield Park' ? { ...e, start: '09:30', end: '11:00' } : e)),
    }));
    expect(sentences(noMove, 'timeline.travelTime')).to.deep.equal([
      'day 2: 0 minutes from "Quillon Lighthouse" to "Lindenfield Park", less than the 5 needed (0.2 km in town)',
    ]);
    const rushed = entry(1, 'Sunny 2BR near the harbor', (e) => ({ ...e, start: '14:01', end: '14:16' }));
    expect(sentences(rushed, 'timeline.travelTime')).to.deep.equal([
      'day 1: 0 minutes from "Flight F1000238 from Brasswick to Quillon" to "Sunny 2BR near the harbor", less than the 30 needed (from the arrival into town)',
    ]);
    const late = entry(3, 'The Cobalt Galley', (e) => ({ ...e, start: '16:40', end: '17:25' }));
    expect(sentences(late, 'timeline.travelTime')).to.deep.equal([
      'day 3: -7 minutes from "The Cobalt Galley" to "Flight F1000341 from Quillon to Brasswick", less than the 30 needed (to the departure)',
    ]);
  });

  it('timeline.visitDuration: a visit shorter than its range, a planned sight not on the clock, a sight on the clock not planned', () => {
    // Quillon Bell Tower: visit_minutes 60 in the data, so 30-90 minutes.
    const short = entry(3, 'Quillon Bell Tower', (e) => ({ ...e, end: '08:10' }));
    expect(sentences(short, 'timeline.visitDuration')).to.deep.equal(['day 3: "Quillon Bell Tower" lasts 10 minutes, outside 30-90']);
    const dropped = entry(3, 'Quillon Bell Tower', () => null);
    expect(sentences(dropped, 'timeline.visitDuration')).to.deep.equal(['day 3: "Quillon Bell Tower" is in the plan but not on the clock']);
    const stranger = entry(3, 'Quillon Bell Tower', (e) => ({ ...e, name: 'Quillon Opera House' }));
    expect(sentences(stranger, 'timeline.visitDuration')).to.deep.equal([
      'day 3: "Quillon Opera House" is on the clock but not in the plan',
      'day 3: "Quillon Bell Tower" is in the plan but not on the clock',
    ]);
  });

  it('timeline.openingHours: a sight visited before it opens, or on a day it is closed', () => {
    const hours = (text: string) =>
      withDay(2, (d) => ({
        ...d,
        attractions: d.attractions.map((a) => (a.name === 'Quillon Lighthouse' ? { ...a, openingHours: parseOpeningHours(text, 'test') } : a)),
      }));
    // 2022-03-17 is a Thursday.
    expect(sentences(hours('Mo-Su 10:00-17:00'), 'timeline.openingHours')).to.deep.equal([
      'day 2: "Quillon Lighthouse" is visited 08:45-09:30, but it is open 10:00-17:00',
    ]);
    expect(sentences(hours('Mo-Su 08:00-12:00; Th off'), 'timeline.openingHours')).to.deep.equal([
      'day 2: "Quillon Lighthouse" is visited 08:45-09:30, but it is closed that day',
    ]);
    expect(sentences(hours('Mo-Su 08:00-12:00; Fr off'), 'timeline.openingHours')).to.deep.equal([]);
  });

  it('timeline.mealWindow: lunch after its window, a planned meal missing from the clock', () => {
    const late = entry(2, 'Sorrel Oyster Bar', (e) => ({ ...e, start: '15:00', end: '15:45' }));
    expect(sentences(late, 'timeline.mealWindow')).to.deep.equal(['day 2: the lunch is at 15:00-15:45, outside 11:30-15:30, 45 minutes']);
    const missing = entry(2, 'Lantern House', () => null);
    expect(sentences(missing, 'timeline.mealWindow')).to.deep.equal(['day 2: the dinner is in the plan but not on the clock']);
  });

  it('timeline.mealWindow: two restaurants of one name on a day are two meals, each slot taking its own entry', () => {
    // As on a travel day: breakfast at one city's "Saffron Ladle", dinner at another city's restaurant of that name
    // (found by bench:scale on the full data: two Zaffrans, in Louisville and Owensboro).
    const twin = (d: ItineraryDay): ItineraryDay => ({
      ...d,
      dinner: { ...d.dinner!, restaurant: { ...d.dinner!.restaurant, name: 'Saffron Ladle', city: 'Elsewhere' } },
      timeline: d.timeline.map((e) => (e.name === 'Lantern House' ? { ...e, name: 'Saffron Ladle' } : e)),
    });
    expect(sentences(withDay(2, twin), 'timeline.mealWindow')).to.deep.equal([]);
    // With the dinner's entry gone, the breakfast's entry is not read as the dinner.
    const gone = withDay(2, (d) => ({ ...twin(d), timeline: twin(d).timeline.filter((e) => e.start !== '18:30') }));
    expect(sentences(gone, 'timeline.mealWindow')).to.deep.equal(['day 2: the dinner is in the plan but not on the clock']);
  });

  it('meals.pricePerPerson: every meal outside the asked range, per person', () => {
    // Per person: 31 (day 1 dinner), 47, 82, 64 (day 2), 14, 22 (day 3).
    expect(sentences(plan, 'meals.pricePerPerson', { max: 50 })).to.deep.equal([
      'the lunch on day 2, "Sorrel Oyster Bar", costs $82 per person, more than the asked $50',
      'the dinner on day 2, "Lantern House", costs $64 per person, more than the asked $50',
    ]);
    expect(sentences(plan, 'meals.pricePerPerson', { min: 20, max: 70 })).to.deep.equal([
      'the lunch on day 2, "Sorrel Oyster Bar", costs $82 per person, outside the asked $20-$70',
      'the breakfast on day 3, "Silver Birch Dumpling House", costs $14 per person, outside the asked $20-$70',
    ]);
    expect(sentences(plan, 'meals.pricePerPerson', { min: 30 })).to.deep.equal([
      'the breakfast on day 3, "Silver Birch Dumpling House", costs $14 per person, less than the asked $30',
      'the lunch on day 3, "The Cobalt Galley", costs $22 per person, less than the asked $30',
    ]);
  });

  it('timeline.repeat: a restaurant or a sight that comes again', () => {
    const again = withDay(3, (d) => {
      const day2 = plan.days[1]!;
      return {
        ...d,
        lunch: { ...d.lunch!, restaurant: day2.breakfast!.restaurant },
        attractions: [day2.attractions.find((a) => a.name === 'Lindenfield Park')!],
        timeline: d.timeline.map((e) =>
          e.name === 'The Cobalt Galley'
            ? { ...e, name: 'Saffron Ladle' }
            : e.name === 'Quillon Bell Tower'
              ? { ...e, name: 'Lindenfield Park', end: '09:30' }
              : e,
        ),
      };
    });
    expect(sentences(again, 'timeline.repeat')).to.deep.equal([
      'day 3: the restaurant "Saffron Ladle" comes again',
      'day 3: the sight "Lindenfield Park" comes again',
    ]);
    expect(rationalityViolations(again).map((v) => v.id)).to.deep.equal(['timeline.repeat', 'timeline.repeat']);
  });

  it('a dinner that ends after its window breaks only that check (the verdicts of the others stay true)', () => {
    const late = entry(2, 'Lantern House', (e) => ({ ...e, start: '21:45', end: '22:45' }));
    expect(sentences(late, 'timeline.mealWindow')).to.deep.equal(['day 2: the dinner is at 21:45-22:45, outside 17:30-22:30, 60 minutes']);
    const verdicts = rationalityVerdicts(rationalityViolations(late), RATIONALITY_IDS);
    expect(
      Object.entries(verdicts)
        .filter(([, ok]) => !ok)
        .map(([id]) => id),
    ).to.deep.equal(['timeline.mealWindow']);
  });
});

describe('rationality checks at their edges', () => {
  before(async () => {
    plan = (await fixturePlan(QUICK)).plan.itinerary;
  });

  it('timeline.order: a time that does not read or runs backwards; a zero-length entry is fine; a shared start is an overlap', () => {
    const backwards = entry(3, 'Quillon Bell Tower', (e) => ({ ...e, start: '09:00', end: '08:00' }));
    expect(sentences(backwards, 'timeline.order')).to.deep.equal([
      'day 3: "09:00-08:00 sight Quillon Bell Tower" has a time that is not HH:MM, or ends before it starts',
    ]);
    const unreadable = entry(3, 'Quillon Bell Tower', (e) => ({ ...e, start: 'soon' }));
    expect(sentences(unreadable, 'timeline.order')).to.deep.equal([
      'day 3: "soon-09:00 sight Quillon Bell Tower" has a time that is not HH:MM, or ends before it starts',
    ]);
    expect(
      sentences(
        entry(1, 'Sunny 2BR near the harbor', (e) => ({ ...e, end: e.start })),
        'timeline.order',
      ),
    ).to.deep.equal([]);
    const sameStart = entry(2, 'Sorrel Oyster Bar', (e) => ({ ...e, start: '09:35', end: '10:20' }));
    expect(sentences(sameStart, 'timeline.order')).to.deep.equal(['day 2: "09:35-10:20 meal Sorrel Oyster Bar" overlaps "09:35-11:05 sight Lindenfield Park"']);
  });

  it('timeline.dayWindow: sights and moves are held to the day, a check-in is not; the day ends at 23:30 inclusive', () => {
    expect(
      sentences(
        entry(2, 'Blackwater Gardens', (e) => ({ ...e, start: '22:00', end: '23:31' })),
        'timeline.dayWindow',
      ),
    ).to.deep.equal(['day 2: "22:00-23:31 sight Blackwater Gardens" is outside the day, 06:30-23:30']);
    expect(
      sentences(
        entry(2, 'Blackwater Gardens', (e) => ({ ...e, start: '22:00', end: '23:30' })),
        'timeline.dayWindow',
      ),
    ).to.deep.equal([]);
    expect(
      sentences(
        entry(2, 'Quillon Lighthouse -> Lindenfield Park', (e) => ({ ...e, start: '05:00', end: '05:05' })),
        'timeline.dayWindow',
      ),
    ).to.deep.equal(['day 2: "05:00-05:05 move Quillon Lighthouse -> Lindenfield Park" is outside the day, 06:30-23:30']);
    expect(
      sentences(
        entry(1, 'Sunny 2BR near the harbor', (e) => ({ ...e, start: '23:40', end: '23:55' })),
        'timeline.dayWindow',
      ),
    ).to.deep.equal([]);
  });

  it('timeline.visitDuration: both ends of the range are allowed', () => {
    // Quillon Bell Tower: 30-90 minutes.
    expect(
      sentences(
        entry(3, 'Quillon Bell Tower', (e) => ({ ...e, end: '08:30' })),
        'timeline.visitDuration',
      ),
    ).to.deep.equal([]);
    expect(
      sentences(
        entry(3, 'Quillon Bell Tower', (e) => ({ ...e, end: '09:30' })),
        'timeline.visitDuration',
      ),
    ).to.deep.equal([]);
    expect(
      sentences(
        entry(3, 'Quillon Bell Tower', (e) => ({ ...e, end: '09:31' })),
        'timeline.visitDuration',
      ),
    ).to.deep.equal(['day 3: "Quillon Bell Tower" lasts 91 minutes, outside 30-90']);
  });

  it('timeline.mealWindow: a meal too short for its minutes; one ending as its window closes is fine', () => {
    expect(
      sentences(
        entry(2, 'Sorrel Oyster Bar', (e) => ({ ...e, end: '11:40' })),
        'timeline.mealWindow',
      ),
    ).to.deep.equal(['day 2: the lunch is at 11:30-11:40, outside 11:30-15:30, 45 minutes']);
    expect(
      sentences(
        entry(2, 'Lantern House', (e) => ({ ...e, start: '21:30', end: '22:30' })),
        'timeline.mealWindow',
      ),
    ).to.deep.equal([]);
  });

  it('meals.pricePerPerson: a meal priced exactly at either bound passes', () => {
    // The cheapest meal costs 14 per person, the dearest 82.
    expect(sentences(plan, 'meals.pricePerPerson', { min: 14, max: 82 })).to.deep.equal([]);
  });

  it('timeline.travelTime: a short trip in town from a meal; nothing is needed next to a sight that is not in the plan', () => {
    const rushed = entry(2, 'Quillon Lighthouse', (e) => ({ ...e, start: '08:35', end: '09:20' }));
    expect(sentences(rushed, 'timeline.travelTime')).to.deep.equal([
      'day 2: 5 minutes from "Saffron Ladle" to "Quillon Lighthouse", less than the 15 needed (a short trip in town)',
    ]);
    const stranger = withDay(2, (d) => ({
      ...d,
      timeline: d.timeline
        .filter((e) => e.kind !== 'move')
        .map((e) => (e.name === 'Lindenfield Park' ? { ...e, name: 'Quillon Opera House', start: '09:30' } : e)),
    }));
    expect(sentences(stranger, 'timeline.travelTime')).to.deep.equal([]);
  });

  it('timeline.travelTime: after a journey carried over from the day before, the arrival transfer is needed too', () => {
    const carried = withDay(1, (d) => ({
      ...d,
      timeline: d.timeline.map((e) =>
        e.kind === 'travel' ? { ...e, note: 'arrives at 14:01 the next day' } : e.kind === 'checkin' ? { ...e, start: '14:11', end: '14:26' } : e,
      ),
    }));
    expect(sentences(carried, 'timeline.travelTime')).to.deep.equal([
      'day 1: 10 minutes from "Flight F1000238 from Brasswick to Quillon" to "Sunny 2BR near the harbor", less than the 30 needed (from the arrival into town)',
    ]);
  });

  it('timeline.order: an end that does not read is a bad time; an entry without a name is labelled by its kind', () => {
    const endless = entry(3, 'Quillon Bell Tower', (e) => ({ ...e, end: 'later' }));
    const fields = (itinerary: Itinerary) =>
      rationalityViolations(itinerary)
        .filter((v) => v.id === 'timeline.order')
        .map((v) => v.fields);
    expect(fields(endless)).to.deep.equal([{ day: 3, entry: '08:00-later sight Quillon Bell Tower', problem: 'badTime' }]);
    const nameless = entry(1, 'Sunny 2BR near the harbor', ({ name: _, ...e }) => ({ ...e, start: '14:46', end: '14:31' }));
    expect(sentences(nameless, 'timeline.order')).to.deep.equal(['day 1: "14:46-14:31 checkin" has a time that is not HH:MM, or ends before it starts']);
  });

  it('timeline.visitDuration: a sight on the clock without a name is not in the plan', () => {
    const nameless = entry(3, 'Quillon Bell Tower', ({ name: _, ...e }) => e);
    expect(
      rationalityViolations(nameless)
        .filter((v) => v.id === 'timeline.visitDuration')
        .map((v) => v.fields),
    ).to.deep.equal([
      { day: 3, sight: '', problem: 'unplanned' },
      { day: 3, sight: 'Quillon Bell Tower', problem: 'missing' },
    ]);
  });

  it('timeline.mealWindow: a meal is found by its name trimmed, only among meal entries, and starts no earlier than its window', () => {
    // The data writes some names with a trailing space; the timeline writes them trimmed.
    const spaced = withDay(2, (d) => ({ ...d, dinner: { ...d.dinner!, restaurant: { ...d.dinner!.restaurant, name: 'Lantern House ' } } }));
    expect(sentences(spaced, 'timeline.mealWindow')).to.deep.equal([]);
    // A lunch named like the day's park, with no meal entry of its own: the park's visit is not its lunch.
    const parkLunch = withDay(2, (d) => ({
      ...d,
      lunch: { ...d.lunch!, restaurant: { ...d.lunch!.restaurant, name: 'Lindenfield Park' } },
      timeline: d.timeline.filter((e) => e.name !== 'Sorrel Oyster Bar'),
    }));
    expect(sentences(parkLunch, 'timeline.mealWindow')).to.deep.equal(['day 2: the lunch is in the plan but not on the clock']);
    const early = entry(2, 'Sorrel Oyster Bar', (e) => ({ ...e, start: '11:10', end: '11:55' }));
    expect(sentences(early, 'timeline.mealWindow')).to.deep.equal(['day 2: the lunch is at 11:10-11:55, outside 11:30-15:30, 45 minutes']);
  });

  it('timeline.repeat: a restaurant written with a trailing space is the same restaurant', () => {
    const again = withDay(3, (d) => ({ ...d, lunch: { ...d.lunch!, restaurant: { ...plan.days[1]!.breakfast!.restaurant, name: 'Saffron Ladle ' } } }));
    expect(sentences(again, 'timeline.repeat')).to.deep.equal(['day 3: the restaurant "Saffron Ladle" comes again']);
  });

  it('timeline.travelTime: from a sight to a meal is a short trip in town; an overlap beside a sight not in the plan needs 0 minutes', () => {
    const rushed = entry(2, 'Sorrel Oyster Bar', (e) => ({ ...e, start: '11:10', end: '11:55' }));
    expect(sentences(rushed, 'timeline.travelTime')).to.deep.equal([
      'day 2: 5 minutes from "Lindenfield Park" to "Sorrel Oyster Bar", less than the 15 needed (a short trip in town)',
    ]);
    const stranger = withDay(2, (d) => ({
      ...d,
      timeline: d.timeline
        .filter((e) => e.kind !== 'move')
        .map((e) => (e.name === 'Lindenfield Park' ? { ...e, name: 'Quillon Opera House', start: '09:20' } : e)),
    }));
    expect(sentences(stranger, 'timeline.travelTime')).to.deep.equal([
      'day 2: -10 minutes from "Quillon Lighthouse" to "Quillon Opera House", less than the 0 needed ()',
    ]);
  });

  it('timeline.travelTime: a journey right after a journey needs the arrival transfer, or the departure lead after one carried from the day before', () => {
    const onward = (note?: string) =>
      withDay(1, (d) => ({
        ...d,
        timeline: [
          { ...d.timeline[0]!, ...(note ? { note } : {}) },
          { kind: 'travel', start: '14:11', end: '15:00', name: 'Flight F1 from Quillon to Larkmoor' } as TimelineEntry,
          ...d.timeline.slice(1),
        ],
      }));
    expect(sentences(onward(), 'timeline.travelTime')[0]).to.equal(
      'day 1: 10 minutes from "Flight F1000238 from Brasswick to Quillon" to "Flight F1 from Quillon to Larkmoor", less than the 30 needed (from the arrival into town)',
    );
    expect(sentences(onward('arrives at 14:01 the next day'), 'timeline.travelTime')[0]).to.equal(
      'day 1: 10 minutes from "Flight F1000238 from Brasswick to Quillon" to "Flight F1 from Quillon to Larkmoor", less than the 30 needed (to the departure)',
    );
  });
});
