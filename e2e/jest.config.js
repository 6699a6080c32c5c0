/** Browser journeys: a real server (api from source, web from web/dist), real PostgreSQL, SMTP and Chromium. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@chantiers/schema$': '<rootDir>/../schema/index.ts' },
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  setupFiles: ['reflect-metadata'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
