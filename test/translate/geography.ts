/**
 * A slice of the TravelPlanner sandbox's real geography (background/citySet_with_states.txt), so the
 * request suite runs without the data folder. It keeps the names that make matching hard: cities that are
 * also states (New York, Washington, Ontario, Victoria), names inside names (Kansas City / Kansas, Wichita /
 * Wichita Falls, Charlotte / Charlotte Amalie, Petersburg / St. Petersburg, Bend / North Bend), ordinary
 * words (Mission, Bend), and places that are not where an American might expect (Birmingham is in England).
 */
import type { PlaceNames } from '../../src/translate/places.ts';

const PAIRS = `St. Petersburg|Saint Petersburg;Petersburg|Virginia;Rockford|Illinois;Chicago|Illinois;Kansas City|Missouri;St. Louis|Missouri;
Pensacola|Florida;Lake Charles|Louisiana;Orlando|Florida;Miami|Florida;Tampa|Florida;Fort Lauderdale|Florida;Fort Myers|Florida;West Palm Beach|Florida;
Las Vegas|Nevada;Reno|Nevada;Stockton|California;Los Angeles|California;San Francisco|California;San Diego|California;Sacramento|California;
Long Beach|California;New Orleans|Louisiana;Baton Rouge|Louisiana;Louisville|Kentucky;Lexington|Kentucky;Denver|Colorado;Colorado Springs|Colorado;
Austin|Texas;Dallas|Texas;Houston|Texas;San Antonio|Texas;El Paso|Texas;Mission|Texas;Wichita Falls|Texas;Wichita|Kansas;
Washington|District of Columbia;Seattle|Washington;Spokane|Washington;New York|New York;Buffalo|New York;Manhattan|New York;Ithaca|New York;
Charlotte|North Carolina;Charlotte Amalie|St. Thomas;Asheville|North Carolina;Fayetteville|North Carolina;Raleigh|North Carolina;
Sault Ste. Marie|Ontario;Ontario|Ontario;Birmingham|England;Portland|Oregon;Bend|Oregon;North Bend|Oregon;Salt Lake City|Utah;Provo|Utah;
Moab|Utah;Philadelphia|Pennsylvania;Pittsburgh|Pennsylvania;Martha's Vineyard|Massachusetts;Boston|Massachusetts;Atlanta|Georgia;
Savannah|Georgia;Phoenix|Arizona;Tucson|Arizona;Detroit|Michigan;Grand Rapids|Michigan;Nashville|Tennessee;Memphis|Tennessee;
Minneapolis|Minnesota;Duluth|Minnesota;Columbus|Ohio;Cleveland|Ohio;Cincinnati|Ohio;Oklahoma City|Oklahoma;Tulsa|Oklahoma;
Victoria|Victoria;Melbourne|Victoria;Albuquerque|New Mexico;Santa Fe|New Mexico;Honolulu|Hawaii;Richmond|Virginia;Norfolk|Virginia;
Baltimore|Maryland;Milwaukee|Wisconsin;Madison|Wisconsin;Green Bay|Wisconsin;Billings|Montana;Missoula|Montana;Boise|Idaho;
Jackson|Mississippi;Gulfport|Mississippi;Hartford|Connecticut;Newark|New Jersey;Atlantic City|New Jersey;
Twin Falls|Idaho;Idaho Falls|Idaho;Pocatello|Idaho;Sun Valley|Idaho;Lewiston|Idaho;Bangor|Maine;Eugene|Oregon;Medford|Oregon;
Bozeman|Montana;Helena|Montana;Flagstaff|Arizona;Ogden|Utah;Anchorage|Alaska;Fairbanks|Alaska`.replace(/\n/g, '');

export function miniGeography(): PlaceNames {
  const stateOf = new Map<string, string>();
  for (const pair of PAIRS.split(';')) {
    const [city, state] = pair.split('|') as [string, string];
    stateOf.set(city.trim(), state.trim());
  }
  const states = [...new Set(stateOf.values())];
  return { cities: () => [...stateOf.keys()], states: () => states, stateOf: (c) => stateOf.get(c) };
}
