import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { staticWeb } from './static-web';

let dist: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chantiers</title>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Chantiers"}');
  fs.writeFileSync(path.join(dist, 'theme-boot.js'), '/* boot */');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'export {};');
  const app = express().use(staticWeb(dist));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it.each([
  // A phone checks the service worker and the manifest at each start, so a new version reaches it at once.
  ['/sw.js', 'no-cache'],
  ['/manifest.webmanifest', 'no-cache'],
  ['/theme-boot.js', 'public, max-age=3600'],
  ['/assets/app-1a2b3c.js', 'public, max-age=31536000, immutable'],
  ['/detail-chantier/3/finances', 'no-cache'],
])('%s is cached as %s', async (url, cacheControl) => {
  const res = await fetch(`${base}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(cacheControl);
});

it('answers the app for a screen, not for the api', async () => {
  expect(await (await fetch(`${base}/sites`)).text()).toContain('<title>Chantiers</title>');
  expect((await fetch(`${base}/api/v1/nothing`)).status).toBe(404);
});
