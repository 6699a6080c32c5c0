import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, Kind, parse, print, visit } from 'graphql';
import { createPlan, createReserve, reserveInput } from '../src/modules/punch-list/punch-list.test-helpers';
import { registerPartner } from '../src/modules/partners/partners.test-helpers';
import { addMember, createCompany, createSite, createSupplier, gqlOk, PDF, sql, type TestCompany, upload } from './company';
import { addDays, createPerson, createProduct, createPurchase, createRevenue, createServiceSheet, today } from './factories';
import type { TestServer } from './server';
import { recordStatements } from './statements';

/**
 * The world of the query budget (issue 41): ONE company with a few rows of every kind a list or a dashboard of the
 * web shows, and the web's own operations read from its .graphql files. Every list holds at least ROWS rows, so a
 * page of 2 and a page of 50 differ and an N+1 shows as a count that grows with the page.
 */
export const ROWS = 4;
export const SMALL = 2;
export const BIG = 50;

// ---------------------------------------------------------------------------------------------- the web's documents

const WEB_SRC = path.resolve(__dirname, '../../web/src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return graphqlFiles(full);
    return e.name.endsWith('.graphql') ? [full] : [];
  });
}

let definitions: DefinitionNode[] | undefined;
function allDefinitions(): DefinitionNode[] {
  definitions ??= graphqlFiles(WEB_SRC).flatMap((f) => parse(readFileSync(f, 'utf8')).definitions);
  return definitions;
}

/** The web's operation `name` (any .graphql file under web/src), with every fragment it spreads, as the web sends it. */
export function webOperation(name: string): string {
  const defs = allDefinitions();
  const op = defs.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!op) throw new Error(`the web has no operation ${name}`);
  const fragments = new Map(defs.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(s) {
        const f = fragments.get(s.name.value);
        if (!f) throw new Error(`the web has no fragment ${s.name.value}`);
        if (!used.has(f.name.value)) {
          used.set(f.name.value, f);
          collect(f);
        }
      },
    });
  collect(op);
  const doc: DocumentNode = { kind: Kind.DOCUMENT, definitions: [op, ...used.values()] };
  return print(doc);
}

// ---------------------------------------------------------------------------------------------- the budget

/** An operation over the budget of 3: its count today and where the statements come from. */
export interface Exception {
  budget: number;
  why: string;
  /** A known N+1: the count grows with the rows (reported, not fixed here); `budget` is its count on the big page. */
  grows?: true;
}

// The operations over budget today (none of them grows with the page): each with its count and where it comes from.
export const SITE_RECORD: Exception = {
  budget: 4,
  why: 'site-records/record-service.ts list: siteOf (the site, with its manager), findRecordPage (the page, its count), totals (the sums)',
};
export const FOLLOW_UPS: Exception = {
  budget: 5,
  why: 'follow-ups.service.ts list: em.count(Site) to check the site, findAndCount (page, count), then FOLLOW_UP_VIEW loads the site again and the photos',
};
export const DOCUMENTS: Exception = {
  budget: 5,
  why: 'two root fields by design (documents.graphql): siteDocuments (siteOf, page, count) and siteDocumentCounts (siteOf again, counts by category)',
};
export const ACTIVITY_WEEK: Exception = {
  budget: 5,
  why: 'siteActivityWeek reads five independent things: the site, the month locks, the assignments (with personnel), the entries, the holidays',
};
export const DAILY_LOGS: Exception = {
  budget: 4,
  why: "daily-logs.service.ts list: em.count(Site) to check the site, the logs, then select-in populates of 'photos' and 'addenda'",
};
export const PLANS: Exception = {
  budget: 6,
  why: 'plans.service.ts list: a site check, the plans, PLAN_VIEW (site, versions, their files, select-in), and the reserve counts of the plans',
};
export const RESERVES: Exception = {
  budget: 12,
  why:
    'reserves.service.ts list: a site check, findAndCount (page, count), one em.count per status for the totals (4, could be one GROUP BY), ' +
    'and RESERVE_VIEW (site, plan, plan version, its file, photos)',
};
export const RECEPTIONS: Exception = {
  budget: 4,
  why: "receptions: the site, its receptions, the company's guarantee months, the open reserves",
};
export const PARTNERS: Exception = {
  budget: 4,
  why: 'partners directory: the page of ids (with the total), the partners, then their regions and cities (populate)',
};
export const MONTH_TASKS: Exception = {
  budget: 4,
  why: "dashboard.resolver.ts monthTasks reuses planning.list: the tasks, then their sites, people and dependsOn, where the month's list needs one",
};
export const BOOKS: Exception = {
  budget: 10,
  why:
    "journals.read.ts: closed_month (frozen count and last closed month, one read), the year numbering, booksInput's " +
    'records (invoices, invoice payments, revenues, purchases, purchase payments, service sheets) and the payroll of ' +
    'the whole range at once (activity_entry; the personnel it names, an 11th, when it names any), then the account ' +
    'mapping: the same on one month and on twelve (was 12 and 23, one payroll read a month)',
};

/** The rows a page shows: its `items` (`content`, `rows`) wherever they are, else the longest list of the answer. */
export function rows(value: unknown): number {
  const named = (v: unknown): number | undefined => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    for (const [k, x] of Object.entries(v)) if (['items', 'content', 'rows'].includes(k) && Array.isArray(x)) return x.length;
    for (const x of Object.values(v)) {
      const n = named(x);
      if (n !== undefined) return n;
    }
    return undefined;
  };
  const longest = (v: unknown): number => {
    if (Array.isArray(v)) return Math.max(v.length, ...v.map(longest));
    return v && typeof v === 'object' ? Math.max(0, ...Object.values(v).map(longest)) : 0;
  };
  return named(value) ?? longest(value);
}

// ---------------------------------------------------------------------------------------------- counting

export interface Counter {
  /** The statements `call` sends (the background rounds left out). */
  statementsOf(call: () => Promise<unknown>): Promise<string[]>;
  stop(): void;
}

/**
 * The session check (auth_session joined to app_user): the server remembers a token for 5 s only
 * (core/auth/session-cache.ts), so on a slow machine it comes back into any call, whatever the operation. It is the
 * request's, not the list's: left out here (sites.statements.test.ts counts it).
 */
const SESSION_CHECK = /\bfrom "auth_session"/i;

export function counter(t: TestServer): Counter {
  const recorder = recordStatements(t.server.orm);
  return {
    async statementsOf(call) {
      recorder.statements.length = 0;
      await call();
      return recorder.statements.filter((s) => !SESSION_CHECK.test(s));
    },
    stop: () => recorder.stop(),
  };
}

// ---------------------------------------------------------------------------------------------- the world

export interface World {
  a: TestCompany;
  token: string;
  /** The site that holds every site record (the lists by site). */
  siteId: string;
  /** A second site with a single task, purchase… (for the non-paged lists: few rows against many). */
  thinSiteId: string;
  siteIds: string[];
  quoteId: string;
  invoiceId: string;
  productId: string;
  personnelIds: string[];
  endpointId: string;
  partnerToken: string;
  from: string;
  to: string;
  month: string;
}

const LOTS = [
  {
    title: 'Gros œuvre',
    lines: [
      { designation: 'Béton', unit: 'm³', quantity: '10', unitPriceHT: '1000' },
      { designation: 'Tableau électrique', unit: 'u', quantity: '1', unitPriceHT: '3333.33', vatRate: '14' },
    ],
  },
];
const range = (n = ROWS) => Array.from({ length: n }, (_, i) => i);

async function ok(t: TestServer, token: string, query: string, variables: Record<string, unknown>): Promise<any> {
  return gqlOk(await t.gql(query, variables, token));
}

/** Seeds the world through the api's mutations (members and company legal mentions as rows, as the other suites do). */
export async function seedWorld(t: TestServer): Promise<World> {
  const a = await createCompany(t, 'Atlas Budget');
  const token = a.manager.accessToken;
  await sql(t, `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765' where id = $1`, [a.id]);
  const manager2 = await addMember(t, a, { role: 'MANAGER', firstName: 'Nadia', lastName: 'Tazi' });
  const members = [a.manager, manager2];
  for (const i of range(ROWS - 1)) members.push(await addMember(t, a, { firstName: 'Karim', lastName: `Alaoui ${i}` }));

  const from = addDays(today, -20);
  const to = addDays(today, 20);
  const month = today.slice(0, 7);
  const siteIds: string[] = [];
  for (const i of range()) siteIds.push((await createSite(t, token, { name: `Résidence Budget ${i}`, city: 'Casablanca', budget: '900000' })).id);
  const [siteId, thinSiteId] = siteIds;

  const clients: string[] = [];
  const suppliers: string[] = [];
  const personnelIds: string[] = [];
  for (const i of range()) {
    const c = await ok(t, token, 'mutation ($input: ClientInput!) { createClient(input: $input) { id } }', {
      input: { name: `M. Bennani ${i}`, kind: 'PERSON', email: `client${i}@example.ma` },
    });
    clients.push(c.createClient.id);
    suppliers.push((await createSupplier(t, token, { name: `Béton Atlas ${i}` })).id);
    personnelIds.push((await createPerson(t, token, { lastName: `Alami ${i}` })).id);
  }

  // Quotes with their client, site and lines; every one accepted, then invoiced once.
  const quoteIds: string[] = [];
  for (const i of range()) {
    const input = { clientId: clients[i], siteId, issueDate: today, object: `Villa lot ${i}`, lots: LOTS };
    const q = (await ok(t, token, 'mutation ($input: QuoteInput!) { createQuote(input: $input) { id } }', { input })).createQuote;
    await ok(t, token, 'mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }', { id: q.id });
    quoteIds.push(q.id);
  }
  const thinQuote = { clientId: clients[0], siteId: thinSiteId, issueDate: today, object: 'Villa seule', lots: LOTS };
  await ok(t, token, 'mutation ($input: QuoteInput!) { createQuote(input: $input) { id } }', { input: thinQuote });
  const invoiceIds: string[] = [];
  for (const quoteId of quoteIds) {
    const inv = await ok(t, token, 'mutation ($quoteId: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $quoteId, input: $input) { id } }', {
      quoteId,
      input: { kind: 'ACOMPTE', percent: '30' },
    });
    invoiceIds.push(inv.createInvoice.id);
  }

  // The site records of the main site (and one of each on the thin site).
  for (const i of range()) {
    const supplierId = suppliers[i];
    // Bought 70 days ago and more: past the legal 60 days, so the payment delays list them as late.
    await createPurchase(t, token, siteId, { supplierId, date: addDays(today, -70 - i), reference: `FAC-${i}`, label: `Ciment lot ${i}` });
    await createRevenue(t, token, siteId, { date: addDays(today, -i), reference: `S-${i}` });
    await createServiceSheet(t, token, siteId, { date: '2024-03-18', worker: `Omar ${i}` });
  }
  await createPurchase(t, token, thinSiteId, { supplierId: suppliers[0], date: today });
  // Last year's books (the journals of a whole past year): a situation in June.
  await createRevenue(t, token, siteId, { date: `${Number(today.slice(0, 4)) - 1}-06-15`, reference: 'S-LAST' });

  // Stock: products (two under their alert threshold), movements of the first.
  const products: string[] = [];
  for (const i of range()) products.push((await createProduct(t, token, { label: `Ciment ${i}`, stock: i < 2 ? '3' : '40' })).id);
  const move =
    'mutation ($productId: ID!, $input: StockMovementInput!) { addStockMovement(productId: $productId, input: $input) { movement { id } } }';
  for (const i of range()) {
    await ok(t, token, move, { productId: products[2], input: { type: 'SORTIE', quantity: '9', date: today, siteId, note: `sortie ${i}` } });
  }

  // People on the main site: assignments, tasks, activity (CRA).
  await ok(t, token, 'mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }', {
    input: { siteId, personnelIds, startDate: from, endDate: to },
  });
  await ok(t, token, 'mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }', {
    input: { siteId: thinSiteId, personnelIds: [personnelIds[0]], startDate: addDays(to, 1), endDate: addDays(to, 5) },
  });
  const task = 'mutation ($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }';
  for (const i of range()) {
    const input = { siteId, title: `Tâche ${i}`, startDate: addDays(today, i), endDate: addDays(today, i + 2), personnelIds };
    await ok(t, token, task, { input });
  }
  await ok(t, token, task, { input: { siteId: thinSiteId, title: 'Seule', startDate: today, endDate: today, personnelIds: [] } });
  const entries = range().flatMap((d) => personnelIds.map((personnelId) => ({ siteId, personnelId, day: addDays(today, -d), value: '1' })));
  await ok(t, token, 'mutation ($entries: [ActivityEntryInput!]!) { saveActivity(entries: $entries) { day } }', { entries });

  // Follow-ups, documents, daily logs, announcements (the manager's notifications), plans and reserves, receptions.
  for (const i of range()) {
    const input = { siteId, label: `Réunion ${i}`, visitDate: addDays(today, -i), projectManager: 'Cabinet', projectOwner: 'SIA', report: 'RAS' };
    await ok(t, token, 'mutation ($input: FollowUpInput!) { createFollowUp(input: $input) { id } }', { input });
    const file = await upload(t, token, PDF, `doc-${i}.pdf`, 'document');
    const doc = { siteId, label: `Document ${i}`, typeId: 'd0c7e000-0000-4000-8000-000000000008', documentDate: today, fileId: file.json.id };
    await ok(t, token, 'mutation ($input: SiteDocumentInput!) { createSiteDocument(input: $input) { id } }', { input: doc });
    const log = {
      siteId,
      day: addDays(today, -i),
      weatherMorning: 'SUN',
      events: `Coulage ${i}`,
      manpower: [{ trade: 'Maçon', count: 4, company: '' }],
    };
    await ok(t, token, 'mutation ($input: DailyLogInput!) { saveDailyLog(input: $input) { id } }', { input: log });
    await ok(t, manager2.accessToken, 'mutation ($siteId: ID!, $content: String) { postAnnouncement(siteId: $siteId, content: $content) { id } }', {
      siteId,
      content: `Livraison du ciment n° ${i}`,
    });
  }
  const plans = [];
  for (const i of range(3)) plans.push(await createPlan(t, token, siteId, `Plan R+${i}`, 1));
  await createPlan(t, token, thinSiteId, 'Plan seul', 1);
  for (const i of range()) await createReserve(t, token, reserveInput(siteId, plans[i % 3].id, { title: `Fissure ${i}`, x: 0.1 * (i + 1) }));
  const parties = [
    { role: 'COMPANY', name: 'Nadia Berrada', organisation: 'Atlas' },
    { role: 'CLIENT', name: 'M. Bennani', organisation: '' },
  ];
  // One reception of each kind a site may hold: the provisional one (the final one waits for it to be signed).
  await ok(t, token, 'mutation ($input: ReceptionInput!) { createReception(input: $input) { id } }', {
    input: { siteId, kind: 'PROVISIONAL', date: today, parties, notes: 'RAS' },
  });

  // Webhooks (deliveries by ping) and api tokens.
  const endpointIds: string[] = [];
  for (const i of range()) {
    const input = { url: `https://hooks.example.com/budget/${i}`, events: ['site.created'] };
    const e = await ok(t, token, 'mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }', { input });
    endpointIds.push(e.createWebhookEndpoint.endpoint.id);
    await ok(t, token, 'mutation ($id: ID!) { pingWebhookEndpoint(id: $id) { id } }', { id: endpointIds[0] });
    await ok(t, token, 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }', {
      input: { name: `ERP ${i}`, scopes: ['read'], expiresOn: addDays(today, 30) },
    });
  }

  // Partners of the public directory, and contact requests to the first one.
  const partners = [];
  for (const i of range()) partners.push(await registerPartner(t, { companyName: `Plomberie Fassia ${i}` }));
  // One each (a member may ask a partner once a day).
  for (const [i, m] of members.entries()) {
    await ok(t, m.accessToken, 'mutation ($input: PartnerContactInput!) { sendPartnerRequest(input: $input) { id } }', {
      input: { partnerId: partners[0].partnerId, message: `Bonjour, un devis de plomberie pour la villa n° ${i} svp. Merci.` },
    });
  }

  return {
    a,
    token,
    siteId,
    thinSiteId,
    siteIds,
    quoteId: quoteIds[0],
    invoiceId: invoiceIds[0],
    productId: products[2],
    personnelIds,
    endpointId: endpointIds[0],
    partnerToken: partners[0].accessToken,
    from,
    to,
    month,
  };
}
