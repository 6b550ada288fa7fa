// The OR-Tools routing worker, run by solver/route/ortools.ts as `node --liftoff-only ortools-worker.mjs`.
// Plain JavaScript so that it starts without a TypeScript loader. Protocol: one JSON request per stdin line,
// {id, matrix: number[][] (integers), depot: number | null}; one JSON reply per stdout line,
// {tripsolverRoute: 1, id, order} or {tripsolverRoute: 1, id, error}. Exits when stdin closes.
// or-tools-wasm (large: ~0.5 s to initialise, 400 MB) is loaded once, as soon as the worker starts.

// Anything the library prints must not mix with the replies on stdout.
for (const name of ['log', 'info', 'debug', 'warn']) console[name] = (...args) => process.stderr.write(args.join(' ') + '\n');

import { createInterface } from 'node:readline';

const routing = import('or-tools-wasm/routing').then(async (m) => {
  await m.initRouting();
  return m;
});
routing.catch(() => {}); // reported with the first request

const reply = (message) => process.stdout.write(JSON.stringify({ tripsolverRoute: 1, ...message }) + '\n');

// First-solution strategies tried in turn (each followed by OR-Tools' local search); the shortest route wins.
// On small instances CHRISTOFIDES and BEST_INSERTION reached the optimum where PATH_CHEAPEST_ARC alone
// stopped short about one time in ten; both give up (no solution) from about 20 nodes on.
const STRATEGIES = ['PATH_CHEAPEST_ARC', 'CHRISTOFIDES', 'BEST_INSERTION', 'LOCAL_CHEAPEST_ARC', 'SAVINGS'];
const SMALL_ONLY = new Set(['CHRISTOFIDES', 'BEST_INSERTION']);
const SMALL = 17;

async function solveWith(m, costs, start, strategy) {
  const manager = new m.RoutingIndexManager(costs.length, 1, start);
  await manager.ready;
  const model = new m.RoutingModel(manager);
  await model.ready;
  try {
    model.SetArcCostEvaluatorOfAllVehicles(model.RegisterTransitMatrix(costs));
    const solution = await model.SolveWithParameters({ firstSolutionStrategy: m.FirstSolutionStrategy[strategy] });
    if (!solution) return { status: model.status() };
    const order = [];
    for (let index = model.Start(0); !model.IsEnd(index); index = solution.Value(model.NextVar(index))) order.push(manager.IndexToNode(index));
    return { order, objective: solution.ObjectiveValue() };
  } finally {
    model.delete();
    manager.delete();
  }
}

async function solve({ matrix, depot }) {
  const m = await routing;
  const n = matrix.length;
  const open = depot === null || depot === undefined;
  // An open path is a round trip from a dummy node at distance 0 from every stop.
  const size = open ? n + 1 : n;
  const start = open ? n : depot;
  const costs = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i >= n || j >= n ? 0 : matrix[i][j])));
  let best;
  const failed = [];
  for (const strategy of STRATEGIES) {
    if (SMALL_ONLY.has(strategy) && size > SMALL) continue;
    const result = await solveWith(m, costs, start, strategy);
    if (!result.order) failed.push(`${strategy}: status ${result.status}`);
    else if (!best || result.objective < best.objective) best = result;
  }
  if (!best) throw new Error(`OR-Tools found no route (${failed.join(', ')})`);
  return open ? best.order.slice(1) : best.order;
}

let queue = Promise.resolve();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() === '') return;
  queue = queue.then(async () => {
    let id = null;
    try {
      const request = JSON.parse(line);
      id = request.id;
      reply({ id, order: await solve(request) });
    } catch (error) {
      reply({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
lines.on('close', () => queue.then(() => process.exit(0)));
