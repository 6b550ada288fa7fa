// Loads a module of the package by its path without extension: the compiled NAME.js beside it when there is one
// (the installed package, dist/), else the TypeScript NAME.ts, through tsx when TypeScript is not already loadable
// (a worker thread does not inherit loader hooks registered with tsx's API, as bin/tripsolver.js does).
// Worker entry points (.mjs, started by piscina) use it.
import { existsSync } from 'node:fs';

export async function loadModule(base) {
  const compiled = new URL(`${base.href}.js`);
  if (existsSync(compiled)) return import(compiled.href);
  const source = `${base.href}.ts`;
  try {
    return await import(source);
  } catch (e) {
    if (e?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(source, import.meta.url);
  }
}
