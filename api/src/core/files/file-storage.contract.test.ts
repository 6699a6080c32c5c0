import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createCompany, PDF, pngImage, type TestCompany } from '../../../test/company';
import { startTestS3, S3_TEST_BUCKET, type TestS3 } from '../../../test/s3-server';
import { openTestOrm } from '../../../test/db';
import { startTestServer, type TestServer } from '../../../test/server';
import { type FileStorage, PostgresFileStorage } from './file-storage';
import { ObjectChecks } from './s3/object-checks';
import { s3ClientOf } from './s3/s3-client';
import { S3FileStorage } from './s3/s3-file-storage';

/** One suite, both drivers: what the services see of file storage must not depend on where the bytes are. */
let t: TestServer;
let s3: TestS3;
let a: TestCompany;
let checks: ObjectChecks;
let own: Awaited<ReturnType<typeof openTestOrm>>;
let store: S3FileStorage;
const drivers: Record<string, () => FileStorage> = { database: () => new PostgresFileStorage(), s3: () => store };

beforeAll(async () => {
  [t, s3] = await Promise.all([startTestServer(), startTestS3()]);
  a = await createCompany(t, 'Atlas Stockage');
  // An ORM of this file's own realm: entities made here hold this realm's Dates.
  own = await openTestOrm(t.db);
  const config = {
    driver: 's3' as const,
    bucket: S3_TEST_BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    publicEndpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = s3ClientOf(config);
  checks = new ObjectChecks(own.orm, client, S3_TEST_BUCKET);
  store = new S3FileStorage(client, client, S3_TEST_BUCKET, checks);
});
afterAll(async () => {
  await checks.stop();
  await own.close();
  await Promise.all([t.stop(), s3.stop()]);
});

const em = () => own.orm.em.fork() as EntityManager;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const newFile = (bytes: Buffer, claimed = false) => ({
  companyId: a.id,
  userId: a.manager.id,
  name: 'façade.png',
  contentType: 'image/png',
  bytes,
  sha256: sha(bytes),
  claimed,
});
const objectCount = () => s3.requests.filter((r) => r.method === 'PUT' && r.status === 200).length;
/** What the store holds under a key, read by a presigned GET. */
async function storeHolds(key: string): Promise<boolean> {
  const res = await store.getObject(key);
  return res !== null;
}
async function keyOf(id: string): Promise<string | null> {
  const [row] = await t.sql<{ storage_key: string | null }>('select storage_key from stored_file where id = $1', [id]);
  return row?.storage_key ?? null;
}

describe.each(Object.keys(drivers))('file storage contract: %s', (driver) => {
  const storage = () => drivers[driver]();

  it('gives back the exact bytes, name and type it was given; an unknown id reads as nothing', async () => {
    const png = pngImage([10, 20, 30], 9);
    const id = await storage().put(em(), newFile(png));
    expect(await storage().read(em(), id)).toEqual({ name: 'façade.png', contentType: 'image/png', size: png.length, bytes: png });
    expect(await storage().read(em(), '00000000-0000-4000-8000-000000000000')).toBeNull();
    const [row] = await t.sql('select size, sha256, company_id from stored_file where id = $1', [id]);
    expect(row).toEqual({ size: png.length, sha256: sha(png), company_id: a.id });
  });

  it('forgets removed files only when the removing transaction commits', async () => {
    const id = await storage().put(em(), newFile(PDF, true));
    await em()
      .transactional(async (tx) => {
        await storage().remove(tx, [id]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await storage().read(em(), id))?.bytes).toEqual(PDF);
    await em().transactional((tx) => storage().remove(tx, [id]));
    expect(await storage().read(em(), id)).toBeNull();
  });

  it('sweeps unclaimed uploads older than the limit, keeps claimed ones and recent ones', async () => {
    const old = await storage().put(em(), newFile(pngImage([1, 2, 3])));
    const kept = await storage().put(em(), newFile(pngImage([4, 5, 6]), true));
    const fresh = await storage().put(em(), newFile(pngImage([7, 8, 9])));
    await t.sql(`update stored_file set created_at = now() - interval '2 days' where id = any($1)`, [[old, kept]]);
    expect(await storage().sweep(em(), new Date(Date.now() - 24 * 3600 * 1000))).toBe(1);
    expect(await storage().read(em(), old)).toBeNull();
    expect(await storage().read(em(), kept)).not.toBeNull();
    expect(await storage().read(em(), fresh)).not.toBeNull();
  });

  it('locates a file for a download: bytes from PostgreSQL, a short-lived URL of the store that serves the same bytes', async () => {
    const png = pngImage([90, 60, 30], 5);
    const id = await storage().put(em(), newFile(png));
    const where = await storage().locate(em(), id, 60);
    if (driver === 'database') expect(where).toEqual({ bytes: expect.objectContaining({ bytes: png }) });
    else {
      if (!where || !('redirect' in where)) throw new Error(`expected a redirect, got ${JSON.stringify(where)}`);
      expect(where.redirect.startsWith(`${s3.endpoint}/${S3_TEST_BUCKET}/${a.id}/${id}?`)).toBe(true);
      const got = await fetch(where.redirect);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer())).toEqual(png);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''fa%C3%A7ade.png`);
    }
    expect(await storage().locate(em(), '00000000-0000-4000-8000-000000000000', 60)).toBeNull();
  });
});

describe('S3 driver: the store and the database stay in step', () => {
  it('keeps bytes out of PostgreSQL, under a key that starts with the company', async () => {
    const id = await store.put(em(), newFile(PDF));
    const [row] = await t.sql('select storage_key, data is null as empty from stored_file where id = $1', [id]);
    expect(row).toEqual({ storage_key: `${a.id}/${id}`, empty: true });
  });

  it('deletes a removed file’s object once the removal is committed, not before', async () => {
    const id = await store.put(em(), newFile(PDF, true));
    const key = (await keyOf(id))!;
    await em().transactional(async (tx) => {
      await store.remove(tx, [id]);
      await checks.run(); // a round while the removal is not committed: the check row is not visible yet
      expect(await storeHolds(key)).toBe(true);
    });
    await checks.run();
    expect(await storeHolds(key)).toBe(false);
  });

  it('leaves no object behind when the transaction that stored a file rolls back', async () => {
    let key = '';
    await em()
      .transactional(async (tx) => {
        const id = await store.put(tx, { ...newFile(PDF, true) });
        key = `${a.id}/${id}`;
        throw new Error('the record failed');
      })
      .catch(() => undefined);
    expect(await storeHolds(key)).toBe(true);
    await t.sql(`update stored_object_check set due_at = now() where key = $1`, [key]);
    await checks.run();
    expect(await storeHolds(key)).toBe(false);
  });

  it('reads a missing object as no file (deleted behind the api’s back), and a download of it as not found', async () => {
    const id = await store.put(em(), newFile(PDF, true));
    await t.sql(`update stored_file set storage_key = storage_key || '-gone' where id = $1`, [id]);
    expect(await store.read(em(), id)).toBeNull();
  });

  it('still reads files whose bytes are in PostgreSQL (before the copy moved them)', async () => {
    const id = await new PostgresFileStorage().put(em(), newFile(PDF));
    expect((await store.read(em(), id))?.bytes).toEqual(PDF);
    expect(await store.locate(em(), id, 60)).toEqual({ bytes: expect.objectContaining({ bytes: PDF }) });
  });

  it('refuses a presigned upload URL used after its expiry, or for another key, or for another method', async () => {
    const key = `${a.id}/00000000-0000-4000-8000-0000000000aa`;
    const put = (url: string, method = 'PUT') =>
      fetch(url, { method, body: method === 'PUT' ? new Uint8Array(PDF) : undefined, headers: { 'Content-Type': 'application/pdf' } });
    const before = objectCount();
    const short = await store.presignPut(key, 'application/pdf', 1);
    const otherKey = short.url.replace(a.id, '11111111-1111-4111-8111-111111111111');
    expect((await put(otherKey)).status).toBe(403);
    expect((await put(short.url, 'DELETE')).status).toBe(403);
    await new Promise((r) => setTimeout(r, 2100));
    const late = await put(short.url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
    expect(objectCount()).toBe(before);
    const fresh = await store.presignPut(key, 'application/pdf', 60);
    expect((await put(fresh.url)).status).toBe(200);
    expect(await storeHolds(key)).toBe(true);
  });
});
