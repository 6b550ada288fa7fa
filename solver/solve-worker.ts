/**
 * A solve thread of solver/threads.ts: solves one backend-neutral model with the named backend. Each thread
 * loads a backend (HiGHS, Z3, javascript-lp-solver) on its first use of it and keeps it.
 */
import type { Backend, Model, SolveResult } from './model.ts';

export interface SolveTask {
  readonly backend: Backend['name'];
  readonly model: Model;
  readonly timeLimitMs: number;
  readonly wantCore?: boolean;
}

const loaders: Record<Backend['name'], () => Promise<Backend>> = {
  auto: async () => (await import('./auto/index.ts')).autoBackend({ lp: loaders.lp, mip: loaders.mip }),
  mip: async () => (await import('./mip/index.ts')).mipBackend,
  z3: async () => (await import('./z3/index.ts')).z3Backend,
  lp: async () => (await import('./lp/index.ts')).lpBackend,
};

export default async function solveTask(task: SolveTask): Promise<SolveResult> {
  const backend = await loaders[task.backend]();
  return backend.solve(task.model, { timeLimitMs: task.timeLimitMs, ...(task.wantCore !== undefined ? { wantCore: task.wantCore } : {}) });
}
