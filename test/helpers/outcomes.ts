/** Benchmark rows that reach each outcome the solver can reach on the fixture sandbox (bench's outcome tests, the page's Compare view). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_DIR } from './data.ts';

const fixtureText = (name: string) => readFileSync(join(FIXTURE_DIR, 'requests', name, 'request.txt'), 'utf8').trim();

/** planned, infeasible (budget, cuisine, pets with a shared room, a Monday with every sight closed), no-data, unclear; timeouts and errors are tested in bench.test.ts. */
export const OUTCOME_ROWS: readonly { idx: number; query: string }[] = [
  fixtureText('01-quickstart-quillon-3day'),
  fixtureText('07-infeasible-budget'),
  fixtureText('08-infeasible-cuisine-mirecourt'),
  fixtureText('09-infeasible-pets-shared-room'),
  fixtureText('10-infeasible-saltmarsh-monday'),
  'Please plan a 3-day trip for one person from Brasswick to Saltmarsh Bay, from January 10th to January 12th, 2023, with a budget of $1,500.',
  'Plan me a trip somewhere nice for a few days, budget $900.',
].map((query, i) => ({ idx: i + 1, query }));
