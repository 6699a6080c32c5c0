// The bench's servers in processes of their own, so that the load generator never shares their event loop: a bench
// file forks itself with a role argument, the child calls `serve` once it listens, and the parent gets a `Child` that
// can ask its CPU time and stop it. `runApp` is the real api (api/src/server.ts) as deployed.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

export interface Child {
  port: number;
  pid: number;
  /** CPU time the child has used, in milliseconds. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

/** Tells the parent the port, answers 'cpu' with its CPU time so far (µs), stops on 'stop' or when the parent goes away. */
export function serve(port: number, stop: () => Promise<void>): void {
  let stopping = false;
  const end = async () => {
    if (stopping) return;
    stopping = true;
    await stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'stop') void end();
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpu: user + system });
    }
  });
  process.on('disconnect', () => void end());
  process.send!({ port });
}

/**
 * The real api on BENCH_DATABASE_URL, signing with BENCH_JWT_SECRET; BENCH_APP_ENV (JSON) adds configuration
 * (TRUST_PROXY behind a proxy, …). Logs silent unless BENCH_APP_LOG_LEVEL.
 */
export async function runApp(): Promise<void> {
  const { loadConfig } = require('../api/src/config');
  const { startServer } = require('../api/src/server');
  const pino = require('pino');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-bench-'));
  const config = loadConfig({
    PORT: '0',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: process.env.BENCH_JWT_SECRET,
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    ...JSON.parse(process.env.BENCH_APP_ENV ?? '{}'),
  });
  const server = await startServer(config, pino({ level: process.env.BENCH_APP_LOG_LEVEL ?? 'silent' }));
  serve(server.port, async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** `file` in a child process with the argument `role`, resolved once it listens. */
export function startChild(file: string, role: string, env: Record<string, string>): Promise<Child> {
  // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = role === 'app' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child: ChildProcess = fork(file, [role], {
    cwd: root,
    execArgv: ['-r', '@swc-node/register', ...profile],
    // Measured as deployed (Dockerfile, npm start): graphql-js and express drop their development checks.
    env: { ...process.env, NODE_ENV: 'production', SWC_NODE_PROJECT: path.join(root, 'api', 'tsconfig.json'), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const cpuMs = () =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${role} server did not answer 'cpu'`)), 10_000);
      const onMessage = (m: any) => {
        if (typeof m?.cpu !== 'number') return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(m.cpu / 1000);
      };
      child.on('message', onMessage);
      child.send('cpu');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${role} server did not start within 120 s`));
    }, 120_000);
    child.once('message', (m: any) => {
      clearTimeout(timer);
      resolve({ port: m.port, pid: child.pid!, cpuMs, stop });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${role} server exited before listening (${code ?? signal})`));
    });
  });
}

/** A top-level definition of a GraphQL document of the web (`file` under web/src), from `head` to its closing brace. */
export function webDefinition(file: string, head: string): string {
  const doc = fs.readFileSync(path.join(root, 'web', 'src', file), 'utf8');
  const start = doc.indexOf(head);
  if (start < 0) throw new Error(`${head} not found in web/src/${file}`);
  let depth = 0;
  for (let i = doc.indexOf('{', start); i < doc.length; i++) {
    if (doc[i] === '{') depth++;
    else if (doc[i] === '}' && --depth === 0) return doc.slice(start, i + 1);
  }
  throw new Error(`${head} is not closed in web/src/${file}`);
}
