// The built app as `npm start` runs it (node api/dist/main.js serving web/dist, the embedded database in a
// temporary DATA_DIR, the demo company seeded), and the machine's Chromium: shared by the bundle budget
// (scripts/bundle-size.mjs) and the Lighthouse bench (scripts/bench-lighthouse.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless and off the network: no component updates, sync or QUIC probes to wait for. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** A GraphQL call to the built app: its data, or an error with the api's errors. */
export const gql = async (base, query, variables, token) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (!body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
};

export const DEMO_MANAGER = { email: 'admin@demo.chantiers.ma', password: 'Demo@2026' };

/**
 * Signs the demo MANAGER in through the sign-in screen open in `page`, as a person does; resolves on /dashboard once
 * the storage holds what the app keeps for a signed-in person (tokens, user, permissions).
 */
export async function signInThroughForm(page) {
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(DEMO_MANAGER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForFunction(() => window.location.pathname === '/dashboard' && localStorage.getItem('user_permissions') !== null, undefined, {
    timeout: 30_000,
  });
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built api on a fresh embedded database; resolves once /readyz answers 200. */
export async function startBuiltApp({ timeoutMs = 180_000 } = {}) {
  for (const [file, workspace] of [
    ['web/dist/index.html', 'web'],
    ['api/dist/main.js', 'api'],
  ]) {
    if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run npm run build (or npm run build -w ${workspace})`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-web-'));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'NODE_OPTIONS', 'SEED_DEMO', 'WEB_DIST']) delete env[name];
  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  void exit.then(() => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the app exited before being ready:\n${output}`);
    }
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop, output: () => output };
}
