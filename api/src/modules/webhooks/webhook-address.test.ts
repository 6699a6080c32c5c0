import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPrivateHostLiteral, isPublicAddress, PrivateAddressError, publicOnlyLookup } from './webhook-address';
import { postWebhook } from './webhook-sender';

/** Webhooks must not become a way into the server's own network (SSRF): only public addresses are called. */
describe('webhook receivers’ addresses', () => {
  it('takes public unicast addresses only', () => {
    for (const ok of ['8.8.8.8', '196.200.1.1', '2a00:1450:4007:80f::200e']) expect(isPublicAddress(ok)).toBe(true);
    for (const no of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
      'x',
    ])
      expect([no, isPublicAddress(no)]).toEqual([no, false]);
  });

  it('refuses a host written as a private address or as localhost, without asking DNS', () => {
    for (const host of ['localhost', 'LOCALHOST.', 'api.localhost', '127.0.0.1', '[::1]', '10.0.0.5', '169.254.169.254'])
      expect([host, isPrivateHostLiteral(host)]).toEqual([host, true]);
    for (const host of ['hooks.example.com', '8.8.8.8', '[2a00:1450:4007:80f::200e]'])
      expect([host, isPrivateHostLiteral(host)]).toEqual([host, false]);
  });

  it('refuses a name that resolves to a private address when connecting (DNS rebinding)', async () => {
    const err = await new Promise<Error | null>((resolve) => publicOnlyLookup('localhost', {}, (e) => resolve(e)));
    expect(err).toBeInstanceOf(PrivateAddressError);
  });

  it('does not call a private receiver unless the server allows it (development and tests)', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits += 1;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const post = { secret: 'whsec_x', body: '{}', eventId: 'e', eventType: 'ping', deliveryId: 'd' };
    try {
      expect(await postWebhook({ ...post, url: `http://127.0.0.1:${port}/` }, { allowPrivate: false })).toEqual({
        ok: false,
        status: null,
        excerpt: null,
        error: 'Adresse refusée : https:// est requis',
      });
      expect((await postWebhook({ ...post, url: `https://localhost:${port}/` }, { allowPrivate: false })).error).toBe(
        'Adresse refusée : adresse locale ou privée',
      );
      expect(hits).toBe(0);
      expect(await postWebhook({ ...post, url: `http://127.0.0.1:${port}/` }, { allowPrivate: true })).toEqual({
        ok: true,
        status: 200,
        excerpt: 'ok',
        error: null,
      });
      expect(hits).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('records a receiver that does not answer in time, or refuses the connection, in French', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const post = { secret: 'whsec_x', body: '{}', eventId: 'e', eventType: 'ping', deliveryId: 'd' };
    try {
      expect((await postWebhook({ ...post, url: `http://127.0.0.1:${port}/` }, { allowPrivate: true, timeoutSeconds: 0.3 })).error).toBe(
        'Délai dépassé : pas de réponse en 0.3 s',
      );
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect((await postWebhook({ ...post, url: `http://127.0.0.1:${port}/` }, { allowPrivate: true })).error).toBe('Connexion refusée par le serveur');
  });
});
