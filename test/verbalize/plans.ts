/** Fixture plans for the verbaliser tests: planTrip on the fixture sandbox, solved once per run. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import { parseTripSpec, type TripSpec } from '../../src/tripspec/index.ts';
import { planTrip, type SolvedPlan } from '../../solver/index.ts';
import { FIXTURE_DIR, FIXTURE_SANDBOX } from '../helpers/data.ts';

export interface FixturePlan {
  readonly name: string;
  readonly spec: TripSpec;
  readonly plan: SolvedPlan;
}

export const requestText = (name: string): string => readFileSync(join(FIXTURE_DIR, 'requests', name, 'request.txt'), 'utf8').trim();
const fixtureSpec = (name: string): TripSpec => parseTripSpec(JSON.parse(readFileSync(join(FIXTURE_DIR, 'requests', name, 'spec.json'), 'utf8')));

export const QUICK = '01-quickstart-quillon-3day';
export const TWO_CITIES = '02-oskaland-2city-5day';
export const CUISINES = '05-verdania-cuisines-no-self-driving';
/** Request 01 with flights only, so that flight times are printed. */
export const BY_AIR = '01-quickstart-quillon-3day (flights only)';

let sandbox: Sandbox | undefined;
export const fixtureSandbox = (): Sandbox => (sandbox ??= loadDatabase(FIXTURE_SANDBOX));

const solved = new Map<string, Promise<FixturePlan>>();

async function solve(name: string): Promise<FixturePlan> {
  const spec: TripSpec = name === BY_AIR ? { ...fixtureSpec(QUICK), excludeTransport: ['self-driving', 'taxi'] } : fixtureSpec(name);
  const outcome = await planTrip(spec, fixtureSandbox(), { backend: 'mip', timeLimitMs: 30_000 });
  if (outcome.status !== 'optimal' && outcome.status !== 'feasible') throw new Error(`${name}: expected a plan, got ${outcome.status}`);
  return { name, spec, plan: outcome.plan };
}

export function fixturePlan(name: string): Promise<FixturePlan> {
  let p = solved.get(name);
  if (!p) {
    p = solve(name);
    solved.set(name, p);
  }
  return p;
}
