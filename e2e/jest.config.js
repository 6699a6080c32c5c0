/** Browser journeys: a real server (api from source, web from web/dist), real PostgreSQL, SMTP and Chromium. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', require('../api/jest.swc.js')] },
  moduleNameMapper: { '^@chantiers/schema$': '<rootDir>/../schema/index.ts' },
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  setupFiles: ['reflect-metadata'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
