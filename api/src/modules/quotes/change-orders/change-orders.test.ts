// @both-databases: avenants and statements under the quote's row lock.
import { createSite, gqlErr, gqlOk, sql } from '../../../../test/company';
import { a, acceptedQuote, b, invoice, legal, setUpInvoiceWorld, t, today, user } from '../../invoices/invoices.test-helpers';

setUpInvoiceWorld();

const ORDER = 'id reference number status deltaHT deltaVAT deltaTTC refusalReason lines { id action lineId designation totalHT previousHT }';
const CREATE = `mutation ($quoteId: ID!, $input: ChangeOrderInput!) { createChangeOrder(quoteId: $quoteId, input: $input) { ${ORDER} } }`;
const UPDATE = `mutation ($id: ID!, $input: ChangeOrderInput!) { updateChangeOrder(id: $id, input: $input) { ${ORDER} } }`;
const ACCEPT = `mutation ($id: ID!) { acceptChangeOrder(id: $id) { ${ORDER} } }`;
const REFUSE = `mutation ($id: ID!, $reason: String!) { refuseChangeOrder(id: $id, reason: $reason) { ${ORDER} } }`;
const DELETE = 'mutation ($id: ID!) { deleteChangeOrder(id: $id) }';
const LIST = `query ($quoteId: ID!) { changeOrders(quoteId: $quoteId) { items { reference status } initialHT initialTTC currentHT currentTTC
  lines { id designation totalHT addedBy changedBy removed } } }`;
const INVOICING = 'query ($quoteId: ID!) { quoteInvoicing(quoteId: $quoteId) { leftHT progress { lineId percent } } }';

const token = () => a.manager.accessToken;
const create = async (quoteId: string, input: Record<string, unknown>, tok = token()) =>
  gqlOk(await t.gql(CREATE, { quoteId, input }, tok)).createChangeOrder;
const accept = async (id: string, tok = token()) => gqlOk(await t.gql(ACCEPT, { id }, tok)).acceptChangeOrder;
const list = async (quoteId: string, tok = token()) => gqlOk(await t.gql(LIST, { quoteId }, tok)).changeOrders;
const add = (designation: string, quantity: string, unitPriceHT: string, vatRate = '20') => ({
  action: 'ADD',
  lotTitle: 'Travaux supplémentaires',
  designation,
  unit: 'u',
  quantity,
  unitPriceHT,
  vatRate,
});
const cents = (v: string) => Math.round(Number(v) * 100);
const billedHT = async (quoteId: string) =>
  (
    await sql(t, `select coalesce(sum(case when kind = 'AVOIR' then -total_ht else total_ht end), 0)::text as ht from invoice where quote_id = $1`, [
      quoteId,
    ])
  )[0].ht as string;

beforeAll(() => legal(a.id));

describe('an avenant', () => {
  it('adds, changes and removes lines of an accepted quote, numbered AVT-AAAA-NNNN within the quote', async () => {
    const q = await acceptedQuote();
    const [beton, tableau] = q.lineIds;
    const first = await create(q.id, {
      label: 'Extension du garage',
      issueDate: today,
      lines: [
        add('Dalle du garage', '1', '4500'),
        { action: 'CHANGE', lineId: beton, designation: 'Béton', unit: 'm³', quantity: '12', unitPriceHT: '1000' },
      ],
    });
    expect(first).toMatchObject({
      reference: `AVT-${today.slice(0, 4)}-0001`,
      number: 1,
      status: 'EN_COURS',
      deltaHT: '6500.00',
      deltaVAT: '1300.00',
      deltaTTC: '7800.00',
    });
    expect(first.lines.map((l: { action: string; totalHT: string; previousHT: string }) => [l.action, l.totalHT, l.previousHT])).toEqual([
      ['ADD', '4500.00', '0.00'],
      ['CHANGE', '12000.00', '10000.00'],
    ]);
    // Pending: the quote bills what it did.
    expect(await list(q.id)).toMatchObject({ initialHT: '13333.33', currentHT: '13333.33' });
    await accept(first.id);
    const second = await create(q.id, { label: 'Sans tableau', issueDate: today, lines: [{ action: 'REMOVE', lineId: tableau }] });
    expect(second).toMatchObject({ reference: `AVT-${today.slice(0, 4)}-0002`, deltaHT: '-3333.33', deltaTTC: '-3800.00' });
    await accept(second.id);
    const after = await list(q.id);
    expect(after).toMatchObject({ initialHT: '13333.33', initialTTC: '15800.00', currentHT: '16500.00', currentTTC: '19800.00' });
    expect(after.lines.map((l: { designation: string; totalHT: string; removed: boolean }) => [l.designation, l.totalHT, l.removed])).toEqual([
      ['Béton', '12000.00', false],
      ['Tableau électrique', '0.00', true],
      ['Dalle du garage', '4500.00', false],
    ]);
  });

  it('makes a statement at 100 % bill the quote plus its accepted avenants, to the centime', async () => {
    const q = await acceptedQuote();
    const [beton, tableau] = q.lineIds;
    await invoice(q.id, { kind: 'ACOMPTE', percent: '30' });
    await invoice(q.id, {
      kind: 'SITUATION',
      progress: [
        { lineId: beton, percent: '33.33' },
        { lineId: tableau, percent: '50' },
      ],
    });
    // After a statement: a line's total changes, another line comes, one of a third of a centime price.
    const order = await create(q.id, {
      label: 'Modificatif n° 1',
      issueDate: today,
      lines: [
        { action: 'CHANGE', lineId: beton, designation: 'Béton B25', unit: 'm³', quantity: '10.5', unitPriceHT: '1033.33' },
        add('Enduit façade', '3', '1111.11', '14'),
      ],
    });
    await accept(order.id);
    const added = order.lines[1].id;
    const { currentHT } = await list(q.id);
    // 10,5 × 1 033,33 = 10 849,965 → 10 849,97; + 3 333,33 + 3 × 1 111,11.
    expect(currentHT).toBe('17516.63');
    const full = await invoice(q.id, {
      kind: 'SITUATION',
      progress: [
        { lineId: beton, percent: '100' },
        { lineId: tableau, percent: '100' },
        { lineId: added, percent: '100' },
      ],
    });
    expect(full.lines.filter((l: { deduction: boolean }) => !l.deduction).map((l: { quoteLineId: string }) => l.quoteLineId)).toEqual([
      beton,
      tableau,
      added,
    ]);
    expect(cents(await billedHT(q.id))).toBe(cents(currentHT));
    const { quoteInvoicing } = gqlOk(await t.gql(INVOICING, { quoteId: q.id }, token()));
    expect(quoteInvoicing.leftHT).toBe('0.00');
    expect(quoteInvoicing.progress).toEqual([
      { lineId: beton, percent: '100.00' },
      { lineId: tableau, percent: '100.00' },
      { lineId: added, percent: '100.00' },
    ]);
    // Nothing is left to bill: a balance says so.
    expect(gqlErr(await t.gql(INVOICE_OF_BALANCE, { quoteId: q.id }, token())).extensions.code).toBe('CONFLICT');
  });

  it('keeps a removed line at what it was billed, and refuses to take a line below what it billed', async () => {
    const q = await acceptedQuote();
    const [beton, tableau] = q.lineIds;
    await invoice(q.id, { kind: 'SITUATION', progress: [{ lineId: beton, percent: '40' }] });
    const below = gqlErr(
      await t.gql(
        CREATE,
        {
          quoteId: q.id,
          input: {
            label: 'Moins de béton',
            issueDate: today,
            lines: [{ action: 'CHANGE', lineId: beton, designation: 'Béton', unit: 'm³', quantity: '3', unitPriceHT: '1000' }],
          },
        },
        token(),
      ),
    );
    expect(below.extensions.fields).toEqual({
      'lines.0.quantity': expect.stringContaining('est déjà facturée à hauteur de 4'),
    });
    const removal = await create(q.id, { label: 'Arrêt du béton', issueDate: today, lines: [{ action: 'REMOVE', lineId: beton }] });
    expect(removal.lines[0]).toMatchObject({ totalHT: '4000.00', previousHT: '10000.00' });
    expect(removal.deltaHT).toBe('-6000.00');
    await accept(removal.id);
    // The removed line bills nothing more; the balance bills the rest of the quote only.
    expect(
      gqlErr(await t.gql(INVOICE_SITUATION, { quoteId: q.id, input: { kind: 'SITUATION', progress: [{ lineId: beton, percent: '100' }] } }, token()))
        .extensions.fields,
    ).toEqual({
      progress: expect.any(String),
    });
    const balance = await invoice(q.id, { kind: 'SOLDE' });
    expect(balance.totalHT).toBe('3333.33');
    expect(cents(await billedHT(q.id))).toBe(cents('7333.33'));
    // A line removed cannot be changed or removed again.
    expect(
      gqlErr(
        await t.gql(CREATE, { quoteId: q.id, input: { label: 'Encore', issueDate: today, lines: [{ action: 'REMOVE', lineId: beton }] } }, token()),
      ).extensions.fields,
    ).toEqual({ 'lines.0.lineId': "Cette ligne n'est pas (ou plus) une ligne du devis : rechargez le devis et choisissez-la à nouveau." });
    void tableau;
  });
});

describe("the site's budget", () => {
  it('shows the initial budget, the accepted avenants and the budget with them', async () => {
    const site = (await createSite(t, token(), { name: 'Villa Avenants', budget: '20000' })).id;
    const q = await acceptedQuote(a, site);
    const pending = await create(q.id, { label: 'Option', issueDate: today, lines: [add('Pergola', '1', '2500')] });
    const removal = await create(q.id, { label: 'Sans tableau', issueDate: today, lines: [{ action: 'REMOVE', lineId: q.lineIds[1] }] });
    await accept(removal.id);
    const SUMMARY = 'query ($id: ID!) { siteSummary(id: $id) { budget changeOrders currentBudget profitabilityPercent } }';
    expect(gqlOk(await t.gql(SUMMARY, { id: site }, token())).siteSummary).toMatchObject({
      budget: '20000.00',
      changeOrders: '-3333.33',
      currentBudget: '16666.67',
    });
    await accept(pending.id);
    expect(gqlOk(await t.gql(SUMMARY, { id: site }, token())).siteSummary).toMatchObject({ changeOrders: '-833.33', currentBudget: '19166.67' });
  });
});

describe('its life and its rules', () => {
  it('is written on an accepted quote only, changed and deleted while pending, refused with a reason, and never decided twice', async () => {
    const pending = gqlOk(
      await t.gql(
        'mutation ($input: QuoteInput!) { createQuote(input: $input) { id } }',
        {
          input: {
            clientName: 'Client en attente',
            issueDate: today,
            lots: [{ title: 'Lot', lines: [{ designation: 'X', unit: 'u', quantity: '1', unitPriceHT: '10' }] }],
          },
        },
        token(),
      ),
    ).createQuote;
    expect(
      gqlErr(await t.gql(CREATE, { quoteId: pending.id, input: { label: 'Trop tôt', issueDate: today, lines: [add('Y', '1', '1')] } }, token()))
        .extensions.code,
    ).toBe('CONFLICT');
    const q = await acceptedQuote();
    const fields = async (input: Record<string, unknown>) => gqlErr(await t.gql(CREATE, { quoteId: q.id, input }, token())).extensions.fields;
    expect(await fields({ label: ' ', issueDate: '2026-02-30', lines: [] })).toEqual({
      label: "L'objet de l'avenant est requis",
      issueDate: "La date de l'avenant est requise (AAAA-MM-JJ)",
      lines: 'Un avenant compte au moins une ligne ajoutée, modifiée ou supprimée',
    });
    expect(
      await fields({
        label: 'Doublon',
        issueDate: today,
        lines: [
          { action: 'REMOVE', lineId: q.lineIds[0] },
          { action: 'REMOVE', lineId: q.lineIds[0] },
        ],
      }),
    ).toEqual({
      lines: 'Une ligne du devis est modifiée ou supprimée deux fois dans cet avenant',
    });
    expect(await fields({ label: 'Avant le devis', issueDate: '2020-01-01', lines: [add('Y', '1', '1')] })).toEqual({
      issueDate: expect.stringContaining("L'avenant ne peut pas être daté avant le devis"),
    });
    const order = await create(q.id, { label: 'Option piscine', issueDate: today, lines: [add('Piscine', '1', '90000')] });
    const changed = gqlOk(
      await t.gql(
        UPDATE,
        { id: order.id, input: { label: 'Option piscine (réduite)', issueDate: today, lines: [add('Piscine', '1', '70000')] } },
        token(),
      ),
    ).updateChangeOrder;
    expect(changed.deltaHT).toBe('70000.00');
    const refused = gqlOk(await t.gql(REFUSE, { id: order.id, reason: 'Budget du client' }, token())).refuseChangeOrder;
    expect(refused).toMatchObject({ status: 'REFUSE', refusalReason: 'Budget du client' });
    for (const [query, vars] of [
      [ACCEPT, { id: order.id }],
      [REFUSE, { id: order.id, reason: 'encore' }],
      [DELETE, { id: order.id }],
    ] as const)
      expect(gqlErr(await t.gql(query, vars, token())).extensions.code).toBe('CONFLICT');
    expect((await list(q.id)).currentHT).toBe('13333.33');
    const other = await create(q.id, { label: 'Brouillon', issueDate: today, lines: [add('Z', '1', '5')] });
    expect(gqlOk(await t.gql(DELETE, { id: other.id }, token())).deleteChangeOrder).toBe(true);
  });

  it('is accepted once when accepted eight times at once', async () => {
    const q = await acceptedQuote();
    const order = await create(q.id, { label: 'Clôture', issueDate: today, lines: [add('Portail', '1', '12000')] });
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.gql(ACCEPT, { id: order.id }, token())));
    expect(answers.filter((r) => !r.body.errors).length).toBe(1);
    expect((await list(q.id)).currentHT).toBe('25333.33');
  });

  it('is decided by an Admin Société, kept from another company, and read by a Gestionnaire Chantier', async () => {
    const q = await acceptedQuote();
    const order = await create(q.id, { label: 'Option', issueDate: today, lines: [add('Store', '2', '800')] }, user.accessToken);
    expect(gqlErr(await t.gql(ACCEPT, { id: order.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    for (const [query, vars] of [
      [LIST, { quoteId: q.id }],
      [ACCEPT, { id: order.id }],
      [DELETE, { id: order.id }],
      [UPDATE, { id: order.id, input: { label: 'Piraté', issueDate: today, lines: [add('X', '1', '1')] } }],
    ] as const)
      expect(gqlErr(await t.gql(query, vars, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(
      gqlErr(await t.gql(CREATE, { quoteId: q.id, input: { label: 'X', issueDate: today, lines: [add('X', '1', '1')] } }, b.manager.accessToken))
        .extensions.code,
    ).toBe('NOT_FOUND');
    expect((await list(q.id, user.accessToken)).items).toEqual([{ reference: order.reference, status: 'EN_COURS' }]);
  });
});

const INVOICE_OF_BALANCE = `mutation ($quoteId: ID!) { createInvoice(quoteId: $quoteId, input: { kind: "SOLDE" }) { id } }`;
const INVOICE_SITUATION = `mutation ($quoteId: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $quoteId, input: $input) { id } }`;

describe('the REST door, French keys', () => {
  it('writes, reads, accepts and lists avenants under /devis/{id}/avenants', async () => {
    const q = await acceptedQuote();
    const auth = { authorization: `Bearer ${token()}` };
    const made = await t.rest(
      'POST',
      `/devis/${q.id}/avenants`,
      {
        objet: 'Portail',
        date: today,
        lignes: [
          { type: 'AJOUT', lot: 'Extérieurs', designation: 'Portail coulissant', unite: 'u', quantite: '1', prixUnitaireHT: '8000' },
          { type: 'MODIFICATION', idLigne: q.lineIds[0], designation: 'Béton', unite: 'm³', quantite: '11', prixUnitaireHT: '1000' },
        ],
      },
      auth,
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      reference: `AVT-${today.slice(0, 4)}-0001`,
      objet: 'Portail',
      statut: 'EN_COURS',
      montantHT: '9000.00',
      montantTTC: '10800.00',
    });
    expect(made.body.lignes.map((l: { type: string; totalHT: string }) => [l.type, l.totalHT])).toEqual([
      ['ADD', '8000.00'],
      ['CHANGE', '11000.00'],
    ]);
    expect((await t.rest('POST', `/devis/avenants/${made.body.id}/acceptation`, undefined, auth)).body.statut).toBe('ACCEPTE');
    const listed = await t.rest('GET', `/devis/${q.id}/avenants`, undefined, auth);
    expect(listed.body).toMatchObject({
      montantInitialHT: '13333.33',
      montantAvecAvenantsHT: '22333.33',
      avenants: [{ reference: made.body.reference }],
    });
    const bad = await t.rest(
      'POST',
      `/devis/${q.id}/avenants`,
      { objet: '', date: today, lignes: [{ type: 'MODIFICATION', designation: 'X' }] },
      auth,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ objet: "L'objet de l'avenant est requis" });
    expect(Object.keys(bad.body.fields)).toContain('lignes.0.idLigne');
  });
});
