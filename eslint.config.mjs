import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/src/gql/**',
      'web/src/**/*.generated.ts',
      'api/src/db/migrations/Migration*.ts',
      'e2e/screenshots/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'off',
      // Small files named for what they hold (ARCHITECTURE): tests included, generated code and migrations excepted.
      'max-lines': ['error', { max: 400 }],
      // prettier wraps code at 150; comments, strings and SQL are written within 160 by hand.
      'max-len': ['error', { code: 160, ignoreUrls: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // gql/graphql holds the types (erased); a typed document comes from the x.generated.ts beside its .graphql file,
      // so it loads with the screens that use it instead of with every document of the app.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)gql/graphql$',
              allowTypeImports: true,
              message: 'Types only from gql/graphql (import type); import a document from the .generated.ts beside its .graphql file.',
            },
          ],
        },
      ],
    },
  },
  {
    // A component over 150 lines is a page and its parts not yet cut apart (issue 34): the function, JSX included.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // One time limit for every screen test (web/jest.config.cjs): a file's lower one failed CI twice beside the api suites.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='jest'][callee.property.name='setTimeout']",
          message: 'Screen tests share the time limit of web/jest.config.cjs; do not set a lower one per file.',
        },
        {
          selector: "CallExpression[callee.name='it'][arguments.length=3], CallExpression[callee.name='test'][arguments.length=3]",
          message: 'Screen tests share the time limit of web/jest.config.cjs; do not set a lower one per test.',
        },
      ],
    },
  },
  // Last: turns off the stylistic rules prettier owns (max-len is set again after it).
  prettier,
  { rules: { 'max-len': ['error', { code: 160, ignoreUrls: true }] } },
);
