import net from 'node:net';
import { createCompany } from '../../test/company';
import { adminDatabaseUrl } from '../../test/db';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * A TCP relay between the api and PostgreSQL that the test can cut and restore: the database becomes
 * unreachable exactly as when a network link or the server goes away.
 */
async function relayTo(target: URL): Promise<{ port: number; cut(): void; restore(): void; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
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
    restore() {
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
    {},
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
});
