/**
 * Where tests find the TravelPlanner data: $TRIPSOLVER_DATA or ../shared/data/travelplanner.
 * Missing data fails under CI=true and skips (with a message) elsewhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context } from 'mocha';
import { developmentDataDir } from '../../src/common/paths.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURE_DIR = join(REPO_ROOT, 'fixtures');
export const FIXTURE_SANDBOX = join(FIXTURE_DIR, 'sandbox');

export function travelPlannerDirOrUndefined(): string | undefined {
  const candidates = [process.env.TRIPSOLVER_DATA, developmentDataDir({})].filter((d): d is string => typeof d === 'string' && d !== '');
  return candidates.find((d) => existsSync(join(d, 'train.jsonl')) || existsSync(join(d, 'database', 'background')));
}

/** The TravelPlanner data folder, or skip the test (fail under CI=true) when it is absent. */
export function requireTravelPlanner(ctx: Context): string {
  const dir = travelPlannerDirOrUndefined();
  if (dir) return dir;
  const message = 'TravelPlanner data not found: set TRIPSOLVER_DATA or place it at ../shared/data/travelplanner';
  if (process.env.CI === 'true') throw new Error(`${message} (required under CI=true)`);
  console.warn(`      skipped: ${message}`);
  ctx.skip();
  throw new Error('unreachable');
}

export interface TrainRow {
  idx: number;
  org: string;
  dest: string;
  days: number;
  visiting_city_number: number;
  date: string[];
  people_number: number;
  local_constraint: { 'house rule': string | null; cuisine: string[] | null; 'room type': string | null; transportation: string | null };
  budget: number;
  query: string;
  level: 'easy' | 'medium' | 'hard';
  annotated_plan: [unknown, Record<string, unknown>[]];
  reference_information: string;
}

export function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

export function trainRows(dir: string): TrainRow[] {
  return readJsonl<TrainRow>(join(dir, 'train.jsonl'));
}

export function trainRefInfoJson(dir: string): Record<string, unknown>[] {
  return readJsonl<Record<string, unknown>>(join(dir, 'train_ref_info.json.jsonl'));
}

/** NATURAL PLAN's 100 trip-planning examples: $TRIPSOLVER_NATURAL_PLAN (a folder) or ../shared/data/natural-plan. */
function naturalPlanDirOrUndefined(): string | undefined {
  const candidates = [process.env.TRIPSOLVER_NATURAL_PLAN, resolve(REPO_ROOT, '../shared/data/natural-plan')].filter(
    (d): d is string => typeof d === 'string' && d !== '',
  );
  return candidates.find((d) => existsSync(join(d, 'trip_planning_100.json')));
}

/** The NATURAL PLAN data folder, or skip the test (fail under CI=true) when it is absent. */
export function requireNaturalPlan(ctx: Context): string {
  const dir = naturalPlanDirOrUndefined();
  if (dir) return dir;
  const message = 'NATURAL PLAN data not found: set TRIPSOLVER_NATURAL_PLAN or place it at ../shared/data/natural-plan';
  if (process.env.CI === 'true') throw new Error(`${message} (required under CI=true)`);
  console.warn(`      skipped: ${message}`);
  ctx.skip();
  throw new Error('unreachable');
}

export interface NaturalPlanExample {
  readonly num_cities: string;
  readonly cities: string;
  readonly durations: string;
  readonly prompt_0shot: string;
  readonly golden_plan: string;
  readonly pred_5shot_pro: string;
}

export function naturalPlanExamples(dir: string): Record<string, NaturalPlanExample> {
  return JSON.parse(readFileSync(join(dir, 'trip_planning_100.json'), 'utf8')) as Record<string, NaturalPlanExample>;
}
