import { randomInt } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { underStartupLock } from '../src/db/startup-lock';
import { adminDatabaseUrl, createTestDatabase, type TestDatabase } from './db';
import { type PgBouncer, startPgBouncer } from './pgbouncer';
import { useTestPooler } from './server';

/**
 * The api behind PgBouncer in transaction mode (issue 40), Debian's package started here on a free loopback port:
 * first what a session-dependent client meets there (the proof that the api's sessions had to move), then the api's
 * own timeouts through it, then the suite's concurrency, webhook and session-revocation files run again with every
 * test server's pool behind the bouncer and its sessions (startup lock, migrations, LISTEN) straight to PostgreSQL.
 *
 * A small pool (POOL server connections per database) and `server_round_robin` (test/pgbouncer.ts): consecutive
 * transactions of one client land on different sessions, and many clients share few sessions.
 */
const POOL = 4;
/** Run again below, inside this file: their servers start after `useTestPooler`, so they connect through the bouncer. */
const THROUGH_BOUNCER = [
  './concurrency.test',
  '../src/modules/finance/months/concurrent-changes.test',
  '../src/modules/webhooks/webhooks.test',
  '../src/modules/webhooks/webhooks.delivery.test',
  './webhooks-scale-out.test',
  '../src/core/auth/session-cache.test',
];

let bouncer: PgBouncer;
let db: TestDatabase;
const clients: Client[] = [];

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  clients.push(client);
  await client.connect();
  return client;
}

const through = () => bouncer.route(db.url!);

/** POOL clients each in a transaction at once: between them they hold every server connection of the database. */
async function everySession<T>(run: (c: Client) => Promise<T>): Promise<T[]> {
  const all = await Promise.all(Array.from({ length: POOL }, () => connect(through())));
  for (const c of all) await c.query('begin');
  try {
    return await Promise.all(all.map(run));
  } finally {
    await Promise.all(all.map((c) => c.query('commit')));
  }
}

beforeAll(async () => {
  bouncer = await startPgBouncer(adminDatabaseUrl(), { poolSize: POOL });
  useTestPooler(bouncer.address);
  db = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  useTestPooler(undefined);
  await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  await db?.drop();
  await bouncer?.stop();
});

describe('behind PgBouncer in transaction mode, a session belongs to no client', () => {
  it('refuses settings sent at connection: the api sends its timeouts per transaction, its startup lock straight', async () => {
    const client = new Client({ connectionString: through(), statement_timeout: 8000 });
    client.on('error', () => undefined);
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter: statement_timeout/);
    await client.end().catch(() => undefined);
    await expect(underStartupLock(through(), async () => 'ran')).rejects.toThrow(/unsupported startup parameter: options/);
  });

  it('leaves a session SET on one server connection, for whichever client comes next, not with the one that ran it', async () => {
    const setter = await connect(through());
    await setter.query("set statement_timeout = '1234ms'");
    const seen = await everySession(async (c) => {
      const { rows } = await c.query("select current_setting('statement_timeout') as v");
      await c.query('reset statement_timeout');
      return rows[0].v as string;
    });
    expect(seen.sort()).toEqual([...Array<string>(POOL - 1).fill('0'), '1234ms']);
  });

  it('grants a session advisory lock one client holds to another, whose transaction runs in the holder’s session', async () => {
    const key = randomInt(1, 2 ** 47);
    const holder = await connect(through());
    await holder.query('select pg_advisory_lock($1)', [key]);
    const got = await everySession(async (c) => (await c.query('select pg_try_advisory_lock($1) as got', [key])).rows[0].got as boolean);
    // Straight to PostgreSQL the lock is exclusive: nobody else gets it. Through the bouncer, one other client does.
    expect(got.filter(Boolean)).toHaveLength(1);
    // Once all have tried (an unlock in the holder's session would free the lock for the others still trying).
    await everySession((c) => c.query('select pg_advisory_unlock_all()'));
  });

  it('hands no notification to a client that LISTENs through it', async () => {
    const heard = { direct: 0, throughBouncer: 0 };
    const listeners = { direct: await connect(db.url!), throughBouncer: await connect(through()) };
    for (const [kind, listener] of Object.entries(listeners)) {
      listener.on('notification', () => (heard[kind as keyof typeof heard] += 1));
      await listener.query('listen chantiers_probe');
    }
    const sender = await connect(db.url!);
    for (let i = 0; i < 5; i += 1) await sender.query(`notify chantiers_probe, '${i}'`);
    for (let i = 0; i < 40 && heard.direct < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual({ direct: 5, throughBouncer: 0 });
  });
});

describe('the api behind PgBouncer', () => {
  it('takes DATABASE_DIRECT_URL for PostgreSQL itself (default DATABASE_URL), never without DATABASE_URL', () => {
    const [pooled, direct] = ['postgresql://chantiers@pgbouncer:6432/chantiers', 'postgresql://chantiers@db:5432/chantiers'];
    expect(loadConfig({ DATABASE_URL: pooled }).databaseDirectUrl).toBe(pooled);
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }).databaseDirectUrl).toBe(direct);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL: une connexion directe demande DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'db:5432' })).toThrow(/DATABASE_DIRECT_URL doit être une URL/);
  });

  it('does not start on the bouncer alone: without DATABASE_DIRECT_URL the first connection is refused', async () => {
    await expect(openDatabase({ databaseUrl: through(), dataDir: db.dataDir, timeoutMs: 8000 })).rejects.toThrow(
      /unsupported startup parameter: statement_timeout/,
    );
  });
});

describe('the api’s pool behind PgBouncer', () => {
  const TIMEOUT_MS = 250;
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await openDatabase({ databaseUrl: through(), directUrl: db.url, dataDir: db.dataDir, timeoutMs: TIMEOUT_MS });
  });
  afterAll(() => opened?.close());

  it('bounds the statements and lock waits of each transaction, and leaves no setting on the server connections', async () => {
    const em = opened!.orm.em.fork();
    await expect(em.transactional((tx) => tx.execute(`select pg_sleep(${(3 * TIMEOUT_MS) / 1000})`))).rejects.toMatchObject({ code: '57014' });
    const key = randomInt(1, 2 ** 47);
    const holder = await connect(db.url!);
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1)', [key]);
    const started = Date.now();
    await expect(em.transactional((tx) => tx.execute('select pg_advisory_xact_lock(?)', [key]))).rejects.toMatchObject({ code: '55P03' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    await holder.query('commit');
    // An explicit transaction left idle is ended by the server (idle_in_transaction_session_timeout, 4 × the timeout).
    // knex says on the console that a connection ended when the pool next checks it: expected here.
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const idle = opened!.orm.em.fork();
      await idle.begin();
      const [{ pid }] = await idle.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4 + 300));
      await expect(idle.execute('select 1')).rejects.toThrow(/connection error/);
      await idle.rollback().catch(() => undefined);
      // Ended by PostgreSQL: its session is gone.
      expect((await holder.query('select count(*)::int as n from pg_stat_activity where pid = $1', [pid])).rows).toEqual([{ n: 0 }]);
      // Outside a transaction: PostgreSQL's defaults, on every server connection.
      const settings = await everySession(
        async (c) =>
          (await c.query("select current_setting('statement_timeout') || '/' || current_setting('lock_timeout') as v")).rows[0].v as string,
      );
      expect(settings).toEqual(Array<string>(POOL).fill('0/0'));
      expect(await em.execute('select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      quiet.mockRestore();
    }
  });
});

for (const file of THROUGH_BOUNCER)
  describe(`through PgBouncer: ${file.replace(/^.*\//, '')}`, () => {
    require(file);
  });
