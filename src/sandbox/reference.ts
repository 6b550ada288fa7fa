/**
 * A request's `reference_information` as a Sandbox (sole-planning mode), in both of its forms:
 *  - the HF text form: a Python literal list of {'Description': ..., 'Content': ...}, Content being a
 *    printed pandas table (parsed by column positions) or a one-line driving/taxi summary;
 *  - the JSON form: one object keyed by description, values being lists of records or a message.
 * Both become the same records. Geography (which state a city is in) comes from the data directory's
 * background files, which are not part of a request.
 */
import { DataError } from '../common/errors.ts';
import { asRoomType } from './database.ts';
import { MemorySandbox, type Geography, type SandboxRecords } from './memory.ts';
import { classifyAttraction } from './categories.ts';
import { makeRoad, type Accommodation, type Attraction, type Flight, type Restaurant, type Road } from './types.ts';

export type ReferenceEntries = { description: string; content: string | Record<string, unknown>[] }[];

// ---------------------------------------------------------------- Python literal (HF text form)

/** Parse the subset of Python literal syntax reference_information uses: lists, dicts, strings, numbers, None. */
export function parsePythonLiteral(text: string, file = 'reference_information'): unknown {
  const reader = new PythonLiteralReader(text, file);
  const result = reader.value();
  reader.ws();
  if (reader.i !== text.length) reader.fail('unexpected text after the literal');
  return result;
}

/** A recursive-descent reader of one Python literal; `i` is where it stands in the text. */
class PythonLiteralReader {
  i = 0;

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  fail(what: string): never {
    throw new DataError(this.file, `cannot read the Python literal at character ${this.i}: ${what}`);
  }

  ws(): void {
    while (this.i < this.text.length && /\s/.test(this.text[this.i]!)) this.i++;
  }

  value(): unknown {
    this.ws();
    const ch = this.text[this.i];
    if (ch === '[') return this.list();
    if (ch === '{') return this.dict();
    if (ch === "'" || ch === '"') return this.str(ch);
    const m = /^(None|True|False|-?\d+(\.\d+)?([eE][-+]?\d+)?)/.exec(this.text.slice(this.i, this.i + 40));
    if (m) {
      this.i += m[0].length;
      return m[0] === 'None' ? null : m[0] === 'True' ? true : m[0] === 'False' ? false : Number(m[0]);
    }
    return this.fail('expected a list, dict, string, number or None');
  }

  /** A list, from its '['; a trailing comma is allowed. */
  private list(): unknown[] {
    const { text } = this;
    this.i++;
    const out: unknown[] = [];
    this.ws();
    if (text[this.i] === ']') {
      this.i++;
      return out;
    }
    for (;;) {
      out.push(this.value());
      this.ws();
      if (text[this.i] === ',') {
        this.i++;
        this.ws();
        if (text[this.i] === ']') {
          this.i++;
          return out;
        }
        continue;
      }
      if (text[this.i] === ']') {
        this.i++;
        return out;
      }
      this.fail("expected ',' or ']'");
    }
  }

  /** A dict with string keys, from its '{'; a trailing comma is allowed. */
  private dict(): Record<string, unknown> {
    const { text } = this;
    this.i++;
    const out: Record<string, unknown> = {};
    this.ws();
    if (text[this.i] === '}') {
      this.i++;
      return out;
    }
    for (;;) {
      const key = this.value();
      if (typeof key !== 'string') this.fail('expected a string key');
      this.ws();
      if (text[this.i] !== ':') this.fail("expected ':'");
      this.i++;
      out[key as string] = this.value();
      this.ws();
      if (text[this.i] === ',') {
        this.i++;
        this.ws();
        if (text[this.i] === '}') {
          this.i++;
          return out;
        }
        continue;
      }
      if (text[this.i] === '}') {
        this.i++;
        return out;
      }
      this.fail("expected ',' or '}'");
    }
  }

  /** A string in `quote`s, from its opening quote, with Python's escapes. */
  private str(quote: string): string {
    const { text } = this;
    this.i++;
    let out = '';
    for (;;) {
      if (this.i >= text.length) this.fail('unterminated string');
      const ch = text[this.i]!;
      if (ch === quote) {
        this.i++;
        return out;
      }
      if (ch !== '\\') {
        out += ch;
        this.i++;
        continue;
      }
      const next = text[this.i + 1];
      this.i += 2;
      out += this.escape(next);
    }
  }

  /** What the escape `\\next` stands for; `i` is just after it, and moves past the digits of \\x, \\u and \\U. */
  private escape(next: string | undefined): string {
    const { text, i } = this;
    switch (next) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case '\\':
        return '\\';
      case "'":
        return "'";
      case '"':
        return '"';
      case '\n':
        return '';
      case 'x':
        this.i += 2;
        return String.fromCodePoint(parseInt(text.slice(i, i + 2), 16));
      case 'u':
        this.i += 4;
        return String.fromCodePoint(parseInt(text.slice(i, i + 4), 16));
      case 'U':
        this.i += 8;
        return String.fromCodePoint(parseInt(text.slice(i, i + 8), 16));
      default:
        return `\\${next ?? ''}`;
    }
  }
}

// ---------------------------------------------------------------- printed pandas tables

/**
 * Parse a table printed by pandas' to_string(): columns are right-aligned under their (right-aligned)
 * headers and separated by at least one space; an unnamed index column may lead each row. Cells are
 * cut at the header's right edges, so names keep their inner spaces, commas, '&' and punctuation.
 */
export function parsePandasTable(content: string, columns: readonly string[], where: string): Record<string, string>[] {
  const lines = content.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) throw new DataError(where, 'empty table');
  const header = Array.from(lines[0]!);
  const headerText = header.join('');
  const found = columns.map((name) => {
    const re = new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`, 'g');
    const m = re.exec(headerText);
    if (!m) throw new DataError(where, `the table header has no column "${name}"; header: "${headerText.trim()}"`, name);
    const start = Array.from(headerText.slice(0, m.index + m[1]!.length)).length;
    return { name, start, end: start + Array.from(name).length }; // end exclusive, in code points
  });
  found.sort((a, b) => a.start - b.start);
  const rows = lines.slice(1).map((l) => Array.from(l));
  const hasIndex = rows.length > 0 && rows.every((r) => /^\d+\s/.test(r.slice(0, 12).join(''))) && header[0] === ' ';
  return rows.map((cells, r) => {
    let from = 0;
    if (hasIndex) {
      while (from < cells.length && /\d/.test(cells[from]!)) from++;
    }
    const record: Record<string, string> = {};
    found.forEach((col, k) => {
      const left = k === 0 ? from : found[k - 1]!.end;
      const cell = cells.slice(left, col.end).join('');
      if (k === found.length - 1 && cells.length > col.end && cells.slice(col.end).join('').trim() !== '') {
        throw new DataError(where, `row ${r + 1} runs past the last column "${col.name}"`, col.name);
      }
      record[col.name] = cell.replace(/^ +/, '').replace(/\\n/g, '\n');
    });
    return record;
  });
}

// ---------------------------------------------------------------- records from either form

const num = (v: unknown, where: string, column: string): number => {
  const n = typeof v === 'number' ? v : Number(String(v).replaceAll(',', '').trim());
  if (v === null || v === undefined || String(v).trim() === '' || !Number.isFinite(n)) {
    throw new DataError(where, `expected a number, found "${String(v)}"`, column);
  }
  return n;
};
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const missing = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v)) || v === '';

const TABLE_COLUMNS = {
  Attractions: ['Name', 'Latitude', 'Longitude', 'Address', 'Phone', 'Website', 'City'],
  Restaurants: ['Name', 'Average Cost', 'Cuisines', 'Aggregate Rating', 'City'],
  Accommodations: ['NAME', 'price', 'room type', 'house_rules', 'minimum nights', 'maximum occupancy', 'review rate number', 'city'],
  Flight: ['Flight Number', 'Price', 'DepTime', 'ArrTime', 'ActualElapsedTime', 'FlightDate', 'OriginCityName', 'DestCityName', 'Distance'],
} as const;

const ROAD_LINE = /^(self-driving|taxi), from (.+) to (.+), duration: (.+), distance: (.+), cost: (\d+)$/;

interface Collected {
  flights: Flight[];
  roads: SandboxRecords['roads'][number][];
  restaurants: Restaurant[];
  attractions: Attraction[];
  accommodations: Accommodation[];
  cities: string[];
}

function collect(entries: ReferenceEntries, file: string): Collected {
  const out: Collected = { flights: [], roads: [], restaurants: [], attractions: [], accommodations: [], cities: [] };
  const seenRoad = new Set<string>();
  for (const { description, content } of entries) {
    const where = `${file}: "${description}"`;
    const kind = description.split(' ')[0] as string;
    const rows = (cols: readonly string[]): Record<string, unknown>[] => {
      if (Array.isArray(content)) return content;
      return parsePandasTable(content, cols, where);
    };
    const noData = typeof content === 'string' && /^(There is no|No valid information)/i.test(content.trim());
    if (kind === 'Attractions' || kind === 'Restaurants' || kind === 'Accommodations') {
      const city = /^\w+ in (.+)$/.exec(description)?.[1];
      if (!city) throw new DataError(where, 'expected a description like "Restaurants in <city>"');
      if (!out.cities.includes(city)) out.cities.push(city);
      if (noData) continue;
      for (const r of rows(TABLE_COLUMNS[kind])) {
        if (kind === 'Attractions') {
          if (TABLE_COLUMNS.Attractions.some((c) => missing(r[c]))) continue;
          out.attractions.push({
            name: text(r.Name),
            latitude: num(r.Latitude, where, 'Latitude'),
            longitude: num(r.Longitude, where, 'Longitude'),
            address: text(r.Address),
            phone: text(r.Phone),
            website: text(r.Website),
            city: text(r.City),
            categories: classifyAttraction(text(r.Name), text(r.Website)),
            openingHours: null,
            visitMinutes: null,
          });
        } else if (kind === 'Restaurants') {
          if (TABLE_COLUMNS.Restaurants.some((c) => missing(r[c]))) continue;
          out.restaurants.push({
            name: text(r.Name),
            city: text(r.City),
            cuisines: text(r.Cuisines),
            averageCost: num(r['Average Cost'], where, 'Average Cost'),
            rating: num(r['Aggregate Rating'], where, 'Aggregate Rating'),
          });
        } else {
          if (TABLE_COLUMNS.Accommodations.some((c) => missing(r[c]))) continue;
          out.accommodations.push({
            name: text(r.NAME),
            city: text(r.city),
            roomType: asRoomType(text(r['room type']), where, 'room type'),
            price: num(r.price, where, 'price'),
            minimumNights: num(r['minimum nights'], where, 'minimum nights'),
            rating: num(r['review rate number'], where, 'review rate number'),
            houseRules: text(r.house_rules),
            maximumOccupancy: num(r['maximum occupancy'], where, 'maximum occupancy'),
          });
        }
      }
    } else if (kind === 'Flight') {
      if (!/^Flight from .+ to .+ on \d{4}-\d{2}-\d{2}$/.test(description)) {
        throw new DataError(where, 'expected a description like "Flight from <city> to <city> on YYYY-MM-DD"');
      }
      if (noData) continue;
      for (const r of rows(TABLE_COLUMNS.Flight)) {
        out.flights.push({
          number: text(r['Flight Number']),
          price: num(r.Price, where, 'Price'),
          depTime: text(r.DepTime),
          arrTime: text(r.ArrTime),
          elapsed: text(r.ActualElapsedTime),
          date: text(r.FlightDate),
          origin: text(r.OriginCityName),
          destination: text(r.DestCityName),
          distance: num(r.Distance, where, 'Distance'),
        });
      }
    } else if (kind === 'Self-driving' || kind === 'Taxi') {
      const leg = /^(?:Self-driving|Taxi) from (.+) to (.+)$/.exec(description);
      if (!leg) throw new DataError(where, 'expected a description like "Taxi from <city> to <city>"');
      const [, origin, destination] = leg as unknown as [string, string, string];
      const key = `${origin}\u0000${destination}`;
      if (typeof content !== 'string')
        throw new DataError(where, 'expected a one-line summary such as "taxi, from A to B, duration: ..., distance: ..., cost: N"');
      const line = content.trim();
      let road: Road | undefined;
      if (!/no valid information/i.test(line)) {
        const m = ROAD_LINE.exec(line);
        if (!m) throw new DataError(where, `expected "<mode>, from A to B, duration: ..., distance: ... km, cost: N", found "${line}"`);
        road = makeRoad(origin!, destination!, m[4]!, m[5]!);
        if (!road) throw new DataError(where, `unreadable distance "${m[5]}"; expected e.g. "1,433 km"`);
        const stated = Number(m[6]);
        const computed = m[1] === 'taxi' ? road.taxiCost : road.selfDrivingCost;
        if (stated !== computed)
          throw new DataError(where, `the stated cost ${stated} does not match the distance (${computed} by the benchmark's formula)`, 'cost');
      }
      if (!seenRoad.has(key) || road) {
        // Self-driving and taxi lines describe the same road row; keep one.
        out.roads = out.roads.filter((r) => `${r.origin}\u0000${r.destination}` !== key);
        out.roads.push({ origin: origin!, destination: destination!, road });
        seenRoad.add(key);
      }
    } else {
      throw new DataError(where, 'unknown kind of reference information; expected Attractions, Restaurants, Accommodations, Flight, Self-driving or Taxi');
    }
  }
  return out;
}

/** Read reference_information in either form (auto-detected) into description/content entries. */
export function readReferenceEntries(input: string | unknown, file = 'reference_information'): ReferenceEntries {
  let value: unknown = input;
  if (typeof input === 'string') {
    const t = input.trim();
    if (t.startsWith('{')) {
      try {
        value = JSON.parse(t);
      } catch (e) {
        throw new DataError(file, `not valid JSON: ${(e as Error).message}`);
      }
    } else if (t.startsWith('[')) {
      // JSON arrays and Python literals both start with '['; try the Python form (a superset here) first.
      value = parsePythonLiteral(t, file);
    } else {
      throw new DataError(file, 'expected reference information: a JSON object keyed by description, or a list of {Description, Content}');
    }
  }
  if (Array.isArray(value)) {
    return value.map((item, k) => {
      if (typeof item !== 'object' || item === null || typeof (item as Record<string, unknown>).Description !== 'string') {
        throw new DataError(file, `entry ${k}: expected {'Description': str, 'Content': str}`, 'Description');
      }
      const { Description, Content } = item as Record<string, unknown>;
      if (typeof Content !== 'string' && !Array.isArray(Content)) throw new DataError(file, `entry ${k} ("${Description}"): Content must be text`, 'Content');
      return { description: Description as string, content: Content as string | Record<string, unknown>[] };
    });
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value as Record<string, unknown>).map(([description, content]) => {
      if (typeof content !== 'string' && !Array.isArray(content)) {
        throw new DataError(file, `"${description}": expected a list of records or a message`);
      }
      return { description, content: content as string | Record<string, unknown>[] };
    });
  }
  throw new DataError(file, 'expected reference information: a JSON object keyed by description, or a list of {Description, Content}');
}

/** The records of a reference_information, in either form. */
export function referenceRecords(input: string | unknown, file = 'reference_information'): Collected {
  return collect(readReferenceEntries(input, file), file);
}

/** A Sandbox over a request's reference information only (sole-planning mode). */
export function loadReferenceSandbox(input: string | unknown, geography: Geography, file = 'reference_information'): MemorySandbox {
  const c = referenceRecords(input, file);
  return new MemorySandbox({
    source: file,
    geography,
    flights: c.flights,
    roads: c.roads,
    restaurants: c.restaurants,
    attractions: c.attractions,
    accommodations: c.accommodations,
  });
}
