import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { contrastViolations } from './support/axe';
import { fillDate, settle, shoot, toastShown } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;
let token: string;
let siteId: string;

const LABEL = 'Réunion de chantier n° 3';
const PHOTOS = 'photos { name }';

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/** The site's sheets as the api lists them: label and photo names, newest visit first. */
const sheetsOf = async (site: string) =>
  (await gql(`query($s: ID!) { followUps(siteId: $s) { items { id label ${PHOTOS} } } }`, { s: site })).followUps.items as {
    id: string;
    label: string;
    photos: { name: string }[];
  }[];

/** A real PNG of one colour (the server decodes and resizes what it keeps): photos told apart in the screenshots. */
const colourPng = (r: number, g: number, b: number): Promise<Buffer> =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
const COLOURS: [number, number, number][] = [
  [158, 158, 150],
  [196, 98, 45],
  [70, 120, 170],
  [96, 140, 80],
  [210, 170, 60],
  [120, 90, 150],
];

/** An image uploaded as the form does (POST /api/v1/files?kind=image): its upload id. */
async function uploadPng(name: string, bytes: Buffer): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await fetch(`${suite.app().url}/api/v1/files?kind=image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits until the form's photo tiles are all uploaded (no progress ring left) and answers their names in order. */
async function tileNames(form: Locator, count: number): Promise<string[]> {
  await form
    .locator('.followups-photo-tile')
    .nth(count - 1)
    .waitFor();
  await form.locator('.followups-photo-progress').first().waitFor({ state: 'detached' });
  return form.locator('.followups-photo-tile img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
}

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'suivis'));
  const signedIn = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  token = signedIn.body.data.signIn.accessToken as string;
  siteId = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Anfa', budget: '100000' } }))
    .createSite.id;
});

describe('Follow-up sheets', () => {
  it('on a phone: creates a sheet with two photos, opens it, downloads its PDF, sends it, edits it and deletes it', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/fichesuivi`);
    await page.getByRole('heading', { name: 'Fiches de suivi' }).waitFor();
    await page.getByText('Villa Anfa').first().waitFor();
    await page.getByText('Aucune fiche de suivi pour ce chantier.').waitFor();

    await page.getByRole('button', { name: 'Ajouter' }).click();
    let form = page.getByRole('form', { name: 'Nouvelle fiche de suivi' });
    await form.getByLabel('Libellé').fill(LABEL);
    await fillDate(form.getByLabel('Date de la visite'), '23/11/2026');
    await form.getByLabel('Maîtrise d’œuvre').fill('Cabinet Benjelloun Architectes');
    await form.getByLabel('Maîtrise d’ouvrage').fill('Société Immobilière Anfa');
    await form.getByLabel('Rapport').fill('Coulage de la dalle du R+1 terminé.\nFerraillage des poteaux du R+2 en cours.');
    await form.locator('input[type=file]').setInputFiles([
      { name: 'dalle.png', mimeType: 'image/png', buffer: await colourPng(...COLOURS[0]) },
      { name: 'facade.png', mimeType: 'image/png', buffer: await colourPng(...COLOURS[1]) },
    ]);
    expect(await tileNames(form, 2)).toEqual(['Photo 1 : dalle.png', 'Photo 2 : facade.png']);
    // The façade first: the order shown is the order saved.
    await form.getByRole('button', { name: 'Déplacer la photo 2 vers la gauche' }).click();
    expect(await tileNames(form, 2)).toEqual(['Photo 1 : facade.png', 'Photo 2 : dalle.png']);
    await form.getByText('2 / 12').waitFor();
    await settle(page);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'followups-form-390');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(`Fiche « ${LABEL} » ajoutée.`).waitFor();
    await form.waitFor({ state: 'detached' });

    const card = page.locator('.record-card', { hasText: LABEL });
    await card.locator('.followups-thumbs img').nth(1).waitFor();
    await card.getByText('Coulage de la dalle du R+1 terminé.').waitFor();
    // The server keeps a resized JPEG of each photo.
    expect((await sheetsOf(siteId))[0].photos.map((p) => p.name)).toEqual(['facade.jpg', 'dalle.jpg']);
    await page.mouse.move(0, 0);
    await settle(page);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'followups-cards-390');

    // The detail: everything, the photos as a gallery, the PDF.
    await card.getByRole('button', { name: `Voir ${LABEL}` }).click();
    const detail = page.locator('.ant-drawer', { hasText: 'Télécharger le PDF' });
    await detail.getByText('Cabinet Benjelloun Architectes').waitFor();
    await detail.getByText('Ferraillage des poteaux du R+2 en cours.', { exact: false }).waitFor();
    await detail.getByRole('heading', { name: 'Photos (2)' }).waitFor();
    await detail.getByText('Cette fiche n’a pas encore été envoyée.').waitFor();
    expect(await detail.locator('.followups-gallery img').count()).toBe(2);
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await settle(page);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'followups-detail-390');

    // The gallery opens a photo large.
    await detail.locator('.followups-gallery .ant-image').first().click();
    await page.locator('.ant-image-preview').waitFor();
    await page.keyboard.press('Escape');
    // Closed once it is leaving: on a loaded machine rc-motion's leave sometimes never reports its end.
    await page.locator('.ant-image-preview:not(.ant-image-preview-fade-leave)').waitFor({ state: 'hidden' });

    // Sent by e-mail: a wrong address is refused before anything leaves, the right one gets the PDF.
    await detail.getByRole('button', { name: 'Envoyer par e-mail' }).click();
    const mail = page.getByRole('form', { name: `Envoyer « ${LABEL} » par e-mail` });
    const to = mail.getByLabel('Destinataires');
    await to.fill('pas-une-adresse');
    await to.press('Enter');
    await mail.getByRole('button', { name: 'Envoyer' }).click();
    await mail.getByText('Email invalide').waitFor();
    // A tap on the wrong address's cross, as on a phone (antd ignores a Backspace within 250 ms of a typed tag).
    await mail.locator('.followups-recipient', { hasText: 'pas-une-adresse' }).locator('.ant-tag-close-icon').click();
    await mail.getByText('pas-une-adresse').waitFor({ state: 'detached' });
    await to.fill('Architecte@Example.ma');
    await to.press('Enter');
    await mail.getByLabel('Message').fill('Merci pour votre présence.');
    await mail.getByText('architecte@example.ma').waitFor();
    await settle(page);
    await shoot(page, 'followups-mail-390');
    await mail.getByRole('button', { name: 'Envoyer' }).click();
    await toastShown(page, 'Fiche envoyée à architecte@example.ma.');
    const received = await suite.app().smtp.waitFor('architecte@example.ma', (m) => m.attachments.some((a) => a.filename.endsWith('.pdf')));
    expect(received.text).toContain('Merci pour votre présence.');
    expect(received.attachments[0].content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await detail.getByText('À architecte@example.ma').waitFor();
    await detail.locator('.followups-sending-status', { hasText: 'Parti' }).waitFor({ timeout: 15_000 });
    await detail.getByText(/par Nadia Berrada/).waitFor();
    await settle(page);
    await shoot(page, 'followups-sent-390');

    // Edited from the detail: one photo fewer.
    await detail.getByRole('button', { name: 'Modifier' }).click();
    form = page.getByRole('form', { name: 'Modifier la fiche' });
    expect(await tileNames(form, 2)).toEqual(['Photo 1 : facade.jpg', 'Photo 2 : dalle.jpg']);
    await form.getByRole('button', { name: 'Retirer la photo 1' }).click();
    await form.getByText('1 / 12').waitFor();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(`Fiche « ${LABEL} » enregistrée.`).waitFor();
    await form.waitFor({ state: 'detached' });
    expect((await sheetsOf(siteId))[0].photos.map((p) => p.name)).toEqual(['dalle.jpg']);
    await card.locator('.followups-thumbs img').nth(1).waitFor({ state: 'detached' });

    // Deleted after confirming.
    await card.getByRole('button', { name: `Supprimer ${LABEL}` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText(`Fiche « ${LABEL} » supprimée.`).waitFor();
    await page.getByText('Aucune fiche de suivi pour ce chantier.').waitFor();
    expect(await sheetsOf(siteId)).toEqual([]);
    await page.close();
  });

  it('on a desk: lists the newest visit first with their photos, searches, and reads in dark mode', async () => {
    const photos = await Promise.all(COLOURS.map(async (c, i) => uploadPng(`photo-${i + 1}.png`, await colourPng(...c))));
    const input = (label: string, visitDate: string, report: string, photoIds: string[] = []) => ({
      siteId,
      label,
      visitDate,
      projectManager: 'Cabinet Benjelloun Architectes',
      projectOwner: 'Société Immobilière Anfa',
      report,
      photoIds,
    });
    const create = `mutation($input: FollowUpInput!) { createFollowUp(input: $input) { id } }`;
    await gql(create, { input: input('Visite de démarrage', '2026-10-02', 'Implantation validée avec le géomètre.') });
    await gql(create, { input: input('Réception des fondations', '2026-11-20', 'Semelles coulées.\nRAS sur les armatures.', photos.slice(0, 5)) });
    await gql(create, { input: input('Point étanchéité', '2026-11-05', 'Relevés d’étanchéité à reprendre en toiture.', photos.slice(5)) });

    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/fichesuivi`);
    await page.getByRole('button', { name: 'Réception des fondations' }).waitFor();
    expect(await page.locator('.followups-open').allTextContents()).toEqual(['Réception des fondations', 'Point étanchéité', 'Visite de démarrage']);
    const row = page.getByRole('row', { name: /Réception des fondations/ });
    expect(await row.locator('.followups-thumbs img').count()).toBe(3);
    await row.getByLabel('2 photos de plus').waitFor();
    await page.mouse.move(0, 0);
    await settle(page);
    await shoot(page, 'followups-list-1280');
    expect(await contrastViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.mouse.move(0, 0);
    await settle(page);
    await shoot(page, 'followups-list-dark-1280');
    expect(await contrastViolations(page)).toEqual([]);

    await page.getByLabel('Rechercher (libellé, rapport)').fill('etancheite');
    await page.getByRole('button', { name: 'Visite de démarrage' }).waitFor({ state: 'detached' });
    // The list may pass through its loading state first: the answer is awaited, then checked whole.
    await page.getByRole('button', { name: 'Point étanchéité' }).waitFor();
    expect(await page.locator('.followups-open').allTextContents()).toEqual(['Point étanchéité']);
    await page.getByLabel('Rechercher (libellé, rapport)').fill('');
    await page.getByRole('button', { name: 'Visite de démarrage' }).waitFor();

    await page.getByRole('button', { name: 'Réception des fondations' }).click();
    const detail = page.locator('.ant-drawer', { hasText: 'Télécharger le PDF' });
    await detail.getByRole('heading', { name: 'Photos (5)' }).waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.followups-gallery img')).every((i) => i.naturalWidth > 0),
    );
    await settle(page);
    await shoot(page, 'followups-detail-dark-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Modifier' }).click();
    const form = page.getByRole('form', { name: 'Modifier la fiche' });
    expect(await tileNames(form, 5)).toHaveLength(5);
    await settle(page);
    await shoot(page, 'followups-form-dark-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Annuler' }).click();

    // The site's feed tells of the visits, and leads to them.
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/acutalit%C3%A9`);
    const visit = page.locator('.news-entry', { hasText: 'Point étanchéité' });
    await visit.getByText('Fiche de suivi', { exact: true }).waitFor();
    await visit.getByRole('link', { name: '« Point étanchéité »' }).click();
    await page.getByRole('button', { name: 'Visite de démarrage' }).waitFor();
    await page.close();
  });

  it('reads as cards on a phone in dark mode, and tells an unknown site', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/fichesuivi`);
    await page.locator('.record-card', { hasText: 'Réception des fondations' }).locator('.followups-thumbs img').first().waitFor();
    await page.mouse.move(0, 0);
    await settle(page);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'followups-cards-dark-390');
    expect(await contrastViolations(page)).toEqual([]);

    await page.goto(`${suite.app().url}/detail-chantier/00000000-0000-4000-8000-000000000000/fichesuivi`);
    await page.getByText('Ce chantier n’existe pas ou a été supprimé.').waitFor();
    await page.goto(`${suite.app().url}/detail-chantier/pas-un-id/fichesuivi`);
    await page.getByText('Adresse de chantier invalide.').waitFor();
    await page.close();
  });
});
