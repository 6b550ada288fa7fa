import type { CommandArgs } from './main.ts';

export async function runBench(args: CommandArgs): Promise<number> {
  args.io.err('tripsolver bench: not built yet: the benchmark runner (issues 5 and 8) does not exist in this version.');
  return 3;
}
