import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { createCompany } from '../../../../test/company';
import { startTestS3, S3_TEST_BUCKET, S3_TEST_KEYS, type TestS3 } from '../../../../test/s3-server';
import { startTestServer, type TestServer } from '../../../../test/server';
import { openTestOrm } from '../../../../test/db';
import { copyFilesToStore } from './copy-files';
import { ObjectChecks } from './object-checks';
import { s3ClientOf } from './s3-client';
import { S3FileStorage } from './s3-file-storage';

/** `npm run files:copy -w api`, as an operator runs it: a process of its own, killed half-way, run again. */
let t: TestServer;
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await startTestServer(s3.env);
});
afterAll(async () => {
  await t.stop();
  await s3.stop();
});

const cli = path.join(__dirname, '../../../db/copy-files.cli.ts');
function copy(onLine: (line: string, child: ChildProcess) => void): Promise<{ code: number | null; signal: string | null; out: string }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', cli], {
    env: { ...process.env, ...s3.env, DATABASE_URL: t.db.url, SWC_NODE_PROJECT: path.join(__dirname, '../../../../tsconfig.json') },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line) onLine(line, child);
  });
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out })));
}

it('moves 1,000 files from PostgreSQL to the store, killed half-way and run again, each written once and checked', async () => {
  const a = await createCompany(t, 'Atlas Copie');
  await t.sql(
    `insert into stored_file (id, company_id, name, content_type, size, sha256, data, claimed_at, created_at)
     select gen_random_uuid(), $1, 'photo-' || i || '.png', 'image/png', 64, encode(sha256(b), 'hex'), b, now(), now()
       from generate_series(1, 1000) i,
            lateral (select decode(md5(i::text) || md5((i * 7)::text) || md5((i * 13)::text) || md5((i * 17)::text), 'hex') as b) bytes`,
    [a.id],
  );
  const puts = () => s3.requests.filter((r) => r.method === 'PUT' && r.status === 200).length;

  const first = await copy((line, child) => {
    if (line.startsWith('500 ')) child.kill('SIGKILL');
  });
  expect(first.signal).toBe('SIGKILL');
  const [{ n: moved }] = await t.sql<{ n: number }>(`select count(*)::int as n from stored_file where company_id = $1 and storage_key is not null`, [
    a.id,
  ]);
  expect(moved).toBeGreaterThanOrEqual(500);
  expect(moved).toBeLessThan(1000);

  // Meanwhile the app reads both: a moved file from the store, a file not moved yet from PostgreSQL.
  const own = await openTestOrm(t.db);
  const client = s3ClientOf({
    driver: 's3',
    bucket: S3_TEST_BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    publicEndpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_KEYS,
  });
  const checks = new ObjectChecks(own.orm, client, S3_TEST_BUCKET);
  const store = { storage: new S3FileStorage(client, client, S3_TEST_BUCKET, checks), s3: client, bucket: S3_TEST_BUCKET, checks };
  for (const inStore of [true, false]) {
    const [row] = await t.sql<{ id: string; sha256: string }>(
      `select id, sha256 from stored_file where company_id = $1 and (storage_key is not null) = $2 limit 1`,
      [a.id, inStore],
    );
    const read = await store.storage.read(own.orm.em.fork(), row.id);
    expect(createHash('sha256').update(read!.bytes).digest('hex')).toBe(row.sha256);
  }

  // Run again (in this process: the command's function), it finishes; the files written before the kill but not yet
  // recorded are found in the store with their checksum, not written again.
  try {
    const second = await copyFilesToStore(own.orm, store);
    expect(second.left).toBe(0);
    expect(second.copied + second.found).toBe(1000 - moved);
    expect(puts()).toBe(1000);
    // Nothing left to do: a third run writes nothing.
    expect(await copyFilesToStore(own.orm, store)).toEqual({ copied: 0, found: 0, left: 0 });
  } finally {
    await own.close();
  }
  const rows = await t.sql<{ storage_key: string; sha256: string; empty: boolean }>(
    `select storage_key, sha256, data is null as empty from stored_file where company_id = $1`,
    [a.id],
  );
  expect(rows.filter((r) => r.empty && r.storage_key).length).toBe(1000);
  for (const row of rows.slice(0, 100)) {
    const got = await client.send(new GetObjectCommand({ Bucket: S3_TEST_BUCKET, Key: row.storage_key }));
    expect(
      createHash('sha256')
        .update(await got.Body!.transformToByteArray())
        .digest('hex'),
    ).toBe(row.sha256);
  }
}, 180_000);
