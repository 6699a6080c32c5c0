// `npm run bench` (uploads): 50 files of 10 MB sent by 10 clients at once to an api whose files are in an object store
// (FILES_DRIVER=s3, a real S3-protocol server on loopback), straight to the store by presigned URLs, then the same 50
// through the api (POST /api/v1/files, multipart) for comparison. The api runs in a process of its own; its resident
// memory (VmRSS) is read every 50 ms. Verdict: flat when the direct uploads raise the api's peak by < 64 MB.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestS3 } from '../api/test/s3-server';
import { adminDatabaseUrl, withClient } from './bench-sites-seed';

const FILES = 50;
const AT_ONCE = 10;
const SIZE = 10_000_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main(): Promise<void> {
  const admin = adminDatabaseUrl();
  const dbName = `chantiers_bench_uploads_${randomBytes(4).toString('hex')}`;
  await withClient(admin, (c) => c.query(`create database ${dbName}`));
  const s3 = await startTestS3();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-bench-uploads-'));
  const api = spawn(process.execPath, ['-r', '@swc-node/register', 'api/src/main.ts'], {
    env: {
      ...process.env,
      ...s3.env,
      NODE_ENV: 'test',
      SWC_NODE_PROJECT: 'api/tsconfig.json',
      PORT: String(port),
      DATABASE_URL: admin.replace(/\/[^/]*$/, `/${dbName}`),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await new Promise<void>((resolve, reject) => {
      api.stdout!.on('data', (d: Buffer) => d.toString().includes('Comptes de démonstration') && resolve());
      api.on('exit', (code) => reject(new Error(`the api stopped (${code})`)));
    });
    const signIn = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }',
        variables: { input: { email: 'admin@demo.chantiers.ma', password: 'Demo@2026' } },
      }),
    });
    const token = ((await signIn.json()) as { data: { signIn: { accessToken: string } } }).data.signIn.accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(SIZE - 9, 32)]);

    const direct = async () => {
      const start = await fetch(`${base}/api/v1/files/uploads`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'document', name: 'plan.pdf', size: pdf.length, contentType: 'application/pdf' }),
      });
      const { upload } = (await start.json()) as { upload: { uploadUrl: string; headers: Record<string, string>; ticket: string } };
      const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: new Uint8Array(pdf) });
      if (put.status !== 200) throw new Error(`PUT ${put.status}`);
      const done = await fetch(`${base}/api/v1/files/uploads/complete`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ ticket: upload.ticket }),
      });
      if (done.status !== 201) throw new Error(`complete ${done.status} ${await done.text()}`);
    };
    const viaApi = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)]), 'plan.pdf');
      const res = await fetch(`${base}/api/v1/files?kind=document`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 201) throw new Error(`upload ${res.status}`);
    };
    const run = async (label: string, one: () => Promise<void>) => {
      await one();
      await new Promise((r) => setTimeout(r, 500));
      const before = rssMb(api.pid!);
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, rssMb(api.pid!))), 50);
      const started = Date.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (next++ < FILES) await one();
        }),
      );
      clearInterval(timer);
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `bench: uploads ${label}: ${FILES} × 10 MB, ${AT_ONCE} at once, ${seconds.toFixed(1)} s — ` +
          `api memory ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
      );
      return peak - before;
    };
    const rise = await run('straight to the store (presigned)', direct);
    await run('through the api (multipart)', viaApi);
    console.log(
      `bench: uploads verdict: ${rise < 64 ? 'flat' : 'NOT flat'} (the direct uploads raise the api's memory by ${rise.toFixed(0)} MB; target < 64 MB)`,
    );
    if (rise >= 64) process.exitCode = 1;
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await s3.stop();
    await withClient(admin, (c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`bench: uploads failed (${err instanceof Error ? err.message : String(err)})`);
  process.exitCode = 1;
});
