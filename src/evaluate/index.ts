/**
 * The shared evaluator: the TravelPlanner benchmark's commonsense and hard checks, its total cost and
 * rates, reproducing its Python scorer (evaluation/, utils/func.py and the tools/ table readers) verdict for
 * verdict, quirks included, plus route metrics. Never imports solver/.
 *
 * Quirks reproduced on purpose: a city in current_city without "from" is iterated character by character;
 * attractions after the last ';' are not read; venues match as substrings within their city and are priced
 * at the first matching row; "Rockford (Illinois)" keeps a trailing space and is no city; the minimum-nights
 * rule only applies to a name matching exactly one listing; a meal in the origin skips the rest of that day's meals in the cuisine count;
 * transportation naming no flight, self-driving or taxi is neither looked up nor priced.
 *
 * Divergences, all where the scorer cannot answer:
 *  - Where its Python would raise (a day that is not an object, a key read directly but missing, a value that
 *    is not text, a "from" current city or a flight that does not parse, an empty current city with lodging),
 *    the check that meets it fails with an "unreadable"/"unparsable" violation; the other checks still run
 *    (the scorer aborts the whole run).
 *  - A null budget gives valid_cost null (the scorer compares with None and crashes); a cuisine wish listed
 *    twice counts once (the scorer returns None and crashes).
 *  - Flights are priced by number and route; the scorer prices by number alone. Numbers are unique in the
 *    data and a plan that passed the sandbox check names the route, so totals agree; called ungated, an item
 *    that cannot be priced fails valid_cost instead of being skipped silently (see CostReport.unpriced).
 *  - Non-text values are compared by their JSON text where Python compares with == (repeats, lodging runs).
 *  - A plan that is not a list counts as not delivered; days <= 0 fail "complete information" (the scorer
 *    divides by zero).
 *  - Rates use general denominators (8 x rows; one budget per row plus each non-null local constraint),
 *    equal to eval.py's per-split constants; the per level x days table is passed/applicable throughout.
 *  - eval.py keys the route check 'is_reasonalbe_visiting_city' (sic); verdicts here use the catalogue's
 *    'is_reasonable_visiting_city'.
 */
export { evaluatePlan, hardChecks, type PlanEvaluation } from './evaluate.ts';
export { scoreSubmission, hardApplies, type ScoreReport, type Rates, type Counts } from './score.ts';
export { planTotalCost } from './hard.ts';
export { formatScore, perPlanRecord, pythonPercent } from './report.ts';
export { routeMetrics, routeRatio, haversineKm } from './route.ts';
export { isValidCitySequence } from './commonsense.ts';
export { avoidedCuisineViolations, requiredCityViolations, visitedCities } from './extra.ts';
export { rationalityViolations } from './rationality.ts';
export { extractFromTo, beforeParenthesis, nameAndCity } from './text.ts';
export type { QueryFields, PlanQuery } from './types.ts';
