// Proves the zero-setup path: the BUILT app with no DATABASE_URL starts on the embedded PostgreSQL, becomes
// ready, seeds the demo company, and the demo MANAGER signs in through /api/v1/auth/authenticate.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-smoke-'));
const port = 4300 + Math.floor(Math.random() * 500);
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
delete env.SMTP_URL;
const app = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
let output = '';
app.stdout.on('data', (d) => (output += d));

const base = `http://127.0.0.1:${port}`;
let failed = false;
try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (Date.now() > deadline || app.exitCode !== null) throw new Error(`not ready within 60 s\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  const email = output.match(/Admin Société \(MANAGER\)\s+(\S+)\s+\/\s+(\S+)/);
  if (!email) throw new Error(`the demo accounts were not printed:\n${output}`);
  const res = await fetch(`${base}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: email[1], password: email[2] }),
  });
  const body = await res.json();
  if (res.status !== 200 || body.userDetails?.role !== 'MANAGER' || !body.access_token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  const page = await fetch(`${base}/sign-in`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) throw new Error('the web app is not served');
  const exited = new Promise((resolve) => app.once('exit', (code) => resolve(code)));
  app.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 15_000))]);
  if (code !== 0) throw new Error(`SIGTERM did not stop the server cleanly (exit: ${code})`);
  console.log(`embedded smoke: ready, demo MANAGER ${email[1]} signed in, web app served, SIGTERM drained (exit 0)`);
} catch (err) {
  failed = true;
  console.error(`embedded smoke FAILED: ${err.message}`);
} finally {
  if (app.exitCode === null) {
    app.kill('SIGKILL');
    await new Promise((r) => app.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
