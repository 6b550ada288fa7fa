// The file the service's worker pool starts: worker.js in the compiled package, worker.ts in a checkout.
import { loadModule } from '../load-module.mjs';

export default (await loadModule(new URL('./worker', import.meta.url))).default;
