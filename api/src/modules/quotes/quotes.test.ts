// @both-databases: quote numbering under a lock.
import { addMember, bearer, createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { todayInMorocco } from '../../core/time/morocco';
import { addDays } from '../../../test/factories';

const QUOTE =
  'id reference client { id name } clientPhone issueDate validUntil site { id name } object status totalHT totalVAT totalTTC amountInWords ' +
  'lots { title subtotalHT lines { designation unit quantity unitPriceHT vatRate discountPercent totalHT } } vat { rate base vat } decidedAt';
const CREATE = `mutation ($input: QuoteInput!) { createQuote(input: $input) { ${QUOTE} } }`;
const UPDATE = `mutation ($id: ID!, $input: QuoteInput!) { updateQuote(id: $id, input: $input) { ${QUOTE} } }`;
const GET = `query ($id: ID!) { quote(id: $id) { ${QUOTE} } }`;
const LIST =
  'query ($filter: QuoteFilterInput, $sort: String) { quotes(filter: $filter, sort: $sort, size: 50) { ' +
  'total items { reference status totalTTC } totals { count totalHT totalTTC } } }';
const DECIDE = `mutation ($id: ID!, $status: String!) { setQuoteStatus(id: $id, status: $status) { status decidedAt } }`;
const DELETE = 'mutation ($id: ID!) { deleteQuote(id: $id) }';
const CLIENT = 'mutation ($input: ClientInput!) { createClient(input: $input) { id name kind ice } }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let clientId: string;
let siteId: string;

/** Two lots computed by hand in schema/money/rules.test.ts: HT 35 455.41, TVA 6 911.06, TTC 42 366.47. */
const lots = [
  {
    title: 'Gros œuvre',
    lines: [
      { designation: 'Béton B25', unit: 'm³', quantity: '12,5', unitPriceHT: '1 250' },
      { designation: 'Acier HA12', unit: 'kg', quantity: '1234.567', unitPriceHT: '14.35', discountPercent: '5' },
    ],
  },
  {
    title: 'Électricité',
    lines: [
      { designation: 'Tableau', unit: 'u', quantity: '1', unitPriceHT: '3333.33', vatRate: '14', discountPercent: '10' },
      { designation: "Main d'œuvre", unit: 'j', quantity: '3', unitPriceHT: '0.05', vatRate: '7' },
      { designation: 'Fourniture', unit: 'u', quantity: '0.333', unitPriceHT: '0.10' },
    ],
  },
];
const input = (over: Record<string, unknown> = {}) => ({ clientId, issueDate: todayInMorocco(), siteId, object: 'Villa R+1', lots, ...over });
const create = async (over: Record<string, unknown> = {}, token = a.manager.accessToken) =>
  gqlOk(await t.gql(CREATE, { input: input(over) }, token)).createQuote;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Bâtiment'), createCompany(t, 'Souss Travaux')]);
  user = await addMember(t, a);
  clientId = gqlOk(await t.gql(CLIENT, { input: { name: 'Société Immobilière Anfa', ice: '001122334000055' } }, a.manager.accessToken)).createClient
    .id;
  siteId = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
});
afterAll(() => t.stop());

describe('a quote', () => {
  it('is numbered, totalled exactly per rate and spelled in words; its validity defaults to 30 days', async () => {
    const q = await create();
    const year = todayInMorocco().slice(0, 4);
    expect(q.reference).toBe(`DEV-${year}-0001`);
    expect(q).toMatchObject({
      client: { id: clientId, name: 'Société Immobilière Anfa' },
      validUntil: addDays(todayInMorocco(), 30),
      site: { id: siteId, name: 'Villa Anfa' },
      status: 'EN_COURS',
      totalHT: '35455.41',
      totalVAT: '6911.06',
      totalTTC: '42366.47',
      amountInWords: 'quarante-deux mille trois cent soixante-six dirhams et quarante-sept centimes',
      vat: [
        { rate: '20.00', base: '32455.26', vat: '6491.05' },
        { rate: '14.00', base: '3000.00', vat: '420.00' },
        { rate: '7.00', base: '0.15', vat: '0.01' },
      ],
    });
    expect(q.lots.map((l: { title: string; subtotalHT: string }) => [l.title, l.subtotalHT])).toEqual([
      ['Gros œuvre', '32455.23'],
      ['Électricité', '3000.18'],
    ]);
    expect(q.lots[0].lines[0]).toEqual({
      designation: 'Béton B25',
      unit: 'm³',
      quantity: '12.500',
      unitPriceHT: '1250.00',
      vatRate: '20.00',
      discountPercent: '0.00',
      totalHT: '15625.00',
    });
    expect(gqlOk(await t.gql(GET, { id: q.id }, user.accessToken)).quote).toEqual(q);
  });

  it('refuses bad input with French messages and writes nothing', async () => {
    const before = (await sql(t, 'select count(*)::int as n from quote'))[0].n;
    const err = gqlErr(
      await t.gql(
        CREATE,
        {
          input: input({
            clientId: null,
            validUntil: '2000-01-01',
            lots: [{ title: '', lines: [{ designation: 'x', unit: 'sac', quantity: '0', unitPriceHT: '-1', discountPercent: '120' }] }],
          }),
        },
        a.manager.accessToken,
      ),
    );
    expect(err.extensions.fields).toMatchObject({
      'lots.0.title': 'Le titre du lot est requis',
      'lots.0.lines.0.unit': 'Unité invalide (u, m², m³, ml, kg, t, forfait, h ou j)',
      'lots.0.lines.0.quantity': 'Quantité invalide (positive, 3 décimales au plus)',
      'lots.0.lines.0.unitPriceHT': 'Prix unitaire invalide (un montant en DH)',
      'lots.0.lines.0.discountPercent': 'Remise invalide (de 0 à 100 %)',
    });
    expect(gqlErr(await t.gql(CREATE, { input: input({ lots: [] }) }, a.manager.accessToken)).extensions.fields).toEqual({
      lots: 'Ajoutez au moins un lot avec une ligne',
    });
    // The lines right, the quote's own rules speak: its client, its dates.
    expect(
      gqlErr(await t.gql(CREATE, { input: input({ clientId: null, validUntil: '2000-01-01' }) }, a.manager.accessToken)).extensions.fields,
    ).toEqual({
      clientId: 'Choisissez un client',
      validUntil: "La date de validité ne peut pas précéder la date d'émission",
    });
    expect((await sql(t, 'select count(*)::int as n from quote'))[0].n).toBe(before);
  });

  it('reads as DEPASSE once its validity date has passed, in the lists and filters, without a job', async () => {
    const old = await create({ issueDate: '2025-01-10', validUntil: '2025-02-10', object: 'Ancien devis' });
    expect(old.reference).toBe('DEV-2025-0001');
    expect(old.status).toBe('DEPASSE');
    const expired = gqlOk(await t.gql(LIST, { filter: { status: 'DEPASSE' } }, a.manager.accessToken)).quotes;
    expect(expired.items.map((q: { reference: string }) => q.reference)).toEqual(['DEV-2025-0001']);
    const pending = gqlOk(await t.gql(LIST, { filter: { status: 'EN_COURS' } }, a.manager.accessToken)).quotes;
    expect(pending.items.map((q: { reference: string }) => q.reference)).not.toContain('DEV-2025-0001');
    // Accepting it asks for a new validity first; extending it revives it.
    expect(gqlErr(await t.gql(DECIDE, { id: old.id, status: 'ACCEPTE' }, a.manager.accessToken)).message).toBe(
      "Ce devis a dépassé sa date de validité : prolongez-la pour l'accepter.",
    );
    const revived = gqlOk(
      await t.gql(
        UPDATE,
        { id: old.id, input: input({ issueDate: '2025-01-10', validUntil: addDays(todayInMorocco(), 10) }) },
        a.manager.accessToken,
      ),
    );
    expect(revived.updateQuote.status).toBe('EN_COURS');
  });

  it('is accepted or refused once, by whom and when; then it no longer changes and cannot be deleted', async () => {
    const q = await create({ object: 'À accepter' });
    const accepted = gqlOk(await t.gql(DECIDE, { id: q.id, status: 'ACCEPTE' }, user.accessToken)).setQuoteStatus;
    expect(accepted.status).toBe('ACCEPTE');
    expect(Date.now() - Date.parse(accepted.decidedAt)).toBeLessThan(60_000);
    expect((await sql(t, 'select decided_by from quote where id = $1', [q.id]))[0].decided_by).toBe(user.id);
    expect(gqlErr(await t.gql(DECIDE, { id: q.id, status: 'REFUSE' }, a.manager.accessToken)).message).toBe(
      'Seul un devis en cours peut être accepté ou refusé.',
    );
    expect(gqlErr(await t.gql(UPDATE, { id: q.id, input: input() }, a.manager.accessToken)).message).toBe(
      "Ce devis n'est plus en cours : il ne peut plus être modifié.",
    );
    expect(gqlErr(await t.gql(DELETE, { id: q.id }, a.manager.accessToken)).message).toBe('Seul un devis en cours peut être supprimé.');
  });

  it('is found by reference, client or object without accents, filtered by period, with the totals of the filter', async () => {
    const found = gqlOk(await t.gql(LIST, { filter: { search: 'IMMOBILIERE anfa' } }, a.manager.accessToken)).quotes;
    expect(found.total).toBeGreaterThanOrEqual(3);
    const one = gqlOk(await t.gql(LIST, { filter: { search: 'DEV-2025-0001' } }, a.manager.accessToken)).quotes;
    expect(one).toMatchObject({ total: 1, totals: { count: 1, totalHT: '35455.41', totalTTC: '42366.47' } });
    const period = gqlOk(await t.gql(LIST, { filter: { from: '2025-01-01', to: '2025-12-31' } }, a.manager.accessToken)).quotes;
    expect(period.items.map((q: { reference: string }) => q.reference)).toEqual(['DEV-2025-0001']);
    expect(gqlErr(await t.gql(LIST, { filter: { status: 'SIGNE' } }, a.manager.accessToken)).extensions.fields).toEqual({
      status: 'Statut invalide (EN_COURS, ACCEPTE, REFUSE ou DEPASSE)',
    });
  });

  it('is duplicated as a new pending quote dated today; only the Admin Société deletes a pending one', async () => {
    const source = await create({ object: 'Modèle' });
    const copy = gqlOk(
      await t.gql(`mutation ($id: ID!) { duplicateQuote(id: $id) { ${QUOTE} } }`, { id: source.id }, user.accessToken),
    ).duplicateQuote;
    expect(copy.reference).not.toBe(source.reference);
    expect({ ...copy, id: 0, reference: 0 }).toEqual({ ...source, id: 0, reference: 0 });
    expect(gqlErr(await t.gql(DELETE, { id: copy.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE, { id: copy.id }, a.manager.accessToken)).deleteQuote).toBe(true);
    expect(gqlErr(await t.gql(GET, { id: copy.id }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
  });

  it('becomes a site once accepted (Créer le chantier): named after its object, its amount HT as budget, the client’s address, linked', async () => {
    const CREATE_SITE = `mutation ($id: ID!) { createSiteFromQuote(id: $id) { site { id name } } }`;
    gqlOk(
      await t.gql(
        'mutation ($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { id } }',
        {
          id: clientId,
          input: { name: 'Société Immobilière Anfa', kind: 'COMPANY', ice: '001122334000055', address: '12 rue des Orangers', city: 'Casablanca' },
        },
        a.manager.accessToken,
      ),
    );
    const pending = await create({ siteId: null, object: 'Résidence Les Orangers' });
    expect(gqlErr(await t.gql(CREATE_SITE, { id: pending.id }, user.accessToken)).message).toBe('Seul un devis accepté devient un chantier.');
    gqlOk(await t.gql(DECIDE, { id: pending.id, status: 'ACCEPTE' }, a.manager.accessToken));
    const site = gqlOk(await t.gql(CREATE_SITE, { id: pending.id }, user.accessToken)).createSiteFromQuote.site;
    expect(site.name).toBe('Résidence Les Orangers');
    const [row] = await sql(t, 'select client, budget, address, city, status, created_by from site where id = $1', [site.id]);
    expect(row).toEqual({
      client: 'Société Immobilière Anfa',
      budget: '35455.41',
      address: '12 rue des Orangers',
      city: 'Casablanca',
      status: 'EN_PREPARATION',
      created_by: user.id,
    });
    expect(gqlOk(await t.gql(GET, { id: pending.id }, a.manager.accessToken)).quote.site).toEqual(site);
    expect(gqlErr(await t.gql(CREATE_SITE, { id: pending.id }, a.manager.accessToken)).message).toBe('Ce devis a déjà son chantier.');
    expect(gqlErr(await t.gql(CREATE_SITE, { id: pending.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
  });

  it('counts the quotes waiting for an answer (pending, not expired) for the dashboard', async () => {
    const read = async () => gqlOk(await t.gql('query { quotesWaiting { count totalTTC } }', {}, user.accessToken)).quotesWaiting;
    const before = await read();
    const q = await create({ object: 'En attente' });
    const cents = BigInt(before.totalTTC.replace('.', '')) + 4236647n;
    expect(await read()).toEqual({ count: before.count + 1, totalTTC: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` });
    gqlOk(await t.gql(DECIDE, { id: q.id, status: 'REFUSE' }, a.manager.accessToken));
    expect(await read()).toEqual(before);
    expect(gqlOk(await t.gql('query { quotesWaiting { count } }', {}, b.manager.accessToken)).quotesWaiting.count).toBe(0);
  });

  it('gives 50 references at once without a gap or a double', async () => {
    const year = 2031;
    const made = await Promise.all(Array.from({ length: 50 }, () => create({ issueDate: `${year}-03-01`, validUntil: `${year}-04-01` })));
    const numbers = made.map((q) => Number(q.reference.slice(-4))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe("another company's quotes", () => {
  it('are not found, not changed, not listed; its clients cannot be used', async () => {
    const q = await create({ object: 'Secret' });
    const tb = b.manager.accessToken;
    expect(gqlErr(await t.gql(GET, { id: q.id }, tb)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(UPDATE, { id: q.id, input: input({ siteId: null }) }, tb)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(CREATE, { input: input({ siteId: null }) }, tb)).extensions.fields).toEqual({
      clientId: "Ce client n'existe pas ou a été supprimé.",
    });
    expect(gqlErr(await t.gql(CREATE, { input: input({ clientName: 'B', clientId: null }) }, tb)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
    expect(gqlErr(await t.gql(DECIDE, { id: q.id, status: 'REFUSE' }, tb)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(DELETE, { id: q.id }, tb)).extensions.code).toBe('NOT_FOUND');
    expect(gqlOk(await t.gql(LIST, {}, tb)).quotes.total).toBe(0);
    expect(gqlOk(await t.gql('query { clients { total } }', {}, tb)).clients.total).toBe(0);
    expect((await sql(t, 'select status from quote where id = $1', [q.id]))[0].status).toBe('EN_COURS');
  });
});

describe('/api/v1/devis', () => {
  it('creates with the legacy keys (flat lines naming their lot, the client by name), searches, reads, updates and deletes', async () => {
    const h = bearer(a.manager);
    const body = {
      client: 'M. Alami',
      telephoneClient: '0612345678',
      dateEmission: '2032-05-02',
      idChantier: siteId,
      objet: 'Ravalement',
      lignes: [
        { lot: 'Façade', designation: 'Enduit', unite: 'm²', quantite: '100', prixUnitaireHT: '80', tva: '20', remise: '0' },
        { lot: 'Peinture', designation: 'Peinture', unite: 'm²', quantite: '100', prixUnitaireHT: '20.50' },
        { lot: 'Façade', designation: 'Échafaudage', unite: 'forfait', quantite: '1', prixUnitaireHT: '1500' },
      ],
    };
    const created = await t.rest('POST', '/devis', body, h);
    expect(created.status).toBe(201);
    // Façade 8 000 + 1 500, Peinture 2 050: HT 11 550.00, TVA 2 310.00, TTC 13 860.00.
    expect(created.body).toMatchObject({
      reference: 'DEV-2032-0001',
      client: 'M. Alami',
      telephoneClient: '0612345678',
      dateValidite: '2032-06-01',
      idChantier: siteId,
      statut: 'EN_COURS',
      montantHT: '11550.00',
      montantTVA: '2310.00',
      montantTTC: '13860.00',
      montantEnLettres: 'treize mille huit cent soixante dirhams',
    });
    expect(created.body.lignes.map((l: { lot: string; designation: string }) => `${l.lot}/${l.designation}`)).toEqual([
      'Façade/Enduit',
      'Façade/Échafaudage',
      'Peinture/Peinture',
    ]);
    const id = created.body.id;
    expect((await t.rest('GET', `/devis/${id}`, undefined, h)).body).toEqual(created.body);
    const search = await t.rest('GET', '/devis/search?statut=EN_COURS&search=alami&page=0&size=5', undefined, h);
    expect(search.body).toMatchObject({ totalElements: 1, number: 0, size: 5, content: [{ id, reference: 'DEV-2032-0001' }] });
    const accepted = await t.rest('PUT', `/devis/${id}`, { ...body, statut: 'ACCEPTE', dateValidite: '2099-01-01' }, h);
    expect(accepted).toMatchObject({ status: 200, body: { statut: 'ACCEPTE' } });
    expect((await t.rest('DELETE', `/devis/${id}`, undefined, h)).status).toBe(409);
    const bad = await t.rest(
      'POST',
      '/devis',
      { ...body, lignes: [{ lot: 'A', designation: 'x', unite: 'sac', quantite: '1', prixUnitaireHT: '1' }] },
      h,
    );
    expect(bad).toMatchObject({ status: 400 });
    expect(Object.values(bad.body.fields)).toContain('Unité invalide (u, m², m³, ml, kg, t, forfait, h ou j)');
    expect((await t.rest('GET', '/devis/search?statut=SIGNE', undefined, h)).body.fields).toEqual({
      statut: 'Statut invalide (EN_COURS, ACCEPTE, REFUSE ou DEPASSE)',
    });
  });

  it('answers the PDF of a quote to its company only', async () => {
    const q = await create({ object: 'PDF' });
    const res = await fetch(`${t.url}/api/v1/devis/${q.id}/pdf`, { headers: bearer(a.manager) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${q.reference}.pdf`);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${t.url}/api/v1/devis/${q.id}/pdf`, { headers: bearer(b.manager) })).status).toBe(404);
    expect((await fetch(`${t.url}/api/v1/devis/${q.id}/pdf`)).status).toBe(401);
  });
});
