import sharp from 'sharp';
import { settle, shoot } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { installed, invoicePhoto, keptUntil } from './support/offline';
import { useAppAndBrowser } from './support/suite';

// What a phone without a network does (issue 36): the installed app opens signed in and shows what it last received.
const suite = useAppAndBrowser({ serviceWorkers: true });
let manager: Account;
let gql: Awaited<ReturnType<typeof apiAs>>['gql'];
let siteId: string;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'offline'));
  ({ gql } = await apiAs(suite.app(), manager));
  siteId = (
    await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Hors Réseau', budget: '250000' } })
  ).createSite.id;
});

// A test that fails offline leaves the network to the next one.
afterEach(() => suite.browser().context.setOffline(false));

/** Whether what the phone keeps holds the answer of the site's own screen (not only the site in a list). */
const holdsSiteScreen = (kept: string) => kept.includes(`site({\\"id\\":\\"${siteId}\\"})`);

describe('the app on a phone without a network', () => {
  it('opens signed in with the screens already seen, says since when, and comes back with the network', async () => {
    const context = suite.browser().context;
    let page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await installed(page);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}`);
    await page.getByText('Villa Hors Réseau').first().waitFor();
    await page.waitForFunction(() => document.querySelector('.ant-skeleton') === null);
    expect(holdsSiteScreen(await keptUntil(page, holdsSiteScreen))).toBe(true);

    // Airplane mode, the app closed and opened again.
    await context.setOffline(true);
    await page.close();
    page = await suite.browser().page({ width: 390, height: 844 });
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}`);
    await page.getByText('Villa Hors Réseau').first().waitFor({ timeout: 20_000 });
    const bar = page.getByRole('status').filter({ hasText: 'Hors ligne' });
    await bar.waitFor();
    expect(await bar.textContent()).toMatch(/Données reçues à \d\d:\d\d/);
    expect(await page.getByRole('button', { name: /^Mon compte/ }).isVisible()).toBe(true);
    await settle(page);
    await shoot(page, 'offline-site-390', { fullPage: false });
    await page.getByRole('button', { name: 'Mode sombre' }).click();
    await settle(page);
    await shoot(page, 'offline-site-390-dark', { fullPage: false });
    await page.getByRole('button', { name: 'Mode clair' }).click();

    // A screen never opened on this phone says so, instead of a technical error.
    await page.goto(`${suite.app().url}/clients`);
    await page.getByText("Cet écran n'a pas encore été ouvert sur cet appareil").first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('Erreur technique').count()).toBe(0);

    // The network back: the bar goes and the screen asks again (the site was renamed meanwhile).
    await gql(`mutation($id: ID!, $input: SiteInput!) { updateSite(id: $id, input: $input) { id } }`, {
      id: siteId,
      input: { name: 'Villa Reconnectée', budget: '250000' },
    });
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}`);
    await page.getByText('Villa Hors Réseau').first().waitFor({ timeout: 20_000 });
    await context.setOffline(false);
    await page.getByText('Villa Reconnectée').first().waitFor({ timeout: 20_000 });
    expect(await bar.count()).toBe(0);
    await page.close();
  });

  it('shows the offline bar at a laptop width, and forgets the kept data on signing out', async () => {
    const context = suite.browser().context;
    const page = await suite.browser().page({ width: 1280, height: 800, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await installed(page);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}`);
    const name = (await gql(`query($id: ID!) { site(id: $id) { name } }`, { id: siteId })).site.name as string;
    await page.getByText(name).first().waitFor({ timeout: 20_000 });
    expect(holdsSiteScreen(await keptUntil(page, (kept) => holdsSiteScreen(kept) && kept.includes(name)))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    const bar = page.getByRole('status').filter({ hasText: 'Hors ligne' });
    await bar.waitFor({ timeout: 20_000 });
    // The menu's own file comes from the phone's copy too.
    await page.getByRole('menuitem', { name: 'Documents' }).waitFor({ timeout: 10_000 });
    const box = (await bar.boundingBox())!;
    expect(box.height).toBeLessThan(40);
    await shoot(page, 'offline-site-1280', { fullPage: false });
    await context.setOffline(false);
    await bar.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Mon compte/ }).click();
    await page.getByRole('menuitem', { name: /Déconnexion/ }).click();
    await page.waitForURL(/\/sign-in/);
    expect(await keptUntil(page, (kept) => kept === '[]')).toBe('[]');
    await page.close();
  });

  it('keeps stock exits made without a network, sends each once through a flapping network, and brings a refusal back', async () => {
    const context = suite.browser().context;
    const product = (
      await gql(`mutation($input: StockProductInput!) { createStockProduct(input: $input) { id } }`, {
        input: {
          label: 'Ciment Hors Ligne',
          stockDay: '2026-11-02',
          alertThreshold: '5',
          warningThreshold: '10',
          stock: '100',
          unit: 'sacs',
          category: 'Liants',
        },
      })
    ).createStockProduct.id as string;
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await installed(page);
    await page.goto(`${suite.app().url}/stocks`);
    const card = page.locator('article.record-card', { hasText: 'Ciment Hors Ligne' });
    await card.getByText('100\u00a0sacs').waitFor();

    await context.setOffline(true);
    for (const quantity of ['5', '3', '500']) {
      await card.getByRole('button', { name: 'Mouvement' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mouvement — Ciment Hors Ligne' });
      await dialog.locator('label.ant-radio-button-wrapper', { hasText: 'Sortie' }).click();
      await dialog.getByLabel(/^Quantité/).fill(quantity);
      await dialog.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByText('Enregistré sur ce téléphone').first().waitFor();
    const waiting = page.getByRole('button', { name: /modifications? en attente d'envoi/ });
    expect(await waiting.getAttribute('aria-label')).toBe("3 modifications en attente d'envoi");
    await waiting.click();
    const panel = page.getByRole('dialog', { name: "Modifications en attente d'envoi" });
    await panel.getByText('Sortie de 5 sacs — Ciment Hors Ligne').waitFor();
    expect(await panel.locator('.outbox-item').count()).toBe(3);
    await settle(page);
    await shoot(page, 'offline-outbox-390', { fullPage: false });
    await panel.getByRole('button', { name: /^(Fermer|Close)$/ }).click();

    // The network comes and goes while the phone sends (each toggle on loopback, then back for good).
    await context.setOffline(false);
    for (let i = 0; i < 20; i += 1) {
      await context.setOffline(i % 2 === 0);
      await new Promise((r) => setTimeout(r, 40));
    }
    await context.setOffline(false);
    await page.waitForFunction(
      () => document.querySelector('[aria-label$="en attente d\'envoi"]')?.getAttribute('aria-label') === "1 modification en attente d'envoi",
      undefined,
      { timeout: 60_000 },
    );
    // Each exit recorded once (beside the initial stock), the refused one not at all.
    const { stockMovements } = await gql(`query($id: ID!) { stockMovements(productId: $id) { items { quantity type } } }`, { id: product });
    expect(stockMovements.items.map((m: { quantity: string }) => Number(m.quantity)).sort((a: number, b: number) => a - b)).toEqual([-5, -3, 100]);
    await card.getByText('92\u00a0sacs').waitFor({ timeout: 20_000 });

    // Signing out with a change not sent says so first; staying keeps everything.
    await page.getByRole('button', { name: /^Mon compte/ }).click();
    await page.getByRole('menuitem', { name: /Déconnexion/ }).click();
    const signOut = page.getByRole('dialog').filter({ hasText: "1 modification n'est pas encore envoyée" });
    await signOut.getByText('Elles restent sur ce téléphone').waitFor();
    await signOut.getByRole('button', { name: 'Rester connecté' }).click();
    await signOut.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/stocks');
    // The refusal comes back to its author with the server's words, and can be dropped.
    await waiting.click();
    const refused = panel.locator('.outbox-item.is-refused');
    await refused.getByText('Refusée par le serveur').waitFor();
    expect(await refused.getByRole('alert').innerText()).toMatch(/stock/i);
    await settle(page);
    await shoot(page, 'offline-outbox-refused-390', { fullPage: false });
    await refused.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
    await waiting.waitFor({ state: 'detached' });
    await page.close();
  });

  it('records three purchases with photos of their invoices without a network; the server gets each once, photos made small', async () => {
    const context = suite.browser().context;
    await gql(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
      input: { name: 'Béton Hors Ligne', ice: '001234567000090', email: 'contact@beton-hl.ma', phone: '0522123457', address: 'Agadir' },
    });
    const photo = await invoicePhoto();
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await installed(page);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    await page.getByText('Aucun achat sur cette période.').waitFor();
    // The form opened once with the network: its supplier list is on the phone.
    await page.getByRole('button', { name: 'Ajouter' }).click();
    let form = page.getByRole('dialog', { name: 'Nouvel achat' });
    await form.getByLabel('Fournisseur', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Béton Hors Ligne' }).waitFor();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Annuler' }).click();
    await form.waitFor({ state: 'detached' });
    await keptUntil(page, (kept) => kept.includes('Béton Hors Ligne'));

    await context.setOffline(true);
    const typed = [
      ['Ciment CPJ 45', '1000'],
      ['Sable lavé', '250.50'],
      ['Fer à béton', '49.99'],
    ];
    for (const [label, amount] of typed) {
      await page.getByRole('button', { name: 'Ajouter' }).click();
      form = page.getByRole('dialog', { name: 'Nouvel achat' });
      await form.getByLabel('Fournisseur', { exact: true }).click();
      await page.locator('.ant-select-item-option', { hasText: 'Béton Hors Ligne' }).click();
      await form.getByLabel('Libellé', { exact: true }).fill(label);
      await form.getByLabel('Référence', { exact: true }).fill(`FA-${amount}`);
      await form.getByLabel('Montant HT (DH)', { exact: true }).fill(amount);
      await form.locator('input[type=file]').setInputFiles({ name: `facture-${amount}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      await form.getByText('Sur ce téléphone : envoyée au retour du réseau').waitFor();
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await form.waitFor({ state: 'detached' });
    }
    const waiting = page.getByRole('button', { name: /modifications? en attente d'envoi/ });
    expect(await waiting.getAttribute('aria-label')).toBe("3 modifications en attente d'envoi");

    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    const { purchases } = await gql(`query($siteId: ID!) { purchases(siteId: $siteId) { items { id label amountHT hasInvoice } } }`, { siteId });
    expect(purchases.items.map((p: { label: string }) => p.label).sort()).toEqual(typed.map(([label]) => label).sort());
    // The site's purchases are the sum of what was typed, to the centime.
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(purchases.items.reduce((sum: number, p: { amountHT: string }) => sum + cents(p.amountHT), 0)).toBe(130049);
    for (const { id } of purchases.items as { id: string }[]) {
      const { invoice } = (await gql(`query($id: ID!) { purchase(id: $id) { invoice { contentType size url } } }`, { id })).purchase;
      expect(invoice.contentType).toBe('image/jpeg');
      expect(invoice.size).toBeLessThanOrEqual(300 * 1024);
      const stored = await sharp(Buffer.from(await (await fetch(new URL(invoice.url, suite.app().url))).arrayBuffer())).metadata();
      expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBeLessThanOrEqual(1600);
    }
    await page.getByTestId('fig-purchases').getByText('1 300,49').waitFor({ timeout: 20_000 });
    await page.close();
  });
  it('fills a week of CRA days for two people without a network; the server gets each day once', async () => {
    const context = suite.browser().context;
    const person = (input: Record<string, string>) =>
      gql(`mutation($input: PersonnelInput!) { createPersonnel(input: $input) { id } }`, {
        input: { phone: '0661234567', address: 'Casablanca', email: 'x@example.ma', trade: 'Maçon', dailyRate: '300', mealBonus: '30', ...input },
      }).then((d) => d.createPersonnel.id as string);
    const people = [
      await person({ lastName: 'Alami', firstName: 'Karim', cni: 'BK200001' }),
      await person({ lastName: 'Bennani', firstName: 'Saïd', cni: 'BK200002' }),
    ];
    await gql(`mutation($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`, {
      input: { siteId, personnelIds: people, startDate: '2026-11-01', endDate: '2026-12-31' },
    });
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await installed(page);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/compte-rendu-activite/2026-11-23`);
    const allPresent = page.getByRole('button', { name: 'Tous présents (2 personnes à saisir)' });
    await allPresent.waitFor();
    await keptUntil(page, (kept) => kept.includes('Bennani') && kept.includes('siteActivityWeek'));

    await context.setOffline(true);
    for (const day of ['Lu 23', 'Ma 24', 'Me 25', 'Je 26', 'Ve 27']) {
      await page.locator('.ant-segmented-item', { hasText: day }).click();
      await allPresent.click();
      await page.getByRole('button', { name: 'Tous présents' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Sur ce téléphone : envoyé au retour du réseau' }).waitFor();
    }
    const waiting = page.getByRole('button', { name: /modifications? en attente d'envoi/ });
    expect(await waiting.getAttribute('aria-label')).toBe("5 modifications en attente d'envoi");
    await settle(page);
    await shoot(page, 'offline-activity-390', { fullPage: false });

    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    const week = await gql(`query($id: ID!) { siteActivityWeek(siteId: $id, day: "2026-11-23") { rows { values } } }`, { id: siteId });
    expect(week.siteActivityWeek.rows.map((r: { values: (string | null)[] }) => r.values.slice(0, 5))).toEqual([
      ['1', '1', '1', '1', '1'],
      ['1', '1', '1', '1', '1'],
    ]);
    await page.close();
  });
  it('records a follow-up sheet with two photos without a network; the server gets it once, with both', async () => {
    const context = suite.browser().context;
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await installed(page);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/fichesuivi`);
    await page.getByRole('heading', { name: 'Fiches de suivi' }).waitFor();
    await keptUntil(page, (kept) => kept.includes('followUps('));

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle fiche de suivi' });
    await form.getByLabel('Libellé').fill('Visite hors réseau');
    await form.getByLabel('Maîtrise d’œuvre').fill('Cabinet Benjelloun Architectes');
    await form.getByLabel('Maîtrise d’ouvrage').fill('Société Immobilière Anfa');
    await form.getByLabel('Rapport').fill('Dalle du R+1 coulée.');
    const png = (r: number, g: number, b: number) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
        .png()
        .toBuffer();
    await form.locator('input[type=file]').setInputFiles([
      { name: 'dalle.png', mimeType: 'image/png', buffer: await png(158, 158, 150) },
      { name: 'facade.png', mimeType: 'image/png', buffer: await png(196, 98, 45) },
    ]);
    await form.getByText('2 / 12').waitFor();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    const waiting = page.getByRole('button', { name: /modifications? en attente d'envoi/ });
    expect(await waiting.getAttribute('aria-label')).toBe("1 modification en attente d'envoi");
    await waiting.click();
    await page.getByText('Fiche de suivi « Visite hors réseau » — 2 photos').waitFor();
    await page.keyboard.press('Escape');

    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    const { followUps } = await gql(`query($siteId: ID!) { followUps(siteId: $siteId) { items { label photos { name } } } }`, { siteId });
    expect(followUps.items).toEqual([{ label: 'Visite hors réseau', photos: [{ name: 'dalle.jpg' }, { name: 'facade.jpg' }] }]);
    await page.getByText('Visite hors réseau').first().waitFor({ timeout: 20_000 });
    await page.close();
  });
  it('posts an announcement written without a network once it returns', async () => {
    const context = suite.browser().context;
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await installed(page);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/acutalit%C3%A9`);
    const editor = page.locator('.announcement-editor .ql-editor');
    await editor.waitFor();
    await keptUntil(page, (kept) => kept.includes('siteNews('));

    await context.setOffline(true);
    await editor.click();
    await page.keyboard.type('Réunion de chantier demain à 9 h');
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Enregistré sur ce téléphone').first().waitFor();
    const waiting = page.getByRole('button', { name: /modifications? en attente d'envoi/ });
    expect(await waiting.getAttribute('aria-label')).toBe("1 modification en attente d'envoi");

    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    const { siteNews } = await gql(`query($id: ID!) { siteNews(siteId: $id) { items { content } } }`, { id: siteId });
    expect(siteNews.items.filter((n: { content: string | null }) => n.content?.includes('Réunion de chantier demain à 9 h'))).toHaveLength(1);
    await page.locator('.news-announcement', { hasText: 'Réunion de chantier demain à 9 h' }).waitFor({ timeout: 20_000 });
    await page.close();
  });
});
