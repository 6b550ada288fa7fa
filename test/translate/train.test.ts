/**
 * The rule translator on the 45 TravelPlanner training requests: every structured field of each row must come
 * out exactly (compared through toTravelPlannerFields). Only the request text is given to the translator.
 */
import { expect } from 'chai';
import { loadSandbox } from '../../src/sandbox/index.ts';
import { toTravelPlannerFields } from '../../src/tripspec/index.ts';
import { translate } from '../../src/translate/index.ts';
import { requireTravelPlanner, trainRows, travelPlannerDirOrUndefined, type TrainRow } from '../helpers/data.ts';

const dir = travelPlannerDirOrUndefined();
const rows: TrainRow[] = dir ? trainRows(dir) : [];

describe('rule translator: the 45 TravelPlanner training requests', () => {
  if (!dir) {
    it('needs the TravelPlanner data', function () {
      requireTravelPlanner(this);
    });
    return;
  }

  it('has all 45 rows', () => {
    expect(rows.length).to.equal(45);
  });

  for (const row of rows) {
    it(`row ${row.idx} (${row.level}) agrees field by field`, async () => {
      const sandbox = loadSandbox(dir);
      const got = toTravelPlannerFields(await translate(row.query, { sandbox, translator: 'rules' }));
      expect(got.org, 'org').to.equal(row.org);
      expect(got.dest, 'dest').to.equal(row.dest);
      expect(got.days, 'days').to.equal(row.days);
      expect(got.visiting_city_number, 'visiting_city_number').to.equal(row.visiting_city_number);
      expect(got.date, 'date').to.deep.equal(row.date);
      expect(got.people_number, 'people_number').to.equal(row.people_number);
      expect(got.budget, 'budget').to.equal(row.budget);
      expect(got.local_constraint['house rule'], 'house rule').to.equal(row.local_constraint['house rule']);
      expect(got.local_constraint['room type'], 'room type').to.equal(row.local_constraint['room type']);
      expect(got.local_constraint.transportation, 'transportation').to.equal(row.local_constraint.transportation);
      // The scorer treats the wished cuisines as a set (each must be served somewhere); one training row lists
      // them in another order than its request does, so compare them as sets.
      const sorted = (c: string[] | null) => (c === null ? null : [...c].sort());
      expect(sorted(got.local_constraint.cuisine), 'cuisine').to.deep.equal(sorted(row.local_constraint.cuisine));
    });
  }
});
