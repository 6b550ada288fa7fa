/**
 * Short and mixed writing (READING.md "Words as written"): abbreviations ("w/o", "1wk", "4nts", "ppl:", "fr"),
 * typos by one swap of neighbouring letters ("husbnad", "freinds"), and Spanish and French words mixed into English
 * ("con mi novia", "avec ma femme", "casa entera", "pas d'avion"); and a child who travels, never one traveller alone.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

const DA = { origin: 'Denver', to: 'Austin', days: 3, start: '2022-04-08', budget: 900 } as const;
const R = 'Denver to Austin, 2022-04-08 to 2022-04-10, $900';

export const MIXED: readonly TranslateCase[] = [
  // ---- abbreviations
  ok(`${R}, just me, w/o driving`, { ...DA, people: 1, no: ['self-driving'] }),
  ok('Denver to Austin 1 wk from 2022-04-08, just me, $900', { ...DA, days: 7, people: 1 }),
  ok('Denver to Austin 4nts from 2022-04-08, 3ppl, $900', { ...DA, days: 5, people: 3 }),
  ok('Denver to Austin, 3 nites from 2022-04-08, solo, $900', { ...DA, days: 4, people: 1 }),
  ok('ppl: 2 | org: Denver | dest: Austin | dates 4/8/22-4/10/22 | $$ 900', { ...DA, people: 2 }),
  ok('2ppl 2nts Austin fr Denver 4/8/22, $900', { ...DA, people: 2 }),
  ok(`${R}, me+2, nothing shared w strangers pls`, { ...DA, people: 3, room: 'not shared room' }),
  ok(`${R}, just me, a nice privat room`, { ...DA, people: 1, room: 'private room' }),

  // ---- typos by one swap of neighbouring letters
  ok(`${R}, me and my husbnad`, { ...DA, people: 2 }),
  ok(`${R}, me and 3 freinds, Itlaian food once`, { ...DA, people: 4, cuisines: ['Italian'] }),
  ok('Denver to Austin, feburary 8-10 2022, solo, $900', { ...DA, start: '2022-02-08', people: 1 }),

  // ---- Spanish and French words mixed into English
  ok(`${R}, con mi novia, comida mexicana y italiana`, { ...DA, people: 2, cuisines: ['Mexican', 'Italian'] }),
  ok(`${R}, avec ma femme, on veut manger français`, { ...DA, people: 2, cuisines: ['French'] }),
  ok(`${R}, me n mi novio`, { ...DA, people: 2 }),
  ok(`${R}, me + mon mari, pas d'avion svp`, { ...DA, people: 2, no: ['flight'] }),
  ok(`${R}, yo + mis papás`, { ...DA, people: 3 }),
  ok(`${R}, moi + 2 amis`, { ...DA, people: 3 }),
  ok(`${R}, solo + mi perro Taco`, { ...DA, people: 1, rules: ['pets'] }),
  ok(`${R}, somos 4, necesitamos casa entera`, { ...DA, people: 4, room: 'entire room' }),
  ok(`${R}, yo y mi esposa, queremos un cuarto privado`, { ...DA, people: 2, room: 'private room' }),
  ok('viaje de Denver a Austin, 2022-04-08 al 2022-04-10, solo, presupuesto 900 dólares', { ...DA, people: 1 }),
  // A nationality or a subject taught is no cuisine.
  ok(`${R}, moi et ma copine (elle est française)`, { ...DA, people: 2 }),
  ok(`${R}, solo. I teach français at a high school.`, { ...DA, people: 1 }),

  // ---- wishes in people's own words
  ok(`${R}, me + 4 friends, we wanna party at the airbnb`, { ...DA, people: 5, rules: ['parties'] }),
  ok(`${R}, me + 4 friends, we wanna go party downtown`, { ...DA, people: 5 }),
  ok(`${R}, just me. I'd rather we didn't fly.`, { ...DA, people: 1, no: ['flight'] }),

  // ---- a child who travels is never one traveller alone
  no(`${R}, 2 ad + 1 kid (age 7)`, 'travellers', 'kid'),
  no(`${R}, my husband and I (plus our 4-year-old)`, 'travellers', '4-year-old'),
  ok(`${R}, just me, a place that allows children under 10`, { ...DA, people: 1, rules: ['children under 10'] }),
  // ---- left open in a few words: asked about
  no('Denver to Austin, 2022-04-08 to 2022-04-10, me and bf, budget 2k (each? total? we havent decided lol)', 'budget', 'each? total'),
  no('Denver to Austin, leave 2022-04-08, me + husband, $900, a week or two depending on $', 'days', 'a week or two'),
];
