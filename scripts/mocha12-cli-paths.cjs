/**
 * Preloaded by `npm run mutate` (in its own process and in Stryker's test-runner workers): the mocha runner of
 * StrykerJS 9 requires mocha's CLI helpers by their old names (mocha/lib/cli/run-helpers, .../options,
 * .../collect-files), which mocha 12 ships as .cjs files. A request for such a path without an extension
 * resolves to the .cjs file when one exists; every other request resolves as before. (StrykerJS 10, whose
 * runner declares mocha 12, refuses Node 20 and requires the same old names.)
 */
'use strict';
const Module = require('node:module');
const { existsSync } = require('node:fs');

const original = Module._resolveFilename;
Module._resolveFilename = function resolveMochaCli(request, ...rest) {
  const renamed = /[\\/]mocha[\\/]lib[\\/]cli[\\/][\w-]+$/.test(request) && existsSync(`${request}.cjs`) ? `${request}.cjs` : request;
  return original.call(this, renamed, ...rest);
};
