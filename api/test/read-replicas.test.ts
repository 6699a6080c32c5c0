import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/server';
import { createTestDatabase } from './db';
import { addMember, createCompany, createSite, createSupplier, gqlOk, LIST_SITES, type Member, type TestCompany } from './company';
import { startTestServer, type TestServer } from './server';

/**
 * Read replicas (issue 40, core/replicas): a PostgreSQL primary and a streaming replica of our own (initdb,
 * pg_basebackup -R), on loopback ports, the api on both. The lists go to the replica; the user who just wrote reads
 * the primary until the replica has replayed their write, on whichever api process answers; a stopped replica leaves
 * the reads to the primary. The machine's own cluster is not touched (only the test server's unused database is made
 * there). PostgreSQL binaries only: jest.config.js leaves this file out of the embedded run.
 */
const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);
const JWT_SECRET = randomBytes(32).toString('hex');

interface Cluster {
  dir: string;
  port: number;
  url: string;
}

let dir: string;
let primary: Cluster;
let replica: Cluster;
let t: TestServer;
let second: RunningServer;
let secondDir: string;
let a: TestCompany;
let reader: Member;
let writer: Member;
let works: { siteId: string; supplierId: string };

/** initdb refuses root: as root, the clusters belong to `postgres`, which runs their commands. */
const root = process.getuid?.() === 0;
const asOwner = (cmd: string, args: string[]) => (root ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startCluster(name: string, port: number, settings: string[]): Promise<Cluster> {
  const data = path.join(dir, name);
  const options = [`port=${port}`, 'listen_addresses=127.0.0.1', `unix_socket_directories=${dir}`, 'fsync=off', 'shared_buffers=16MB', ...settings];
  await asOwner(`${BIN}/pg_ctl`, ['-D', data, '-l', `${data}.log`, '-w', '-s', '-o', options.map((o) => `-c ${o}`).join(' '), 'start']);
  return { dir: data, port, url: `postgresql://postgres@127.0.0.1:${port}/chantiers` };
}

async function query<R extends Record<string, any>>(url: string, text: string): Promise<R[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as R[];
  } finally {
    await c.end();
  }
}

const lsn = (v: string) => {
  const [high, low] = v.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The replica has replayed everything the primary has written so far. */
async function caughtUp(): Promise<void> {
  const [{ at }] = await query<{ at: string }>(primary.url, 'select pg_current_wal_lsn()::text as at');
  await until('the replica to catch up', async () => {
    const [{ replayed }] = await query<{ replayed: string }>(replica.url, 'select pg_last_wal_replay_lsn()::text as replayed');
    return lsn(replayed) >= lsn(at);
  });
}

async function pauseReplay(): Promise<void> {
  await query(replica.url, 'select pg_wal_replay_pause()');
  await until('replay to pause', async () => (await query(replica.url, 'select pg_get_wal_replay_pause_state() as s'))[0].s === 'paused');
}

async function gqlAt(url: string, q: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: q, variables }),
  });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

/** The names on the first page of the sites list, as `who` sees it through process `url`. */
async function siteNames(who: Member, url = t.url): Promise<string[]> {
  return gqlOk(await gqlAt(url, LIST_SITES, { first: 50 }, who.accessToken)).sites.items.map((s: { name: string }) => s.name);
}

const CREATE = `mutation ($input: SiteInput!) { createSite(input: $input) { id } }`;
const PURCHASES = `query ($s: ID!) { purchases(siteId: $s) { items { label } total } }`;

async function buy(label: string): Promise<void> {
  const input = { supplierId: works.supplierId, label, reference: 'F-1', date: '2026-04-10', amountHT: '100.00', vatRate: '20' };
  gqlOk(
    await t.gql(
      `mutation ($s: ID!, $input: PurchaseInput!) { createPurchase(siteId: $s, input: $input) { id } }`,
      { s: works.siteId, input },
      writer.accessToken,
    ),
  );
}

/** The replica-tolerant reads the first api process sent to each side so far. */
const served = () => ({ ...t.server.services.replicas.served });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-read-replicas-'));
  if (root) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    fs.chownSync(dir, Number(uid.stdout), Number(gid.stdout));
  }
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  // The migrated schema, dumped from a copy of the run's template (a dump of the template itself would hold a
  // connection to it and fail other files' CREATE DATABASE … TEMPLATE): 1 s, where migrating afresh took 6.
  const dump = path.join(dir, 'schema.dump');
  const copy = await createTestDatabase();
  await Promise.all([
    // initdb's default pg_hba.conf trusts loopback, replication connections included (-A trust).
    asOwner(`${BIN}/initdb`, ['-D', path.join(dir, 'primary'), '-A', 'trust', '-U', 'postgres', '-N', '--no-instructions']),
    run(`${BIN}/pg_dump`, ['-d', copy.url!, '-Fc', '-Z0', '-f', dump]).finally(() => copy.drop()),
  ]);
  primary = await startCluster('primary', primaryPort, ['wal_level=replica', 'max_wal_senders=4', 'full_page_writes=off']);
  await query(primary.url.replace(/\/chantiers$/, '/postgres'), 'create database chantiers');
  await run(`${BIN}/pg_restore`, ['-d', primary.url, dump]);
  const backup = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-R', '-X', 'stream', '-c', 'fast'];
  await asOwner(`${BIN}/pg_basebackup`, [...backup, '-D', path.join(dir, 'replica')]);
  replica = await startCluster('replica', replicaPort, ['hot_standby=on']);

  // Straight to our primary, also under TEST_PGBOUNCER=1 (whose bouncer fronts the machine's cluster, not this one).
  const env = { DATABASE_URL: primary.url, DATABASE_DIRECT_URL: primary.url, DATABASE_REPLICA_URLS: replica.url, JWT_SECRET };
  t = await startTestServer(env);
  secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-read-replicas-api-'));
  second = await startServer(
    loadConfig({ ...env, PORT: '0', DATA_DIR: secondDir, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    pino({ level: 'silent' }),
  );
  a = await createCompany(t, 'Réplique BTP');
  reader = a.manager;
  writer = await addMember(t, a, { role: 'MANAGER' });
  works = {
    siteId: (await createSite(t, writer.accessToken, { name: 'Chantier des achats' })).id,
    supplierId: (await createSupplier(t, writer.accessToken)).id,
  };
  await buy('Ciment livré');
  await caughtUp();
}, 60_000);

afterAll(async () => {
  await second?.stop();
  await t?.stop();
  for (const cluster of [replica, primary])
    if (cluster) await asOwner(`${BIN}/pg_ctl`, ['-D', cluster.dir, '-m', 'immediate', '-s', 'stop']).catch(() => undefined);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  if (secondDir) fs.rmSync(secondDir, { recursive: true, force: true });
});

describe('read replicas with read-your-writes', () => {
  it('serves the sites list from the replica: a site whose replay is paused is not in another user’s list', async () => {
    await pauseReplay();
    gqlOk(await t.gql(CREATE, { input: { name: 'Villa en attente' } }, writer.accessToken));
    // On the primary, and only there.
    expect(await t.sql(`select name from site where name = 'Villa en attente'`)).toHaveLength(1);
    expect(await query(replica.url, `select name from site where name = 'Villa en attente'`)).toHaveLength(0);

    const before = served();
    expect(await siteNames(reader)).not.toContain('Villa en attente');
    expect(await siteNames(reader, second.url)).not.toContain('Villa en attente');
    expect(served().replica).toBe(before.replica + 1);
    // The dashboard's latest sites too.
    const latest = gqlOk(await t.gql(`query { latestSites(limit: 20) { name } }`, {}, reader.accessToken)).latestSites;
    expect(latest.map((s: { name: string }) => s.name)).not.toContain('Villa en attente');
  });

  it('serves the purchases list, a site-record list, the dashboard and the purchases export from the replica too', async () => {
    await buy('Ciment en attente');
    const before = served();
    const labels = (who: Member) =>
      t.gql(PURCHASES, { s: works.siteId }, who.accessToken).then((r) => gqlOk(r).purchases.items.map((p: { label: string }) => p.label));
    expect(await labels(reader)).toEqual(['Ciment livré']);
    gqlOk(await t.gql(`query ($s: ID!) { serviceSheets(siteId: $s) { total } }`, { s: works.siteId }, reader.accessToken));
    const dashboard = gqlOk(
      await t.gql(`query { monthFinance(month: "2026-04") { month } monthTasks { id } toPay { count } }`, {}, reader.accessToken),
    );
    expect(dashboard.toPay.count).toBe(1);
    const csv = await t.rest('GET', `/chantiers/depenses/export?idChantier=${works.siteId}&format=csv`, undefined, {
      authorization: `Bearer ${reader.accessToken}`,
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Ciment livré');
    expect(csv.body).not.toContain('Ciment en attente');
    // Every one of them answered by the replica (a failed replica read would have been answered by the primary).
    expect(served()).toEqual({ replica: before.replica + 6, primary: before.primary });
    // The buyer reads the primary.
    expect(await labels(writer)).toEqual(['Ciment en attente', 'Ciment livré']);
  });

  it('shows the writer their own changes at once, on GraphQL and REST, on either api process (read-your-writes)', async () => {
    const before = served();
    expect(await siteNames(writer)).toContain('Villa en attente');
    // The other process never saw the write: it knows from user_write_mark on the primary.
    expect(await siteNames(writer, second.url)).toContain('Villa en attente');
    expect(served()).toEqual({ replica: before.replica, primary: before.primary + 1 });

    // A REST write through the second process, read back through the REST list of the first.
    const auth = { authorization: `Bearer ${writer.accessToken}` };
    const saved = await fetch(`${second.url}/api/v1/chantiers/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ libelle: 'Riad par REST' }),
    });
    expect(saved.status).toBe(201);
    const list = await t.rest('GET', '/chantiers/list?size=50', undefined, auth);
    expect(list.status).toBe(200);
    expect(list.body.content.map((s: { libelle: string }) => s.libelle)).toEqual(expect.arrayContaining(['Villa en attente', 'Riad par REST']));
    // Still paused: the reader's lists still come from the replica.
    expect(await siteNames(reader)).not.toContain('Riad par REST');
  });

  it('lets the other user see them once the replica has replayed them, and the writer returns to the replica', async () => {
    await query(replica.url, 'select pg_wal_replay_resume()');
    await until('the reader to see the writes', async () => {
      const names = await siteNames(reader);
      return names.includes('Villa en attente') && names.includes('Riad par REST');
    });
    // Past the writer's mark, the replica serves the writer too (its position is re-read every 100 ms at most).
    await until('the writer back on the replica', async () => {
      const before = served();
      expect(await siteNames(writer)).toContain('Riad par REST');
      return served().replica === before.replica + 1;
    });
  });

  it('answers from the primary when the replica is down', async () => {
    await asOwner(`${BIN}/pg_ctl`, ['-D', replica.dir, '-m', 'immediate', '-s', 'stop']);
    gqlOk(await t.gql(CREATE, { input: { name: 'Chantier sans réplique' } }, writer.accessToken));
    const before = served();
    for (const url of [t.url, second.url]) expect(await siteNames(reader, url)).toContain('Chantier sans réplique');
    const latest = gqlOk(await t.gql(`query { latestSites(limit: 20) { name } }`, {}, reader.accessToken)).latestSites;
    expect(latest.map((s: { name: string }) => s.name)).toContain('Chantier sans réplique');
    expect(served().primary).toBeGreaterThanOrEqual(before.primary + 2);
  });
});
