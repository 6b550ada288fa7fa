/**
 * Attraction categories when the data has no `category` column: a documented keyword classifier over the
 * attraction's name and website. Each rule names words that make a category likely; an attraction gets every
 * category whose words it contains, strongest first (the order of RULES), or `other`. Its accuracy on 240
 * hand-labelled TravelPlanner attractions (fixtures/attraction-categories.csv) is measured by
 * test/sandbox/categories.test.ts and reported in the README.
 */
import type { Interest } from '../common/interests.ts';

export type Category = Interest | 'other';

interface Rule {
  readonly category: Interest;
  /** Words in the name (case-insensitive, whole words). */
  readonly name: RegExp;
  /** Words in the website address. */
  readonly site?: RegExp;
}

/** In order of strength: a children's museum is family first, an art museum art before museums. */
const RULES: readonly Rule[] = [
  {
    category: 'family',
    name: /\b(?:zoo|zoological|aquarium|children['’]?s\s+museum|kids?|theme\s+park|amusement|water\s*park|splash|adventure\s+park|fun\s+(?:park|center|centre|zone)|mini(?:ature)?\s+golf|go[\s-]?karts?|arcade|safari|petting|wildlife\s+park|legoland|six\s+flags|playground|carousel|trampoline|escape\s+room|science\s+(?:center|centre)|discovery)\b/i,
    site: /zoo|aquarium|sixflags|kids/i,
  },
  { category: 'art', name: /\b(?:art|arts|gallery|galleries|sculpture|murals?|artists?|fine\s+arts|craft)\b/i, site: /art(?:s|museum|gallery)?\b|gallery/i },
  {
    category: 'museums',
    name: /\b(?:museum|museo|museums|planetarium|science\s+(?:center|centre)|exploratorium|hall\s+of\s+fame|institute)\b/i,
    site: /museum/i,
  },
  { category: 'food-markets', name: /\b(?:farmers['’]?\s+market|public\s+market|food\s+hall|market\s+hall|fish\s+market|marketplace|market)\b/i },
  { category: 'shopping', name: /\b(?:mall|outlets?|shops|shopping|boutiques?|galleria|plaza\s+shopping|bazaar|emporium|store)\b/i },
  {
    category: 'nightlife',
    name: /\b(?:theat(?:er|re)|opera|symphony|philharmonic|concert|music\s+hall|amphitheat(?:er|re)|arena|stadium|ballpark|field|casino|comedy|club|brewery|brewing|winery|vineyards?|distillery|saloon|pub|performing\s+arts|playhouse|auditorium|coliseum|speedway|raceway)\b/i,
  },
  {
    category: 'history',
    name: /\b(?:historic(?:al)?|history|heritage|fort|battlefield|memorial|mission|monument|national\s+historic|plantation|homestead|cabin|mansion|house|home|lighthouse|depot|old\s+town|pioneer|cemetery|capitol|courthouse|church|cathedral|basilica|chapel|abbey|temple|shrine|ruins?|pueblo|village|mill|ship|uss|presidential|birthplace|landing)\b/i,
    site: /nps\.gov\/\w+\/|historic|history|heritage/i,
  },
  {
    category: 'beaches',
    name: /\b(?:beach|beaches|pier|boardwalk|harbou?r|marina|waterfront|wharf|bay|lake|lakefront|river\s*walk|riverwalk|riverfront|shore|island|cove|dunes?|surf|boat|cruises?|kayak|falls)\b/i,
  },
  {
    category: 'nature',
    name: /\b(?:park|parks|garden|gardens|arboretum|botanical|trail|trails|preserve|reserve|refuge|forest|woods|canyon|gorge|cave|caverns?|mountain|mount|mt|peak|hills?|valley|springs?|falls|waterfalls?|creek|river|lake|wilderness|nature|national\s+park|state\s+park|conservatory|greenway|wetlands?|meadow|rock|rocks|butte|mesa|glacier|volcano|hot\s+springs|ranch|farm|orchard|ski|overlook|scenic)\b/i,
    site: /nps\.gov|stateparks|parks\./i,
  },
  {
    category: 'landmarks',
    name: /\b(?:tower|bridge|monument|statue|observation|observatory|overlook|lookout|viewpoint|vista|skyline|square|plaza|capitol|building|center|centre|gateway|arch|landmark|needle|sign|wheel|dome|fountain|city\s+hall|downtown|district|street|avenue|boulevard|walk\s+of\s+fame)\b/i,
  },
];

/** The categories of an attraction, strongest first; `['other']` when no rule applies. */
export function classifyAttraction(name: string, website = ''): Category[] {
  const out: Interest[] = [];
  for (const rule of RULES) {
    if (rule.name.test(name) || rule.site?.test(website)) {
      if (!out.includes(rule.category)) out.push(rule.category);
    }
  }
  return out.length > 0 ? out : ['other'];
}
