import dayjs from 'dayjs';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { chooseOpenOption, settle, shoot } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { dayDataAfter, dayDataAt, installed, keptUntil } from './support/offline';
import { useAppAndBrowser } from './support/suite';

// The day's data on the phone (issue 36): a USER's sites are kept with the screens field work needs, never opened
// before, and only what changed is asked again when the network returns (the change feed).
const suite = useAppAndBrowser({ serviceWorkers: true });
let manager: Account;
let user: Account;
let asManager: Awaited<ReturnType<typeof apiAs>>['gql'];
let siteId: string;
let supplierId: string;
let taskId: string;
const today = dayjs().format('YYYY-MM-DD');
const NOT_OPENED = "Cet écran n'a pas encore été ouvert sur cet appareil";

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'journee'));
  const managerApi = await apiAs(suite.app(), manager);
  asManager = managerApi.gql;
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'coffrage.jpg');
  const uploaded = await fetch(`${suite.app().url}/api/v1/files?kind=image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${managerApi.token}` },
    body: form,
  });
  const photoId = ((await uploaded.json()) as { id: string }).id;
  const userId = (await (await apiAs(suite.app(), user)).gql('query { me { id } }')).me.id as string;
  siteId = (
    await asManager(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
      input: { name: 'Résidence Atlas', budget: '900000', managerId: userId },
    })
  ).createSite.id;
  await asManager(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Tour du Directeur' } });
  supplierId = (
    await asManager(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
      input: { name: 'Matériaux du Souss', ice: '001234567000089', email: 'souss@example.ma', phone: '0528123456', address: 'Agadir' },
    })
  ).createSupplier.id;
  await asManager(`mutation($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id } }`, {
    siteId,
    input: { supplierId, label: 'Ciment CPJ 45', reference: 'FA-101', date: today, amountHT: '1000' },
  });
  await asManager(`mutation($input: FollowUpInput!) { createFollowUp(input: $input) { id } }`, {
    input: {
      siteId,
      label: 'Visite coffrage R+1',
      visitDate: today,
      report: 'Coffrage conforme.',
      projectManager: 'BET Atlas',
      projectOwner: 'M. Alami',
      photoIds: [photoId],
    },
  });
  taskId = (
    await asManager(`mutation($input: TaskInput!) { createTask(input: $input) { id } }`, {
      input: { siteId, title: 'Coulage dalle R+1', startDate: today, endDate: dayjs().add(2, 'day').format('YYYY-MM-DD'), progress: 10 },
    })
  ).createTask.id;
  await asManager(`mutation($input: StockProductInput!) { createStockProduct(input: $input) { id } }`, {
    input: { label: 'Rond à béton 12', stockDay: today, alertThreshold: '5', warningThreshold: '10', stock: '40', unit: 'barres', category: 'Acier' },
  });
});

afterEach(() => suite.browser().context.setOffline(false));

/** Opens `path` without a network (the app started again) and waits for `text`, never for the 'not opened' notice. */
async function readOffline(page: Page, path: string, text: string): Promise<void> {
  const missing: string[] = [];
  const watch = (m: { text(): string }) => m.text().startsWith('offline: no kept answer') && missing.push(m.text());
  page.on('console', watch);
  await page.goto(`${suite.app().url}${path}`);
  await page.getByText(text).first().waitFor({ timeout: 20_000 });
  page.off('console', watch);
  expect({ path, missing }).toEqual({ path, missing: [] });
  expect(await page.getByText(NOT_OPENED).count()).toBe(0);
}

describe("the day's data on the phone", () => {
  it("keeps a USER's site with its screens never opened, and asks again only what changed when the network returns", async () => {
    const context = suite.browser().context;
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await installed(page);
    await dayDataAfter(page, 0);
    await keptUntil(page, (kept) => kept.includes('Visite coffrage R+1') && kept.includes('Rond à béton 12') && kept.includes('Coulage dalle R+1'));

    // The app closed (its background work with it), then the network gone.
    await page.goto('about:blank');
    await context.setOffline(true);
    await readOffline(page, `/detail-chantier/${siteId}/fichesuivi`, 'Visite coffrage R+1');
    // Its photo's thumbnail too, kept by the phone's worker though this screen was never opened.
    const thumbnail = page.locator('.followups-thumbs img').first();
    await thumbnail.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await thumbnail.elementHandle());
    expect(await thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await readOffline(page, `/detail-chantier/${siteId}/finances`, 'Ciment CPJ 45');
    await readOffline(page, `/detail-chantier/${siteId}/planning`, 'Coulage dalle R+1');
    await readOffline(page, `/detail-chantier/${siteId}/documents`, 'Résidence Atlas');
    await readOffline(page, `/detail-chantier/${siteId}`, 'Résidence Atlas');
    await readOffline(page, '/stocks/', 'Rond à béton 12');
    await readOffline(page, '/fournisseurs/', 'Matériaux du Souss');
    await settle(page);
    await shoot(page, 'offline-day-data-suppliers-390', { fullPage: false });
    // Another's site stays theirs: the USER's phone never held it.
    expect(await keptUntil(page, () => true)).not.toContain('Tour du Directeur');

    // Back online: the manager bought meanwhile; the feed names the site, and its screens are asked again.
    const before = await dayDataAt(page);
    await asManager(`mutation($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id } }`, {
      siteId,
      input: { supplierId, label: 'Sable 0/4 lavé', reference: 'FA-102', date: today, amountHT: '300' },
    });
    await context.setOffline(false);
    await dayDataAfter(page, before);
    await keptUntil(page, (kept) => kept.includes('Sable 0/4 lavé'));
    // The app closed (its background work with it), then the network gone.
    await page.goto('about:blank');
    await context.setOffline(true);
    await readOffline(page, `/detail-chantier/${siteId}/finances`, 'Sable 0/4 lavé');
    await page.close();
  });

  it("shows a task's progress typed offline beside the one changed meanwhile on the server, and keeps the one its author chooses", async () => {
    const context = suite.browser().context;
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await installed(page);
    await dayDataAfter(page, 0);
    await keptUntil(page, (kept) => kept.includes('Coulage dalle R+1'));

    await context.setOffline(true);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/planning`);
    await page.getByRole('button', { name: /Coulage dalle R\+1/ }).click();
    const form = page.getByRole('dialog', { name: 'Modifier la tâche' });
    await form.getByLabel('Avancement (%)').fill('80');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    const waiting = page.getByRole('button', { name: /modifications? en attente d'envoi/ });
    expect(await waiting.getAttribute('aria-label')).toBe("1 modification en attente d'envoi");
    // The planning shows it as it will be.
    await page.getByText('80 %').first().waitFor();

    // Meanwhile, at the office, the manager sets another progress on the same task.
    const task = `query($id: ID!) { task(id: $id) { progress startDate endDate title } }`;
    const before = (await asManager(task, { id: taskId })).task;
    await asManager(`mutation($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { id } }`, {
      id: taskId,
      input: { siteId, title: before.title, startDate: before.startDate, endDate: before.endDate, progress: 30 },
    });

    await context.setOffline(false);
    await page.locator('.outbox-button.is-refused').waitFor({ timeout: 60_000 });
    await waiting.click();
    const item = page.locator('.outbox-item.is-refused', { hasText: 'Coulage dalle R+1' });
    await item.getByText("Cet enregistrement a été modifié entre-temps par quelqu'un d'autre").waitFor();
    const rows = await item.locator('tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(rows).toContainEqual(['Avancement', '80\u00a0%', '30\u00a0%']);
    expect((await asManager(task, { id: taskId })).task.progress).toBe(30);
    await settle(page);
    await shoot(page, 'offline-conflict-390', { fullPage: false });

    await item.getByRole('button', { name: 'Garder la mienne' }).click();
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    expect((await asManager(task, { id: taskId })).task.progress).toBe(80);
    await page.close();
  });

  it('adds a plan to the site documents without a network; the server gets it once when the network returns', async () => {
    const context = suite.browser().context;
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
        '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await installed(page);
    await dayDataAfter(page, 0);
    await keptUntil(page, (kept) => kept.includes('Plans béton armé'));

    await context.setOffline(true);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/documents`);
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter des documents' });
    await dialog.getByLabel('Type des documents').click();
    await dialog.getByLabel('Type des documents').fill('Plans béton armé');
    await chooseOpenOption(page, 'Plans béton armé');
    await dialog.locator('input[type=file]').setInputFiles([{ name: 'Plan_ferraillage_R+2.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await dialog.getByRole('button', { name: 'Envoyer le fichier' }).click();
    await dialog.getByText('Sur ce téléphone : envoyé au retour du réseau').waitFor();
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    const waiting = page.getByRole('button', { name: /modifications? en attente d'envoi/ });
    expect(await waiting.getAttribute('aria-label')).toBe("1 modification en attente d'envoi");

    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    const { siteDocuments } = await asManager(
      `query($siteId: ID!) { siteDocuments(siteId: $siteId) { items { label type { name } file { contentType } } } }`,
      {
        siteId,
      },
    );
    expect(siteDocuments.items).toEqual([
      { label: 'Plan ferraillage R+2', type: { name: 'Plans béton armé' }, file: { contentType: 'application/pdf' } },
    ]);
    await page.getByRole('button', { name: 'Aperçu Plan ferraillage R+2' }).waitFor({ timeout: 20_000 });
    await page.close();
  });
});
