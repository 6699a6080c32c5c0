const swc = require('./jest.swc.js');

/** Integration tests against a real PostgreSQL: one database per test file (api/test/db.ts). */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: { '^@chantiers/schema$': '<rootDir>/../schema/index.ts' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  setupFiles: ['reflect-metadata'],
  testTimeout: 30_000,
  maxWorkers: 2,
};
