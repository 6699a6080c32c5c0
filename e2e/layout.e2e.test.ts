import { createSupplier } from '../api/test/company';
import { createPerson, createProduct, createPurchase, createRevenue, createServiceSheet } from '../api/test/factories';
import { settle, shoot } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';

type Api = Awaited<ReturnType<typeof apiAs>>;
import { layoutProblems } from './support/layout';
import { useAppAndBrowser } from './support/suite';

/**
 * Every signed-in screen, with a real company's data (amounts in the hundreds of thousands, long names), on a laptop
 * (1280×800) and a phone (390×844), light and dark: nothing cut, no amount broken over two lines, no sideways scroll,
 * no control out of reach (e2e/support/layout.ts says what each means).
 */
const suite = useAppAndBrowser();
let manager: Account;
let token: string;
const ids: Record<string, string> = {};
const today = new Date().toISOString().slice(0, 10);

let gql: Api['gql'];

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'mise-en-page'));
  ({ token, gql } = await apiAs(suite.app(), manager));
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
  await createServiceSheet(app, token, ids.site, { date: '2024-03-18', amountPaid: '12500', bonus: '750' });
  await createProduct(app, token, { label: 'Fer à béton HA12 en barres de 12 m, acier FeE500', stock: '1250', unit: 'barre', stockDay: today });
  await createPerson(app, token, { lastName: 'Benabdeljalil', firstName: 'Abdelkrim', trade: 'Chef d’équipe coffreur' });
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
    input: { siteId: ids.site, title: 'Coulage de la dalle haute du rez-de-chaussée', startDate: today, endDate: today },
  });
});

const SCREENS = () => [
  '/dashboard',
  '/dashboard-chantiers',
  `/detail-chantier/${ids.site}`,
  `/detail-chantier/${ids.site}/finances`,
  `/detail-chantier/${ids.site}/planning`,
  `/detail-chantier/${ids.site}/compte-rendu-activite/${today}`,
  `/detail-chantier/${ids.site}/documents`,
  `/detail-chantier/${ids.site}/fichesuivi`,
  '/liste-devis',
  `/devis/${ids.quote}`,
  '/factures',
  `/factures/${ids.invoice}`,
  '/clients',
  '/finance-globale',
  '/stocks',
  '/planning-global',
  '/activite-globale',
  '/fournisseurs',
  '/personnels',
  '/parametres/equipe',
  '/parametres/societe',
  '/dashboard-users',
];

describe('every signed-in screen', () => {
  for (const [width, height, dark] of [
    [1280, 800, false],
    [390, 844, true],
  ] as const)
    // Two walks of half the screens each: one of all of them came within seconds of a test's minute on a loaded machine.
    for (const half of [0, 1]) {
      it(`lays out whole at ${width}×${height}${dark ? ' in dark mode' : ''} (screens, part ${half + 1} of 2)`, async () => {
        const page = await suite.browser().page({ width, height, origin: suite.app().url });
        await signIn(page, suite.app(), manager);
        if (dark) await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
        const found: string[] = [];
        const screens = SCREENS();
        const middle = Math.ceil(screens.length / 2);
        for (const path of half === 0 ? screens.slice(0, middle) : screens.slice(middle)) {
          await page.goto(`${suite.app().url}${path}`);
          await page.waitForLoadState('networkidle');
          await page
            .locator('.ant-skeleton, .ant-spin-spinning')
            .first()
            .waitFor({ state: 'detached', timeout: 10_000 })
            .catch(() => undefined);
          await settle(page);
          for (const problem of await layoutProblems(page, { tablesFit: width >= 1280 })) found.push(`${path}: ${problem}`);
          await shoot(page, `layout${path.replace(/[/]+/g, '-').replace(/-[0-9a-f-]{36}/g, '')}-${width}${dark ? '-dark' : ''}`, { fullPage: false });
        }
        expect(found).toEqual([]);
        await page.close();
      });
    }
});

describe('every public screen', () => {
  it('lays out whole for a visitor on a phone (390×844) and a laptop (1280×800)', async () => {
    const found: string[] = [];
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      const page = await suite.browser().page({ width, height, origin: suite.app().url });
      for (const path of ['/', '/sign-up', '/partenaires', '/insription-partenaire', '/faq', '/contact']) {
        await page.goto(`${suite.app().url}${path}`);
        await page.waitForLoadState('networkidle');
        await settle(page);
        for (const problem of await layoutProblems(page, { tablesFit: false })) found.push(`${path} at ${width}: ${problem}`);
        await shoot(page, `layout-public${path.replace(/[/]+/g, '-')}-${width}`, { fullPage: false });
      }
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
