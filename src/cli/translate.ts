import type { CommandArgs } from './main.ts';

export async function runTranslate(args: CommandArgs): Promise<number> {
  args.io.err('tripsolver translate: not built yet: the request translator (issue 4) does not exist in this version.');
  return 3;
}
