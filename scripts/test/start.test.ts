import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { json, npmStart, rawGet, ROOT } from './app-process';

/**
 * The README's `npm start` on the embedded database, the way a newcomer meets it: a first start, a restart,
 * a second start beside a running one, a start after a source change, and a start after `kill -9`.
 * The build step of `npm test` has run before, so nothing is stale at first.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-start-'));
const port = () => String(4700 + Math.floor(Math.random() * 800));
const MANAGER = { email: 'admin@demo.chantiers.ma', password: 'Demo@2026' };
const signIn = (base: string, password = MANAGER.password) => json(base, '/api/v1/auth/authenticate', { email: MANAGER.email, password });
const SITES = '{ sites(first: 50, filter: { search: "Survivant" }) { totalCount } }';

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm start on the embedded database', () => {
  let PORT = port();

  it('starts the first time, seeds the demo company and signs its MANAGER in again and again', async () => {
    const app = npmStart({ PORT, DATA_DIR: dataDir });
    try {
      await app.ready();
      expect(app.output()).toContain('admin@demo.chantiers.ma');
      // The embedded database once answered 500 after a few sign-ins (a shared prepared statement).
      const answers: number[] = [];
      for (let i = 0; i < 3; i++) answers.push((await signIn(app.base, 'Mauvais@2026')).status);
      for (let i = 0; i < 20; i++) answers.push((await signIn(app.base)).status);
      expect(answers).toEqual([401, 401, 401, ...Array(20).fill(200)]);
      const page = await fetch(`${app.base}/sign-in`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      expect(await app.stop()).toBe(0);
    }
  });

  it('starts a second time on the same data without building, and keeps what was there', async () => {
    const app = npmStart({ PORT, DATA_DIR: dataDir });
    try {
      await app.ready();
      expect(app.output()).not.toContain('Building');
      const session = await signIn(app.base);
      expect(session.status).toBe(200);
      // The demo's planning: this week's tasks of the two sites under way, with their dependencies.
      const tasks = await json(
        app.base,
        '/graphql',
        {
          query: 'query ($d: String!) { tasks(from: $d, to: $d) { title dependsOn { title } } }',
          // The app's today is Morocco's (UTC+1): between 23:00 and midnight UTC it is already tomorrow there.
          variables: { d: new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date()) },
        },
        session.body.access_token,
      );
      expect(tasks.body.data.tasks.map((t: { title: string }) => t.title)).toEqual(expect.arrayContaining(['Maçonnerie 2e étage']));
      // The README's demo directory, on the embedded database: the REST door at the root, and the public screen.
      const plumbers = await fetch(`${app.base}/partners/PLOMBERIE`);
      expect(plumbers.status).toBe(200);
      expect(((await plumbers.json()) as { content: { raisonSociale: string }[] }).content.map((p) => p.raisonSociale)).toEqual([
        'Plomberie Fassia (démo)',
      ]);
      expect((await fetch(`${app.base}/partenaires`)).status).toBe(200);
      // Issue 20's README paths: the demo's stock alert in the Admin Société's notifications (the Gestionnaire
      // Chantier's exit crossed it), /user-context at the root, the public pages, the contact form, no social buttons.
      const token = session.body.access_token as string;
      const notes = await json(
        app.base,
        '/graphql',
        { query: '{ unreadNotificationCount notifications { items { kind link params { label } } } }' },
        token,
      );
      expect(notes.body.data.unreadNotificationCount).toBeGreaterThanOrEqual(1);
      expect(notes.body.data.notifications.items).toContainEqual({ kind: 'STOCK_LOW', link: '/stocks', params: { label: 'Sable de carrière' } });
      const context = await fetch(`${app.base}/user-context`, { headers: { authorization: `Bearer ${token}` } });
      expect(context.status).toBe(200);
      expect(((await context.json()) as { accueil: string }).accueil).toBe('/dashboard');
      for (const page of ['/dashboard-users/', '/faq', '/contact']) expect((await fetch(`${app.base}${page}`)).status).toBe(200);
      const sent = await json(app.base, '/api/v1/contact', {
        nomPrenom: 'Salma Bennani',
        email: 'salma@exemple.ma',
        objet: 'Démonstration',
        message: 'Bonjour',
      });
      expect(sent.status).toBe(201);
      const providers = await json(app.base, '/graphql', { query: '{ authProviders { id } }' });
      expect(providers.body.data.authProviders).toEqual([]);
      expect((await fetch(`${app.base}/oauth2/authorize/google?redirect_uri=${encodeURIComponent(`${app.base}/sign-in`)}`)).status).toBe(404);
    } finally {
      expect(await app.stop()).toBe(0);
    }
  });

  it('sends every text answer compressed: the scripts as built (.br, .gz), the HTML and JSON on the fly', async () => {
    const app = npmStart({ PORT, DATA_DIR: dataDir });
    try {
      await app.ready();
      const html = await rawGet(`${app.base}/sign-in`, { 'accept-encoding': 'br, gzip' });
      expect(html.headers['content-encoding']).toBe('br');
      const page = zlib.brotliDecompressSync(html.body).toString();
      const script = page.match(/<script type="module"[^>]*src="([^"]+)"/)![1];
      const original = await rawGet(`${app.base}${script}`, {});
      expect(original.headers['content-encoding']).toBeUndefined();
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        const res = await rawGet(`${app.base}${script}`, { 'accept-encoding': accept });
        expect({ accept, encoding: res.headers['content-encoding'], vary: res.headers.vary, type: res.headers['content-type'] }).toEqual({
          accept,
          encoding,
          vary: expect.stringMatching(/Accept-Encoding/i),
          type: expect.stringMatching(/javascript/),
        });
        expect(decode(res.body).equals(original.body)).toBe(true);
        expect(res.body.length).toBeLessThan(original.body.length);
      }
      const token = (await signIn(app.base)).body.access_token;
      const api = await rawGet(`${app.base}/api/v1/chantiers/list?size=50`, { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` });
      expect(api.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(api.body).toString()).content.length).toBeGreaterThan(0);
    } finally {
      expect(await app.stop()).toBe(0);
    }
  });

  it('refuses, in one clear line, a second start beside a running one (same data, or same port)', async () => {
    const first = npmStart({ PORT, DATA_DIR: dataDir });
    try {
      await first.ready();
      const sameData = npmStart({ PORT: port(), DATA_DIR: dataDir });
      expect(await sameData.exited).toBe(1);
      expect(sameData.output()).toContain('est déjà ouverte par un autre processus Chantiers');
      const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-start-other-'));
      try {
        const samePort = npmStart({ PORT, DATA_DIR: otherDir });
        expect(await samePort.exited).toBe(1);
        expect(samePort.output()).toContain(`Le port ${PORT} est déjà utilisé`);
        // Refused before anything was opened: no database was made in the other directory.
        expect(fs.readdirSync(otherDir)).toEqual([]);
      } finally {
        fs.rmSync(otherDir, { recursive: true, force: true });
      }
      // The running one was not disturbed.
      expect((await signIn(first.base)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  it('keeps every acknowledged write through kill -9, and starts again on the same data', async () => {
    const app = npmStart({ PORT, DATA_DIR: dataDir });
    let token: string;
    try {
      await app.ready();
      token = (await signIn(app.base)).body.access_token;
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          json(
            app.base,
            '/graphql',
            { query: 'mutation ($input: SiteInput!) { createSite(input: $input) { id } }', variables: { input: { name: `Survivant ${i}` } } },
            token,
          ),
        ),
      );
      expect(created.map((c) => c.status)).toEqual(Array(10).fill(200));
      expect(created.every((c) => c.body.data?.createSite.id)).toBe(true);
    } finally {
      await app.stop('SIGKILL');
    }
    PORT = port();
    const again = npmStart({ PORT, DATA_DIR: dataDir });
    try {
      await again.ready();
      token = (await signIn(again.base)).body.access_token;
      const sites = await json(again.base, '/graphql', { query: SITES }, token);
      expect(sites.body.data.sites.totalCount).toBe(10);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });

  it('rebuilds what changed before starting (an api source saved after the build)', async () => {
    const source = path.join(ROOT, 'api', 'src', 'main.ts');
    const now = new Date();
    fs.utimesSync(source, now, now);
    const app = npmStart({ PORT, DATA_DIR: dataDir });
    try {
      // A build under the browser journeys' load: minutes on a 2-core machine.
      await app.ready(300_000);
      expect(app.output()).toContain('Building Chantiers (api)');
      expect(fs.statSync(path.join(ROOT, 'api', 'dist', 'main.js')).mtimeMs).toBeGreaterThan(now.getTime() - 1);
      expect((await signIn(app.base)).status).toBe(200);
    } finally {
      expect(await app.stop()).toBe(0);
    }
  });
});
