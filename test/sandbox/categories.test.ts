/**
 * The attraction classifier (src/sandbox/categories.ts): rules on names written here, and its agreement with
 * the 240 hand-labelled TravelPlanner attractions (fixtures/attraction-categories.csv), as reported in the
 * README. A change to the classifier that moves these figures must update them here and there.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyAttraction } from '../../src/sandbox/categories.ts';
import { categoryAccuracy, readLabels } from '../../src/sandbox/category-accuracy.ts';
import { benchmark } from '../evaluate/helpers.ts';
import { FIXTURE_DIR } from '../helpers/data.ts';

describe('attraction categories', () => {
  it('classifies by words in the name and the website, strongest first, else other', () => {
    expect(classifyAttraction("Children's Museum of Denver")).to.deep.equal(['family', 'museums']);
    expect(classifyAttraction('Denver Art Museum')).to.deep.equal(['art', 'museums']);
    expect(classifyAttraction('Fort Sumter National Monument')).to.deep.equal(['history', 'landmarks']);
    expect(classifyAttraction('Crescent Beach State Park')).to.deep.equal(['beaches', 'nature']);
    expect(classifyAttraction('Public Library')).to.deep.equal(['other']);
    expect(classifyAttraction('The Fillmore', 'https://www.thefillmore.com/')).to.deep.equal(['other']);
    expect(classifyAttraction('Blue Whale', 'https://www.oceanaquarium.org/')).to.deep.equal(['family']);
  });

  it('agrees with the 240 hand labels as the README reports (primary 57.5%, a category in common 77.1%, the same set 38.3%)', function () {
    const b = benchmark(this);
    const file = join(FIXTURE_DIR, 'attraction-categories.csv');
    const labels = readLabels(readFileSync(file, 'utf8'), file);
    expect(labels).to.have.length(240);
    const a = categoryAccuracy(labels, b.sandbox);
    expect(a.missing).to.deep.equal([]);
    expect([a.primary, a.overlap, a.exact]).to.deep.equal([138, 185, 92]);
    expect(a.perCategory.museums).to.deep.equal({ labelled: 56, predicted: 40, both: 39 });
    expect(a.perCategory.nature).to.deep.equal({ labelled: 89, predicted: 107, both: 79 });
  });
});
