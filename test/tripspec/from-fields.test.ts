import { expect } from 'chai';
import { fromTravelPlannerFields, toTravelPlannerFields } from '../../src/tripspec/index.ts';
import { requireTravelPlanner, trainRows } from '../helpers/data.ts';

describe('fromTravelPlannerFields', () => {
  it('is the inverse of toTravelPlannerFields on all 45 training rows (cuisines compared as sets)', function () {
    for (const row of trainRows(requireTravelPlanner(this))) {
      const fields = toTravelPlannerFields(fromTravelPlannerFields(row));
      expect({ ...fields, local_constraint: { ...fields.local_constraint, cuisine: null } }, `row ${row.idx}`).to.deep.equal({
        org: row.org,
        dest: row.dest,
        days: row.days,
        visiting_city_number: row.visiting_city_number,
        date: row.date,
        people_number: row.people_number,
        local_constraint: { ...row.local_constraint, cuisine: null },
        budget: row.budget,
      });
      expect(new Set(fields.local_constraint.cuisine ?? [])).to.deep.equal(new Set(row.local_constraint.cuisine ?? []));
    }
  });
});
