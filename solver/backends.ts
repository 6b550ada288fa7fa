/** The solver backends by name, shared by both domains (TravelPlanner trips and city tours). */
import type { Backend } from './model.ts';

export type BackendName = Backend['name'];
/** Backends load on first use: z3-solver alone is ~30 MB of JavaScript and wasm. */
export const BACKENDS: Readonly<Record<BackendName, () => Promise<Backend>>> = {
  auto: async () => (await import('./auto/index.ts')).autoBackend({ lp: BACKENDS.lp, mip: BACKENDS.mip }),
  mip: async () => (await import('./mip/index.ts')).mipBackend,
  z3: async () => (await import('./z3/index.ts')).z3Backend,
  lp: async () => (await import('./lp/index.ts')).lpBackend,
};
