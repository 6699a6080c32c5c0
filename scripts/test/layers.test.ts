import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The layers are rules (.dependency-cruiser.cjs, run by `npm run lint` and `npm test`): this proves each rule can
// fail, on a small tree laid out like the repository, and that what the layers allow passes.
const root = path.resolve(__dirname, '../..');
const config = path.join(root, '.dependency-cruiser.cjs');
const bin = path.join(root, 'node_modules/.bin/depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(files: Record<string, string>): Violation[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  try {
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    let out: string;
    try {
      const roots = [...new Set(Object.keys(files).map((f) => f.split('/').slice(0, 2).join('/')))];
      out = execFileSync(bin, [...roots, '--config', config, '--output-type', 'json'], { cwd: dir, encoding: 'utf8' });
    } catch (err) {
      // depcruise exits non-zero when it finds violations; its report is still on stdout.
      out = (err as { stdout: string }).stdout;
    }
    return (JSON.parse(out).summary.violations as Violation[]).map((v) => ({ rule: { name: v.rule.name }, from: v.from, to: v.to }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const names = (violations: Violation[]) => violations.map((v) => `${v.rule.name}: ${v.from}`).sort();

it('refuses the kernel importing a module, the context or the REST layer', () => {
  const found = cruise({
    'api/src/core/records/kit.ts': "import { Site } from '../../modules/sites/site.entity';\nexport const kit = Site;\n",
    'api/src/core/http/handler.ts': "import { routes } from '../../rest/routes';\nexport const handler = routes;\n",
    'api/src/modules/sites/site.entity.ts': 'export class Site {}\n',
    'api/src/rest/routes.ts': 'export const routes = [];\n',
  });
  expect(names(found)).toEqual(['core-imports-no-module: api/src/core/http/handler.ts', 'core-imports-no-module: api/src/core/records/kit.ts']);
});

it("refuses a module reaching into another module's files, and allows its public file", () => {
  const found = cruise({
    'api/src/modules/sites/site.entity.ts': 'export class Site {}\n',
    'api/src/modules/sites/index.ts': "export * from './site.entity';\n",
    'api/src/modules/sites/sites.service.ts': "import { Site } from './site.entity';\nexport const s = Site;\n",
    'api/src/modules/stock/stock.service.ts': "import { Site } from '../sites/site.entity';\nexport const s = Site;\n",
    'api/src/modules/planning/planning.service.ts': "import { Site } from '../sites';\nexport const p = Site;\n",
  });
  expect(names(found)).toEqual(['modules-meet-through-their-public-file: api/src/modules/stock/stock.service.ts']);
});

it('refuses web/src/shared importing the app or a feature', () => {
  const found = cruise({
    'web/src/shared/format/numbers.ts': "import { intl } from '../../app/intl';\nexport const n = intl;\n",
    'web/src/shared/records/Cards.ts': "import { can } from '../../features/team/can';\nexport const c = can;\n",
    'web/src/app/intl.ts': 'export const intl = 1;\n',
    'web/src/features/team/can.ts': 'export const can = 1;\n',
  });
  expect(names(found)).toEqual([
    'web-shared-imports-no-app-or-feature: web/src/shared/format/numbers.ts',
    'web-shared-imports-no-app-or-feature: web/src/shared/records/Cards.ts',
  ]);
});

it('refuses an import circle across folders, and allows one within a folder', () => {
  const found = cruise({
    'web/src/app/routing/routes.ts': "import { signIn } from '../../features/auth/routes';\nexport const routes = [signIn];\n",
    'web/src/features/auth/routes.ts': "import { routes } from '../../app/routing/routes';\nexport const signIn = routes;\n",
    'api/src/modules/quotes/quote.entity.ts': "import { QuoteLine } from './quote-line.entity';\nexport class Quote { lines?: QuoteLine; }\n",
    'api/src/modules/quotes/quote-line.entity.ts': "import { Quote } from './quote.entity';\nexport class QuoteLine { quote?: Quote; }\n",
  });
  // One violation per circle, named from one of its files; the entity pair within one folder is not one.
  expect(found.map((v) => v.rule.name)).toEqual(['no-circle-across-folders']);
  expect(['web/src/app/routing/routes.ts', 'web/src/features/auth/routes.ts']).toContain(found[0].from);
});

it('passes what the layers allow: modules on the kernel, features on shared', () => {
  const found = cruise({
    'api/src/core/errors/app-error.ts': 'export class AppError {}\n',
    'api/src/modules/sites/sites.service.ts': "import { AppError } from '../../core/errors/app-error';\nexport const s = AppError;\n",
    'web/src/shared/format/numbers.ts': 'export const n = 1;\n',
    'web/src/features/sites/SitesPage.ts': "import { n } from '../../shared/format/numbers';\nexport const p = n;\n",
  });
  expect(found).toEqual([]);
});
