import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { loadConfig } from '../../config';
import { type RunningServer, startServer } from '../../server';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces the values of token and signature parameters, keeping the path and the others', () => {
    expect(redactUrl('/api/v1/auth/confirmEmailConnexion?token=abc')).toBe('/api/v1/auth/confirmEmailConnexion?token=[REDACTED]');
    expect(redactUrl('/api/v1/files/1?exp=1767225600&sig=xyz')).toBe('/api/v1/files/1?exp=1767225600&sig=[REDACTED]');
    expect(redactUrl('https://a.test/x?resetPasswordToken=s&page=2&refresh_token=r')).toBe(
      'https://a.test/x?resetPasswordToken=[REDACTED]&page=2&refresh_token=[REDACTED]',
    );
    expect(redactUrl('/api/v1/chantiers/list?page=1&search=sig')).toBe('/api/v1/chantiers/list?page=1&search=sig');
    expect(redactUrl('/x?%74oken=s&flag')).toBe('/x?%74oken=[REDACTED]&flag');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it('replaces the one-time values of a social sign-in: the provider’s code and state, our oauth_code and ticket', () => {
    expect(redactUrl('/api/v1/auth/oidc/google/callback?code=4/0AX&state=st8&scope=email')).toBe(
      '/api/v1/auth/oidc/google/callback?code=[REDACTED]&state=[REDACTED]&scope=email',
    );
    expect(redactUrl('https://app.test/sign-in?oauth_code=oc1&lang=fr')).toBe('https://app.test/sign-in?oauth_code=[REDACTED]&lang=fr');
    expect(redactUrl('/sign-up?ticket=tk1')).toBe('/sign-up?ticket=[REDACTED]');
  });
});

describe('request and mail logs carry no live token', () => {
  let db: TestDatabase;
  let server: RunningServer;
  const lines: string[] = [];
  const logText = () => lines.join('');

  beforeAll(async () => {
    db = await createTestDatabase();
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // SMTP_URL unset: mails become .eml files in DATA_DIR/outbox.
    const config = loadConfig({ PORT: '0', DATABASE_URL: db.url, DATA_DIR: db.dataDir, LOG_LEVEL: 'info', SEED_DEMO: 'false' });
    server = await startServer(config, pino({ level: 'info' }, sink));
  });
  afterAll(async () => {
    await server.stop();
    await db.drop();
  });

  const call = (p: string, init: RequestInit = {}) => fetch(`${server.url}${p}`, init);
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    call(p, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('logs requests without the token or signature values of their URL, query or Referer', async () => {
    await call('/api/v1/auth/confirmEmailConnexion?token=LIVE-CONFIRM-TOKEN');
    await post('/api/v1/auth/motPassOublie/reset?resetPasswordToken=LIVE-RESET-TOKEN', { password: 'x', confirmPassword: 'x' });
    await call('/api/v1/files/00000000-0000-4000-8000-000000000000?exp=4102444800&sig=LIVE-FILE-SIGNATURE');
    await post(
      '/graphql',
      { query: '{ __typename }' },
      { referer: `${server.url}/reset-password?token=LIVE-REFERER-TOKEN`, authorization: 'Bearer LIVE-BEARER' },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const text = logText();
    for (const secret of ['LIVE-CONFIRM-TOKEN', 'LIVE-RESET-TOKEN', 'LIVE-FILE-SIGNATURE', 'LIVE-REFERER-TOKEN', 'LIVE-BEARER'])
      expect(text).not.toContain(secret);
    // The access line names the request, not its headers: the Referer and the bearer are not written at all.
    expect(text).not.toContain('"headers"');
    const urls = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.req?.url)
      .map((l) => l.req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/confirmEmailConnexion?token=[REDACTED]',
        '/api/v1/auth/motPassOublie/reset?resetPasswordToken=[REDACTED]',
        '/api/v1/files/00000000-0000-4000-8000-000000000000?exp=4102444800&sig=[REDACTED]',
      ]),
    );
  });

  it('writes one line per answered request — trace id, method, path, status, time — and none for the health checks', async () => {
    const res = await call('/api/v1/nope?page=2', { headers: { 'X-Trace-Id': 'trace-access-1' } });
    expect(res.status).toBe(404);
    await call('/healthz', { headers: { 'X-Trace-Id': 'trace-access-2' } });
    await post('/graphql', { query: '{ __typename }' }, { 'X-Trace-Id': 'trace-access-3' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed.filter((l) => l.reqId === 'trace-access-1')).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/v1/nope?page=2' }),
        res: expect.objectContaining({ statusCode: 404 }),
        responseTime: expect.any(Number),
      }),
    ]);
    expect(parsed.filter((l) => l.reqId === 'trace-access-3')).toEqual([
      expect.objectContaining({
        level: 30,
        req: expect.objectContaining({ method: 'POST', url: '/graphql' }),
        res: expect.objectContaining({ statusCode: 200 }),
      }),
    ]);
    expect(lines.some((l) => l.includes('trace-access-2'))).toBe(false);
  });

  it('names the .eml file of a mail written without SMTP, not its link', async () => {
    const email = `log-${Date.now()}@example.test`;
    const res = await post('/api/v1/auth/register', {
      prenom: 'Sara',
      nom: 'Idrissi',
      email,
      password: 'Secret-123',
      confirmPassword: 'Secret-123',
      societe: 'Sud BTP',
    });
    expect(res.status).toBe(201);
    await server.services.outbox.kick();
    const outbox = path.join(db.dataDir, 'outbox');
    const [file] = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    const eml = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    const token = /email-verfication\?token=([\w-]+)/.exec(eml)?.[1];
    expect(token).toBeDefined();

    const written = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'mail written to outbox (SMTP_URL unset)');
    expect(written).toMatchObject({ to: email, file: path.join(outbox, file) });
    expect(written.links).toBeUndefined();
    expect(logText()).not.toContain(token);
  });
});
