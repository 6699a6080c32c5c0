/**
 * The layers, as rules: `npm run lint` and `npm test` run them; scripts/test/layers.test.ts proves each rule can fail.
 * Paths are relative to the repository.
 */
const API = '^api/src/';
const WEB = '^web/src/';
const notTest = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-module',
      comment: 'The api kernel (core/) serves every module: it imports none, nor the REST layer, the context or the database.',
      severity: 'error',
      from: { path: `${API}core/`, pathNot: notTest },
      to: { path: `${API}(modules|rest|db)/|${API}(context|services|app|server|main)\\.ts$` },
    },
    {
      name: 'modules-meet-through-their-public-file',
      comment:
        'A module is used by others through its index.ts, the list of what it offers: its other files may change without ' +
        'another module noticing. Within a module, files import each other freely.',
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/`, pathNot: notTest },
      to: { path: `${API}modules/[^/]+/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'web-shared-imports-no-app-or-feature',
      comment: 'web/src/shared serves every screen: it imports neither the app nor a feature.',
      severity: 'error',
      from: { path: `${WEB}shared/`, pathNot: notTest },
      to: { path: `${WEB}(app|features|layout)/` },
    },
    {
      name: 'no-circle-across-folders',
      comment: 'An import circle ties its files together: within one folder it is one thing, across folders a knot.',
      severity: 'error',
      from: { path: '^(.+)/[^/]+$', pathNot: notTest },
      to: { circular: true, viaSomeNot: '^$1/[^/]+$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|gql)/|\\.generated\\.ts$|/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
