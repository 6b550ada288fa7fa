/** Summary statistics of measurements: the one definition of a percentile, for the CLI's bench and the scripts. */

/** The nearest-rank `p`th percentile (0-100) of ascending `sorted` values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
