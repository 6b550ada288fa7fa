// The file a solve thread starts (solver/threads.ts): solve-worker.js in the compiled package, .ts in a checkout.
import { loadModule } from '../src/load-module.mjs';

export default (await loadModule(new URL('./solve-worker', import.meta.url))).default;
