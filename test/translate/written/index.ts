/**
 * The second hand-written request suite, written from src/translate/READING.md alone (not from the
 * translator's code). One file per theme; each exports one list that mixes accepted requests (`ok`) and
 * refusals (`no`).
 */
import type { TranslateCase } from '../cases.ts';
import { LAYOUT } from './layout.ts';

export const WRITTEN_THEMES: Readonly<Record<string, readonly TranslateCase[]>> = {
  layout: LAYOUT,
};

export const WRITTEN: readonly TranslateCase[] = Object.values(WRITTEN_THEMES).flat();
export const WRITTEN_ACCEPTED: readonly TranslateCase[] = WRITTEN.filter((c) => c.expect !== undefined);
export const WRITTEN_REFUSED: readonly TranslateCase[] = WRITTEN.filter((c) => c.refuse !== undefined);
