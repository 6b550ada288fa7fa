import type { CommandArgs } from './main.ts';

export async function runEval(args: CommandArgs): Promise<number> {
  args.io.err('tripsolver eval: not built yet: the evaluator (issue 3) does not exist in this version.');
  return 3;
}
