import type { Locator, Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { chooseOpenOption, fillDate, settle, shoot, toastShown } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;
let token: string;
let villa: string;
let immeuble: string;
let karim: string;

async function gql(query: string, variables: Record<string, unknown> = {}, bearer = token): Promise<any> {
  const res = await suite.app().gql(query, variables, bearer);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}
const createTask = (input: Record<string, unknown>) =>
  gql(`mutation($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }`, { input }).then((d) => d.createTask.id as string);
const datesOf = (id: string) => gql(`query($id: ID!) { task(id: $id) { startDate endDate } }`, { id }).then((d) => d.task);

/** Drags a month-grid event onto a day with the mouse, in small steps as a hand does (FullCalendar needs the moves). */
async function dragTo(page: Page, event: Locator, day: string): Promise<void> {
  const from = (await event.boundingBox())!;
  const to = (await page.locator(`.planning-day[data-date="${day}"]`).boundingBox())!;
  await page.mouse.move(from.x + 8, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height / 2 + 4, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'planning'));
  const signedIn = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  token = signedIn.body.data.signIn.accessToken as string;
  const site = (name: string) =>
    gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name, budget: '100000' } }).then(
      (d) => d.createSite.id as string,
    );
  villa = await site('Villa Anfa');
  immeuble = await site('Immeuble Maârif');
  karim = (
    await gql(`mutation($input: PersonnelInput!) { createPersonnel(input: $input) { id } }`, {
      input: {
        lastName: 'Alami',
        firstName: 'Karim',
        cni: 'BK200001',
        trade: 'Maçon',
        dailyRate: '300',
        mealBonus: '30',
        phone: '0661234567',
        address: 'Casablanca',
        email: 'k@example.ma',
      },
    })
  ).createPersonnel.id;
  await gql(`mutation($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`, {
    input: { siteId: villa, personnelIds: [karim], startDate: '2026-12-01', endDate: '2026-12-31' },
  });
});

describe('Planning', () => {
  it('plans tasks on two sites, moves one after confirming, keeps another when the move is cancelled, and shows the views', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${villa}/planning?vue=mois&date=2026-12-01`);
    await page.getByRole('heading', { name: 'Planning' }).waitFor();
    await page.getByText('décembre 2026').first().waitFor();

    await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle tâche' });
    await form.getByLabel('Titre').fill('Coulage dalle R+1');
    await fillDate(form.getByLabel('Date de début'), '07/12/2026');
    await fillDate(form.getByLabel('Date de fin'), '09/12/2026');
    await form.getByLabel('Catégorie').click();
    await chooseOpenOption(page, 'Gros œuvre');
    await form.getByLabel('Personnel').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Karim Alami' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Ajouter la tâche' }).click();
    await toastShown(page, 'Tâche « Coulage dalle R+1 » ajoutée.');
    const dalle = page.locator('.planning-fc-event', { hasText: 'Coulage dalle R+1' });
    await dalle.first().waitFor();

    const ferraillage = await createTask({
      siteId: villa,
      title: 'Ferraillage',
      startDate: '2026-12-02',
      endDate: '2026-12-03',
      category: 'SECOND_OEUVRE',
    });
    await createTask({
      siteId: immeuble,
      title: 'Enduits',
      startDate: '2026-12-15',
      endDate: '2026-12-17',
      personnelIds: [karim],
      category: 'FINITIONS',
    });
    await page.reload();
    await page.locator('.planning-fc-event', { hasText: 'Ferraillage' }).first().waitFor();

    // A drag that is cancelled saves nothing and puts the task back.
    await dragTo(page, page.locator('.planning-fc-event', { hasText: 'Ferraillage' }).first(), '2026-12-22');
    const move = page.getByRole('dialog', { name: 'Déplacer la tâche ?' });
    await move
      .getByText('« Ferraillage » passera du 02/12/2026 – 03/12/2026 au 21/12/2026 – 22/12/2026.')
      .or(move.getByText(/« Ferraillage » passera du 02\/12\/2026/))
      .first()
      .waitFor();
    await settle(page);
    await shoot(page, 'planning-move-confirm-1280');
    await move.getByRole('button', { name: 'Annuler' }).click();
    expect(await datesOf(ferraillage)).toEqual({ startDate: '2026-12-02', endDate: '2026-12-03' });
    await page.locator('.planning-day[data-date="2026-12-02"] .planning-fc-event', { hasText: 'Ferraillage' }).waitFor();

    // A drag onto days Karim already works on another site: one dialog names the conflict, and saves it if confirmed.
    await dragTo(page, dalle.first(), '2026-12-14');
    const conflicts = page.getByRole('dialog', { name: 'Conflits de planning' });
    await conflicts.getByText(/Karim Alami est déjà sur « Enduits »/).waitFor();
    await settle(page);
    await shoot(page, 'planning-conflict-1280');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await conflicts.getByRole('button', { name: 'Enregistrer quand même' }).click();
    await toastShown(page, 'Tâche « Coulage dalle R+1 » déplacée.');
    const moved = await gql(`query($s: ID!) { tasks(siteId: $s, from: "2026-12-01", to: "2026-12-31") { title startDate endDate } }`, { s: villa });
    expect(moved.tasks).toContainEqual({ title: 'Coulage dalle R+1', startDate: '2026-12-14', endDate: '2026-12-16' });
    await page.mouse.move(0, 0);
    await settle(page);
    await shoot(page, 'planning-month-1280');
    expect(await contrastViolations(page)).toEqual([]);

    for (const [view, date, shown, name] of [
      ['Semaine', '2026-12-02', 'Ferraillage', 'planning-week-1280'],
      ['Gantt', '2026-12-01', 'Coulage dalle R+1', 'planning-gantt-1280'],
      ['Personnes', '2026-12-14', 'Coulage dalle R+1', 'planning-resources-1280'],
      ['Liste', '2026-12-01', 'Coulage dalle R+1', 'planning-list-1280'],
    ] as const) {
      await page.goto(`${suite.app().url}/detail-chantier/${villa}/planning?date=${date}`);
      await page.getByRole('radiogroup', { name: 'Vue' }).getByText(view, { exact: true }).click();
      await page.getByText(shown).first().waitFor();
      if (view === 'Liste') await page.locator('.planning-tasklist').waitFor();
      // The people's view: Karim's row holds his task.
      if (view === 'Personnes')
        await page
          .getByRole('row', { name: /Karim Alami/ })
          .getByRole('button', { name: /Coulage dalle R\+1/ })
          .first()
          .waitFor();
      await settle(page);
      // The Gantt's bars grow in with an SVG animation, which settle() does not see.
      if (view === 'Gantt') {
        await page.waitForTimeout(800);
        // Each task's name sits on its bar's row, in view while the days scroll, and opens the task.
        const gaps = await page.evaluate(() => {
          const bars = Array.from(document.querySelectorAll('.planning-gantt .bar-wrapper .bar'));
          return Array.from(document.querySelectorAll('.planning-gantt-names button')).map((n, i) => {
            const a = n.getBoundingClientRect();
            const b = bars[i]?.getBoundingClientRect();
            return b ? Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) : Infinity;
          });
        });
        expect(gaps.length).toBeGreaterThan(1);
        expect(Math.max(...gaps)).toBeLessThan(6);
      }
      await shoot(page, name);
      if (view === 'Gantt') {
        await page.getByRole('list', { name: 'Tâches du Gantt' }).getByRole('button', { name: 'Coulage dalle R+1' }).click();
        await page.getByRole('dialog', { name: 'Modifier la tâche' }).waitFor();
        await page.keyboard.press('Escape');
      }
    }

    await page.goto(`${suite.app().url}/planning-global/?vue=mois&date=2026-12-01`);
    await page.getByRole('heading', { name: 'Planning global' }).waitFor();
    await page.locator('.planning-fc-event', { hasText: 'Enduits' }).first().waitFor();
    await page.getByRole('list', { name: 'Légende' }).getByText('Immeuble Maârif').waitFor();
    // Each task is drawn in its site's colour, the one the legend gives (FullCalendar 7 reads an event's `color`).
    const swatch = await page
      .getByRole('listitem')
      .filter({ hasText: 'Immeuble Maârif' })
      .locator('.planning-swatch')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const painted = await page
      .locator('.planning-fc-event', { hasText: 'Enduits' })
      .first()
      .evaluate((el) => [el, ...el.querySelectorAll('*')].map((e) => getComputedStyle(e).backgroundColor).find((c) => c !== 'rgba(0, 0, 0, 0)'));
    expect(painted).toBe(swatch);
    await page.getByRole('combobox', { name: 'Personne' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Karim Alami' }).click();
    await page.locator('.planning-fc-event', { hasText: 'Ferraillage' }).waitFor({ state: 'detached' });
    await page.locator('.planning-fc-event', { hasText: 'Coulage dalle R+1' }).first().waitFor();
    await settle(page);
    await shoot(page, 'planning-global-1280');
    await page.close();
  });

  it('shows this month’s tasks on the dashboard and the next ones on the site', async () => {
    const today = moroccoToday();
    await createTask({ siteId: villa, title: 'Réception des réseaux', startDate: today, endDate: today, progress: 30 });
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('heading', { name: 'Tâches du mois' }).waitFor();
    await page.getByRole('link', { name: 'Réception des réseaux' }).click();
    await page.getByRole('heading', { name: 'Planning' }).waitFor();
    await page.goto(`${suite.app().url}/detail-chantier/${villa}`);
    const card = page.locator('.site-planning-card');
    await card.getByText('Réception des réseaux').waitFor();
    await card.getByText('Coulage dalle R+1').waitFor();
    await settle(page);
    await shoot(page, 'planning-site-detail-1280');
    await page.close();
  });

  it('reads as a list on a phone, in dark mode, and every view fits the phone', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    // A task that should have started last week and has not: flagged in the list and on the dashboard.
    const today = moroccoToday();
    const daysAgo = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const behind = await createTask({
      siteId: villa,
      title: 'Implantation des fondations et piquetage des axes du bâtiment principal',
      startDate: daysAgo(6),
      endDate: today,
      category: 'GROS_OEUVRE',
    });
    await page.goto(`${suite.app().url}/detail-chantier/${villa}/planning?vue=semaine`);
    const late = page.locator('.planning-tasklist li', { hasText: 'Implantation des fondations' });
    await late.getByText('Pas commencée').waitFor();
    // On a phone the week is a list: every task once, its title whole.
    expect(await late.locator('.planning-tasklist-title').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.goto(`${suite.app().url}/dashboard/`);
    await page.locator('.dash-tasks li', { hasText: 'Implantation des fondations' }).getByText('Pas commencée').waitFor();
    await gql(`mutation($id: ID!) { deleteTask(id: $id) }`, { id: behind });

    await page.goto(`${suite.app().url}/detail-chantier/${villa}/planning?date=2026-12-01`);
    const dalle = page.locator('.planning-tasklist li', { hasText: 'Coulage dalle R+1' });
    await dalle.waitFor();
    // Three days of work are one line, not three.
    expect(await dalle.count()).toBe(1);
    await dalle.getByText('du 14 déc. au 16 déc. · Villa Anfa').waitFor();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(page, 'planning-list-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await dalle.getByRole('button').click();
    await page.getByRole('dialog', { name: 'Modifier la tâche' }).waitFor();
    await settle(page);
    await shoot(page, 'planning-form-dark-390');
    await page.keyboard.press('Escape');
    for (const [slug, date] of [
      ['mois', '2026-12-01'],
      ['semaine', '2026-12-14'],
      ['gantt', '2026-12-01'],
      ['personnes', '2026-12-14'],
    ] as const) {
      await page.goto(`${suite.app().url}/detail-chantier/${villa}/planning?vue=${slug}&date=${date}`);
      await page.getByText('Coulage dalle R+1').first().waitFor();
      await settle(page);
      if (slug === 'gantt') await page.waitForTimeout(800);
      // Wide views scroll inside their card, never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shoot(page, `planning-${slug}-dark-390`);
    }
    await page.close();
  });

  it('reads in dark mode on a desk', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    for (const [slug, date] of [
      ['mois', '2026-12-01'],
      ['gantt', '2026-12-01'],
      ['personnes', '2026-12-14'],
    ] as const) {
      await page.goto(`${suite.app().url}/planning-global/?vue=${slug}&date=${date}`);
      await page.getByText('Coulage dalle R+1').first().waitFor();
      await settle(page);
      if (slug === 'gantt') await page.waitForTimeout(800);
      await shoot(page, `planning-global-${slug}-dark-1280`);
      if (slug === 'mois') expect(await contrastViolations(page)).toEqual([]);
    }
    await page.close();
  });

  it('shows a Gestionnaire Chantier the tasks of their sites only', async () => {
    const session = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken user { id } } }`, {
      input: { email: user.email, password: user.password },
    });
    const userId = session.body.data.signIn.user.id as string;
    const theirs = (
      await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
        input: { name: 'Riad Agdal', budget: '50000', managerId: userId },
      })
    ).createSite.id as string;
    await createTask({ siteId: theirs, title: 'Pose du zellige', startDate: '2026-12-07', endDate: '2026-12-11', category: 'FINITIONS' });
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await page.goto(`${suite.app().url}/planning-global/?vue=liste&date=2026-12-01`);
    await page.locator('.planning-tasklist li', { hasText: 'Pose du zellige' }).waitFor();
    expect(await page.locator('.planning-tasklist li', { hasText: 'Coulage dalle R+1' }).count()).toBe(0);
    await page.goto(`${suite.app().url}/detail-chantier/${villa}/planning`);
    await page.getByText('Ce chantier n’existe pas ou a été supprimé.').waitFor();
    await page.close();
  });
});
