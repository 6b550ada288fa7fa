/**
 * A three-day plan on the fixture sandbox, Brasswick to Quillon and back by air: the plan the evaluator's check tests
 * and the verifier's tests read and change day by day. Priced by the evaluator at $1,223 for one traveller.
 */
import type { PlanDay } from '../../src/tripspec/index.ts';

export const OUT = 'Flight Number: F1000238, from Brasswick to Quillon, Departure Time: 12:38, Arrival Time: 14:01';
export const BACK = 'Flight Number: F1000341, from Quillon to Brasswick, Departure Time: 17:18, Arrival Time: 18:53';
export const LISTING = 'Sunny 2BR near the harbor';
export const LODGING = `${LISTING}, Quillon`;

export const FIXTURE_PLAN: readonly PlanDay[] = [
  {
    days: 1,
    current_city: 'from Brasswick to Quillon',
    transportation: OUT,
    breakfast: '-',
    attraction: 'Ashgrove Falls, Quillon;',
    lunch: '-',
    dinner: 'Crêperie Élodie, Quillon',
    accommodation: LODGING,
  },
  {
    days: 2,
    current_city: 'Quillon',
    transportation: '-',
    breakfast: 'Saffron Ladle, Quillon',
    attraction: 'Quillon Lighthouse, Quillon;Lindenfield Park, Quillon;Blackwater Gardens, Quillon;',
    lunch: 'Sorrel Oyster Bar, Quillon',
    dinner: 'Lantern House, Quillon',
    accommodation: LODGING,
  },
  {
    days: 3,
    current_city: 'from Quillon to Brasswick',
    transportation: BACK,
    breakfast: 'Silver Birch Dumpling House, Quillon',
    attraction: 'Quillon Bell Tower, Quillon;',
    lunch: 'The Cobalt Galley, Quillon',
    dinner: '-',
    accommodation: '-',
  },
];
