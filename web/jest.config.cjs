/** Component and unit tests in jsdom; SWC compiles TS/TSX. */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/test/jsdom-environment.cjs',
  transform: {
    '\\.graphql$': '<rootDir>/src/test/raw-transform.cjs',
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages must be compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|react-toastify)/)'],
  moduleNameMapper: {
    // Vite's `?raw` (a file's text): the public screens' GraphQL operations.
    '^(.+\\.graphql)\\?raw$': '$1',
    // The public screens' icons (plain data) from their CommonJS build.
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    // antd's parts loaded on first use (shared/components/LazyResult.tsx), from its CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@chantiers/schema$': '<rootDir>/../schema/index.ts',
    '^@chantiers/schema/(.*)$': '<rootDir>/../schema/$1',
    '\\.(css)$': '<rootDir>/src/test/style-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  // Beside the api suites in npm test, on a shared CPU (see src/test/setup.ts): the screens with the biggest antd trees
  // (webhooks, API tokens) took 30–54 s a test there in a clean-clone run.
  testTimeout: 60_000,
};
