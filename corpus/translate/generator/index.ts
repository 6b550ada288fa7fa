/**
 * A compositional generator of travel requests for the rules translator, written from src/translate/READING.md
 * (never from the translator's code). A random frame is the ground truth; a style renders it as text; the
 * expected answer is the frame's TripSpec, or, when the frame carries a defect, a refusal naming the field.
 *
 *   generate({ names, seed, count, styles? })  ->  GeneratedItem[]   (deterministic by seed)
 *   heldOutItems(names, seed, count)            ->  the held-out styles only (for npm run bench:translate)
 *   propertyVariants(...)                       ->  one frame, rendered again reordered / re-broken / re-cased / with chatter
 */
import type { Cuisine, HouseRule, Interest, TripSpec } from '../../../src/tripspec/trip-spec.ts';
import type { PlaceNames } from '../../../src/translate/places.ts';
import { defaultDates, defaultPerson, type Split, type Style } from './common.ts';
import { render, segs, wishKey, type Block, type Doc, type Rendered, type Unit } from './doc.ts';
import { DEFECT_FIELD, frameSpec, sampleFrame, withDefect, withNewKinds, YEAR, type Frame } from './frame.ts';
import { buildPool, type Pool } from './pool.ts';
import { chatter, THEY, type Ctx } from './slots.ts';
import { HELD_OUT_STYLES } from './styles-heldout.ts';
import { TUNE_STYLES } from './styles-tune.ts';
import { Dice, itemSeed, NeverDice } from './words.ts';

export type { Style } from './common.ts';

interface Wish {
  /**
   * The TripSpec field the wish feeds: houseRules, roomType, cuisines, avoidCuisines, excludeTransport, budget,
   * wishes.pace, wishes.interests, wishes.mealPricePerPerson.
   */
  readonly field: string;
  /** The words, as they appear in the text (several spans joined by " … "). */
  readonly words: string;
  /** Character spans [start, end) of the words in `text`. */
  readonly spans: [number, number][];
}

type Expected = { readonly spec: TripSpec } | { readonly refuse: { readonly field: string; readonly quote?: string } };

export interface GeneratedItem {
  readonly id: string;
  readonly style: string;
  readonly split: Split;
  readonly text: string;
  readonly defaultYear?: number;
  readonly expected: Expected;
  readonly wishes: readonly Wish[];
}

export const STYLES: readonly Style[] = [...TUNE_STYLES, ...HELD_OUT_STYLES];

function styleNamed(name: string): Style {
  const s = STYLES.find((x) => x.name === name);
  if (!s) throw new Error(`no style ${name}`);
  return s;
}

const pools = new WeakMap<PlaceNames, Pool>();
function poolOf(names: PlaceNames): Pool {
  let p = pools.get(names);
  if (!p) {
    p = buildPool(names);
    pools.set(names, p);
  }
  return p;
}

/** A frame fitted to a style: its forced year-less dates, a defect it can render, and the new kinds (issue 24). */
function frameFor(style: Style, d: Dice, pool: Pool, defectRate: number, wishDice: Dice, kindDice: Dice): Frame {
  let f = sampleFrame(d, pool, { defectRate, wishDice });
  if (style.yearless && !f.yearless) f = { ...f, yearless: true };
  for (let tries = 0; f.defect !== null && style.avoidDefects?.includes(f.defect.kind) && tries < 20; tries++) {
    f = withDefect(d, { ...f, defect: null }, pool);
  }
  if (f.defect !== null && style.avoidDefects?.includes(f.defect.kind)) f = { ...f, defect: null };
  return withNewKinds(kindDice, f, pool, { ...(style.avoidDefects ? { avoid: style.avoidDefects } : {}), noCodes: style.plainPlaces === true });
}

function contextFor(style: Style, d: Dice, f: Frame, pool: Pool, kindDice: Dice): Ctx {
  return {
    d,
    n: kindDice,
    f,
    pool,
    // (a party the writer books for, "our two managers, Ms. Harper and Mr. Diaz", is spoken of as "they")
    p: f.appositive ? THEY : (style.person ?? defaultPerson)(f, d),
    numWords: style.numWords ?? false,
    dateFmt: (style.dateFmt ?? defaultDates)(d),
    ...(style.plainPlaces ? { plainPlaces: true } : {}),
    ...(style.noPunct ? { noPunct: true } : {}),
  };
}

/** The wishes of a rendered text, in text order. */
function wishesOf(r: Rendered): Wish[] {
  return [...r.spans.values()]
    .map(({ ref, spans }) => ({
      field: ref.field,
      words: spans.map(([a, b]) => r.text.slice(a, b)).join(' … '),
      spans: spans.map(([a, b]) => [a, b] as [number, number]),
    }))
    .sort((a, b) => a.spans[0]![0] - b.spans[0]![0]);
}

/** The order in which the text first mentions the values of a list field. */
function firstMention<T extends string>(r: Rendered, field: 'houseRules' | 'cuisines' | 'wishes.interests', values: readonly T[]): T[] {
  const at = (v: T) => {
    const e = r.spans.get(wishKey({ field, value: v }));
    if (!e) throw new Error(`generator bug: ${field} ${v} is in the frame but not in the text:\n${r.text}`);
    return e.spans[0]![0];
  };
  return [...values].sort((a, b) => at(a) - at(b));
}

/** Every constraint of a spec frame must be in the text, with its words (or the generator has a bug). */
function checkWishes(f: Frame, r: Rendered): void {
  const need: string[] = [];
  for (const h of f.houseRules) need.push(`houseRules:${h}`);
  for (const x of f.cuisines) need.push(`cuisines:${x}`);
  for (const x of f.avoid) need.push(`avoidCuisines:${x}`);
  if (f.roomType !== null) need.push('roomType');
  if (f.budget !== null) need.push('budget');
  if (f.pace !== null) need.push('wishes.pace');
  for (const x of f.interests) need.push(`wishes.interests:${x}`);
  if (f.mealPrice !== null) need.push('wishes.mealPricePerPerson');
  if (f.transport?.kind === 'only') need.push(`excludeTransport:${f.transport.mode}`);
  if (f.transport?.kind === 'out') for (const m of f.transport.modes) need.push(`excludeTransport:${m}`);
  for (const k of need) if (!r.spans.has(k)) throw new Error(`generator bug: no words for ${k} in:\n${r.text}`);
}

function itemOf(id: string, style: Style, f: Frame, c: Ctx, doc: Doc): GeneratedItem {
  const r = render(doc);
  let expected: Expected;
  if (f.defect !== null) {
    const field = DEFECT_FIELD[f.defect.kind];
    // The quote as the text has it (a style may have changed the case of everything).
    const quote =
      c.quote === undefined ? undefined : doc.transform === 'lower' ? c.quote.toLowerCase() : doc.transform === 'upper' ? c.quote.toUpperCase() : c.quote;
    if (quote !== undefined && !r.text.includes(quote)) throw new Error(`generator bug: quote ${quote} not in:\n${r.text}`);
    expected = { refuse: quote === undefined ? { field } : { field, quote } };
  } else {
    checkWishes(f, r);
    const rules = firstMention<HouseRule>(r, 'houseRules', f.houseRules);
    const cuisines = firstMention<Cuisine>(r, 'cuisines', f.cuisines);
    const interests = firstMention<Interest>(r, 'wishes.interests', f.interests);
    expected = { spec: frameSpec(f, rules, cuisines, interests) };
  }
  const withYear = f.yearless && f.defect?.kind !== 'year-no-default';
  return {
    id,
    style: style.name,
    split: style.split,
    text: r.text,
    ...(withYear ? { defaultYear: YEAR } : {}),
    expected,
    wishes: f.defect === null ? wishesOf(r) : [],
  };
}

export interface GenerateOptions {
  readonly names: PlaceNames;
  readonly seed: number;
  readonly count: number;
  /** Style names (default: every style of both splits). */
  readonly styles?: readonly string[];
  /** Share of requests that must be refused (default 0.1). */
  readonly defectRate?: number;
}

interface Built {
  readonly item: GeneratedItem;
  readonly frame: Frame;
  readonly doc: Doc;
  readonly ctx: Ctx;
  readonly style: Style;
}

function buildOne(names: PlaceNames, seed: number, i: number, style: Style, defectRate: number): Built {
  const pool = poolOf(names);
  const d = new Dice(itemSeed(seed, i, nameSalt(style.name)));
  // The newer wishes draw from dice of their own (see FrameOptions.wishDice); +1 is taken by propertyVariants.
  const wishDice = new Dice(itemSeed(seed, i, nameSalt(style.name) + 2));
  // The kinds READING.md added in issue 24 draw from dice of their own too (+3); the six first held-out styles
  // never draw them (NeverDice), so their requests are the ones the earlier benchmarks counted.
  const kindDice = style.newKinds === false ? new NeverDice() : new Dice(itemSeed(seed, i, nameSalt(style.name) + 3));
  const frame = frameFor(style, d, pool, defectRate, wishDice, kindDice);
  const ctx = contextFor(style, d, frame, pool, kindDice);
  const doc = style.build(ctx);
  return { item: itemOf(`${style.name}-${seed}-${i}`, style, frame, ctx, doc), frame, doc, ctx, style };
}

/** A number from a style's name, so two styles never share frames for the same seed and index. */
function nameSalt(name: string): number {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h;
}

function stylesOf(names?: readonly string[]): Style[] {
  return names === undefined ? [...STYLES] : names.map(styleNamed);
}

/** `count` requests, styles taken in turn, deterministic for a seed. */
export function generate(options: GenerateOptions): GeneratedItem[] {
  const styles = stylesOf(options.styles);
  const out: GeneratedItem[] = [];
  for (let i = 0; i < options.count; i++) out.push(buildOne(options.names, options.seed, i, styles[i % styles.length]!, options.defectRate ?? 0.1).item);
  return out;
}

export const TUNE_STYLE_NAMES: readonly string[] = TUNE_STYLES.map((s) => s.name);
export const HELD_OUT_STYLE_NAMES: readonly string[] = HELD_OUT_STYLES.map((s) => s.name);

/**
 * The held-out split (never asserted by the suite): for `npm run bench:translate`. `count` requests of the six first
 * held-out styles taken in turn (the very requests they gave before later styles were added, so their numbers stay
 * comparable), then `count / 6` of each later style (group-chat, web-form), taken in turn.
 */
export function heldOutItems(names: PlaceNames, seed: number, count: number): GeneratedItem[] {
  const first = HELD_OUT_STYLES.filter((s) => s.newKinds === false).map((s) => s.name);
  const later = HELD_OUT_STYLE_NAMES.filter((n) => !first.includes(n));
  const each = Math.round(count / first.length);
  return [...generate({ names, seed, count, styles: first }), ...generate({ names, seed, count: each * later.length, styles: later })];
}

// ---------------------------------------------------------------------------------------------------------
// Property variants: the same frame and words, laid out differently

export type VariantKind = 'reordered' | 'line-breaks' | 'case' | 'chatter';

export interface PropertyGroup {
  readonly base: GeneratedItem;
  readonly variants: readonly { readonly kind: VariantKind; readonly item: GeneratedItem }[];
}

function reorderBlock(d: Dice, b: Block): Block {
  const movable = b.units.map((u, i) => (u.fixed ? -1 : i)).filter((i) => i >= 0);
  const shuffled = d.shuffle(movable);
  const units = b.units.map((u, i) => (u.fixed ? u : b.units[shuffled[movable.indexOf(i)]!]!));
  return { ...b, units };
}

function rebreakBlock(d: Dice, b: Block): Block {
  if (b.kind === 'prose') return { ...b, sep: b.sep === ' ' ? d.pick(['\n', '\n\n']) : ' ' };
  if (b.kind === 'pipes') return { ...b, sep: '\n' };
  return { ...b, sep: b.sep === '\n' ? '\n\n' : '\n' };
}

function withChatter(d: Dice, c: Ctx, doc: Doc): Doc {
  const blocks = [...doc.blocks];
  const candidates = blocks.map((b, i) => (b.units.some((u) => !u.fixed) ? i : -1)).filter((i) => i >= 0);
  const bi = d.pick(candidates);
  const b = blocks[bi]!;
  const text = chatter(c);
  const u: Unit =
    b.kind === 'prose'
      ? { segs: segs(text.charAt(0).toUpperCase() + text.slice(1), d.pick(['.', '!'])) }
      : { segs: segs(b.kind === 'pipes' ? text : text.charAt(0).toUpperCase() + text.slice(1)) };
  const movable = b.units.map((x, i) => (x.fixed ? -1 : i)).filter((i) => i >= 0);
  const at = d.pick([...movable, movable[movable.length - 1]! + 1]);
  const units = [...b.units];
  units.splice(at, 0, u);
  blocks[bi] = { ...b, units };
  return { ...doc, blocks };
}

function caseOf(t: 'lower' | 'upper', f: Frame): 'lower' | 'upper' {
  return f.alias?.code ? 'upper' : t;
}

/**
 * For each of `count` frames (seeded, styles in turn): the base request and its variants. Every variant says
 * the same things, so READING.md ("Harmless chatter changes nothing") wants the same answer for all.
 */
export function propertyVariants(options: GenerateOptions): PropertyGroup[] {
  const styles = stylesOf(options.styles);
  const out: PropertyGroup[] = [];
  for (let i = 0; i < options.count; i++) {
    const built = buildOne(options.names, options.seed, i, styles[i % styles.length]!, options.defectRate ?? 0.1);
    const d = new Dice(itemSeed(options.seed, i, nameSalt(built.style.name) + 1));
    const { doc, frame, ctx, style } = built;
    const make = (kind: VariantKind, v: Doc) => ({ kind, item: itemOf(`${built.item.id}-${kind}`, style, frame, ctx, v) });
    const variants = [
      make('reordered', { ...doc, blocks: doc.blocks.map((b) => reorderBlock(d, b)) }),
      make('line-breaks', { ...doc, blockSep: doc.blockSep === '\n' ? '\n\n' : '\n', blocks: doc.blocks.map((b) => rebreakBlock(d, b)) }),
      // (an airport code is read only in capitals, READING.md issue 24: its request is only ever upper-cased)
      make('case', { ...doc, transform: doc.transform === 'lower' ? 'upper' : caseOf(d.pick(['lower', 'upper'] as const), frame) }),
      make('chatter', withChatter(d, ctx, doc)),
    ];
    out.push({ base: built.item, variants });
  }
  return out;
}
