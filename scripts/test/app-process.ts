import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface AppProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once /readyz answers 200; rejects if the process exits first or after `ms`. */
  ready(ms?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * `npm start` as the README runs it (node scripts/start.mjs), in its own process group so kill -9 takes all; on
 * `node` (this process's Node unless told), which is also first on the PATH of what the start runs.
 */
export function npmStart(env: Record<string, string>, node = process.execPath): AppProcess {
  const PATH = [path.dirname(node), process.env.PATH].join(path.delimiter);
  const full: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env, PATH };
  delete full.DATABASE_URL;
  delete full.SMTP_URL;
  delete full.NODE_OPTIONS;
  const child = spawn(node, ['scripts/start.mjs'], { cwd: ROOT, env: full, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${env.PORT}`;
  let done = false;
  void exited.then(() => (done = true));
  return {
    child,
    base,
    output: () => output,
    exited,
    async ready(ms = 180_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        if (done) throw new Error(`exited before being ready:\n${output}`);
        const ok = await fetch(`${base}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`not ready within ${ms} ms:\n${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (done) return exited;
      // SIGKILL goes to the whole group (start.mjs and the api it spawned), as a crash or `kill -9` would.
      if (signal === 'SIGKILL') process.kill(-child.pid!, 'SIGKILL');
      else child.kill(signal);
      return exited;
    },
  };
}

export async function json(base: string, p: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A GET with the given Accept-Encoding, answering the raw bytes as sent (fetch would decode them). */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
