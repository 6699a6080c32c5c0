/** Script tests: `npm start` as a user runs it (the built app, the embedded database, real processes). */
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', require('../../api/jest.swc.js')] },
  testMatch: ['<rootDir>/*.test.ts'],
  testTimeout: 420_000,
  maxWorkers: 1,
};
