import { createRequire } from 'node:module';
import path from 'node:path';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { SERVER_PATH_PREFIXES } from '../schema/server-paths';
import { SIGNED_FILES_CACHE } from './src/app/offline/signed-files-cache';
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
    // The offline app (issue 36): every file of the build kept by a service worker at install, so a phone without a
    // network opens the app; the api's own paths always go to the server. Registered by app/offline/service-worker.ts.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`)),
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (offline works without a reload); a new version waits until
        // the user accepts it, so a screen of the old one never asks for a file the new one has removed.
        clientsClaim: true,
        skipWaiting: false,
        // A file's signed address (api core/files: the same for an hour) is kept once fetched, so the thumbnails the
        // day's data loaded show offline; forgotten on signing out (app/offline/persisted-cache.ts). No other api
        // answer is kept by the worker.
        runtimeCaching: [
          {
            urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/v1/files/') && url.searchParams.has('sig'),
            handler: 'CacheFirst',
            options: {
              cacheName: SIGNED_FILES_CACHE,
              expiration: { maxEntries: 500, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  // Workers as ES modules: pdf.js's worker (the plan viewer, features/punch-list/pdf-page.ts) reads import.meta.url to
  // find its image decoders, which a classic (iife) worker bundle cannot give it.
  worker: { format: 'es' },
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
