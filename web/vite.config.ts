import { createRequire } from 'node:module';
import path from 'node:path';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { antdFormContextOnly, antdRadioNamePathOnly, chunkGroups, lazyAntdParts, routePreloadMeta } from './vite-bundle';

const api = process.env.API_URL ?? 'http://localhost:4000';
// frappe-gantt lists its stylesheet under the 'style' condition after 'import', so a CSS import would get its script.
const ganttCss = path.join(path.dirname(createRequire(__filename).resolve('frappe-gantt')), 'frappe-gantt.css');

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@chantiers\/schema$/, replacement: path.resolve(__dirname, '../schema/index.ts') },
      { find: /^@chantiers\/schema\/(.*)$/, replacement: path.resolve(__dirname, '../schema/$1') },
      { find: /^frappe-gantt\/style$/, replacement: ganttCss },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  // Every text asset also as .br and .gz at the highest levels, once at build time; the api serves the one the
  // browser accepts (core/http/static-web.ts), so no request pays for compression.
  plugins: [
    antdFormContextOnly(),
    antdRadioNamePathOnly(),
    lazyAntdParts(),
    routePreloadMeta(),
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api, '/healthz': api, '/readyz': api, '/oauth2': api, '/partners': api, '/user-context': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 900,
    // Fewer requests on a phone: files that always load together are one file (see vite-bundle.ts).
    rolldownOptions: { output: { codeSplitting: chunkGroups(__dirname) } },
  },
});
