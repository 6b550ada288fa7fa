import { Worker } from 'node:worker_threads';
const n = Number(process.argv[2]);
const code = `const { parentPort } = require('node:worker_threads'); const t = performance.now(); let x = 0; for (let i = 0; i < 3e8; i++) x = (x + i * 7) % 1000003; parentPort.postMessage(performance.now() - t);`;
const t = performance.now();
const ms = await Promise.all(Array.from({ length: n }, () => new Promise((r) => new Worker(code, { eval: true }).once('message', r))));
console.log(n, ms.map((m) => m.toFixed(0)), (performance.now() - t).toFixed(0));
