// The compose file's proxy for the capacity bench: Caddy from the machine's packages, configured as docker-compose.yml
// configures it, on loopback.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface Proxy {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Caddy as docker-compose.yml configures it (round robin, a failing replica retried for 5 s), on loopback. */
export async function startCaddy(upstreams: number[]): Promise<Proxy> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-caddy-'));
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    file,
    `{\n  admin off\n  auto_https off\n}\nhttp://127.0.0.1:${port} {\n  reverse_proxy ${upstreams
      .map((p) => `127.0.0.1:${p}`)
      .join(' ')} {\n    lb_policy round_robin\n    lb_try_duration 5s\n  }\n}\n`,
  );
  const child: ChildProcess = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { url, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`Caddy did not answer on ${url}: ${stderr}`);
}
