const Module = require('node:module');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

/**
 * Jest gives every test file a fresh module registry, so each file that started a server loaded the whole app
 * again (~1.5 s idle, several under load). This environment loads test/launch.ts once per worker process, with
 * Node's own require, and hands its launcher to the files (test/server.ts). Each file still gets its own database
 * and server; only the app's code is shared.
 *
 * TEST_APP_IN_SANDBOX=1 loads the app inside each file as before: jest's coverage sees only the files' own modules.
 */
let launcher;

function loadLauncher() {
  if (!launcher) {
    process.env.SWC_NODE_PROJECT = path.join(__dirname, '..', 'tsconfig.json');
    // The schema package from source, as jest's moduleNameMapper does for the files.
    const schema = path.join(__dirname, '..', '..', 'schema', 'index.ts');
    const resolve = Module._resolveFilename;
    Module._resolveFilename = function (request, ...rest) {
      return resolve.call(this, request === '@chantiers/schema' ? schema : request, ...rest);
    };
    require('@swc-node/register');
    require('reflect-metadata');
    launcher = require('./launch.ts');
  }
  return launcher;
}

class AppEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    if (process.env.TEST_APP_IN_SANDBOX !== '1') this.global.__chantiersLaunch = loadLauncher;
  }
}

module.exports = AppEnvironment;
