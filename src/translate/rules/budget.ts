/**
 * The total budget: "$1,700", "1700 dollars", "USD 1,700", "a budget of 1.7k", "two thousand dollars",
 * "$500 per person" (times the travellers), "$300 a day" (times the days). None given is null.
 * Amounts for something else ("meals under $30", "$100 a night") are not the budget; two different
 * totals are refused.
 */
import { WORD_AMOUNT, wordAmount } from './numbers.ts';
import { refuse, value, quotes, type Found } from './found.ts';
import { clauseBounds } from './text.ts';

interface Amount {
  readonly amount: number;
  readonly start: number;
  readonly end: number;
  readonly quote: string;
}

const DIGITS = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const SCALE = String.raw`(?:\s*(k|thousand|grand|m\b|million))?`;
const CURRENCY_AFTER = String.raw`(?:\s*(?:us\s*)?(?:dollars?|usd|bucks)\b|\$)`;
const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?:US)?\$\s?${DIGITS}${SCALE}`, 'gi'),
  new RegExp(String.raw`\b(?:usd|us\$)\s*${DIGITS}${SCALE}`, 'gi'),
  new RegExp(String.raw`\b${DIGITS}${SCALE}${CURRENCY_AFTER}`, 'gi'),
  new RegExp(String.raw`\b${DIGITS}\s*(k|grand)\b`, 'gi'),
];
const WORDS_PATTERN = new RegExp(String.raw`\b(${WORD_AMOUNT})(?:${CURRENCY_AFTER}|(?<=grand)\b)`, 'gi');
const BUDGET_WORD = /\b(?:budget|budgeted|spend|spending|afford|cap|capped|limit|total|overall|all[- ]in|max(?:imum)?|up\s+to|no\s+more\s+than|at\s+most|under|below|within|money|funds|expenses|costs?)\b/i;
const BARE_AFTER_BUDGET = new RegExp(String.raw`\b(?:budget|spend(?:ing)?|afford)\b[^.$\d;]{0,30}?(?<![\w.])${DIGITS}${SCALE}\b(?!\s*(?:days?|nights?|people|persons|cities|travell?ers|%|percent|adults|kids|(?:st|nd|rd|th)\b)|[/\-]\d)`, 'gi');
const BARE_WORDS_AFTER_BUDGET = new RegExp(String.raw`\b(?:budget|spend(?:ing)?|afford)\b[^.$\d;]{0,30}?\b(${WORD_AMOUNT})\b(?!\s*(?:days?|nights?|people|persons|cities|travell?ers))`, 'gi');
const NO_BUDGET = /\b(?:no\s+(?:real\s+|fixed\s+|strict\s+|set\s+)?budget|budget\s+is\s+(?:not\s+an?\s+(?:issue|concern|problem)|flexible|unlimited|open)|unlimited\s+budget|money\s+is\s+no\s+object|budget\s+doesn['’]t\s+matter)\b/i;
/** An amount for one thing, not the whole trip. */
const RATE_AFTER = /^\s*(?:\/|per|a|an|each|every)\s*(person|head|pp|traveller|traveler|individual|adult|people|night|nightly|evening|day|daily|meal|dinner|lunch|breakfast|room|ticket|flight|seat)\b|^\s*(each|apiece|pp)\b/i;
const PER_PERSON = /^(?:person|head|pp|traveller|traveler|individual|adult|people|each|apiece)$/;
const RATE_BEFORE = /\b(?:per[\s-](?:person|head|traveller|traveler)|each\s+(?:person|traveller|traveler)|individual)\s+(?:budget\s+)?(?:of\s+|is\s+|:\s*)?$/i;
const SUPERSEDES = /\b(?:now|instead|revised|updated|new|changed\s+to|increased\s+to|raised\s+to|lowered\s+to|reduced\s+to|actually)\b[^.;$]{0,20}$/i;
const ITEM_BEFORE = /\b(?:meals?|dinners?|lunch(?:es)?|breakfasts?|restaurants?|food|night(?:ly)?|room|rooms|hotel|lodging|accommodations?|tickets?|flights?|attractions?|entry|entrance|taxi|car|gas|fuel)\b[^.;,$]{0,25}$/i;

function scaled(digits: string, fraction: string | undefined, scale: string | undefined): number {
  let n = Number(digits.replaceAll(',', '') + (fraction !== undefined ? `.${fraction}` : ''));
  const s = scale?.toLowerCase();
  if (s === 'k' || s === 'thousand' || s === 'grand') n *= 1000;
  else if (s === 'm' || s === 'million') n *= 1_000_000;
  return Math.round(n * 100) / 100;
}

function amounts(text: string): Amount[] {
  const out: Amount[] = [];
  const push = (amount: number | undefined, start: number, end: number) => {
    if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return;
    if (out.some((a) => start < a.end && end > a.start)) return;
    out.push({ amount, start, end, quote: text.slice(start, end).trim() });
  };
  for (const re of PATTERNS) for (const m of text.matchAll(re)) push(scaled(m[1]!, m[2], m[3]), m.index!, m.index! + m[0].length);
  for (const m of text.matchAll(WORDS_PATTERN)) {
    const n = wordAmount(m[1]!);
    if (n !== undefined && n >= 10) push(n, m.index!, m.index! + m[0].length);
  }
  for (const m of text.matchAll(BARE_AFTER_BUDGET)) {
    const at = m.index! + m[0].search(/\d/);
    push(scaled(m[1]!, m[2], m[3]), at, m.index! + m[0].length);
  }
  for (const m of text.matchAll(BARE_WORDS_AFTER_BUDGET)) {
    const n = wordAmount(m[1]!);
    if (n !== undefined && n >= 100) push(n, m.index! + m[0].lastIndexOf(m[1]!), m.index! + m[0].length);
  }
  return out.sort((a, b) => a.start - b.start);
}

export function readBudget(text: string, travellers: number | undefined, days: number | undefined): Found<number | null> {
  const totals: { amount: number; quote: string; inBudgetClause: boolean; supersedes: boolean }[] = [];
  for (const a of amounts(text)) {
    const after = text.slice(a.end, a.end + 30);
    const [cs, ce] = clauseBounds(text, a.start);
    const inBudgetClause = /\bbudget/i.test(text.slice(cs, ce)) || BUDGET_WORD.test(text.slice(cs, a.start));
    // "$500 per person", "$300 a day", "a per-person budget of $800"; anything else per unit is one item's price.
    const rateAfter = RATE_AFTER.exec(after);
    const unit = rateAfter ? (rateAfter[1] ?? 'person').toLowerCase() : RATE_BEFORE.test(text.slice(Math.max(cs, a.start - 40), a.start)) ? 'person' : undefined;
    const quote = rateAfter ? `${a.quote}${after.slice(0, rateAfter[0].length)}` : a.quote;
    if (unit !== undefined) {
      if (PER_PERSON.test(unit)) {
        if (travellers === undefined) return refuse('budget', 'a budget per person, but the number of travellers is unclear', quote);
        totals.push({ amount: a.amount * travellers, quote, inBudgetClause, supersedes: false });
      } else if (/^(?:day|daily)$/.test(unit) && inBudgetClause) {
        if (days === undefined) return refuse('budget', 'a budget per day, but the length of the trip is unclear', quote);
        totals.push({ amount: a.amount * days, quote, inBudgetClause, supersedes: false });
      }
      // Prices of single items (a night, a meal) are wishes, not the total budget.
      continue;
    }
    if (ITEM_BEFORE.test(text.slice(Math.max(cs, a.start - 40), a.start))) continue;
    totals.push({ amount: a.amount, quote, inBudgetClause, supersedes: SUPERSEDES.test(text.slice(Math.max(cs, a.start - 40), a.start)) });
  }
  let distinct = [...new Set(totals.map((t) => t.amount))];
  // "our budget was $1,000 but is now $1,300": a corrected amount replaces the others.
  const corrected = [...new Set(totals.filter((t) => t.supersedes).map((t) => t.amount))];
  if (distinct.length > 1 && corrected.length === 1) distinct = corrected;
  if (distinct.length > 1) {
    const inBudget = totals.filter((t) => t.inBudgetClause);
    const budgetValues = [...new Set(inBudget.map((t) => t.amount))];
    if (budgetValues.length === 1 && /\bbudget/i.test(text)) distinct = budgetValues;
    else return refuse('budget', `more than one total amount (${distinct.map((d) => `$${d}`).join(', ')}); give one total budget`, quotes(totals.map((t) => t.quote)));
  }
  if (distinct.length === 1) return value(distinct[0]!, quotes(totals.filter((t) => t.amount === distinct[0]).map((t) => t.quote)));
  const none = NO_BUDGET.exec(text);
  if (none) return value(null, none[0]);
  const loose = /\bbudget\b[^.;]{0,40}/i.exec(text);
  if (loose && /\d|\b(?:hundred|thousand|grand)\b/i.test(loose[0])) return refuse('budget', 'the budget is not an amount in dollars', loose[0].trim());
  return value(null);
}
