import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** Where Debian's package puts it (`apt-get install -y pgbouncer`); PGBOUNCER_PATH for another. */
const PGBOUNCER = process.env.PGBOUNCER_PATH ?? (fs.existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer');
const START_TIMEOUT_MS = 10_000;

export interface PgBouncer {
  /** 127.0.0.1:port, for TEST_PGBOUNCER_URL. */
  address: string;
  /** The same database, user and password, through the bouncer. */
  route(url: string): string;
  /** What the bouncer logged (the last 200 lines), for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Rewrites a PostgreSQL URL to go through `address` (host:port), everything else kept. */
export function routeThrough(address: string, url: string): string {
  const routed = new URL(url);
  routed.host = address;
  return routed.toString();
}

const quoted = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * PgBouncer in transaction mode on a free loopback port, in front of the PostgreSQL of `upstreamUrl` (any database on
 * it: the `*` entry, so each test file's own database goes through). Its own ini file in a temporary directory.
 * `server_round_robin` hands each transaction the server connection that waited longest instead of the last one used,
 * so that a client depending on the session of its previous transaction meets another session at once, not when the
 * machine happens to be busy. No `ignore_startup_parameters`: a session setting sent at connection (statement_timeout,
 * options) is refused by the bouncer, so a client that sends one fails loudly rather than silently losing it.
 */
export async function startPgBouncer(upstreamUrl: string, opts: { poolSize?: number } = {}): Promise<PgBouncer> {
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const password = decodeURIComponent(upstream.password);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-pgbouncer-'));
  // Run as root, PgBouncer takes another identity (`-u`): it must read its files.
  fs.chmodSync(dir, 0o755);
  const users = path.join(dir, 'userlist.txt');
  // trust: no client authentication; the password (if any) is the one PgBouncer logs in to PostgreSQL with.
  fs.writeFileSync(users, `${quoted(user)} ${quoted(password)}\n`, { mode: 0o644 });
  const ini = path.join(dir, 'pgbouncer.ini');
  const lines: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const stopChild = () => child?.kill('SIGKILL');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    fs.writeFileSync(
      ini,
      [
        '[databases]',
        `* = host=${upstream.hostname || '127.0.0.1'} port=${upstream.port || '5432'}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${users}`,
        `admin_users = ${user}`,
        'pool_mode = transaction',
        `default_pool_size = ${opts.poolSize ?? 5}`,
        'max_client_conn = 500',
        'server_round_robin = 1',
        'query_wait_timeout = 30',
        'log_connections = 0',
        'log_disconnections = 0',
        '',
      ].join('\n'),
      { mode: 0o644 },
    );
    const args = process.getuid?.() === 0 ? ['-u', 'nobody', ini] : [ini];
    const started = spawn(PGBOUNCER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    // 'error' without 'exit' when it cannot be spawned at all (not installed).
    exited = new Promise((resolve) => {
      started.once('exit', () => resolve());
      started.once('error', (err) => {
        lines.push(String(err));
        resolve();
      });
    });
    for (const stream of [started.stdout, started.stderr])
      stream?.on('data', (chunk: Buffer) => {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        lines.splice(0, Math.max(0, lines.length - 200));
      });
    process.once('exit', stopChild);
    const address = `127.0.0.1:${port}`;
    if (await ready(routeThrough(address, upstreamUrl), exited)) {
      return {
        address,
        route: (url) => routeThrough(address, url),
        log: () => lines.join('\n'),
        async stop() {
          process.removeListener('exit', stopChild);
          // SIGTERM: immediate shutdown (SIGINT would wait for the clients to leave).
          started.kill('SIGTERM');
          const killer = setTimeout(() => started.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(killer);
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    process.removeListener('exit', stopChild);
    started.kill('SIGKILL');
    await exited;
    // The port taken in between (another run): once more on another.
    if (attempt >= 3 || !lines.some((l) => /Address already in use|bind/i.test(l))) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`PgBouncer (${PGBOUNCER}) did not start (apt-get install -y pgbouncer):\n${lines.join('\n')}`);
    }
  }
}

/** True once a query answers through the bouncer; false if it exits or does not answer in time. */
async function ready(url: string, exited: Promise<void>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!gone && Date.now() < deadline) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return false;
}
