/** Money as every message and document of tripsolver writes it: US dollars, thousands separated, cents only when there are any. */

/** "$1,700", "$1,234.50", "-$10". */
export function usd(n: number): string {
  const cents = Math.round(Math.abs(n) * 100);
  const whole = cents % 100 === 0;
  const text = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return `${n < 0 && cents !== 0 ? '-' : ''}$${text}`;
}
