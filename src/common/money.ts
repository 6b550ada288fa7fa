/** Money as every message and document of tripsolver writes it: US dollars, thousands separated, cents only when there are any. */

/** "$1,700", "$1,234.50", "-$10". */
export function usd(n: number): string {
  const cents = Math.round(Math.abs(n) * 100);
  // Grouped by hand: the first toLocaleString of a process loads ICU's number formats (tens of ms of a one-shot plan).
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = cents % 100;
  return `${n < 0 && cents !== 0 ? '-' : ''}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
