/**
 * The evaluator's scorer-faithful lookup (src/evaluate/lookup.ts) and the solver's (solver/candidates.ts
 * firstMatch) are written apart on purpose; here they must pick the same row for every name of every city.
 */
import { expect } from 'chai';
import { accommodationMatches, attractionMatches, restaurantMatches } from '../../src/evaluate/lookup.ts';
import { loadDatabase, type Sandbox } from '../../src/sandbox/index.ts';
import { firstMatch } from '../../solver/candidates.ts';
import { FIXTURE_SANDBOX } from '../helpers/data.ts';
import { benchmark } from './helpers.ts';

function disagreements(sandbox: Sandbox): string[] {
  const out: string[] = [];
  for (const city of sandbox.cities()) {
    const tables = [
      ['restaurant', sandbox.restaurants(city), restaurantMatches],
      ['attraction', sandbox.attractions(city), attractionMatches],
      ['lodging', sandbox.accommodations(city), accommodationMatches],
    ] as const;
    for (const [what, rows, lookup] of tables) {
      for (const row of rows as readonly { name: string }[]) {
        if (row.name.trim() === '' || /[\n;]/.test(row.name)) continue;
        const solver = firstMatch(rows as readonly { name: string }[], row.name);
        const scorer = (lookup as (s: Sandbox, v: string) => readonly { name: string }[])(sandbox, `${row.name.trim()}, ${city}`)[0];
        if (solver !== scorer) out.push(`${what} "${row.name}" in ${city}: solver ${solver?.name}, scorer ${scorer?.name}`);
      }
    }
  }
  return out;
}

describe("the scorer's lookup and the solver's agree on every row", () => {
  it('on the fixture sandbox', () => {
    expect(disagreements(loadDatabase(FIXTURE_SANDBOX))).to.deep.equal([]);
  });
  it('on the TravelPlanner database', function () {
    this.timeout(60_000);
    expect(disagreements(benchmark(this).sandbox)).to.deep.equal([]);
  });
});
