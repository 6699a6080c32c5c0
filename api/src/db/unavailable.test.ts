import net from 'node:net';
import { createCompany } from '../../test/company';
import { adminDatabaseUrl } from '../../test/db';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * A TCP relay between the api and PostgreSQL that the test can cut, stall and restore: the database becomes
 * unreachable exactly as when a network link or the server goes away (cut: connections reset), or as when it
 * hangs (stall: connections stay open and nothing comes back, no reset, no close).
 */
async function relayTo(target: URL): Promise<{ port: number; cut(): void; stall(): void; restore(): void; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let open = true;
  let stalled = false;
  const server = net.createServer((client) => {
    if (stalled) {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => client.destroy());
      return;
    }
    if (!open) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    stall() {
      stalled = true;
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
    },
    restore() {
      if (stalled) for (const s of sockets) s.destroy();
      stalled = false;
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestServer;
let relay: Awaited<ReturnType<typeof relayTo>>;
let token: string;

beforeAll(async () => {
  relay = await relayTo(new URL(adminDatabaseUrl()));
  t = await startTestServer(
    { DATABASE_TIMEOUT_MS: '1500' },
    { routeDatabase: (url) => Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(relay.port) }).toString() },
  );
  token = (await createCompany(t)).manager.accessToken;
});
afterAll(async () => {
  await t?.stop();
  await relay?.close();
});

const SITES = '{ sites(first: 5) { totalCount } }';
const sites = () => t.gql(SITES, undefined, token);

describe('when the database cannot be reached', () => {
  it('answers 503 on both doors and on /readyz at once, then recovers by itself', async () => {
    expect((await sites()).status).toBe(200);
    relay.cut();
    try {
      // Each call finishes inside the test's timeout: a refused connection fails at once, no pool wait.
      const gql = await sites();
      const rest = await t.rest('GET', '/chantiers/list', undefined, { authorization: `Bearer ${token}` });
      expect(gql.status).toBe(503);
      expect(gql.body.errors?.[0]).toMatchObject({
        message: 'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
        extensions: { code: 'UNAVAILABLE', status: 503 },
      });
      expect(rest.status).toBe(503);
      expect(rest.body).toMatchObject({ status: 503, error: 'UNAVAILABLE' });
      expect((await fetch(`${t.url}/readyz`)).status).toBe(503);
    } finally {
      relay.restore();
    }
    let answer = await sites();
    for (let i = 0; i < 20 && answer.status !== 200; i++) answer = await sites();
    expect(answer.status).toBe(200);
    expect(answer.body.data?.sites.totalCount).toBe(0);
    expect((await fetch(`${t.url}/readyz`)).status).toBe(200);
  });

  it('answers 503 within seconds when the database hangs (no reset, no close), then recovers', async () => {
    expect((await sites()).status).toBe(200);
    relay.stall();
    try {
      const started = Date.now();
      const [gql, rest] = await Promise.all([sites(), t.rest('GET', '/chantiers/list', undefined, { authorization: `Bearer ${token}` })]);
      // DATABASE_TIMEOUT_MS is 1.5 s here (8 s by default): the client gives up one second after the server would.
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(gql.status).toBe(503);
      expect(gql.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
      expect(rest.status).toBe(503);
    } finally {
      relay.restore();
    }
    let answer = await sites();
    for (let i = 0; i < 20 && answer.status !== 200; i++) answer = await sites();
    expect(answer.status).toBe(200);
  });
});
