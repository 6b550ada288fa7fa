/** The interests vocabulary: shared by the data loaders (attraction categories) and TripSpec, below both. */
/**
 * Kinds of sights a traveller can ask for, and the categories attractions are given (from a `category` column of
 * the data, else by the classifier in src/sandbox/categories.ts). An attraction may have several.
 */
export const INTERESTS = ['museums', 'art', 'history', 'nature', 'beaches', 'family', 'nightlife', 'shopping', 'landmarks', 'food-markets'] as const;
export type Interest = (typeof INTERESTS)[number];
export const INTEREST_WORDS: Readonly<Record<Interest, string>> = {
  museums: 'museums',
  art: 'art',
  history: 'history',
  nature: 'nature and parks',
  beaches: 'beaches and water',
  family: 'family and kids',
  nightlife: 'shows and nightlife',
  shopping: 'shopping',
  landmarks: 'landmarks and views',
  'food-markets': 'food markets',
};
