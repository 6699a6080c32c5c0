// jest's jsdom environment, with a bigger cache for nwsapi, the selector engine jsdom's getComputedStyle uses.
// Why: jsdom answers getComputedStyle (which Testing Library calls on each element it queries by role) by matching
// every rule of every stylesheet, and antd injects a few thousand rules. nwsapi keeps 1,000 compiled selectors in a
// least-recently-used cache: walking more rules than that in the same order misses every time, so each call compiled
// every selector again. With room for all of them, the web suite took 110 s instead of 339 s (2 cores).
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const file = require.resolve('nwsapi', { paths: [path.dirname(require.resolve('jsdom'))] });
const source = fs.readFileSync(file, 'utf8');
const LIMIT = /CACHE_LIMIT = \d+,/;
if (!LIMIT.test(source)) throw new Error(`${file} no longer declares CACHE_LIMIT: see web/src/test/jsdom-environment.cjs`);
const nwsapi = new Module(file, module);
nwsapi.filename = file;
nwsapi.paths = Module._nodeModulePaths(path.dirname(file));
nwsapi._compile(source.replace(LIMIT, 'CACHE_LIMIT = 50000,'), file);
nwsapi.loaded = true;
require.cache[file] = nwsapi;

module.exports = require('jest-environment-jsdom');
