import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../api/test/server';
import { type Receiver, startReceiver } from '../api/src/modules/webhooks/webhook-receiver.test-helpers';
import { contrastViolations } from './support/axe';
import { openBrowser, shoot, toastShown, type Browser, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';

const WEB_DIST = path.join(__dirname, '..', 'web', 'dist');

let app: TestServer;
let browser: Browser;
let receiver: Receiver;
let manager: Account;
let session: string;

beforeAll(async () => {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('web/dist is missing: run `npm run build -w web` first');
  receiver = await startReceiver();
  // A receiver on loopback (plain http) is refused in production; these two settings are for development and tests.
  [app, browser] = await Promise.all([startTestServer({ WEB_DIST, WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1' }), openBrowser()]);
  ({ manager } = await createCompany(app, 'webhooks'));
  const signedIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  session = signedIn.body.data.signIn.accessToken as string;
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await receiver?.stop();
});

async function settled(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.Toastify__toast'), undefined, { timeout: 15_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await shoot(page, name);
  expect(await contrastViolations(page)).toEqual([]);
}

/** What an integrator's receiver checks: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`, recent. */
function signatureOk(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

const logRow = (page: Page, text: string) => page.locator('.webhook-drawer .ant-table-row', { hasText: text });

describe('webhooks: a MANAGER connects a receiver and follows its deliveries (issue 21)', () => {
  it('adds an endpoint, receives a signed « Chantier créé », then a failing test and its replay', async () => {
    const page = await browser.page({ width: 1280, height: 900, origin: app.url });
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await signIn(page, app, manager);
    await page.goto(`${app.url}/parametres/webhooks`);
    await page.getByText('Aucun webhook : ajoutez l’adresse de votre serveur pour recevoir les événements de la société.').waitFor();
    expect(await page.locator('.settings-nav .ant-segmented-item-selected').textContent()).toBe('Webhooks');

    await page.getByRole('button', { name: 'Nouveau webhook' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Adresse (URL)').fill(receiver.url);
    await dialog.getByLabel('Description').fill('ERP de test');
    // Every event is ticked for a new webhook; this one narrows it to one.
    expect(await dialog.getByRole('checkbox', { name: 'Tous' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Tous' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Chantier créé' }).check();
    await settled(page, 'webhooks-form-1280');
    await dialog.getByRole('button', { name: 'Ajouter le webhook' }).click();
    const shown = page.getByLabel('Secret de signature', { exact: true });
    await shown.waitFor();
    await page.getByRole('button', { name: 'Copier' }).click();
    await toastShown(page, 'Secret copié');
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await shown.inputValue()).toBe(secret);
    const row = page.locator('.ant-table-row', { hasText: receiver.url });
    expect(await row.textContent()).toContain('Chantier créé');
    await settled(page, 'webhooks-secret-1280');
    await page.getByRole('button', { name: 'J’ai copié le secret' }).click();
    expect(await page.getByLabel('Secret de signature', { exact: true }).count()).toBe(0);

    // A site created elsewhere (an integrator's script here): the receiver gets it, signed with the secret.
    const site = await app.gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Anfa' } }, session);
    expect(site.body.errors).toBeUndefined();
    const [created] = await receiver.wait(1, (r) => r.json.type === 'site.created');
    expect(created.json.data.site).toMatchObject({ id: site.body.data.createSite.id, name: 'Villa Anfa' });
    expect(created.headers['chantiers-event-id']).toBe(created.json.id);
    const signature = String(created.headers['chantiers-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureOk(secret, signature, created.body)).toBe(true);
    expect(signatureOk(secret, signature, created.body.replace('Villa Anfa', 'Villa Anfa 2'))).toBe(false);

    // The screen's Node.js snippet says the same as the server, run as written.
    await page.getByText('Vérifier la signature').click();
    const snippet = (await page.locator('.webhook-snippet').textContent())!;
    const verify = vm.runInNewContext(`${snippet}\nverifySignature`, { require, Buffer, Date, Number, Math, Object, String }) as (
      s: string,
      h: string,
      b: string,
    ) => boolean;
    expect(verify(secret, signature, created.body)).toBe(true);
    expect(verify(secret, signature, `${created.body} `)).toBe(false);
    expect(verify(`${secret}x`, signature, created.body)).toBe(false);
    await page.getByText('Vérifier la signature').click();

    await page.getByRole('button', { name: 'Journal des envois : ERP de test' }).click();
    await logRow(page, 'Chantier créé').filter({ hasText: 'Livré' }).waitFor({ timeout: 15_000 });
    expect(await logRow(page, 'Chantier créé').textContent()).toContain('HTTP 200');
    await settled(page, 'webhooks-log-1280');
    await page.locator('.webhook-drawer .ant-drawer-close').click();
    await row.filter({ hasText: 'Livré' }).waitFor();

    // The receiver breaks: the test stays pending with its HTTP 500, retried.
    receiver.answer = () => 500;
    await page.getByRole('button', { name: 'Envoyer un test : ERP de test' }).click();
    await toastShown(page, 'Test envoyé : suivez-le dans le journal des envois');
    const failing = logRow(page, 'Test').filter({ hasText: 'HTTP 500' }).first();
    await failing.waitFor({ timeout: 15_000 });
    expect(await failing.textContent()).toContain('En attente');
    expect(await failing.textContent()).toContain('Réponse HTTP 500');
    const [firstPing] = await receiver.wait(1, (r) => r.json.type === 'ping');
    await settled(page, 'webhooks-log-failing-1280');

    // It comes back; « Renvoyer » sends the same event again (same id), delivered this time.
    receiver.answer = () => 200;
    await failing.getByRole('button', { name: /^Détail de l’envoi du / }).click();
    await page.locator('.webhook-pre', { hasText: '"type": "ping"' }).waitFor();
    expect(await page.locator('.webhook-pre', { hasText: '"type": "ping"' }).textContent()).toContain('"message": "Test depuis Chantiers"');
    await settled(page, 'webhooks-delivery-1280');
    await page.getByRole('button', { name: 'Renvoyer' }).click();
    await page.getByText('Renvoi programmé').waitFor();
    await logRow(page, '(renvoi)').filter({ hasText: 'Livré' }).waitFor({ timeout: 15_000 });
    const pings = await receiver.wait(2, (r) => r.json.type === 'ping' && r.headers['chantiers-event-id'] === firstPing.json.id);
    expect(pings.every((p) => signatureOk(secret, String(p.headers['chantiers-signature']), p.body))).toBe(true);
    await page.close();
  });

  it('shows the webhooks as cards on a dark phone, with the log', async () => {
    const page = await browser.page({ width: 390, height: 844, origin: app.url });
    await signIn(page, app, manager);
    await page.goto(`${app.url}/parametres/webhooks`);
    await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
    await page.reload();
    await waitForPath(page, '/parametres/webhooks');
    const card = page.locator('.record-card', { hasText: 'ERP de test' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Chantier créé');
    await page.getByText('Vérifier la signature').click();
    await settled(page, 'webhooks-dark-390');
    await page.getByText('Vérifier la signature').click();
    await card.getByRole('button', { name: 'Journal des envois : ERP de test' }).click();
    await page.locator('.webhook-drawer .record-card', { hasText: 'Chantier créé' }).waitFor();
    await settled(page, 'webhooks-log-dark-390');
    await page
      .locator('.webhook-drawer .record-card', { hasText: 'Chantier créé' })
      .getByRole('button', { name: /^Détail de l’envoi du / })
      .click();
    await page.locator('.webhook-pre', { hasText: '"type": "site.created"' }).waitFor();
    await settled(page, 'webhooks-delivery-dark-390');
    await page.close();
  });

  it('edits and disables an endpoint, and tells the eleventh one the limit', async () => {
    const page = await browser.page({ width: 1280, height: 900, origin: app.url });
    await signIn(page, app, manager);
    await page.goto(`${app.url}/parametres/webhooks`);
    await page.getByRole('button', { name: 'Modifier : ERP de test' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Facture payée' }).check();
    await dialog.getByRole('switch').click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const row = page.locator('.ant-table-row', { hasText: receiver.url });
    await row.filter({ hasText: 'Désactivé' }).waitFor();
    expect(await row.textContent()).toContain('Facture payée');
    // Disabled, it receives nothing: a test is refused with the api's own words.
    await page.getByRole('button', { name: 'Envoyer un test : ERP de test' }).click();
    await toastShown(page, 'Ce webhook est désactivé : activez-le avant de lui envoyer un événement');

    for (let i = 1; i <= 9; i++) {
      const added = await app.gql(
        `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`,
        { input: { url: `https://hooks${i}.example.ma/in`, events: ['invoice.paid'] } },
        session,
      );
      expect(added.body.errors).toBeUndefined();
    }
    await page.reload();
    await page.getByText('10 / 10 webhooks').waitFor();
    await page.getByRole('button', { name: 'Nouveau webhook' }).click();
    await dialog.getByLabel('Adresse (URL)').fill('https://onze.example.ma/in');
    await dialog.getByRole('button', { name: 'Ajouter le webhook' }).click();
    await page.getByText('Trop de webhooks : supprimez-en un avant d’en ajouter un autre (10 au plus)').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(10);
    await page.close();
  });
});
