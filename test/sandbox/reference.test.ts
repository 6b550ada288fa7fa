import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { DataError } from '../../src/common/errors.ts';
import { loadSandbox, parsePandasTable, parsePythonLiteral, readReferenceEntries, referenceRecords } from '../../src/sandbox/index.ts';
import { requireTravelPlanner, trainRefInfoJson, trainRows } from '../helpers/data.ts';

/** Records compared field by field with keys sorted; the HF text form prints coordinates with 6 decimals. */
const canonical = (value: unknown, coordDecimals?: number): string =>
  JSON.stringify(value, (key, v) => {
    if (coordDecimals !== undefined && (key === 'latitude' || key === 'longitude')) return Number((v as number).toFixed(coordDecimals));
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));
    return v;
  });

describe('sandbox: reference_information', () => {
  it('reads both forms of all 45 training requests into identical records', function () {
    const dir = requireTravelPlanner(this);
    const rows = trainRows(dir);
    const json = trainRefInfoJson(dir);
    expect(rows).to.have.length(45);
    rows.forEach((row, i) => {
      const fromText = referenceRecords(row.reference_information, `train.jsonl row ${row.idx}`);
      const fromJson = referenceRecords(json[i], `train_ref_info row ${row.idx}`);
      for (const key of ['flights', 'roads', 'restaurants', 'attractions', 'accommodations', 'cities'] as const) {
        expect(canonical(fromText[key], 6), `row ${row.idx} ${key}`).to.equal(canonical(fromJson[key], 6));
      }
      expect(fromJson.restaurants.length, `row ${row.idx}`).to.be.greaterThan(0);
    });
  });

  it("matches the database's records for the same cities, legs and dates", function () {
    const dir = requireTravelPlanner(this);
    const sandbox = loadSandbox(dir);
    const byNumber = (a: { number: string }, b: { number: string }) => a.number.localeCompare(b.number);
    trainRefInfoJson(dir).forEach((ref, i) => {
      const records = referenceRecords(ref);
      for (const city of records.cities) {
        expect(canonical(records.restaurants.filter((r) => r.city === city)), `${i} restaurants ${city}`).to.equal(canonical(sandbox.restaurants(city)));
        expect(canonical(records.attractions.filter((r) => r.city === city)), `${i} attractions ${city}`).to.equal(canonical(sandbox.attractions(city)));
        expect(canonical(records.accommodations.filter((r) => r.city === city)), `${i} lodging ${city}`).to.equal(canonical(sandbox.accommodations(city)));
      }
      for (const entry of readReferenceEntries(ref)) {
        const flight = /^Flight from (.+) to (.+) on (.+)$/.exec(entry.description);
        if (flight) {
          const [, o, d, date] = flight as unknown as [string, string, string, string];
          const listed = records.flights.filter((f) => f.origin === o && f.destination === d && f.date === date);
          // The reference lists flights in another order than the table; membership is what matters.
          expect(canonical([...listed].sort(byNumber)), entry.description).to.equal(canonical([...sandbox.flights(o, d, date)].sort(byNumber)));
        }
        const road = /^(?:Self-driving|Taxi) from (.+) to (.+)$/.exec(entry.description);
        if (road) {
          const [, o, d] = road as unknown as [string, string, string];
          const listed = records.roads.find((r) => r.origin === o && r.destination === d);
          expect(canonical(listed?.road), entry.description).to.equal(canonical(sandbox.road(o, d)));
        }
      }
    });
  });

  it('parses a printed pandas table by column positions, keeping spaces, commas and "&"', () => {
    // Built the way pandas prints: an index column, then each column right-aligned under its header.
    const line = (index: string, cells: string[]) => index.padEnd(3) + cells.map((c, k) => ' ' + c.padStart([21, 12, 12, 16, 7][k]!)).join('');
    const table = [
      line('', ['Name', 'Average Cost', 'Cuisines', 'Aggregate Rating', 'City']),
      line('12', ["Tom & Jerry's, Bistro", '45', 'Tea, French', '4.9', 'Quillon']),
      line('305', ['Cafe  24', '10', 'Cafe, Bakery', '0.0', 'Quillon']),
    ].join('\n');
    const rows = parsePandasTable(table, ['Name', 'Average Cost', 'Cuisines', 'Aggregate Rating', 'City'], 'test');
    expect(rows).to.deep.equal([
      { Name: "Tom & Jerry's, Bistro", 'Average Cost': '45', Cuisines: 'Tea, French', 'Aggregate Rating': '4.9', City: 'Quillon' },
      { Name: 'Cafe  24', 'Average Cost': '10', Cuisines: 'Cafe, Bakery', 'Aggregate Rating': '0.0', City: 'Quillon' },
    ]);
  });

  it('reads Python string escapes in the HF text form', () => {
    expect(parsePythonLiteral(`[{'Description': 'a\\'b', 'Content': "x\\ny \\u00e9"}]`)).to.deep.equal([{ Description: "a'b", Content: 'x\ny é' }]);
  });

  describe('bad input', () => {
    it('names the entry and column of a table without an expected column', () => {
      const bad = JSON.stringify([{ Description: 'Restaurants in Quillon', Content: '  Name  City\n  Foo  Quillon' }]).replaceAll('"', "'");
      expect(() => referenceRecords(bad, 'ref.txt'))
        .to.throw(DataError)
        .with.property('message', 'ref.txt: "Restaurants in Quillon" [Average Cost]: the table header has no column "Average Cost"; header: "Name  City"');
    });
    it('rejects text that is neither form', () => {
      expect(() => referenceRecords('hello', 'ref.txt'))
        .to.throw(DataError)
        .with.property('message', 'ref.txt: expected reference information: a JSON object keyed by description, or a list of {Description, Content}');
    });
    it('rejects malformed JSON with the parser message and the file', () => {
      expect(() => referenceRecords('{"a": ', 'ref.json')).to.throw(DataError, /^ref\.json: not valid JSON: /);
    });
    it('rejects a road line whose stated cost contradicts its distance', () => {
      const ref = { 'Taxi from A to B': 'taxi, from A to B, duration: 1 hour 2 mins, distance: 100 km, cost: 99' };
      expect(() => referenceRecords(ref, 'ref.json'))
        .to.throw(DataError)
        .with.property('message', `ref.json: "Taxi from A to B" [cost]: the stated cost 99 does not match the distance (100 by the benchmark's formula)`);
    });
    it('reads an HF text file written to disk the same as its JSON twin', function () {
      const dir = requireTravelPlanner(this);
      const row = trainRows(dir)[5]!;
      const text = readFileSync(`${dir}/train.jsonl`, 'utf8').split('\n')[5]!;
      expect(JSON.parse(text).idx).to.equal(row.idx);
      expect(readReferenceEntries(row.reference_information).map((e) => e.description)).to.deep.equal(Object.keys(trainRefInfoJson(dir)[5]!));
    });
  });
});
