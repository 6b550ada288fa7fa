// The OR-Tools worker, run by solver/route/ortools.ts as `node --liftoff-only ortools-worker.mjs`.
// Plain JavaScript so that it starts without a TypeScript loader. Protocol: one JSON request per stdin line,
// one JSON reply per stdout line:
//   {id, matrix: number[][] (integers), depot: number | null} -> {tripsolverRoute: 1, id, order}  (routing)
//   {id, windows: {...}, timeLimitMs}  -> {tripsolverRoute: 1, id, sequence: [...] | null, status}  (CP-SAT)
//   either may answer {tripsolverRoute: 1, id, error}. Exits when stdin closes.
// or-tools-wasm (large: ~0.5 s to initialise, 400 MB) is loaded once; routing as soon as the worker starts,
// CP-SAT on the first time-window request.

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

// ---- A stretch of a day with time windows, as CP-SAT (the routing library's wasm bridge has no time windows:
// its cumul variables cannot be bounded). The model of src/timeline/windows.ts: node 0 is the stretch's start
// and end; nodes 1..n the sights, n+1..n+m the meals in their order. A circuit through every node orders them;
// an arc u -> v makes v start after u ends plus the move (two sights) or the local transfer (next to a meal).
// Each sight lies inside one of its open intervals, each meal inside its window, breakfast before every
// sight, dinner after every one, all by the stretch's end. Objective: metres between consecutive sights,
// then the end of the stretch's last item. The reply is the order; ortools.ts times it.
let cpSat;

async function scheduleWindows(w, timeLimitMs) {
  cpSat ??= import('or-tools-wasm/cp-sat');
  const { CpModel, CpSolver, LinearExpr } = await cpSat;
  const n = w.sights.length;
  const m = w.meals.length;
  const nodes = n + m + 1;
  const model = new CpModel();
  const dur = [0, ...w.sights.map((s) => s.minutes), ...w.meals.map((x) => x.minutes)];
  const fitting = w.sights.map((s) => s.open.filter(([a, b]) => b - a >= s.minutes));
  if (fitting.some((f) => f.length === 0)) return { sequence: null, status: 'INFEASIBLE' };
  const start = [null];
  for (let v = 1; v < nodes; v++) {
    start.push(model.newIntVar(w.start, Math.max(w.start, w.end - dur[v]), `start${v}`));
  }
  const isSight = (v) => v >= 1 && v <= n;
  w.sights.forEach((s, i) => {
    const v = i + 1;
    const fits = fitting[i];
    const choose = fits.map((_, k) => model.newBoolVar(`open${v}_${k}`));
    model.addExactlyOne(choose);
    fits.forEach(([a, b], k) => {
      model.add(start[v].ge(a)).onlyEnforceIf(choose[k]);
      model.add(start[v].le(b - s.minutes)).onlyEnforceIf(choose[k]);
    });
  });
  w.meals.forEach((meal, k) => {
    const v = n + 1 + k;
    model.add(start[v].ge(meal.earliest));
    model.add(start[v].le(meal.latest - meal.minutes));
    if (k > 0) model.add(start[v].ge(LinearExpr.from(start[v - 1]).plus(dur[v - 1])));
    for (let i = 1; i <= n; i++) {
      if (meal.slot === 'breakfast') model.add(start[i].ge(LinearExpr.from(start[v]).plus(dur[v])));
      if (meal.slot === 'dinner') model.add(start[v].ge(LinearExpr.from(start[i]).plus(dur[i])));
    }
  });
  const arcs = [];
  const lit = [];
  const costs = [];
  const weights = [];
  for (let u = 0; u < nodes; u++) {
    lit.push([]);
    for (let v = 0; v < nodes; v++) {
      if (u === v) {
        lit[u].push(null);
        continue;
      }
      const x = model.newBoolVar(`arc${u}_${v}`);
      lit[u].push(x);
      arcs.push([u, v, x]);
      if (u === 0 || v === 0) continue;
      const travel = isSight(u) && isSight(v) ? w.moves[u - 1][v - 1] : w.localTransfer;
      model.add(start[v].ge(LinearExpr.from(start[u]).plus(dur[u] + travel))).onlyEnforceIf(x);
      if (isSight(u) && isSight(v) && w.meters[u - 1][v - 1] > 0) {
        costs.push(x);
        weights.push(w.meters[u - 1][v - 1]);
      }
    }
  }
  model.addCircuit(arcs);
  const end = model.newIntVar(w.start, w.end, 'end');
  for (let v = 1; v < nodes; v++) model.add(end.ge(LinearExpr.from(start[v]).plus(dur[v])));
  // Metres first: one metre outweighs any end time (at most 1440 minutes).
  const span = w.end + 1;
  model.minimize(
    costs.length > 0
      ? LinearExpr.from(
          LinearExpr.weightedSum(
            costs,
            weights.map((c) => c * span),
          ),
        ).plus(end)
      : end,
  );
  const solver = new CpSolver();
  const status = solver.statusName(await solver.solve(model, { numSearchWorkers: 1, maxTimeInSeconds: Math.max(0.1, timeLimitMs / 1000) }));
  if (status !== 'OPTIMAL' && status !== 'FEASIBLE') return { sequence: null, status };
  const sequence = [];
  for (let u = 0, guard = 0; guard < nodes; guard++) {
    const v = lit[u].findIndex((x) => x !== null && solver.booleanValue(x));
    if (v <= 0) break;
    sequence.push(isSight(v) ? { kind: 'sight', index: v - 1 } : { kind: 'meal' });
    u = v;
  }
  return { sequence, status };
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
      if (request.windows) reply({ id, ...(await scheduleWindows(request.windows, request.timeLimitMs ?? 10_000)) });
      else reply({ id, order: await solve(request) });
    } catch (error) {
      reply({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
lines.on('close', () => queue.then(() => process.exit(0)));
