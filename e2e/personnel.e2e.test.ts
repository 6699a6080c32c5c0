import type { Locator } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { chooseMenuItem, chooseSearched, shoot, toastShown, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let token: string;
const sites: Record<string, string> = {};

/** A day as the wire carries it, in this machine's time zone (the browser's too). */
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const fr = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
function weekFrom(offsetWeeks: number): { startDate: string; endDate: string } {
  const monday = new Date();
  monday.setHours(12, 0, 0, 0);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7) + 7 * offsetWeeks);
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 6);
  return { startDate: iso(monday), endDate: iso(sunday) };
}
const thisWeek = weekFrom(0);
const nextWeek = weekFrom(1);

async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await suite.app().gql<T>(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!;
}

async function createSite(name: string): Promise<void> {
  const data = await gql<{ createSite: { id: string } }>(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
    input: { name, city: 'Casablanca' },
  });
  sites[name] = data.createSite.id;
}

async function personId(lastName: string): Promise<string> {
  const data = await gql<{ personnel: { items: { id: string; lastName: string }[] } }>(
    `query($s: String) { personnel(search: $s, includeInactive: true) { items { id lastName } } }`,
    { s: lastName },
  );
  return data.personnel.items.find((p) => p.lastName === lastName)!.id;
}

/** Waits until an input shows `value` (React renders after the click that changed it). */
async function valueOf(input: Locator, value: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await input.inputValue()) !== value) {
    if (Date.now() > deadline) expect(await input.inputValue()).toBe(value);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function fillPerson(
  form: Locator,
  p: {
    lastName: string;
    firstName: string;
    cni: string;
    trade: string;
    dailyRate: string;
    mealBonus: string;
    phone: string;
    email: string;
    address: string;
  },
) {
  await form.getByLabel('Nom', { exact: true }).fill(p.lastName);
  await form.getByLabel('Prénom', { exact: true }).fill(p.firstName);
  await form.getByLabel('N° CNI', { exact: true }).fill(p.cni);
  await form.getByLabel('Métier', { exact: true }).fill(p.trade);
  await form.getByLabel('Tarif journalier (DH)', { exact: true }).fill(p.dailyRate);
  await form.getByLabel('Prime panier (DH)', { exact: true }).fill(p.mealBonus);
  await form.getByLabel('Téléphone', { exact: true }).fill(p.phone);
  await form.getByLabel('E-mail', { exact: true }).fill(p.email);
  await form.getByLabel('Adresse', { exact: true }).fill(p.address);
}

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'personnel'));
  const signedIn = await suite
    .app()
    .gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, { input: { email: manager.email, password: manager.password } });
  token = signedIn.body.data.signIn.accessToken as string;
  await createSite('Villa Anfa');
  await createSite('Résidence Atlas');
});

describe('Personnel', () => {
  it('creates two workers, assigns them for this week, meets an overlap, removes an assignment and deactivates a worker', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Personnel' }).click();
    await waitForPath(page, '/personnels');
    await page.getByRole('heading', { name: 'Personnel', level: 1 }).waitFor();
    await page.getByText('Aucune personne pour le moment.').waitFor();

    // A first worker, after a refused daily rate.
    await page.getByRole('button', { name: 'Nouvelle personne' }).click();
    let form = page.getByRole('dialog', { name: 'Nouvelle personne' });
    await fillPerson(form, {
      lastName: 'Alami',
      firstName: 'Karim',
      cni: 'bk123456',
      trade: 'Chef d’équipe',
      dailyRate: '-5',
      mealBonus: '30',
      phone: '0661234567',
      email: 'Karim.Alami@example.ma',
      address: '12 rue des Orangers, Casablanca',
    });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le tarif journalier doit être un nombre positif (15 caractères au plus, deux décimales)').waitFor();
    await shoot(page, 'personnel-form-error-1280');
    await form.getByLabel('Tarif journalier (DH)', { exact: true }).fill('350');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Fiche de « Karim Alami » créée');
    await page.getByRole('cell', { name: 'BK123456', exact: true }).waitFor();
    await page.getByRole('cell', { name: /^350,00\sDH/ }).waitFor();

    // A second one; every field is required.
    await page.getByRole('button', { name: 'Nouvelle personne' }).click();
    form = page.getByRole('dialog', { name: 'Nouvelle personne' });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le nom est requis').waitFor();
    await form.getByText('La prime panier est requise').waitFor();
    await fillPerson(form, {
      lastName: 'Idrissi',
      firstName: 'Youssef',
      cni: 'JA998877',
      trade: 'Maçon',
      dailyRate: '280,5',
      mealBonus: '25',
      phone: '0662345678',
      email: 'youssef.idrissi@example.ma',
      address: 'Hay Hassani, Casablanca',
    });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Fiche de « Youssef Idrissi » créée');
    await page.getByRole('cell', { name: /^280,50\sDH/ }).waitFor();
    await page.getByText('2 personnes', { exact: true }).waitFor();

    // Search (accents ignored) and sort by daily rate.
    await page.getByRole('search').getByLabel('Rechercher un nom, une CNI, un métier').fill('macon');
    await page.getByRole('cell', { name: 'Karim Alami', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Youssef Idrissi', exact: true }).waitFor();
    await page.getByRole('search').getByLabel('Rechercher un nom, une CNI, un métier').fill('');
    await page.getByRole('cell', { name: 'Karim Alami', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Tarif journalier' }).click();
    await page.waitForFunction(() => document.querySelector('.ant-table-tbody tr:not(.ant-table-measure-row) td')?.textContent === 'Youssef Idrissi');
    await page.getByRole('columnheader', { name: 'Tarif journalier' }).click();
    await page.waitForFunction(() => document.querySelector('.ant-table-tbody tr:not(.ant-table-measure-row) td')?.textContent === 'Karim Alami');
    await shoot(page, 'personnel-1280');
    expect(await contrastViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    await chooseMenuItem(page, 'Excel (.xlsx)');
    expect((await download).suggestedFilename()).toBe(`personnel_${moroccoToday()}.xlsx`);

    // This week: both are free, then both are assigned to Villa Anfa.
    await page.getByRole('tab', { name: 'Affectations' }).click();
    await page.getByText('Personne n’est affecté sur cette période.').waitFor();
    const assigned = page.locator('.assign-panel', { hasText: 'Affectations de la période' });
    const free = page.locator('.assign-panel', { hasText: 'Non affectés sur la période' });
    await valueOf(page.getByLabel('Période', { exact: true }), fr(thisWeek.startDate));
    await free.getByRole('checkbox', { name: 'Karim Alami' }).check();
    await free.getByRole('checkbox', { name: 'Youssef Idrissi' }).check();
    await free.getByText('2 sélectionnées').waitFor();
    await free.getByRole('button', { name: 'Affecter au chantier' }).click();
    let modal = page.getByRole('dialog', { name: 'Affecter au chantier' });
    await valueOf(modal.getByLabel('Du', { exact: true }), fr(thisWeek.startDate));
    await valueOf(modal.getByLabel('Au', { exact: true }), fr(thisWeek.endDate));
    await modal.getByText('Karim Alami — Chef d’équipe').waitFor();
    await modal.getByRole('button', { name: 'Affecter', exact: true }).click();
    await modal.getByText('Choisissez un chantier').waitFor();
    await chooseSearched(page, modal.getByLabel('Chantier', { exact: true }), 'anfa', 'Villa Anfa');
    await shoot(page, 'assign-modal-1280');
    await modal.getByRole('button', { name: 'Affecter', exact: true }).click();
    await toastShown(page, '2 personnes affectées au chantier « Villa Anfa »');
    await modal.waitFor({ state: 'detached' });
    await assigned.getByRole('cell', { name: /^Karim Alami/ }).waitFor();
    await assigned.getByRole('cell', { name: /^Youssef Idrissi/ }).waitFor();
    expect(await assigned.getByRole('cell', { name: fr(thisWeek.startDate) }).count()).toBe(2);
    expect(await assigned.getByRole('cell', { name: '7', exact: true }).count()).toBe(2);
    await free.getByText('Toutes les personnes actives sont affectées sur cette période.').waitFor();
    expect(await free.getByRole('checkbox', { name: 'Karim Alami' }).count()).toBe(0);
    await shoot(page, 'assignments-1280');
    expect(await contrastViolations(page)).toEqual([]);

    // Next week: both are free again. A colleague books Karim meanwhile: the form says so.
    await page.getByRole('button', { name: 'Période suivante' }).click();
    await valueOf(page.getByLabel('Période', { exact: true }), fr(nextWeek.startDate));
    await free.getByRole('checkbox', { name: 'Karim Alami' }).waitFor();
    await free.getByRole('checkbox', { name: 'Youssef Idrissi' }).waitFor();
    await assigned.getByText('Personne n’est affecté sur cette période.').waitFor();
    await free.getByRole('checkbox', { name: 'Karim Alami' }).check();
    await gql(`mutation($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`, {
      input: { siteId: sites['Résidence Atlas'], personnelIds: [await personId('Alami')], ...nextWeek },
    });
    await free.getByRole('button', { name: 'Affecter au chantier' }).click();
    modal = page.getByRole('dialog', { name: 'Affecter au chantier' });
    await chooseSearched(page, modal.getByLabel('Chantier', { exact: true }), 'villa', 'Villa Anfa');
    await modal.getByRole('button', { name: 'Affecter', exact: true }).click();
    const overlap =
      `Erreur lors de l'affectation des personnels : Karim Alami est déjà affecté(e) au chantier « ` +
      `Résidence Atlas » du ${fr(nextWeek.startDate)} au ${fr(nextWeek.endDate)}.`;
    await modal.getByRole('alert').filter({ hasText: overlap }).waitFor();
    await shoot(page, 'assign-overlap-1280');
    await modal.getByRole('button', { name: 'Annuler' }).click();
    await assigned.getByRole('cell', { name: 'Résidence Atlas', exact: true }).waitFor();
    await free.getByRole('checkbox', { name: 'Karim Alami' }).waitFor({ state: 'detached' });

    // Back to this week: Youssef is taken off Villa Anfa.
    await page.getByRole('button', { name: 'Période précédente' }).click();
    await assigned.getByRole('cell', { name: /^Youssef Idrissi/ }).waitFor();
    await assigned.getByRole('button', { name: 'Retirer Youssef Idrissi' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Retirer' }).click();
    await toastShown(page, 'Youssef Idrissi retiré(e) du chantier « Villa Anfa »');
    await free.getByRole('checkbox', { name: 'Youssef Idrissi' }).waitFor();
    await assigned.getByRole('cell', { name: /^Youssef Idrissi/ }).waitFor({ state: 'detached' });

    // Karim has assignments: 'Supprimer' deactivates him. Someone without any is deleted.
    await page.getByRole('tab', { name: 'Personnel' }).click();
    await page.getByRole('button', { name: 'Supprimer Karim Alami' }).click();
    await page.getByRole('tooltip').getByText('Une personne qui a des affectations est désactivée, pas supprimée.').waitFor();
    await page.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
    await toastShown(page, '« Karim Alami » désactivé(e) : cette personne a des affectations');
    await page.getByRole('cell', { name: 'Karim Alami', exact: true }).waitFor({ state: 'detached' });
    await page.getByText('Afficher les désactivés').click();
    await page
      .getByRole('row', { name: /Karim Alami/ })
      .getByText('Désactivé', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Réactiver Karim Alami' }).waitFor();
    await gql(`mutation($input: PersonnelInput!) { createPersonnel(input: $input) { id } }`, {
      input: {
        lastName: 'Amrani',
        firstName: 'Saïd',
        cni: 'CD445566',
        phone: '0663456789',
        address: 'Salé',
        trade: 'Ferrailleur',
        dailyRate: '260',
        mealBonus: '0',
        email: 'said.amrani@example.ma',
      },
    });
    await page.getByRole('search').getByLabel('Rechercher un nom, une CNI, un métier').fill('amrani');
    await page.getByRole('button', { name: 'Supprimer Saïd Amrani' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
    await toastShown(page, '« Saïd Amrani » supprimé(e) du personnel');
    await page.getByText('Aucune personne ne correspond.').waitFor();
    await page.close();
  });

  it('works on a phone in dark mode: reactivates, and shows both panels stacked', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.waitForFunction(
      () => document.documentElement.dataset.themeMode === 'dark' && !document.documentElement.hasAttribute('data-theme-pending'),
    );
    await page.goto(`${suite.app().url}/personnels`);
    // On a phone each person is a card: the name, the status, the figures and a large main button.
    const card = (name: string) => page.locator('article.record-card', { hasText: name });
    await card('Youssef Idrissi').getByText('280,50\u00a0DH').waitFor();
    expect(await page.locator('.ant-table').count()).toBe(0);
    await page.getByText('Afficher les désactivés').click();
    await card('Karim Alami').getByText('Désactivé', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Réactiver Karim Alami' }).click();
    await toastShown(page, '« Karim Alami » réactivé(e)');
    await card('Karim Alami').getByText('Actif', { exact: true }).waitFor();
    const call = card('Karim Alami').getByRole('link', { name: '0661234567' });
    expect(await call.getAttribute('href')).toBe('tel:0661234567');
    const main = await card('Youssef Idrissi').getByRole('button', { name: 'Modifier Youssef Idrissi' }).boundingBox();
    expect(main!.height).toBeGreaterThanOrEqual(40);
    await page.mouse.move(0, 0);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shoot(page, 'personnel-dark-390');
    expect(await contrastViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Modifier Youssef Idrissi' }).click();
    const form = page.getByRole('dialog', { name: 'Modifier la fiche' });
    await form.getByLabel('Tarif journalier (DH)', { exact: true }).fill('0');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le tarif journalier doit être un nombre positif (15 caractères au plus, deux décimales)').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shoot(page, 'personnel-form-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await form.getByLabel('Tarif journalier (DH)', { exact: true }).fill('300');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Fiche de « Youssef Idrissi » mise à jour');
    await card('Youssef Idrissi').getByText('300,00\u00a0DH', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Affectations' }).click();
    await waitForPath(page, '/personnels');
    expect(new URL(page.url()).searchParams.get('onglet')).toBe('affectations');
    const assigned = page.locator('.assign-panel', { hasText: 'Affectations de la période' });
    const free = page.locator('.assign-panel', { hasText: 'Non affectés sur la période' });
    await assigned.getByRole('cell', { name: /^Karim Alami/ }).waitFor();
    await free.getByRole('checkbox', { name: 'Youssef Idrissi' }).waitFor();
    const [a, f] = await Promise.all([assigned.boundingBox(), free.boundingBox()]);
    expect(f!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shoot(page, 'assignments-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.getByLabel('Période', { exact: true }).click();
    await page.locator('.ant-picker-dropdown:visible').waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown[class*="-appear"], .ant-picker-dropdown[class*="-enter"]'));
    await shoot(page, 'period-picker-dark-390');
    const popup = await page.locator('.ant-picker-dropdown:visible .ant-picker-panel-container').boundingBox();
    expect(popup!.x).toBeGreaterThanOrEqual(0);
    expect(popup!.x + popup!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');

    await free.getByRole('checkbox', { name: 'Youssef Idrissi' }).check();
    await free.getByRole('button', { name: 'Affecter au chantier' }).click();
    const modal = page.getByRole('dialog', { name: 'Affecter au chantier' });
    await chooseSearched(page, modal.getByLabel('Chantier', { exact: true }), 'atlas', 'Résidence Atlas');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shoot(page, 'assign-modal-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Affecter', exact: true }).click();
    await toastShown(page, '1 personne affectée au chantier « Résidence Atlas »');
    await assigned.getByRole('cell', { name: 'Résidence Atlas', exact: true }).waitFor();
    await free.getByText('Toutes les personnes actives sont affectées sur cette période.').waitFor();

    // Youssef's assignment moves to next week: he is free this week again.
    await assigned.getByRole('button', { name: 'Changer les dates de Youssef Idrissi' }).click();
    const move = page.getByRole('dialog', { name: 'Changer les dates de l’affectation' });
    await move.getByText('Youssef Idrissi au chantier « Résidence Atlas »').waitFor();
    await move.getByLabel('Au', { exact: true }).fill(fr(nextWeek.endDate));
    await move.getByLabel('Au', { exact: true }).press('Enter');
    await move.getByLabel('Du', { exact: true }).fill(fr(nextWeek.startDate));
    await move.getByLabel('Du', { exact: true }).press('Enter');
    await move.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(`Affectation de Youssef Idrissi du ${fr(nextWeek.startDate)} au ${fr(nextWeek.endDate)}`).waitFor();
    await free.getByRole('checkbox', { name: 'Youssef Idrissi' }).waitFor();
    await assigned.getByRole('cell', { name: 'Résidence Atlas', exact: true }).waitFor({ state: 'detached' });
    await page.close();
  });
});
