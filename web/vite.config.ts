import path from 'node:path';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@chantiers\/schema$/, replacement: path.resolve(__dirname, '../schema/index.ts') },
      { find: /^@chantiers\/schema\/(.*)$/, replacement: path.resolve(__dirname, '../schema/$1') },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api, '/healthz': api, '/readyz': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
});
