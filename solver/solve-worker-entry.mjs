// The file a solve thread starts (solver/threads.ts): loads solve-worker.ts, through tsx when TypeScript is not
// already loadable (a worker thread does not inherit loader hooks registered with the API, as bin/tripsolver.js does).
// In the compiled package (dist/) the module is solve-worker.js beside this file.
import { existsSync } from 'node:fs';

let mod;
if (existsSync(new URL('./solve-worker.js', import.meta.url))) mod = await import('./solve-worker.js');
else {
  try {
    mod = await import('./solve-worker.ts');
  } catch (e) {
    if (e?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
    const { tsImport } = await import('tsx/esm/api');
    mod = await tsImport('./solve-worker.ts', import.meta.url);
  }
}
export default mod.default;
