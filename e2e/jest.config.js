/** Browser journeys: a real server (api from source, web from web/dist), real PostgreSQL, SMTP and Chromium. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  // The api's code loaded once per worker, each file's own database copied from the migrated template (api/test).
  testEnvironment: '<rootDir>/../api/test/environment.cjs',
  globalSetup: '<rootDir>/../api/test/global-setup.ts',
  transform: {
    '^.+\\.ts$': ['@swc/jest', require('../api/jest.swc.js')],
    // ES modules only (openid-client and its dependencies): CommonJS for jest's sandbox, as in api/jest.config.js.
    '/node_modules/(openid-client|oauth4webapi|jose)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  moduleNameMapper: { '^@chantiers/schema$': '<rootDir>/../schema/index.ts' },
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  setupFiles: ['reflect-metadata'],
  // A journey of 37 s here took over 60 s on the machine of stop 50's CI (3.3x slower: 477 s → 1,590 s for the suite):
  // the bound catches a hang, not a slow machine.
  testTimeout: 150_000,
  // Two journeys at a time (6 instead of 10 minutes on 2 cores). Clicks in antd's sliding lists and menus go through
  // chooseOpenOption / chooseMenuItem, which click again when a loaded machine drops the first one. E2E_WORKERS=1 for one.
  maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
};
