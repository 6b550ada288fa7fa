import type { CommandArgs } from './main.ts';

export async function runExplain(args: CommandArgs): Promise<number> {
  args.io.err('tripsolver explain: not built yet: the explainer (issue 7) does not exist in this version.');
  return 3;
}
