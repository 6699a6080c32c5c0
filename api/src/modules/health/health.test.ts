// @both-databases: readiness asks the database.
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('health and readiness', () => {
  it('answers /healthz and /readyz with 200 while the database answers', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });

  it('echoes the caller trace id as X-Request-Id', async () => {
    const res = await fetch(`${t.url}/healthz`, { headers: { 'X-Trace-Id': 'trace-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
  });

  it('answers an unknown /api/v1 path with a French 404 body', async () => {
    const res = await t.rest('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, error: 'NOT_FOUND', message: "Cette adresse d'API n'existe pas." });
  });
});
