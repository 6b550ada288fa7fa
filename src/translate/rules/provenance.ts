/**
 * Provenance: for each spec field, the words it came from; for each constraint word that asks for nothing,
 * the named rule that set it aside. And the one-line "Read as:" summary a person reads before the plan.
 */
import type { Destination, TripSpec } from '../../tripspec/index.ts';
import { usd } from '../../common/money.ts';

/** The rules that may set a constraint word aside (READING.md, "Words that ask for nothing"). */
export const DISMISS_RULES = {
  'permission-only': 'only tolerated, so it asks for nothing',
  'rule-not-needed': 'a house rule the travellers do not need: listings are required to allow things, never to forbid them',
  'relation-not-age': 'names a relation, not an age: no children rule without an age under 10',
  'children-older': 'the children are 10 or older: no house rule is needed',
  'not-food': 'a cuisine word about something other than food',
  'where-the-room-is': 'says what the room is in, not a room type of its own ("a private room in a hosted house")',
  aside: 'a remark in parentheses on the wish just before it ("no shared rooms (hostel trauma)")',
  'describes-cuisine': 'a dish or kind of place that describes the cuisine named beside it ("Chinese (dim sum!)")',
  'what-to-plan': 'names what the plan should contain, not how to travel',
  'route-words': 'part of the words naming where the trip starts ("flying out of Reno"), not how to travel',
  'generic-lodging': 'a kind of lodging the sandbox does not distinguish: any listing may be used',
  'local-transport': 'getting around within a city, which the plan does not book',
  'same-place': 'the same place named again',
  'not-a-place': 'an ordinary word that is also a city name, with no cue that it is a place',
  'not-offered': 'rules out something the sandbox does not offer, so it changes nothing',
  corrected: 'replaced by a later correction',
  'not-the-trip': 'where a person is from, not where this trip starts or goes',
  answered: 'settled by the answer to a question',
  narrative: 'tells what happened before, not what this trip needs',
  'not-coming': 'about someone or something that is not coming on the trip',
  asked: "the planner's side of a pasted conversation, not the traveller's wish",
  preference: 'wanted but said not to be required, so no plan is refused for it',
  compared: 'only what the wish is measured against ("cheaper than a whole place"), not a wish of its own',
  'ruled-out': 'a way of travelling mentioned with no wish for it, which the request rules out elsewhere',
  'part-of-total': 'a part of the total budget said after it, which the parts add up to',
  'way-of-a-moment': 'a way of travelling said of one moment of the trip or with feeling, not asked for as its way',
  'other-dates': 'the date of something else, beside the days the trip leaves and comes back',
  unticked: 'an option of a form left unticked: not chosen',
  'part-of-count': 'a part of a count said to be the total ("two members of her team (three travellers in total)")',
} as const;
export type DismissRule = keyof typeof DISMISS_RULES;

export interface Source {
  /** The request's words, as written. */
  readonly words: readonly string[];
  /** Where the value came from when no words gave it ("no companions named: one traveller"). */
  readonly note?: string;
}

export interface Ignored {
  readonly words: string;
  readonly rule: DismissRule;
  readonly why: string;
}

export interface Provenance {
  readonly fields: Readonly<Record<string, Source>>;
  readonly ignored: readonly Ignored[];
}

function destinationWords(d: Destination, cityCount: number): string {
  return d.kind === 'city' ? d.name : `${cityCount} ${cityCount === 1 ? 'city' : 'cities'} in ${d.name}`;
}

/** One line: how the request was understood. */
export function readAs(spec: TripSpec, provenance?: Provenance): string {
  const parts: string[] = [];
  const named = spec.cities.length > 0 ? ` (${spec.cities.join(', ')})` : '';
  parts.push(`${spec.origin} → ${destinationWords(spec.destination, spec.cityCount)}${named} and back`);
  parts.push(`${spec.days} days, ${spec.startDate} to ${spec.endDate}`);
  parts.push(`${spec.travellers} ${spec.travellers === 1 ? 'traveller' : 'travellers'}`);
  parts.push(spec.budget === null ? 'no budget' : `budget ${usd(spec.budget)}`);
  const wishes: string[] = [];
  if (spec.houseRules.length > 0) wishes.push(`lodging must allow ${spec.houseRules.join(' and ')}`);
  if (spec.roomType !== null)
    wishes.push(spec.roomType === 'not shared room' ? 'no shared rooms' : `${spec.roomType}s only`.replace('entire rooms', 'entire homes'));
  if (spec.cuisines.length > 0) wishes.push(`${spec.cuisines.join(', ')} cuisine`);
  if (spec.avoidCuisines.length > 0) wishes.push(`no ${spec.avoidCuisines.join(' or ')} restaurants`);
  const excluded = spec.excludeTransport;
  if (excluded.length > 0) wishes.push(`no ${excluded.map((m) => (m === 'flight' ? 'flights' : m === 'taxi' ? 'taxis' : 'self-driving')).join(' or ')}`);
  if (spec.wishes.pace !== undefined && spec.wishes.pace !== 'normal') wishes.push(`${spec.wishes.pace} pace`);
  let line = `Read as: ${parts.join('; ')}${wishes.length > 0 ? `; ${wishes.join('; ')}` : ''}.`;
  const ignored = provenance?.ignored.filter((i) => i.rule !== 'same-place' && i.rule !== 'corrected') ?? [];
  if (ignored.length > 0) line += ` Not requirements: ${ignored.map((i) => `"${i.words}"`).join(', ')}.`;
  return line;
}
