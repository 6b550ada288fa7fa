/**
 * The second hand-written request suite, written from src/translate/READING.md alone (not from the
 * translator's code). One file per theme; each exports one list that mixes accepted requests (`ok`) and
 * refusals (`no`).
 */
import type { TranslateCase } from '../cases.ts';
import { BUDGET } from './budget.ts';
import { CHATTER } from './chatter.ts';
import { CORRECTIONS } from './corrections.ts';
import { CUISINES } from './cuisines.ts';
import { DATES } from './dates.ts';
import { HOUSE_RULES } from './house-rules.ts';
import { LAYOUT } from './layout.ts';
import { MIXED } from './mixed.ts';
import { PARTY } from './party.ts';
import { PLACES } from './places.ts';
import { REFUSALS } from './refusals.ts';
import { ROOMS } from './rooms.ts';
import { TRANSPORT } from './transport.ts';

const WRITTEN_THEMES: Readonly<Record<string, readonly TranslateCase[]>> = {
  layout: LAYOUT,
  places: PLACES,
  party: PARTY,
  budget: BUDGET,
  dates: DATES,
  'house-rules': HOUSE_RULES,
  rooms: ROOMS,
  cuisines: CUISINES,
  transport: TRANSPORT,
  corrections: CORRECTIONS,
  chatter: CHATTER,
  mixed: MIXED,
  refusals: REFUSALS,
};

export const WRITTEN: readonly TranslateCase[] = Object.values(WRITTEN_THEMES).flat();
export const WRITTEN_ACCEPTED: readonly TranslateCase[] = WRITTEN.filter((c) => c.expect !== undefined);
export const WRITTEN_REFUSED: readonly TranslateCase[] = WRITTEN.filter((c) => c.refuse !== undefined);
