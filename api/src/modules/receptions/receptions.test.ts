import { createSite, giveSite, gqlErr, gqlOk, sql } from '../../../test/company';
import { drawnSignature } from '../daily-logs/daily-logs.test-helpers';
import { acceptedQuote, a, b, invoice, legal, setUpInvoiceWorld, t, today, user } from '../invoices/invoices.test-helpers';
import { createPlan, createReserve, reserveInput, VALIDATE, LIFT } from '../punch-list/punch-list.test-helpers';

setUpInvoiceWorld();

const PV = 'id kind date status withReserves reserves { number title status } companySignerName clientSignerName companySignatureUrl signedAt';
const LIST = `query ($siteId: ID!) { receptions(siteId: $siteId) { items { ${PV} } guaranteeMonths finalFrom openReserves { number title } } }`;
const CREATE = `mutation ($input: ReceptionInput!) { createReception(input: $input) { ${PV} } }`;
const UPDATE = `mutation ($id: ID!, $input: ReceptionInput!) { updateReception(id: $id, input: $input) { ${PV} } }`;
const SIGN = `mutation ($id: ID!, $input: ReceptionSignInput!) { signReception(id: $id, input: $input) { ${PV} } }`;
const DELETE = 'mutation ($id: ID!) { deleteReception(id: $id) }';

const token = () => a.manager.accessToken;
const PARTIES = [
  { role: 'COMPANY', name: 'Nadia Berrada', organisation: 'Atlas Factures' },
  { role: 'CLIENT', name: 'M. Bennani', organisation: '' },
  { role: 'ARCHITECT', name: 'Cabinet Tazi', organisation: 'Tazi Architectes' },
];
const pv = (siteId: string, kind: string, date: string, over: Record<string, unknown> = {}) => ({
  siteId,
  kind,
  date,
  parties: PARTIES,
  notes: 'RAS',
  ...over,
});
const create = async (input: Record<string, unknown>, tok = token()) => gqlOk(await t.gql(CREATE, { input }, tok)).createReception;
const signature = async () => ({
  companySignerName: 'Nadia Berrada',
  companySignature: await drawnSignature(),
  clientSignerName: 'M. Bennani',
  clientSignature: await drawnSignature(),
});
const sign = async (id: string, tok = token()) => gqlOk(await t.gql(SIGN, { id, input: await signature() }, tok)).signReception;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(() => legal(a.id));

describe('a PV de réception', () => {
  it('is provisional with the réserves not yet validated, signed on the screen by both parties, then read-only', async () => {
    const site = (await createSite(t, token(), { name: 'Résidence Réception' })).id;
    const plan = await createPlan(t, token(), site);
    const open = await createReserve(t, token(), reserveInput(site, plan.id, { title: 'Fissure enduit' }));
    const done = await createReserve(t, token(), reserveInput(site, plan.id, { title: 'Porte à régler' }));
    gqlOk(await t.gql(LIFT, { id: done.id, input: { note: 'Réglée' } }, token()));
    gqlOk(await t.gql(VALIDATE, { id: done.id }, token()));
    const draft = await create(pv(site, 'PROVISIONAL', today));
    expect(draft).toMatchObject({ kind: 'PROVISIONAL', status: 'DRAFT', withReserves: true, reserves: [{ number: open.number, status: 'OPEN' }] });
    const changed = gqlOk(
      await t.gql(UPDATE, { id: draft.id, input: pv(site, 'FINAL', today, { notes: 'Visite contradictoire' }) }, token()),
    ).updateReception;
    expect(changed.kind).toBe('PROVISIONAL');
    const signed = await sign(draft.id);
    expect(signed).toMatchObject({ status: 'SIGNED', companySignerName: 'Nadia Berrada', clientSignerName: 'M. Bennani', withReserves: true });
    expect(signed.reserves).toEqual([{ number: open.number, title: expect.stringContaining('Fissure enduit'), status: 'OPEN' }]);
    expect(signed.companySignatureUrl).toContain('/api/v1/files/');
    // Lifted and validated later: the signed PV still lists it as it stood.
    gqlOk(await t.gql(LIFT, { id: open.id, input: { note: 'Repris' } }, token()));
    gqlOk(await t.gql(VALIDATE, { id: open.id }, token()));
    const after = gqlOk(await t.gql(LIST, { siteId: site }, token())).receptions;
    expect(after.items[0].reserves).toHaveLength(1);
    expect(after.openReserves).toEqual([]);
    for (const [query, vars] of [
      [UPDATE, { id: draft.id, input: pv(site, 'PROVISIONAL', today) }],
      [SIGN, { id: draft.id, input: await signature() }],
      [DELETE, { id: draft.id }],
    ] as const)
      expect(gqlErr(await t.gql(query, vars, token())).extensions.code).toBe('CONFLICT');
    expect(gqlErr(await t.gql(CREATE, { input: pv(site, 'PROVISIONAL', today) }, token())).message).toContain('déjà une réception provisoire');
  });

  it('is final only after a signed provisional one and the guarantee delay, then releases the retention', async () => {
    const site = (await createSite(t, token(), { name: 'Villa Garantie' })).id;
    const q = await acceptedQuote(a, site, 'M. Garantie', addDays(today, -400));
    await invoice(q.id, { kind: 'SITUATION', issueDate: addDays(today, -390), progress: q.lineIds.map((lineId) => ({ lineId, percent: '100' })) });
    expect(gqlErr(await t.gql(CREATE, { input: pv(site, 'FINAL', today) }, token())).message).toContain('signez d’abord la réception provisoire');
    const provisional = await create(pv(site, 'PROVISIONAL', addDays(today, -200)));
    await sign(provisional.id);
    const { finalFrom, guaranteeMonths } = gqlOk(await t.gql(LIST, { siteId: site }, token())).receptions;
    expect(guaranteeMonths).toBe(12);
    expect(finalFrom > today).toBe(true);
    // The retention waits for the final reception.
    const early = gqlErr(await t.gql(RETENTION, { quoteId: q.id }, token()));
    expect(early.message).toContain('La retenue de garantie se libère à la réception définitive');
    const tooEarly = gqlErr(await t.gql(CREATE, { input: pv(site, 'FINAL', today) }, token()));
    expect(tooEarly.extensions.fields?.date).toContain('Le délai de garantie court jusqu’au');
    // The company shortens its guarantee delay to 6 months: the final reception can be made today.
    gqlOk(
      await t.gql(
        'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { guaranteeMonths } }',
        { input: { vatSubject: true, guaranteeMonths: 6 } },
        token(),
      ),
    );
    const final = await create(pv(site, 'FINAL', today));
    await sign(final.id);
    const released = gqlOk(await t.gql(RETENTION, { quoteId: q.id }, token())).createInvoice;
    expect(released.kind).toBe('RETENUE');
    gqlOk(
      await t.gql(
        'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { guaranteeMonths } }',
        { input: { vatSubject: true, guaranteeMonths: 12 } },
        token(),
      ),
    );
  });

  it('checks its parties, its date and its signatures, and saves nothing refused', async () => {
    const site = (await createSite(t, token(), { name: 'Chantier Règles' })).id;
    const fields = async (input: Record<string, unknown>) => gqlErr(await t.gql(CREATE, { input }, token())).extensions.fields;
    expect(await fields(pv(site, 'PROVISIONAL', addDays(today, 1)))).toEqual({
      date: 'Une réception se constate le jour même ou après coup : choisissez aujourd’hui ou un jour passé.',
    });
    expect(await fields(pv(site, 'AUTRE', today, { parties: [{ role: 'COMPANY', name: ' ' }] }))).toEqual({
      kind: 'Choisissez une réception provisoire ou définitive',
      'parties.0.name': 'Le nom de chaque partie est requis',
      parties: 'L’entreprise et le maître d’ouvrage doivent figurer parmi les parties',
    });
    const draft = await create(pv(site, 'PROVISIONAL', today));
    const blank = { ...(await signature()), clientSignature: await drawnSignature(true) };
    expect(gqlErr(await t.gql(SIGN, { id: draft.id, input: blank }, token())).extensions.fields).toEqual({
      signature: 'Le cadre de signature est vide : signez avant de valider.',
    });
    expect((await sql(t, 'select status from reception where id = $1', [draft.id]))[0].status).toBe('DRAFT');
    expect(gqlOk(await t.gql(DELETE, { id: draft.id }, token())).deleteReception).toBe(true);
  });

  it('is kept from another company and from a USER off the site; a USER writes but the Admin Société signs', async () => {
    const site = (await createSite(t, token(), { name: 'Chantier Gardé' })).id;
    const draft = await create(pv(site, 'PROVISIONAL', today));
    for (const tok of [b.manager.accessToken, user.accessToken]) {
      expect(gqlErr(await t.gql(LIST, { siteId: site }, tok)).extensions.code).toBe('NOT_FOUND');
      expect(gqlErr(await t.gql(UPDATE, { id: draft.id, input: pv(site, 'PROVISIONAL', today) }, tok)).extensions.code).toBe('NOT_FOUND');
      expect(gqlErr(await t.gql(DELETE, { id: draft.id }, tok)).extensions.code).toBe('NOT_FOUND');
    }
    await giveSite(t, site, user);
    const mine = gqlOk(await t.gql(UPDATE, { id: draft.id, input: pv(site, 'PROVISIONAL', today, { notes: 'Par le chef' }) }, user.accessToken));
    expect(mine.updateReception.status).toBe('DRAFT');
    expect(gqlErr(await t.gql(SIGN, { id: draft.id, input: await signature() }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
  });
});

const RETENTION = 'mutation ($quoteId: ID!) { createInvoice(quoteId: $quoteId, input: { kind: "RETENUE" }) { id kind } }';
