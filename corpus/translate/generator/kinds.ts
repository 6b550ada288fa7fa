/**
 * The kinds READING.md added for requests written outside it (issue 24), each with a test that finds it in a
 * generated request (its text or its expected answer): used to count them in the tune split
 * (test/translate/generated.test.ts) and to list them in the README.
 */
import type { GeneratedItem } from './index.ts';

export interface NewKind {
  readonly name: string;
  test(item: GeneratedItem): boolean;
}

const text = (name: string, re: RegExp): NewKind => ({ name, test: (i) => re.test(i.text) });
const refusal = (name: string, field: string, re: RegExp): NewKind => ({
  name,
  test: (i) => 'refuse' in i.expected && i.expected.refuse.field === field && re.test(i.text),
});

export const NEW_KINDS: readonly NewKind[] = [
  // places
  text('roles by evidence: origin with a weak cue', /commencing in|beginning in|stuck in|in \S.* right now and/i),
  { name: 'cities of a state (the spec names them)', test: (i) => 'spec' in i.expected && i.expected.spec.cities.length > 0 },
  text('cities of a state: "S (A + B)"', /\([A-Z][A-Za-z ]+ \+ [A-Z]/i),
  text('cities of a state: "S - A and B"', /[a-z] - [A-Z][a-z]+( [A-Z][a-z]+)*(, [A-Z][a-z]+( [A-Z][a-z]+)*)*,? and [A-Z]/),
  text('cities of a state: "S, N cities (A + B)"', /, (\d|two|three) cities \(/i),
  text('cities of a state: "S! A and B"', /\b[A-Z][a-z]+( [A-Z][a-z]+)?! [A-Z][a-z]+( [A-Z][a-z]+)*(, [A-Z][a-z]+( [A-Z][a-z]+)*)*,? and [A-Z][a-z]+[.!]/),
  {
    name: 'cities of a state joined by "and" (spec)',
    test: (i) =>
      'spec' in i.expected &&
      i.expected.spec.cities.length > 0 &&
      new RegExp(`${i.expected.spec.cities[0]}(, [^,]+)*,? and `).test(i.text) &&
      !i.text.includes(`${i.expected.spec.destination.name} -`),
  },
  refusal('two cities joined by "or" (refused: destination)', 'destination', /\w or [A-Z]/),
  text('city nicknames', /beantown|the big easy|h-town|mpls/i),
  text('state nicknames', /the peach state|the last frontier/i),
  text('airport codes', /\b(SFO|MCO)\b/),
  // party
  text('party: a list with the writer', /\b(it's|the trip is for|travel for|for) me, |, (and )?me[.,]? |\bme and [A-Z][a-z]+\b|^(- |\* |\d\. )?me, /im),
  text('party: a relation with a name and an age', /(son|daughter) [A-Z][a-z]+ \(\d+\)|(son|daughter) [A-Z][a-z]+, who's \d/i),
  text('party: a roster under "Headcount:" with a struck-out name', /Headcount:\n.*(~~|\(out\))/s),
  text('party: "me + 1"', /\bme \+ 1\b/i),
  text('party: "x6"', /\bx[2-8]\b/i),
  text('party: "us 2"', /\bus 2\b/i),
  text('party: "Fam of N"', /\bfam of \d/i),
  text('party: "A couple from X"', /a couple from /i),
  text('party: "our two managers, Ms. A and Mr. B"', /our (two|three) (managers|colleagues|clients|directors), /i),
  text('party: "I\'m taking my two grandkids"', /i'm taking my two grand/i),
  refusal('party: no count read, undecided members (refused: travellers)', 'travellers', /whole family|our group|maybe my sister|somewhere between/i),
  // set aside
  text('narrative', /last summer|quit smoking last year|food (last trip|on our last trip|last time)/i),
  text('not-coming (people who stay home)', /staying with|isn't coming|can't make it this time|aren't coming/i),
  text('preference', /not a must/i),
  text('not-the-trip', /originally from/i),
  text('lives at the destination and comes by', /lives in .* and will come by/i),
  text('asked: a pasted conversation ("Agent:" / "Me:")', /^Agent: .*\nMe: /m),
  // a form's own answers
  text('"Driving: no"', /Driving( ourselves)?: no/i),
  text('"Flights - no", "Taxis -- no"', /(Flights|Taxis) -{1,2} no/i),
  text('"Pets: yes"', /Pets: (yes|ok)/i),
  text('"Flights: fine", "Smoking: no", "Children: 0", "Pets -- no" (nothing asked)', /Flights: fine|Smoking: no|Children: 0|Pets -- no/i),
  text('keys as programs write them', /budget_usd|n_cities|num_cities|people=\d|_[a-z]+: /),
  text('a "[x]" checklist', /\[x\] /),
  text('a question on the line above its answer', /^Where are you (travelling|traveling|leaving) from\?\n/m),
  // rooms
  text('a private room by elimination', /not shared and not an entire home|not a shared room and not an entire apartment/i),
  // dates
  text('dates: numeric range with a dash and no spaces', /\d{4}[–—-]\d+\/\d+\/\d{4}/),
  text('dates: weekdays before slash dates', /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d+\/\d+ - /i),
  text('dates: day first ("28/10/2022")', /\b(1[3-9]|2\d|3[01])\/([1-9]|1[0-2])\/\d{4}/),
  text('dates: periods and a year ("22.8.2022")', /\b\d{1,2}\.\d{1,2}\.\d{4}\b/),
  text('dates: "20. May 2022"', /\b\d{1,2}\. [A-Z][a-z]+ \d{4}/i),
  text('dates: ISO with "thru", ".." or "/"', /\d{4}-\d\d-\d\d( thru |\.\.|\/)\d{4}/i),
  text(
    'dates: a list of days',
    /\b(January|February|March|April|May|June|July|August|September|Sept|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep) \d+(st|nd|rd|th)?(, \d+(st|nd|rd|th)?)* and \d+(st|nd|rd|th)? \d{4}|\d+, \d+(, \d+)* - \d{4}/i,
  ),
  text('dates: a weekday before "the 7th"', /back (Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) the \d/i),
  text('dates: "let\'s move it to", "now it\'s"', /let's move it to|now it's [A-Z]/i),
  text('dates: a reply quoting an older message', /Original Message|wrote:\n/i),
  // money
  text('money: "1.500 USD"', /\b\d\.\d{3} USD\b/i),
  text('money: per person per day', /\/person\/day|per person per day/i),
  text('money: "everyone\'s chipping in", "we\'ve each got"', /chipping in|we've each got/i),
  refusal('money: "per person or total?" (refused: budget)', 'budget', /per person or total/i),
  refusal('money: "between 2 and 3 grand" (refused: budget)', 'budget', /between \d and \d grand/i),
  // ways of travelling
  text('"a road trip" (rules nothing out)', /road trip/i),
  text('"flying from X", "driving down from X"', /flying from|driving down from/i),
  text("no driver's licence", /driver's licen[cs]e/i),
];
