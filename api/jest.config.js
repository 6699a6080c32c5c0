const fs = require('node:fs');
const path = require('node:path');
const swc = require('./jest.swc.js');

const embedded = process.env.TEST_DB === 'embedded';

/**
 * On the embedded database, only the files tagged `// @both-databases: <why>` on their first line: the ones whose
 * outcome depends on the engine (raw SQL, locks, transactions, migrations, concurrency, the rate limiters, one
 * REST or GraphQL file per module). The rest is plain application logic, run once, on PostgreSQL.
 */
function bothDatabaseFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && fs.readFileSync(full, 'utf8').startsWith('// @both-databases: ')) files.push(full);
    }
  };
  walk(path.join(__dirname, 'src'));
  walk(path.join(__dirname, 'test'));
  return files;
}

/**
 * Integration tests against a real PostgreSQL, or with TEST_DB=embedded the PGlite a user gets with no setup:
 * one database per test file (api/test/db.ts).
 */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test/environment.cjs',
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // openid-client and its dependencies ship ES modules only: SWC turns them into CommonJS for jest's sandbox (Node's
    // own require loads them as they are in the built api).
    '/node_modules/(openid-client|oauth4webapi|jose)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  moduleNameMapper: { '^@chantiers/schema$': '<rootDir>/../schema/index.ts' },
  testMatch: embedded ? bothDatabaseFiles() : ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Embedded, the database lives inside the api's own process: there is no connection to lose.
  // scale-out.test: the embedded database belongs to one process, there is no second api process to add.
  // read-replicas.test: a streaming replica follows a PostgreSQL server; the embedded database has none.
  testPathIgnorePatterns: embedded
    ? [
        '/node_modules/',
        '/db/unavailable\\.test\\.ts$',
        '/test/scale-out\\.test\\.ts$',
        '/test/replicas-start\\.test\\.ts$',
        '/test/webhooks-scale-out\\.test\\.ts$',
        '/test/read-replicas\\.test\\.ts$',
      ]
    : ['/node_modules/'],
  // The embedded engine runs inside the test's own process (WebAssembly): beside the browser journeys on a loaded 2-core
  // machine a file's server start or a 10 MB upload took over 30 s (a clean run of 11-30 with other work beside it).
  testTimeout: embedded ? 60_000 : 30_000,
  maxWorkers: 2,
};
