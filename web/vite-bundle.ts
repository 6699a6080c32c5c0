import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { lazyTargets, memoized, type ModuleGraph, staticClosure } from './vite-module-graph';
import { assignScreensKit } from './vite-screens-kit';

/**
 * antd's form context (imported by Input, Select and every field-like component) needs one thing from
 * @rc-component/form, its FormProvider; but that package's index assigns Form.Field, Form.List… at load, so
 * importing it keeps the whole form engine and async-validator (~20 KB gzipped) in every screen with an input.
 * The app never uses antd's Form (react-final-form is the form library), so that one import takes the module
 * FormProvider lives in, the same module the index re-exports.
 */
export function antdFormContextOnly(): Plugin {
  return {
    name: 'chantiers:antd-form-context-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@rc-component/form' && importer && /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) {
        return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
      }
      return null;
    },
  };
}

const NAME_PATH = '\0chantiers-antd-name-path';

/**
 * antd's Radio.Group takes one helper from the Form's hooks (toNamePathStr, which names a group's inputs); that file
 * imports @rc-component/form whole (~15 KB compressed: its store, fields, lists and async-validator), so every table
 * (its selection column draws radios) brought the form engine along. The group gets the helper alone, from a module
 * that copies it; the build fails if antd's own changes, so the copy cannot drift.
 */
export function antdRadioNamePathOnly(): Plugin {
  return {
    name: 'chantiers:antd-radio-name-path-only',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '../form/hooks/useForm' || !importer || !/[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/.test(importer)) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      if (!real) return null;
      const code = fs.readFileSync(real.id, 'utf8');
      if (!/export function toNamePathStr\(name\) \{\s*const namePath = toArray\(name\);\s*return namePath\.join\('_'\);\s*\}/.test(code))
        throw new Error(`antd-radio-name-path-only: toNamePathStr changed in ${real.id}; update the copy`);
      return `${NAME_PATH}:${path.join(path.dirname(real.id), '..', 'util.js')}`;
    },
    load(id) {
      if (!id.startsWith(NAME_PATH)) return null;
      const util = JSON.stringify(id.slice(NAME_PATH.length + 1));
      return `import { toArray } from ${util};\nexport function toNamePathStr(name) {\n  return toArray(name).join('_');\n}\n`;
    },
  };
}

const LAZY_PREFIX = '\0chantiers-lazy:';

/**
 * Parts of antd components that are not on screen when the component first shows, loaded on first use instead of
 * with the component: Card's tabs (only a card with `tabList` draws them; the app has none), Typography's
 * in-place editor (only `editable` text, unused, brings antd's Input), a Dropdown's menu (drawn when it opens),
 * Avatar.Group's popover (unused) and a pager's page-size select (never shown). The import is swapped for a component that renders the real one through
 * React.lazy, so nothing breaks: a part arrives a moment after it is first needed. Without this, the header's two
 * dropdowns and every Card or title bring antd's Menu, Tabs and Input (~40 KB gzipped) into a phone's dashboard.
 */
export function lazyAntdParts(parts: { importer: RegExp; source: string }[] = ANTD_RARE_PARTS): Plugin {
  return {
    name: 'chantiers:lazy-antd-parts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || importer.startsWith(LAZY_PREFIX)) return null;
      if (!parts.some((p) => p.source === source && p.importer.test(importer))) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      return real ? `${LAZY_PREFIX}${real.id}` : null;
    },
    load(id) {
      if (!id.startsWith(LAZY_PREFIX)) return null;
      const real = JSON.stringify(id.slice(LAZY_PREFIX.length));
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Real = lazy(() => import(${real}));`,
        'export default function LazyPart(props) {',
        '  return createElement(Suspense, { fallback: null }, createElement(Real, props));',
        '}',
      ].join('\n');
    },
  };
}

const ANTD_RARE_PARTS = [
  { importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../tabs' },
  { importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/, source: '../Editable' },
  { importer: /[\\/]antd[\\/]es[\\/]dropdown[\\/]dropdown\.js$/, source: '../menu' },
  { importer: /[\\/]antd[\\/]es[\\/]avatar[\\/]AvatarGroup\.js$/, source: '../popover' },
  // The page-size chooser: the app's lists keep one size (showSizeChanger off), so a pager never draws it.
  { importer: /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/, source: '../select' },
];

/**
 * Fewer, larger chunks where files always load together: the bundler's automatic splitting cuts the code shared by
 * the lazy screens into dozens of small files (antd's parts, icons, helpers), each a request a phone waits for.
 * A module joins the first of these groups whose roots import it statically, so it always loads with them:
 *   - the entry itself: the route table, alone, so it can name the linked screen's files before the app has arrived;
 *   - `gql-print`: GraphQL's printer, which a cold link's first queries need before the app (and Apollo) arrive;
 *   - `app`: everything the app's start imports (React, the router, react-intl…) and what both first screens (sign-in,
 *     private area) use, in one file beside the entry's own instead of a dozen shared with the lazy screens;
 *   - `sign-in`: the sign-in screen and the public screens' kit (shared/plain, react-final-form);
 *   - `validation`: the shared schemas and zod, loaded by the public forms after first paint;
 *   - `antd`: antd's config, theme and style engine (app/antd/AntdRoot.tsx), for every screen drawn with antd;
 *   - `antd-ui`: what the private area shares with the antd error pages (buttons, icons…);
 *   - `offline`: the offline layer (app/offline, the shell's offline bar, the storage library), measured apart from the
 *     first screen (scripts/bundle-size.mjs: issue 36 gives it 60 KB);
 *   - `private`: the rest of the private area (Apollo, the shell);
 *   - `dashboard-shared`: what the first private screen, where sign-in lands, shares with other screens (antd's cards,
 *     skeletons, tags…), so a link to another screen does not download the dashboard's own code;
 *   - `dashboard`: the rest of it;
 *   - `screens-kit`: the small modules the other screens share (see assignScreensKit).
 * Anything else (other screens, the chart, parts loaded on first use) is split as the bundler decides.
 */
export function chunkGroups(webDir: string) {
  const src = (file: string) => path.join(webDir, 'src', file);
  const schema = (file: string) => path.join(webDir, '..', 'schema', file);
  const graphqlPrinter = path.join(
    path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('graphql/package.json')),
    'language',
    'printer.mjs',
  );
  let groups: Map<string, string> | undefined;
  const groupOf = (bundlerGraph: ModuleGraph): Map<string, string> => {
    if (groups) return groups;
    const graph = memoized(bundlerGraph);
    const found = new Map<string, string>();
    // The entry (the route table) stays alone in its file, so it runs the moment it arrives (main.tsx).
    const entry = staticClosure(graph, [src('main.tsx')]);
    const assign = (name: string, members: Iterable<string>) => {
      for (const id of members) if (!found.has(id) && !entry.has(id)) found.set(id, name);
    };
    const privateArea = staticClosure(graph, [src('app/PrivateArea.tsx')]);
    const errorPages = staticClosure(graph, [src('layout/errors/ErrorPage.tsx'), src('layout/NotFoundPage.tsx')]);
    const signIn = staticClosure(graph, [src('features/auth/pages/SignInPage.tsx')]);
    // GraphQL's printer, for Apollo and for a cold link's first queries, which leave before Apollo has arrived.
    assign('gql-print', staticClosure(graph, [graphqlPrinter]));
    assign('app', staticClosure(graph, [src('start.tsx')]));
    // What both first screens need (the toasts' helpers, the api errors…) comes with the app, not with either.
    const dashboard = staticClosure(graph, [src('features/dashboard/pages/DashboardPage.tsx')]);
    assign(
      'app',
      [...signIn].filter((id) => privateArea.has(id) || dashboard.has(id)),
    );
    // Not its icons: a lazy screen showing one of them would otherwise download the whole sign-in screen with it.
    assign(
      'sign-in',
      [...signIn].filter((id) => !/[\\/]@ant-design[\\/]icons(-svg)?[\\/]/.test(id)),
    );
    assign('validation', staticClosure(graph, [schema('validation/zod-issues.ts'), schema('validation/auth.ts')]));
    assign('antd', staticClosure(graph, [src('app/antd/AntdRoot.tsx')]));
    assign(
      'antd-ui',
      [...errorPages].filter((id) => privateArea.has(id)),
    );
    // Nothing in it imports the private area's file (app/offline/offline-link.ts is handed Apollo's parts): two files
    // importing each other run in the wrong order.
    const offlineLayer = (id: string) =>
      id.startsWith(src('app/offline/')) || id.startsWith(src('layout/shell/Offline')) || /[\\/]node_modules[\\/]idb-keyval[\\/]/.test(id);
    const offlineParts = staticClosure(graph, [src('app/offline/start-offline.ts'), src('app/offline/persisted-cache.ts')]);
    assign('offline', [...privateArea, ...offlineParts].filter(offlineLayer));
    assign('private', privateArea);
    const dashboardPage = src('features/dashboard/pages/DashboardPage.tsx');
    const elsewhere = new Set<string>();
    for (const target of lazyTargets(graph, src('main.tsx')))
      if (target !== dashboardPage) for (const id of staticClosure(graph, [target])) if (dashboard.has(id)) elsewhere.add(id);
    assign('dashboard-shared', elsewhere);
    assign('dashboard', dashboard);
    assignScreensKit(graph, found, entry, lazyTargets(graph, src('main.tsx')));
    groups = found;
    return groups;
  };
  // A group takes exactly its modules: by default it would pull in their dependencies too, lazy-shared ones included.
  return { includeDependenciesRecursively: false, groups: [{ name: (id: string, ctx: ModuleGraph) => groupOf(ctx).get(id) ?? null }] };
}

/**
 * Names in index.html the files a first screen needs (<meta name="sign-in-preload">, "private-preload",
 * "dashboard-preload"), for public/theme-boot.js to preload: the sign-in screen's on /sign-in, the private area's on
 * a signed-in visit to a private page. They then download beside the entry instead of after it has run, and a
 * visitor of one never downloads the other's.
 */
export function routePreloadMeta(): Plugin {
  return {
    name: 'chantiers:route-preload-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (files: string[]) => {
          const seen = new Set<string>();
          const todo = [...files];
          while (todo.length) {
            const file = todo.pop()!;
            if (seen.has(file)) continue;
            seen.add(file);
            todo.push(...(byFile.get(file)?.imports ?? []));
          }
          return seen;
        };
        // What every visit runs: the entry and the app it starts (a dynamic import, so the build names none of it in
        // the page; linked here, it downloads at once instead of once the entry has run).
        const entryFile = chunks.find((c) => c.isEntry)?.fileName;
        const entry = closure(chunks.filter((c) => c.isEntry || c.name === 'app').map((c) => c.fileName));
        const named = (...names: string[]) => chunks.filter((c) => names.includes(c.name)).map((c) => c.fileName);
        // With their stylesheets, which the dynamic import would otherwise fetch only once the script has arrived.
        const withCss = (files: string[]) => [...files, ...files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])];
        const privateJs = [...closure(named('private', 'antd', 'antd-ui'))].filter((f) => !entry.has(f));
        const privateFiles = withCss(privateJs);
        const dashboardFiles = withCss([...closure(named('dashboard'))].filter((f) => !entry.has(f) && !privateJs.includes(f)));
        const signInFiles = withCss([...closure(named('sign-in'))].filter((f) => !entry.has(f)));
        const meta = (name: string, files: string[]) => `<meta name="${name}" content="${files.map((f) => `/${f}`).join(' ')}" />`;
        // Before theme-boot.js, which reads them as it runs.
        const boot = '<script src="/theme-boot.js"></script>';
        if (!html.includes(boot) || !privateJs.length || !signInFiles.length)
          throw new Error('route-preload-meta: theme-boot.js or the chunks of a first screen are missing');
        const metas = [meta('sign-in-preload', signInFiles), meta('private-preload', privateFiles), meta('dashboard-preload', dashboardFiles)];
        const linked = new Set([...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]));
        const appLinks = [...entry]
          .filter((f) => f !== entryFile && !linked.has(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
          .concat(
            [...entry]
              .flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])
              .filter((f) => !html.includes(`href="/${f}"`))
              .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          );
        if (!appLinks.length && !linked.size) throw new Error('route-preload-meta: the app chunk is missing');
        html = html.replace('</head>', `  ${appLinks.join('\n    ')}\n  </head>`);
        return html.replace(boot, [...metas, boot].join('\n    '));
      },
    },
  };
}
