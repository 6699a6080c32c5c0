import type { Page } from 'playwright-core';
import { createSupplier, PASSWORD } from '../api/test/company';
import { addDays, createPerson, createProduct, createPurchase, createRevenue, createServiceSheet } from '../api/test/factories';
import { registerPartner } from '../api/src/modules/partners/partners.test-helpers';
import { createPlan, createReserve, reserveInput } from '../api/src/modules/punch-list/punch-list.test-helpers';
import { shoot, waitForPath } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { layoutProblems } from './support/layout';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

/**
 * Every signed-in screen (and the other tabs and views of the tabbed ones), with a real company's data (amounts in the
 * hundreds of thousands, long names), on a laptop (1280×800), a desk (1440×900) and a phone (390×844, dark): nothing
 * cut, no amount broken over two lines, no sideways scroll, no control out of reach or out of view without a cue that
 * there is more (e2e/support/layout.ts says what each means). A partner's own space and the public pages too.
 */
const suite = useAppAndBrowser();
let manager: Account;
let partnerEmail = '';
const ids: Record<string, string> = {};
const today = moroccoToday();

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'mise-en-page'));
  const { token, gql } = await apiAs(suite.app(), manager);
  const app = suite.app();
  await gql(`mutation($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`, {
    input: {
      name: 'Société Marocaine de Bâtiment et Travaux Publics',
      ice: '001234567000089',
      fiscalId: '12345678',
      tradeRegister: '98765',
      city: 'Casablanca',
    },
  });
  ids.site = (
    await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
      input: {
        name: 'Résidence Les Jardins de l’Atlas — Tranche 2, Bloc C',
        client: 'Groupe Immobilier Al Omrane Casablanca-Settat',
        budget: '12500000',
        city: 'Casablanca',
      },
    })
  ).createSite.id;
  const supplier = await createSupplier(app, token, { name: 'Matériaux de Construction du Grand Casablanca SARL' });
  await createPurchase(app, token, ids.site, {
    supplierId: supplier.id,
    label: 'Béton prêt à l’emploi B25, livraison toupie',
    date: today,
    amountHT: '649305.56',
    vatRate: '20',
  });
  await createRevenue(app, token, ids.site, { label: 'Situation n° 3 — gros œuvre', reference: 'SIT-3', date: today, amount: '1875000.00' });
  await createServiceSheet(app, token, ids.site, {
    date: '2024-03-18',
    amountPaid: '125000',
    bonus: '7500',
    supplier: 'Entreprise de Plâtrerie et Faux Plafonds du Souss',
    worker: 'Abdelkrim Benabdeljalil',
  });
  await createProduct(app, token, { label: 'Fer à béton HA12 en barres de 12 m, acier FeE500', stock: '1250', unit: 'barre', stockDay: today });
  const person = await createPerson(app, token, {
    lastName: 'Benabdeljalil',
    firstName: 'Abdelkrim',
    trade: 'Chef d’équipe coffreur',
    dailyRate: '450',
  });
  await gql(`mutation($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`, {
    input: { siteId: ids.site, personnelIds: [person.id], startDate: addDays(today, -40), endDate: addDays(today, 60) },
  });
  await gql(`mutation($e: [ActivityEntryInput!]!) { saveActivity(entries: $e) { day } }`, {
    e: [{ day: today, personnelId: person.id, siteId: ids.site, value: '1' }],
  });
  const client = (
    await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, {
      input: { name: 'Groupe Immobilier Al Omrane Casablanca-Settat', ice: '002233445000066' },
    })
  ).createClient;
  ids.quote = (
    await gql(`mutation($input: QuoteInput!) { createQuote(input: $input) { id } }`, {
      input: {
        clientId: client.id,
        issueDate: today,
        siteId: ids.site,
        object: 'Gros œuvre et second œuvre de 48 logements',
        lots: [
          {
            title: 'Gros œuvre',
            lines: [{ designation: 'Béton armé pour semelles, poteaux et dalles', unit: 'm³', quantity: '1250', unitPriceHT: '1450' }],
          },
          { title: 'Électricité', lines: [{ designation: 'Tableau électrique', unit: 'u', quantity: '48', unitPriceHT: '3333.33', vatRate: '14' }] },
        ],
      },
    })
  ).createQuote.id;
  await gql(`mutation($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }`, { id: ids.quote });
  ids.invoice = (
    await gql(`mutation($q: ID!) { createInvoice(quoteId: $q, input: { kind: "ACOMPTE", percent: "30" }) { id } }`, { q: ids.quote })
  ).createInvoice.id;
  await gql(`mutation($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }`, {
    input: {
      siteId: ids.site,
      title: 'Coulage de la dalle haute du rez-de-chaussée',
      startDate: today,
      endDate: addDays(today, 3),
      personnelIds: [person.id],
    },
  });
  await gql(`mutation($s: ID!, $c: String) { postAnnouncement(siteId: $s, content: $c) { id } }`, {
    s: ids.site,
    c: '<p>Livraison des 120 m³ de béton B25 décalée à jeudi 7 h 30 : prévoir l’équipe de coffreurs du Bloc C au complet.</p>',
  });
  await gql(`mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`, {
    input: { name: 'Synchronisation comptable Sage 100 — Bennani & Associés', scopes: ['read', 'write'], expiresOn: addDays(today, 300) },
  });
  await gql(`mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`, {
    input: {
      url: 'https://erp.societe-marocaine-batiment-travaux-publics.example.ma/webhooks/chantiers/evenements',
      description: 'ERP de la direction financière — rapprochement des factures et des achats',
      events: ['invoice.issued', 'invoice.paid', 'purchase.created', 'revenue.created', 'quote.accepted'],
    },
  });
  // A partner with a long name, a request about the site waiting on their dashboard.
  const listed = await registerPartner(app, {
    companyName: 'Plomberie, Sanitaire et Chauffage Central Zitoune Frères SARL',
    description: 'Installation, rénovation et dépannage de plomberie sanitaire et de chauffage central à Fès, Meknès et environs.',
  });
  partnerEmail = listed.email;
  ids.partner = listed.partnerId;
  await gql(`mutation($input: PartnerContactInput!) { sendPartnerRequest(input: $input) { id } }`, {
    input: {
      partnerId: ids.partner,
      siteId: ids.site,
      message:
        'Bonjour, nous cherchons une équipe pour la plomberie des 48 logements du Bloc C à partir du mois prochain. Pouvez-vous nous rappeler ?',
    },
  });
  // A réserve of the site given to that partner, late: under « Réserves à lever » in their space.
  const plan = await createPlan(app, token, ids.site, 'Plan du rez-de-chaussée — Bloc C, logements 1 à 12', 1);
  await createReserve(
    app,
    token,
    reserveInput(ids.site, plan.id, {
      title: 'Fuite au raccord d’alimentation du chauffe-eau de la salle de bains du logement 7',
      trade: 'Plomberie sanitaire et chauffage central',
      responsible: { type: 'PARTNER', id: ids.partner },
      dueDate: addDays(today, -3),
    }),
  );
});

const SCREENS = () => {
  const site = `/detail-chantier/${ids.site}`;
  return [
    '/dashboard',
    '/dashboard-chantiers',
    site,
    `${site}/acutalité`,
    `${site}/finances`,
    `${site}/finances?onglet=recettes`,
    `${site}/finances?onglet=fiches`,
    `${site}/planning`,
    `${site}/planning?vue=semaine`,
    `${site}/compte-rendu-activite/${today}`,
    `${site}/compte-rendu-activite/${today}?vue=mois`,
    `${site}/documents`,
    `${site}/fichesuivi`,
    `${site}/journal`,
    `${site}/journal/${today}`,
    `${site}/plans`,
    `${site}/reserves`,
    `${site}/reception`,
    '/liste-devis',
    '/devis',
    `/devis/${ids.quote}`,
    '/factures',
    `/factures/${ids.invoice}`,
    '/clients',
    '/finance-globale',
    '/stocks',
    '/planning-global',
    '/planning-global?vue=gantt',
    '/planning-global?vue=personnes',
    '/activite-globale',
    `/activite-globale/${today}/?vue=semaine`,
    '/fournisseurs',
    '/personnels',
    '/personnels?onglet=affectations',
    '/parametres/societe',
    '/parametres/equipe',
    '/parametres/api',
    '/parametres/webhooks',
    '/abonnement',
    '/dashboard-users',
  ];
};
const PARTNER_SCREENS = ['/dashboard-partenaire', '/reserves-partenaire', '/profile-partenaire'];
const PUBLIC_SCREENS = () => ['/', '/sign-up', '/partenaires', `/partenaires/${ids.partner}`, '/insription-partenaire', '/faq', '/contact'];

interface Viewport {
  width: number;
  height: number;
  dark: boolean;
}
/** The sizes walked: a laptop, a phone in dark mode, a desk. */
const LAPTOP: Viewport = { width: 1280, height: 800, dark: false };
const PHONE: Viewport = { width: 390, height: 844, dark: true };
const DESK: Viewport = { width: 1440, height: 900, dark: false };
const VIEWPORTS = [LAPTOP, PHONE, DESK];
// Two walks a size, of about 18 screens each: 10 to 15 s on a loaded 2-core machine, far from a test's minute.
const PARTS = 2;

/**
 * Opens each screen and returns what is broken on it. The first one loads the app; the next ones are opened as a click
 * in the menu does (the router's history), which is what a person does, and spares the app's start each time.
 */
async function walk(page: Page, paths: string[], { width, dark }: Viewport, tag = ''): Promise<string[]> {
  const found: string[] = [];
  const network = inFlight(page);
  try {
    for (const [i, path] of paths.entries()) {
      network.moved();
      if (i === 0) await page.goto(`${suite.app().url}${path}`);
      else
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
          window.scrollTo(0, 0);
        }, path);
      await ready(page, network);
      for (const problem of await layoutProblems(page, { tablesFit: width >= 1280 })) found.push(`${path} at ${width}: ${problem}`);
      const name = path.replace(/[0-9a-f-]{36}/g, 'id').replace(/[/?=]+/g, '-');
      await shoot(page, `layout${tag}${name}-${width}${dark ? '-dark' : ''}`, { fullPage: false });
    }
  } finally {
    network.stop();
  }
  return found;
}

/** The page's requests in flight (the screen's code, its data, images), and how long it has been without any. */
function inFlight(page: Page) {
  let count = 0;
  let since = Date.now();
  const start = () => void count++;
  const end = () => ((count = Math.max(0, count - 1)), (since = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    quietFor: () => (count > 0 ? 0 : Date.now() - since),
    moved: () => void (since = Date.now()),
    stop: () => (page.off('request', start), page.off('requestfinished', end), page.off('requestfailed', end)),
  };
}

/**
 * Waits for a screen's data: 200 ms without a request (the router loads the screen's code, then the screen asks for its
 * data), no request of the app's in flight, no skeleton or spinner left in the window (a chart below it waits to be
 * scrolled to), no animation running; 10 s at most, then the screen is judged as it is.
 */
async function ready(page: Page, network: ReturnType<typeof inFlight>): Promise<void> {
  const giveUp = Date.now() + 10_000;
  while (Date.now() < giveUp) {
    if (network.quietFor() >= 200 && (await page.evaluate(settled))) return;
    await page.waitForTimeout(50);
  }
}

// A filter's placeholder (shared/components/after-paint.tsx) counts as loading: the control is judged, not its box.
function settled(): boolean {
  if (document.querySelector('.request-progress.is-busy')) return false;
  const loading = Array.from(document.querySelectorAll('.page-skeleton, .ant-skeleton, .ant-spin-spinning, .records-pending')).some((el) => {
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
  return !loading && !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
}

describe('every signed-in screen', () => {
  for (const viewport of VIEWPORTS)
    for (let part = 0; part < PARTS; part++) {
      const { width, height, dark } = viewport;
      it(`lays out whole at ${width}×${height}${dark ? ' in dark mode' : ''} (screens, part ${part + 1} of ${PARTS})`, async () => {
        const page = await suite.browser().page({ width, height, origin: suite.app().url });
        await signIn(page, suite.app(), manager);
        if (dark) await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
        const screens = SCREENS();
        const size = Math.ceil(screens.length / PARTS);
        expect(await walk(page, screens.slice(part * size, (part + 1) * size), viewport)).toEqual([]);
        await page.close();
      });
    }
});

describe('a partner’s own space and the public screens', () => {
  it('lay out whole for a signed-in partner at every size', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await page.goto(`${suite.app().url}/sign-in`);
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(partnerEmail);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await waitForPath(page, '/dashboard-partenaire');
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.evaluate(
        (dark) => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: dark ? 'dark' : 'light' })),
        viewport.dark,
      );
      found.push(...(await walk(page, PARTNER_SCREENS, viewport, '-partner')));
    }
    expect(found).toEqual([]);
    await page.close();
  });

  it('lay out whole for a visitor on a phone (390×844) and a laptop (1280×800)', async () => {
    const found: string[] = [];
    for (const viewport of [{ ...PHONE, dark: false }, LAPTOP]) {
      const page = await suite.browser().page({ width: viewport.width, height: viewport.height, origin: suite.app().url });
      found.push(...(await walk(page, PUBLIC_SCREENS(), viewport, '-public')));
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
