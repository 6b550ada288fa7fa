import type { CommandArgs } from './main.ts';

export async function runPlan(args: CommandArgs): Promise<number> {
  args.io.err('tripsolver plan: not built yet: the solver (issue 5) does not exist in this version.');
  return 3;
}
