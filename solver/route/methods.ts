/** The ways of ordering a day's sights, by the name the CLI and the server take (the first is the default). */
export const ROUTE_METHODS = ['exact', 'heuristic', 'ortools'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
