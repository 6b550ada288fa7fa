/**
 * `tripsolver explain "<request>" [--json]`: the minimal conflicting requirements and verified relaxations.
 * Exit 0 when a plan exists, 1 when none does (explained), 2 when the data cannot answer, 3 on timeout.
 */
import { renderExplanation } from '../verbalize/explanation.ts';
import { explanationJson } from '../answers.ts';
import { CORE_METHODS, explain } from '../../solver/explain/index.ts';
import { EXIT_CODE, outcomeOfExplanation } from '../outcome/index.ts';
import { translateAsking } from './ask.ts';
import { DEFAULT_EXPLAIN_TIMEOUT_MS } from '../common/deadline.ts';
import { backendOf, choice, defaultYearOf, requestArg, sandboxFor, timeoutOf, translatorOf, type CommandArgs } from './common.ts';

export async function runExplain(args: CommandArgs): Promise<number> {
  const request = requestArg(args, 'explain');
  const { values, io } = args;
  const backend = backendOf(values);
  const cores = choice(values, 'cores', CORE_METHODS, backend === 'z3' ? 'assumptions' : 're-solve');
  const sandbox = sandboxFor(values, io.env);
  const { spec } = await translateAsking(
    request,
    { sandbox, translator: translatorOf(values, io.env), env: io.env, defaultYear: defaultYearOf(values, io.env) },
    io,
    values,
  );
  const explanation = await explain(spec, sandbox, { backend, cores, timeLimitMs: timeoutOf(values, DEFAULT_EXPLAIN_TIMEOUT_MS) });
  io.out(values.json === true ? JSON.stringify(explanationJson(explanation), null, 2) : renderExplanation(explanation));
  return EXIT_CODE[outcomeOfExplanation(explanation, false).outcome];
}
