/**
 * The benchmark's meaning of a lodging wish and its fares, as pure formulas shared by the solver (which plans
 * with them) and the evaluator (which scores with them; its scorer-faithful lookup of rows stays its own):
 * which house_rules text forbids a rule, which room types meet a room wish, and what a drive, a taxi and the
 * rooms cost for a party.
 */

/** The house_rules text that forbids a wished rule ("pets" -> "No pets"); undefined for a rule the benchmark does not know. */
export function forbiddingText(rule: string): string | undefined {
  return ['smoking', 'parties', 'children under 10', 'visitors', 'pets'].includes(rule) ? `No ${rule}` : undefined;
}

/** Whether a listing's room type meets a room wish; undefined for a wish the benchmark does not know (it breaks nothing). */
export function roomTypeMeets(wish: string, roomType: string): boolean | undefined {
  switch (wish) {
    case 'entire room':
      return roomType === 'Entire home/apt';
    case 'private room':
      return roomType === 'Private room';
    case 'shared room':
      return roomType === 'Shared room';
    case 'not shared room':
      return roomType !== 'Shared room';
    default:
      return undefined;
  }
}

/** Self-driving: int(km x 0.05) per car (the road's `selfDrivingCost`), one car per five travellers. */
export function selfDrivingFare(perCar: number, travellers: number): number {
  return perCar * Math.ceil(travellers / 5);
}

/** Taxi: int(km) per taxi (the road's `taxiCost`), one taxi per four travellers. */
export function taxiFare(perTaxi: number, travellers: number): number {
  return perTaxi * Math.ceil(travellers / 4);
}

/** Rooms needed: one per `maximum occupancy` travellers. */
export function roomsFor(maximumOccupancy: number, travellers: number): number {
  return Math.ceil(travellers / maximumOccupancy);
}
