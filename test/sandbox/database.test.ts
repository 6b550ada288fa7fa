import { expect } from 'chai';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataError } from '../../src/common/errors.ts';
import { loadDatabase, loadSandbox, roomsNeeded, selfDrivingCost, taxiCost } from '../../src/sandbox/index.ts';
import { parseCsv } from '../../src/sandbox/csv.ts';
import type { MemorySandbox } from '../../src/sandbox/memory.ts';
import { requireTravelPlanner } from '../helpers/data.ts';
import { tempDir } from '../helpers/temp.ts';

describe('sandbox: TravelPlanner database', () => {
  it("applies the benchmark's sandbox rules", function () {
    const sandbox = loadSandbox(requireTravelPlanner(this));
    // 5,047 listings, 762 of them with an empty field (mostly house_rules): dropped like pandas' dropna().
    const all = (sandbox as MemorySandbox).records.accommodations;
    expect(all).to.have.length(5047 - 762);
    expect(all.every((a) => a.houseRules !== '')).to.equal(true);
    expect(sandbox.citiesIn('Texas')).to.have.length(23);
    expect(sandbox.stateOf('San Antonio')).to.equal('Texas');
    // A road that takes a day or more does not exist; cost formulas: int(km*0.05) per car, int(km) per taxi.
    const road = sandbox.road('Killeen', 'Waco')!;
    expect(road.km).to.equal(98.6);
    expect(selfDrivingCost(road, 6)).to.equal(4 * 2);
    expect(taxiCost(road, 5)).to.equal(98 * 2);
    expect(sandbox.road('Kansas City', 'Pensacola')!.selfDrivingCost).to.equal(71);
    expect(sandbox.flights('St. Petersburg', 'Rockford', '2022-03-16').map((f) => f.number)).to.deep.equal(['F3573659']);
    expect(sandbox.flightsByNumber('F3573659', 'St. Petersburg', 'Rockford')).to.have.length(1);
    const listing = sandbox.accommodations('Rockford')[0]!;
    expect(roomsNeeded(listing, 10)).to.equal(Math.ceil(10 / listing.maximumOccupancy));
  });

  it('treats a road whose duration mentions "day" as missing, and uses the first row of a repeated pair', () => {
    const dir = writeTinyDatabase({
      distance: 'origin,destination,cost,duration,distance\nA,B,,1 day 2 hours,"2,100 km"\nA,C,,2 hours 1 min,"210 km"\nA,C,,9 hours 1 min,"900 km"\nC,A,,,\n',
    });
    const sandbox = loadDatabase(dir);
    expect(sandbox.road('A', 'B')).to.equal(undefined);
    expect(sandbox.road('A', 'C')!.km).to.equal(210);
    expect(sandbox.road('C', 'A')).to.equal(undefined);
  });

  describe('bad input', () => {
    it('names a missing data directory', () => {
      expect(() => loadDatabase('/nonexistent/tripsolver-data'))
        .to.throw(DataError)
        .with.property('file', '/nonexistent/tripsolver-data');
    });
    it('names the file and the missing column', () => {
      const dir = writeTinyDatabase({ restaurants: ',Name,City,Cuisines,Aggregate Rating\n0,Foo,A,Tea,4.0\n' });
      expect(() => loadDatabase(dir))
        .to.throw(DataError)
        .with.property(
          'message',
          `${join(dir, 'restaurants/clean_restaurant_2022.csv')} [Average Cost]: missing column; expected the columns "Name", "City", "Cuisines", "Average Cost", "Aggregate Rating"`,
        );
    });
    it('names the line and column of a cell that should be a number', () => {
      const dir = writeTinyDatabase({ restaurants: ',Name,City,Cuisines,Average Cost,Aggregate Rating\n0,Foo,A,Tea,cheap,4.0\n' });
      expect(() => loadDatabase(dir))
        .to.throw(DataError)
        .with.property('message', `${join(dir, 'restaurants/clean_restaurant_2022.csv')} [Average Cost]: line 2: expected a number, found "cheap"`);
    });
    it('counts lines across quoted cells that span lines', () => {
      const t = parseCsv('f.csv', 'a,b\n"x\ny",1\nz,2\n', ['a', 'b']);
      expect(t.lines).to.deep.equal([2, 4]);
    });
  });
});

/** A minimal database directory with valid defaults, overriding the given files. */
function writeTinyDatabase(files: Partial<Record<'restaurants' | 'distance', string>>): string {
  const dir = tempDir('tripsolver-db-');
  const write = (rel: string, text: string) => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  write('background/citySet_with_states.txt', 'A\tS1\nB\tS1\nC\tS2');
  write(
    'accommodations/clean_accommodations_2022.csv',
    ',NAME,room type,price,minimum nights,review rate number,house_rules,maximum occupancy,city\n0,Home,Private room,100.0,1.0,4.0,No pets,2,B\n',
  );
  write('attractions/attractions.csv', 'Name,Latitude,Longitude,Address,Phone,Website,City\nPark,1.0,2.0,1 Main St,123,http://x,B\n');
  write('restaurants/clean_restaurant_2022.csv', files.restaurants ?? ',Name,City,Cuisines,Average Cost,Aggregate Rating\n0,Foo,B,Tea,20,4.0\n');
  write('googleDistanceMatrix/distance.csv', files.distance ?? 'origin,destination,cost,duration,distance\nA,B,,1 hour 2 mins,100 km\n');
  write(
    'flights/clean_Flights_2022.csv',
    'Flight Number,Price,DepTime,ArrTime,ActualElapsedTime,FlightDate,OriginCityName,DestCityName,Distance\nF1,100,08:00,09:00,1 hours 0 minutes,2022-03-01,A,B,300.0\n',
  );
  return dir;
}
