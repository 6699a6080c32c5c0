import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { S3_TEST_BUCKET, startTestS3, type TestS3 } from '../api/test/s3-server';
import { chooseMenuItem, chooseOpenOption, fillDate, settle, shoot, toastShown, waitForPath } from './support/browser';
import { type Account, apiAs, createCompany, signIn, TINY_PNG } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { drawSignature } from './support/signature';

// Issue 40: with FILES_DRIVER=s3 every upload and download path of the app, walked as a user does. The browser PUTs
// the bytes to the store (a presigned URL), the api checks them there and keeps only the key; what the pages show
// comes from the store (a 302 to a presigned GET), under the page's CSP.
let s3: TestS3 | undefined;
beforeAll(async () => {
  s3 = await startTestS3();
});
const suite = useAppAndBrowser({ env: () => s3!.env });
afterAll(async () => {
  await s3?.stop();
});

let manager: Account;
let companyId: string;
let page: Page;
/** What the page did with the store, and what the console said: filled by the page's listeners. */
const browserPuts: { path: string; status: number }[] = [];
const storeGets: { url: string; status: number }[] = [];
const consoleErrors: string[] = [];

/** A one-page PDF (the server checks '%PDF-'). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** A real photo of one colour: the server decodes and resizes what it keeps. */
const photo = (r: number, g: number, b: number, type: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    [type]()
    .toBuffer();

interface Mark {
  since: Date;
  puts: number;
  gets: number;
}
const mark = (): Mark => ({ since: new Date(Date.now() - 5), puts: browserPuts.length, gets: storeGets.length });

/** Listens to what `p` does with the store and what its console says (the afterEach reads the console). */
function watch(p: Page): Page {
  p.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  p.on('response', (res) => {
    if (!res.url().startsWith(s3!.endpoint)) return;
    const method = res.request().method();
    if (method === 'PUT') browserPuts.push({ path: new URL(res.url()).pathname, status: res.status() });
    if (method === 'GET') storeGets.push({ url: res.url(), status: res.status() });
  });
  return p;
}

/**
 * Since `m`: the browser sent `browserSent` files or more straight to the store under the prefix of `owner` (the files'
 * company: the manager's unless said), and every file the api recorded is in the store (its key `<owner>/<id>`, PUT
 * there with a 200), none in PostgreSQL.
 */
async function expectInStore(m: Mark, browserSent: number, owner = companyId): Promise<void> {
  const sent = browserPuts.slice(m.puts);
  expect(sent.length).toBeGreaterThanOrEqual(browserSent);
  for (const put of sent)
    expect(put).toEqual({ path: expect.stringMatching(new RegExp(`^/${S3_TEST_BUCKET}/${owner}/[0-9a-f-]{36}$`)), status: 200 });
  const rows = await suite
    .app()
    .sql<{ id: string; storage_key: string | null; in_db: boolean; company_id: string }>(
      'select id, storage_key, data is not null as in_db, company_id from stored_file where created_at >= $1',
      [m.since],
    );
  expect(rows.length).toBeGreaterThanOrEqual(browserSent);
  for (const row of rows) {
    expect({ key: row.storage_key, inDb: row.in_db }).toEqual({ key: `${owner}/${row.id}`, inDb: false });
    expect(s3!.requests).toContainEqual({ method: 'PUT', path: `/${S3_TEST_BUCKET}/${row.storage_key}`, status: 200 });
  }
}

/** The image is decoded (its bytes came), and its bytes came from the store: a 200 there since `m`. */
async function expectLoaded(img: Locator, m: Mark): Promise<void> {
  await img.waitFor();
  await img
    .page()
    .waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle(), {
      timeout: 10_000,
    });
  expect(storeGets.slice(m.gets).some((g) => g.status === 200)).toBe(true);
}

/** A file link of the app (/api/v1/files/…?exp&sig) as a page of the app follows it: 302 to the store, which answers 200. */
async function fetched(href: string, on = page): Promise<{ status: number; url: string; type: string | null; head: string }> {
  return on.evaluate(async (src) => {
    const res = await fetch(src);
    const head = new TextDecoder('latin1').decode((await res.arrayBuffer()).slice(0, 4));
    return { status: res.status, url: res.url, type: res.headers.get('content-type'), head };
  }, href);
}

/** The link, followed from the page `on`, ends in the store under the prefix of `owner` (as in expectInStore). */
async function expectFromStore(href: string, type: string | RegExp, owner = companyId, on = page): Promise<void> {
  expect(href).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);
  const got = await fetched(href, on);
  expect(got).toEqual({
    status: 200,
    url: expect.stringMatching(new RegExp(`^${s3!.endpoint}/${S3_TEST_BUCKET}/${owner}/`)),
    type: expect.stringMatching(type),
    head: expect.any(String),
  });
}

const siteUrl = (siteId: string, tab: string) => `${suite.app().url}/detail-chantier/${siteId}/${tab}`;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 's3'));
  const { gql } = await apiAs(suite.app(), manager);
  await gql(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
    input: { name: 'Béton Atlas', ice: '001234567000089', email: 'contact@beton-atlas.ma', phone: '0522123456', address: 'Casablanca' },
  });
  [{ company_id: companyId }] = await suite.app().sql<{ company_id: string }>('select company_id from app_user where email = $1', [manager.email]);
  page = watch(await suite.browser().page({ origin: suite.app().url }));
  await signIn(page, suite.app(), manager);
});

afterEach(() => {
  // No CSP refusal of the store's origin (img-src, connect-src, frame-src), nor any other console error.
  expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
});

describe('files in an object store (FILES_DRIVER=s3), through the real UI', () => {
  let siteId = '';

  it('profile photo: uploaded to the store, shown in the header from it', async () => {
    const m = mark();
    await page.getByRole('button', { name: /^Mon compte/ }).click();
    await chooseMenuItem(page, 'Profile');
    const modal = page.getByRole('dialog', { name: 'Profile du Compte' });
    await modal.getByRole('button', { name: 'Modifier' }).click();
    await modal.getByLabel('Téléphone', { exact: true }).fill('0612345678');
    await modal.locator('input[type=file]').setInputFiles({ name: 'photo-profil.png', mimeType: 'image/png', buffer: TINY_PNG });
    await modal.locator('.image-drop img').waitFor();
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Votre profil a été mise à jour correctement');
    await page.waitForEvent('load', { timeout: 8000 });
    const img = page.getByRole('button', { name: /^Mon compte/ }).locator('img');
    await expectLoaded(img, m);
    await expectFromStore((await img.getAttribute('src'))!, 'image/png');
    await expectInStore(m, 1);
  });

  it('a site: its cover image from the form, then its plan from the site page', async () => {
    let m = mark();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Chantiers' }).click();
    await waitForPath(page, '/dashboard-chantiers');
    await page.getByRole('button', { name: 'Nouveau chantier' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau chantier' });
    await form.getByLabel('Libellé', { exact: true }).fill('Villa Anfa');
    await form.getByLabel('Client', { exact: true }).fill('M. Alami');
    await form.getByLabel('Budget (DH)', { exact: true }).fill('100000');
    await form.locator('input[type=file]').setInputFiles({ name: 'chantier.png', mimeType: 'image/png', buffer: await photo(196, 98, 45, 'png') });
    await form.locator('.image-drop img').waitFor();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Chantier « Villa Anfa » créé');
    const cover = page.locator('.site-card-cover img');
    await expectLoaded(cover, m);
    await expectFromStore((await cover.getAttribute('src'))!, 'image/jpeg');
    await expectInStore(m, 1);

    m = mark();
    await page.getByRole('link', { name: 'Villa Anfa' }).click();
    await page.getByText('Chiffres du chantier').waitFor();
    siteId = new URL(page.url()).pathname.split('/')[2];
    const plan = page.locator('.form-field', { hasText: 'Plan du chantier' });
    await plan.locator('input[type=file]').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: await photo(70, 120, 170, 'png') });
    await toastShown(page, 'Chantier « Villa Anfa » mis à jour');
    await expectLoaded(plan.locator('img[src*="/api/v1/files/"]'), m);
    await expectInStore(m, 1);
    // What a person sees on a phone: the site with its image and plan, light.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText('Chiffres du chantier').waitFor();
    await expectLoaded(plan.locator('img[src*="/api/v1/files/"]'), m);
    await settle(page);
    await shoot(page, 'files-s3-site-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('a purchase with a photo of its invoice, opened from its detail', async () => {
    const m = mark();
    await page.goto(siteUrl(siteId, 'finances'));
    await page.getByText('Aucun achat sur cette période.').waitFor();
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const purchase = page.getByRole('dialog', { name: 'Nouvel achat' });
    await purchase.getByLabel('Fournisseur', { exact: true }).click();
    await chooseOpenOption(page, 'Béton Atlas');
    await purchase.getByLabel('Libellé', { exact: true }).fill('Ciment CPJ 45');
    await purchase.getByLabel('Référence', { exact: true }).fill('FA-2026-001');
    await purchase.getByLabel('Montant HT (DH)', { exact: true }).fill('1000');
    await purchase.locator('input[type=file]').setInputFiles({ name: 'facture.jpg', mimeType: 'image/jpeg', buffer: await photo(230, 230, 220) });
    await purchase.getByText('facture.jpg').waitFor();
    await purchase.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Achat « Ciment CPJ 45 » enregistré');
    await expectInStore(m, 1);
    const row = page.getByRole('row', { name: /Ciment CPJ 45/ });
    await row.getByRole('button', { name: 'Voir' }).click();
    const detail = page.getByRole('dialog', { name: "Détail de l'achat" });
    const invoice = detail.locator('img[alt^="Facture"]');
    await expectLoaded(invoice, m);
    await expectFromStore((await invoice.getAttribute('src'))!, 'image/jpeg');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
  });

  it('documents of a site: an image and a PDF uploaded, previewed and downloaded from the store', async () => {
    const m = mark();
    await page.goto(siteUrl(siteId, 'documents'));
    await page.getByText('Aucun document pour ce chantier.').waitFor();
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter des documents' });
    await dialog.getByLabel('Type des documents').click();
    await dialog.getByLabel('Type des documents').fill('Photos de chantier');
    await chooseOpenOption(page, 'Photos de chantier');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'Fondations.png', mimeType: 'image/png', buffer: TINY_PNG },
      { name: 'Plan_coffrage.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await dialog.getByRole('button', { name: 'Envoyer les 2 fichiers' }).click();
    await dialog.getByText('Ajouté').nth(1).waitFor();
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await page.getByRole('button', { name: 'Plan coffrage' }).waitFor();
    await expectInStore(m, 2);

    await page.getByRole('button', { name: 'Fondations' }).click();
    const preview = page.getByRole('dialog', { name: 'Fondations' });
    await expectLoaded(preview.getByRole('img', { name: 'Fondations' }), m);
    await expectFromStore((await preview.getByRole('link', { name: 'Télécharger' }).getAttribute('href'))!, 'image/png');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    const framed = page.waitForResponse(
      (r) => r.url().startsWith(`${s3!.endpoint}/${S3_TEST_BUCKET}/${companyId}/`) && r.request().resourceType() === 'document',
    );
    await page.getByRole('button', { name: 'Plan coffrage' }).click();
    const pdfPreview = page.getByRole('dialog', { name: 'Plan coffrage' });
    await pdfPreview.locator('iframe').waitFor();
    expect((await framed).status()).toBe(200);
    const download = await pdfPreview.getByRole('link', { name: 'Télécharger' }).getAttribute('href');
    await expectFromStore(download!, 'application/pdf');
    expect((await fetched(download!)).head).toBe('%PDF');
    await page.keyboard.press('Escape');
    await pdfPreview.waitFor({ state: 'hidden' });
  });

  it('a follow-up sheet with two photos: kept in the store, shown, and in its PDF', async () => {
    const m = mark();
    await page.goto(siteUrl(siteId, 'fichesuivi'));
    await page.getByText('Aucune fiche de suivi pour ce chantier.').waitFor();
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle fiche de suivi' });
    await form.getByLabel('Libellé').fill('Réunion de chantier n° 1');
    await fillDate(form.getByLabel('Date de la visite'), '23/11/2026');
    await form.getByLabel('Maîtrise d’œuvre').fill('Cabinet Benjelloun Architectes');
    await form.getByLabel('Maîtrise d’ouvrage').fill('Société Immobilière Anfa');
    await form.getByLabel('Rapport').fill('Coulage de la dalle du R+1 terminé.');
    await form.locator('input[type=file]').setInputFiles([
      { name: 'dalle.png', mimeType: 'image/png', buffer: await photo(158, 158, 150, 'png') },
      { name: 'facade.png', mimeType: 'image/png', buffer: await photo(196, 98, 45, 'png') },
    ]);
    await form.locator('.followups-photo-tile').nth(1).waitFor();
    await form.locator('.followups-photo-progress').first().waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Fiche « Réunion de chantier n° 1 » ajoutée.');
    await form.waitFor({ state: 'detached' });
    // The uploads, then the resized photo and thumbnail the server writes to the store for each.
    await expectInStore(m, 2);
    const row = page.getByRole('row', { name: /Réunion de chantier n° 1/ });
    await expectLoaded(row.locator('.followups-thumbs img').nth(1), m);

    await page.getByRole('button', { name: 'Réunion de chantier n° 1' }).click();
    const detail = page.locator('.ant-drawer', { hasText: 'Télécharger le PDF' });
    await detail.getByRole('heading', { name: 'Photos (2)' }).waitFor();
    await page.waitForFunction(() => {
      const imgs = Array.from(document.querySelectorAll<HTMLImageElement>('.followups-gallery img'));
      return imgs.length === 2 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    });
    // The PDF is made by the api with the photos it reads back from the store.
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(5_000);
    await page.keyboard.press('Escape');
  });

  it('a PV de réception signed on the screen: the signatures the api writes are in the store, shown, and in its PDF', async () => {
    const m = mark();
    await page.goto(siteUrl(siteId, 'reception'));
    await page.getByRole('button', { name: 'Préparer le PV provisoire' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Faire signer le PV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Étape 1 sur 3/).waitFor();
    await drawSignature(page);
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByText(/Étape 2 sur 3/).waitFor();
    await dialog.getByRole('textbox', { name: 'Nom du signataire' }).fill('Karim Alami');
    await drawSignature(page);
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByText(/Étape 3 sur 3/).waitFor();
    await dialog.getByRole('button', { name: 'Signer le PV' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Signé', { exact: true }).waitFor();
    // Nothing sent by the browser here: both signatures are PNGs the api writes to the store itself.
    await expectInStore(m, 0);
    const rows = await suite.app().sql('select name from stored_file where created_at >= $1 and name like $2', [m.since, 'signature-%']);
    expect(rows).toHaveLength(2);
    await expectLoaded(page.getByRole('img', { name: 'Signature de Karim Alami' }), m);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

// A partner of the directory is a company of its own: its logo and photos are keyed `<partner's company>/<id>`. Last in
// the file: its pages empty the browser's storage, which the manager's page shares.
describe('a partner of the directory: its logo and photos in the store, shown on its public page', () => {
  const [company, email, password] = ['Plomberie Tadlaoui', 'tadlaoui.plomberie@example.ma', 'Secret123'];
  let partnerPage: Page;
  let [partnerCompanyId, partnerId] = ['', ''];

  /** Picks an option of an antd select (single or multiple), typed to narrow the list. */
  async function pick(on: Page, select: Locator, typed: string, option: string): Promise<void> {
    await select.click();
    await select.fill(typed);
    await on.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }

  it('signs up, then uploads its logo and a photo from its profile screen: PUT by the browser to the store, kept there only', async () => {
    const app = suite.app();
    partnerPage = watch(await suite.browser().page({ origin: app.url })); // its origin's storage emptied: nobody signed in
    await partnerPage.goto(`${app.url}/insription-partenaire`);
    const form = partnerPage.getByRole('form', { name: 'Devenir partenaire' });
    await pick(partnerPage, form.getByLabel('Types de service', { exact: true }), 'plom', 'Plomberie');
    await partnerPage.keyboard.press('Escape');
    await pick(partnerPage, form.getByLabel('Région', { exact: true }), 'fes', 'Fès-Meknès');
    await pick(partnerPage, form.getByLabel('Ville', { exact: true }), 'fes', 'Fès');
    const fields = { 'Raison sociale': company, Prénom: 'Hamza', Nom: 'Tadlaoui', 'Adresse e-mail': email, Téléphone: '0661 98 76 54' };
    for (const [label, value] of Object.entries({ ...fields, 'Mot de passe': password, 'Confirmation du mot de passe': password }))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'S’inscrire comme partenaire' }).click();
    await partnerPage.getByText(`Un e-mail de confirmation vous a été envoyé à ${email}`).waitFor();
    const mail = await app.smtp.waitFor(email, (m) => m.links.some((l) => l.includes('/email-verfication?')));
    const link = new URL(mail.links.find((l) => l.includes('/email-verfication?'))!);
    await partnerPage.goto(`${app.url}${link.pathname}${link.search}`);
    await waitForPath(partnerPage, '/dashboard-partenaire');
    await partnerPage.getByText(`Bonjour, ${company}`).waitFor();
    [{ company_id: partnerCompanyId, id: partnerId }] = await app.sql('select company_id, id from partner where name = $1', [company]);
    expect(partnerCompanyId).not.toBe(companyId);
    // Its logo and a photo, from its profile screen.
    const m = mark();
    await partnerPage.getByRole('link', { name: 'Modifier ma fiche' }).first().click();
    await waitForPath(partnerPage, '/profile-partenaire');
    const profile = partnerPage.locator('form.ps-form');
    const logo = { name: 'logo.png', mimeType: 'image/png', buffer: await photo(30, 90, 160, 'png') };
    await profile.locator('.ps-logo-section input[type=file]').setInputFiles(logo);
    await profile.locator('.ps-logo-section img').waitFor();
    const work = { name: 'salle-de-bain.jpg', mimeType: 'image/jpeg', buffer: await photo(196, 98, 45) };
    await partnerPage.getByTestId('partner-photos-input').setInputFiles(work);
    await profile.getByRole('img', { name: 'Photo 1' }).waitFor();
    await profile.getByRole('button', { name: 'Enregistrer' }).click();
    await partnerPage.getByText('Fiche enregistrée').waitFor();
    // The two uploads, then the logo and photo the api renders (and their thumbnails): all under the partner's company.
    await expectInStore(m, 2, partnerCompanyId);
  });

  it('a visitor signed out sees the logo and the photo on the partner’s page, from the store', async () => {
    await partnerPage.close();
    const visitor = watch(await suite.browser().page({ width: 390, height: 844, origin: suite.app().url }));
    const m = mark();
    await visitor.goto(`${suite.app().url}/partenaires/${partnerId}`);
    await visitor.getByRole('heading', { name: company }).waitFor();
    await visitor.getByText('Connectez-vous avec un compte société pour voir les coordonnées et contacter ce partenaire').waitFor();
    const logo = visitor.getByRole('img', { name: `Logo de ${company}` });
    const shown = visitor.getByRole('img', { name: `Photo 1 sur 1 de ${company}` });
    await expectLoaded(logo, m);
    await expectLoaded(shown, m);
    await expectFromStore((await logo.getAttribute('src'))!, 'image/png', partnerCompanyId, visitor);
    await expectFromStore((await shown.getAttribute('src'))!, 'image/jpeg', partnerCompanyId, visitor);
    await settle(visitor);
    await shoot(visitor, 'files-s3-partner-390', { fullPage: false });
    await visitor.close();
  });
});
