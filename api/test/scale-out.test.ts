import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { REBUILD_MONTHS_SQL } from '../src/modules/finance/months/month-totals';
import { type RunningServer, startServer } from '../src/server';
import { addMember, createCompany, gqlErr, gqlOk, ME, PASSWORD, sql, type TestCompany } from './company';
import { type HttpAnswer, startTestServer, type TestServer } from './server';

/**
 * Two api processes on one PostgreSQL behind a round-robin proxy, as `docker compose up --scale app=2` runs them:
 * nothing may live only in one process's memory. Sessions (and their cache), sign-in limits, the monthly finance
 * totals, the sites' totals, stock levels and the mail outbox must come out as with one process.
 * PostgreSQL only — the embedded database belongs to one process — so jest.config.js leaves it out of the embedded run.
 */
const JWT_SECRET = randomBytes(32).toString('hex');

let t: TestServer;
let second: RunningServer;
let secondDir: string;
let proxy: { url: string; hits: number[]; stop(): Promise<void> };
let a: TestCompany;

/** Alternates requests between the upstreams (one per request, whatever the connection), and counts them. */
async function roundRobin(upstreams: string[]): Promise<typeof proxy> {
  const hits = upstreams.map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const i = next++ % upstreams.length;
    hits[i] += 1;
    const target = new URL(req.url ?? '/', upstreams[i]);
    const up = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  // fetch keeps its connections to the proxy between tests; under a loaded CI the proxy's 5 s idle close could cross a
  // request sent on one of them (ECONNRESET, 1 in a clean-clone run). The test's connections live as long as it does.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

async function call(url: string, init: RequestInit): Promise<HttpAnswer> {
  const res = await fetch(url, init);
  const raw = await res.text();
  return { status: res.status, body: raw ? JSON.parse(raw) : null, headers: res.headers };
}

/** GraphQL and REST against one base URL: process A, process B, or the proxy. */
const door = (base: () => string) => ({
  gql: (query: string, variables?: Record<string, unknown>, token?: string) =>
    call(`${base()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  rest: (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(`${base()}/api/v1${p}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
});
const A = door(() => t.url);
const B = door(() => second.url);
const LB = door(() => proxy.url);

beforeAll(async () => {
  t = await startTestServer({ JWT_SECRET });
  if (!t.db.url) throw new Error('scale-out needs a real PostgreSQL: the embedded run leaves this file out (jest.config.js)');
  secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-scale-out-'));
  second = await startServer(
    loadConfig({ PORT: '0', DATABASE_URL: t.db.url, DATA_DIR: secondDir, SMTP_URL: t.smtp.url, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JWT_SECRET }),
    pino({ level: 'silent' }),
  );
  proxy = await roundRobin([t.url, second.url]);
  a = await createCompany(t, 'Atlas BTP');
}, 60_000);
afterAll(async () => {
  await proxy?.stop();
  await second?.stop();
  if (secondDir) fs.rmSync(secondDir, { recursive: true, force: true });
  await t?.stop();
});

const LOGOUT = `mutation { logout }`;
const signedIn = async (door: typeof A, token: string) => (await door.gql(ME, {}, token)).body?.data?.me?.id as string | undefined;
const refused = async (door: typeof A, token: string) => gqlErr(await door.gql(ME, {}, token)).extensions.code === 'UNAUTHENTICATED';

describe('two api processes behind a round-robin', () => {
  it('share sessions: signed in on one, used on the other, ended on one and refused on the other at once', async () => {
    for (let i = 0; i < 8; i += 1) {
      const [from, to] = i % 2 ? [B, A] : [A, B];
      const m = await addMember(t, a);
      const signIn = gqlOk(
        await from.gql(`mutation ($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken } }`, {
          input: { email: m.email, password: PASSWORD },
        }),
      ).signIn;
      // Remembered by both processes.
      for (const door of [to, from, to, from]) expect(await signedIn(door, signIn.accessToken)).toBe(m.id);
      const refreshed = gqlOk(
        await to.gql(`mutation ($r: String) { refreshSession(refreshToken: $r) { accessToken } }`, { r: signIn.refreshToken }),
      ).refreshSession;
      expect(await signedIn(from, refreshed.accessToken)).toBe(m.id);
      gqlOk(await from.gql(LOGOUT, {}, signIn.accessToken));
      expect({ i, to: await refused(to, signIn.accessToken), from: await refused(from, signIn.accessToken) }).toEqual({ i, to: true, from: true });
      expect(await refused(to, refreshed.accessToken)).toBe(true);
    }
    // Through the proxy, each request on the other process than the one before.
    const m = await addMember(t, a);
    for (let i = 0; i < 4; i += 1) expect(await signedIn(LB, m.accessToken)).toBe(m.id);
    gqlOk(await LB.gql(LOGOUT, {}, m.accessToken));
    for (let i = 0; i < 4; i += 1) expect(await refused(LB, m.accessToken)).toBe(true);
    expect(proxy.hits.every((n) => n > 0)).toBe(true);
  });

  it('count sign-in failures across both processes', async () => {
    const m = await addMember(t, a);
    const before = [...proxy.hits];
    // LOGIN_MAX_FAILURES_PER_EMAIL_AND_IP is 5: five failures spread over both processes, then even the right password waits.
    for (let i = 0; i < 5; i += 1)
      expect((await LB.rest('POST', '/auth/authenticate', { email: m.email, password: 'Mauvais2024' })).status).toBe(401);
    const served = proxy.hits.map((n, i) => n - before[i]);
    expect(served.reduce((x, y) => x + y)).toBe(5);
    expect(served.every((n) => n >= 2)).toBe(true);
    for (const door of [A, B]) {
      const res = await door.rest('POST', '/auth/authenticate', { email: m.email, password: PASSWORD });
      expect(res.status).toBe(429);
    }
  });

  it('keep the monthly finance totals equal to a rebuild after purchases saved at once through both', async () => {
    const tok = a.manager.accessToken;
    const siteId = gqlOk(await LB.gql(`mutation ($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Scale' } }, tok))
      .createSite.id;
    const supplierId = gqlOk(
      await LB.gql(
        `mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }`,
        { input: { name: 'Béton Nord', ice: '123456789012399', email: 'b@n.ma', phone: '0522', address: 'x' } },
        tok,
      ),
    ).createSupplier.id;
    const PURCHASE = `mutation ($s: ID!, $input: PurchaseInput!) { createPurchase(siteId: $s, input: $input) { id } }`;
    const purchase = (date: string, amountHT: string) => ({ supplierId, label: 'Ciment', reference: 'F', date, amountHT, vatRate: '20' });
    const saved = await Promise.all(
      Array.from({ length: 40 }, (_, i) => LB.gql(PURCHASE, { s: siteId, input: purchase(i % 3 ? '2026-04-10' : '2026-05-02', '0.10') }, tok)),
    );
    const ids = saved.map((r) => gqlOk(r).createPurchase.id as string);
    // Moves across months and deletions, at once, through both.
    const changes = await Promise.all([
      ...ids
        .slice(0, 10)
        .map((id) =>
          LB.gql(
            `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { id } }`,
            { id, input: purchase('2026-06-15', '1.00') },
            tok,
          ),
        ),
      ...ids.slice(10, 15).map((id) => LB.gql(`mutation ($id: ID!) { deletePurchase(id: $id) }`, { id }, tok)),
    ]);
    changes.forEach((r) => gqlOk(r));

    const COLUMNS = 'site_id, month::text as month, purchases_ht::text as ht, purchases_vat::text as vat, purchases_ttc::text as ttc';
    const stored = () => sql(t, `select ${COLUMNS} from site_month_finance where site_id = $1 and purchases_ttc <> 0 order by month`, [siteId]);
    const kept = await stored();
    await sql(t, 'delete from site_month_finance');
    await sql(t, REBUILD_MONTHS_SQL);
    expect(kept).toEqual(await stored());
    expect(kept.find((m) => m.month === '2026-06-01')).toMatchObject({ ht: '10.00', ttc: '12.00' });
  }, 60_000);

  it('keep the sites totals and stock levels exact, whichever process answers', async () => {
    const tok = a.manager.accessToken;
    const LIST = `query ($f: SiteFilterInput) { sites(filter: $f, first: 1) { totalCount } }`;
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        LB.gql(
          `mutation ($input: SiteInput!) { createSite(input: $input) { id } }`,
          { input: { name: `Parallèle ${i}`, status: i % 2 ? 'EN_COURS' : 'TERMINE' } },
          tok,
        ),
      ),
    );
    const siteIds = made.map((r) => gqlOk(r).createSite.id as string);
    await Promise.all(siteIds.slice(0, 6).map((id) => LB.gql(`mutation ($id: ID!) { archiveSite(id: $id) { id } }`, { id }, tok)));
    await Promise.all(siteIds.slice(6, 9).map((id) => LB.gql(`mutation ($id: ID!) { deleteSite(id: $id) { deleted } }`, { id }, tok)));
    const [counted] = await sql(
      t,
      `select count(*) filter (where not archived)::int as active, count(*) filter (where archived)::int as archived, ` +
        `count(*) filter (where not archived and status = 'EN_COURS')::int as en_cours from site where company_id = $1`,
      [a.id],
    );
    for (const door of [A, B]) {
      expect(gqlOk(await door.gql(LIST, {}, tok)).sites.totalCount).toBe(counted.active);
      expect(gqlOk(await door.gql(LIST, { f: { archived: true } }, tok)).sites.totalCount).toBe(counted.archived);
      expect(gqlOk(await door.gql(LIST, { f: { status: 'EN_COURS' } }, tok)).sites.totalCount).toBe(counted.en_cours);
    }

    const product = gqlOk(
      await LB.gql(
        `mutation ($input: StockProductInput!) { createStockProduct(input: $input) { id } }`,
        {
          input: {
            label: 'Ciment',
            stockDay: '2026-03-02',
            alertThreshold: '5',
            warningThreshold: '10',
            stock: '30',
            unit: 'sac',
            category: 'Liants',
          },
        },
        tok,
      ),
    ).createStockProduct.id;
    const exits = await Promise.all(
      Array.from({ length: 36 }, () =>
        LB.gql(
          `mutation ($p: ID!, $input: StockMovementInput!) { addStockMovement(productId: $p, input: $input) { product { stock } } }`,
          { p: product, input: { type: 'SORTIE', quantity: '1' } },
          tok,
        ),
      ),
    );
    // 30 in stock: exactly 30 exits go through, the 6 others are refused, none is lost or doubled.
    expect(exits.filter((r) => !r.body.errors).length).toBe(30);
    const [{ stock }] = await sql(t, 'select stock::text as stock from stock_product where id = $1', [product]);
    expect(Number(stock)).toBe(0);
  }, 60_000);

  it('send each outbox mail once, though both processes send', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5, 6].map(() => addMember(t, a)));
    const before = t.smtp.mails.length;
    for (const m of members) expect((await LB.rest('POST', '/auth/motPassOublie', { email: m.email })).status).toBe(200);
    await Promise.all([
      t.server.services.outbox.kick(),
      second.services.outbox.kick(),
      t.server.services.outbox.kick(),
      second.services.outbox.kick(),
    ]);
    for (const m of members) await t.smtp.waitFor(m.email);
    await new Promise((r) => setTimeout(r, 300));
    const received = t.smtp.mails.slice(before).flatMap((mail) => mail.to);
    for (const m of members) expect({ to: m.email, times: received.filter((to) => to.includes(m.email)).length }).toEqual({ to: m.email, times: 1 });
  });
});
