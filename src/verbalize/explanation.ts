/** An explanation (solver/explain/) as text for people. */
import type { Explanation } from '../tripspec/explanation.ts';
import { usd } from './facts.ts';

export function renderExplanation(e: Explanation): string {
  switch (e.status) {
    case 'feasible':
      return [
        `A plan exists: the best one costs ${usd(e.planCost ?? 0)}.`,
        ...(e.minimumBudget !== null ? [`The cheapest plan meeting every other requirement costs ${usd(e.minimumBudget)}.`] : []),
        ...(e.notes && e.notes.length > 0 ? ['Sights of the kinds asked for that no day of the plan can hold:', ...e.notes.map((n) => `  - ${n}`)] : []),
      ].join('\n');
    case 'no-data':
      return `The data cannot answer this request: ${(e.reason ?? '').replace(/^the data cannot answer this request: /, '')}`;
    case 'timeout':
      return `No answer in time: ${e.reason ?? 'the solver ran out of time'}. Try a longer --timeout.`;
    case 'infeasible': {
      const lines = [
        'No plan exists for this request.',
        e.core.length === 1 ? 'This requirement cannot be met:' : 'These requirements cannot all hold together (drop any one of them and the rest can):',
      ];
      for (const m of e.core) {
        lines.push(`  - ${m.sentence}`);
        for (const f of m.facts) lines.push(`      ${f}`);
      }
      for (const [k, other] of (e.otherCores ?? []).entries()) {
        lines.push(
          `Even without ${k === 0 ? 'those' : 'all of the above'}, ${other.length === 1 ? 'this one cannot be met' : 'these cannot all hold together'}:`,
        );
        for (const m of other) {
          lines.push(`  - ${m.sentence}`);
          for (const f of m.facts) lines.push(`      ${f}`);
        }
      }
      if (e.relaxations.length > 0) {
        lines.push('Smallest changes that give a plan (each re-solved and checked):');
        for (const r of e.relaxations) lines.push(`  - ${r.change}: the plan then costs ${usd(r.cost)}${r.verified ? '' : ' (not verified)'}`);
      }
      // A conflict of the dates with the opening hours is not a matter of money.
      if (!e.core.every((m) => m.id === 'trip.dates')) {
        lines.push(
          e.minimumBudget !== null
            ? `Minimum budget for a plan meeting every other requirement: ${usd(e.minimumBudget)}.`
            : 'No budget is enough while the other requirements stand.',
        );
      }
      return lines.join('\n');
    }
  }
}
