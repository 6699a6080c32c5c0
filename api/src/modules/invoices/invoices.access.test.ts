import { addMember, createCompany, createSite, gqlErr, gqlOk, sql } from '../../../test/company';
import {
  INVOICE_OF,
  PAY,
  CREDIT,
  GET,
  LIST,
  OVERDUE,
  t,
  a,
  siteId,
  b,
  user,
  year,
  today,
  addDays,
  acceptedQuote,
  invoice,
  legal,
  setUpInvoiceWorld,
} from './invoices.test-helpers';

setUpInvoiceWorld();
beforeAll(() => legal(a.id));

describe('statuses, lists and the dashboard', () => {
  it('reads EN_RETARD once due unpaid, ANNULEE when credited whole, and counts the overdue', async () => {
    // A quote of four months ago, invoiced three months ago (an invoice is not dated before its quote).
    const q = await acceptedQuote(a, siteId, 'M. Bennani', addDays(today, -120));
    const old = await invoice(q.id, { kind: 'ACOMPTE', amountHT: '1000', issueDate: addDays(today, -90) });
    expect(old).toMatchObject({ dueDate: addDays(today, -30), status: 'EN_RETARD', totalHT: '1000.00' });
    const overdue = gqlOk(await t.gql(OVERDUE, {}, user.accessToken)).invoicesOverdue;
    expect(overdue.count).toBeGreaterThanOrEqual(1);
    const listed = gqlOk(await t.gql(LIST, { filter: { status: 'EN_RETARD' } }, a.manager.accessToken)).invoices;
    expect(listed.items.map((i: { reference: string }) => i.reference)).toContain(old.reference);
    gqlOk(await t.gql(CREDIT, { id: old.id, input: { reason: 'Annulation' } }, a.manager.accessToken));
    expect(gqlOk(await t.gql(GET, { id: old.id }, a.manager.accessToken)).invoice).toMatchObject({ status: 'ANNULEE', balance: '0.00' });
    expect(gqlOk(await t.gql(OVERDUE, {}, a.manager.accessToken)).invoicesOverdue.count).toBe(overdue.count - 1);
  });

  it('previews an invoice with the amounts issuing gives, and leaves nothing behind (no number taken, nothing stored)', async () => {
    const c = await createCompany(t, 'Aperçu Factures');
    await legal(c.id);
    const site = (await createSite(t, c.manager.accessToken, { name: 'Villa' })).id;
    const q = await acceptedQuote(c, site);
    const FIELDS = 'reference totalHT totalVAT totalTTC retentionAmount netToPay vat { rate base vat } lines { designation totalHT }';
    const input = { kind: 'ACOMPTE', percent: '30' };
    const count = async () => (await sql(t, 'select count(*)::int as n from invoice where company_id = $1', [c.id]))[0].n;
    const seen = gqlOk(
      await t.gql(
        `query ($q: ID!, $input: InvoiceInput!) { invoicePreview(quoteId: $q, input: $input) { ${FIELDS} } }`,
        { q: q.id, input },
        c.manager.accessToken,
      ),
    ).invoicePreview;
    expect(await count()).toBe(0);
    expect(seen.reference).toBe(`FAC-${year}-0001`);
    const issued = gqlOk(
      await t.gql(
        `mutation ($q: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $q, input: $input) { ${FIELDS} } }`,
        { q: q.id, input },
        c.manager.accessToken,
      ),
    ).createInvoice;
    expect(issued).toEqual(seen);
    // A refusal is the one issuing gives; a USER may not preview (MANAGER only, as issuing).
    const tooMuch = gqlErr(
      await t.gql(
        `query ($q: ID!) { invoicePreview(quoteId: $q, input: { kind: "ACOMPTE", percent: "80" }) { reference } }`,
        { q: q.id },
        c.manager.accessToken,
      ),
    );
    expect(tooMuch.extensions.code).toBe('BAD_USER_INPUT');
    const member = await addMember(t, c);
    expect(
      gqlErr(await t.gql(`query ($q: ID!) { invoicePreview(quoteId: $q, input: { kind: "SOLDE" }) { reference } }`, { q: q.id }, member.accessToken))
        .extensions.code,
    ).toBe('FORBIDDEN');
    expect(await count()).toBe(1);
  });

  it('tells the dashboard what the clients owe: every open invoice (à encaisser), and of it what is past due (échu)', async () => {
    const c = await createCompany(t, 'Encaissements');
    await legal(c.id);
    const site = (await createSite(t, c.manager.accessToken, { name: 'Villa' })).id;
    const q = await acceptedQuote(c, site, 'M. Bennani', addDays(today, -120));
    // An overdue deposit of 1 000 HT (90 days old) and a current one of 2 000 HT, split over the quote's TVA rates.
    const late = await invoice(q.id, { kind: 'ACOMPTE', amountHT: '1000', issueDate: addDays(today, -90) }, c.manager.accessToken);
    const current = await invoice(q.id, { kind: 'ACOMPTE', amountHT: '2000' }, c.manager.accessToken);
    const cents = (v: string) => BigInt(v.replace('.', ''));
    const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    const read = async () =>
      gqlOk(await t.gql('query { invoicesOverdue { count due openCount openDue } }', {}, c.manager.accessToken)).invoicesOverdue;
    expect(await read()).toEqual({ count: 1, due: late.netToPay, openCount: 2, openDue: money(cents(late.netToPay) + cents(current.netToPay)) });
    gqlOk(await t.gql(PAY, { id: late.id, input: { date: today, amount: '200', mode: 'VIREMENT' } }, c.manager.accessToken));
    expect(await read()).toEqual({
      count: 1,
      due: money(cents(late.netToPay) - 20000n),
      openCount: 2,
      openDue: money(cents(late.netToPay) + cents(current.netToPay) - 20000n),
    });
    // The list's 'À encaisser', where the figure leads: the same invoices and sum; a credit note settling one takes it off.
    const toCollect = async () => gqlOk(await t.gql(LIST, { filter: { status: 'a_encaisser' } }, c.manager.accessToken)).invoices;
    expect((await toCollect()).totals).toEqual({
      count: 2,
      totalTTC: money(cents(late.totalTTC) + cents(current.totalTTC)),
      due: (await read()).openDue,
    });
    gqlOk(await t.gql(CREDIT, { id: current.id, input: { reason: 'Travaux annulés' } }, c.manager.accessToken));
    expect((await toCollect()).items).toEqual([{ reference: late.reference, status: 'EN_RETARD' }]);
  });

  it('numbers 50 invoices issued at once FAC-…-0001 upwards without a gap or a twin', async () => {
    const c = await createCompany(t, 'Numérotation Factures');
    await legal(c.id);
    const site = (await createSite(t, c.manager.accessToken, { name: 'Chantier compté' })).id;
    const q = await acceptedQuote(c, site);
    const issue = () => t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'ACOMPTE', percent: '1' } }, c.manager.accessToken);
    const answers = await Promise.all(Array.from({ length: 50 }, issue));
    // On a loaded machine the last in the quote's queue may wait past the lock timeout: refused with « réessayer plus
    // tard », it must have taken no number, and sent again (as the message says) it gets the next one.
    for (let i = 0; i < answers.length; i++) {
      if (!answers[i].body?.errors) continue;
      expect(gqlErr(answers[i]).extensions.code).toBe('UNAVAILABLE');
      answers[i] = await issue();
    }
    const refs = answers.map((r) => gqlOk(r).createInvoice.reference as string).sort();
    expect(refs).toEqual(Array.from({ length: 50 }, (_, i) => `FAC-${year}-${String(i + 1).padStart(4, '0')}`));
  });
});

describe('who may', () => {
  it('lets a Gestionnaire Chantier read invoices but not issue, credit or cash them', async () => {
    const q = await acceptedQuote();
    const inv = await invoice(q.id, { kind: 'ACOMPTE', percent: '10' });
    expect(gqlOk(await t.gql(GET, { id: inv.id }, user.accessToken)).invoice.reference).toBe(inv.reference);
    expect(gqlErr(await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'SOLDE' } }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlErr(await t.gql(PAY, { id: inv.id, input: { date: today, amount: '1', mode: 'ESPECES' } }, user.accessToken)).extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(gqlErr(await t.gql(CREDIT, { id: inv.id, input: { reason: 'x' } }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
  });

  it('keeps another company out: no read, no invoice of its quote, no payment, no credit note, not in its lists', async () => {
    const q = await acceptedQuote();
    const inv = await invoice(q.id, { kind: 'ACOMPTE', percent: '10' });
    const other = b.manager.accessToken;
    expect(gqlErr(await t.gql(GET, { id: inv.id }, other)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'SOLDE' } }, other)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(PAY, { id: inv.id, input: { date: today, amount: '1', mode: 'ESPECES' } }, other)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(CREDIT, { id: inv.id, input: { reason: 'x' } }, other)).extensions.code).toBe('NOT_FOUND');
    expect(gqlOk(await t.gql(LIST, {}, other)).invoices.total).toBe(0);
    expect(gqlOk(await t.gql(OVERDUE, {}, other)).invoicesOverdue).toEqual({ count: 0, due: '0.00' });
  });
});

describe('REST /api/v1/factures', () => {
  it('issues from a quote, records a payment, credits, and searches as a Spring page', async () => {
    const q = await acceptedQuote();
    const h = { authorization: `Bearer ${a.manager.accessToken}` };
    const created = await t.rest('POST', `/devis/${q.id}/factures`, { type: 'ACOMPTE', pourcentage: '30' }, h);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'ACOMPTE',
      montantTTC: '4740.00',
      netAPayer: '4266.00',
      statut: 'EMISE',
      devis: { reference: q.reference },
    });
    const id = created.body.id;
    const bad = await t.rest('POST', `/devis/${q.id}/factures`, { type: 'ACOMPTE', pourcentage: '0' }, h);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ pourcentage: 'Pourcentage invalide (plus de 0 et 100 au plus)' });
    const paid = await t.rest('POST', `/factures/${id}/paiements`, { date: today, montant: '1000', mode: 'EFFET', reference: 'LCN 12' }, h);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      statut: 'PARTIELLEMENT_PAYEE',
      resteAPayer: '3266.00',
      paiements: [{ montant: '1000.00', mode: 'EFFET', reference: 'LCN 12' }],
    });
    const credit = await t.rest('POST', `/factures/${id}/avoir`, { motif: 'Erreur de taux', montant: '474' }, h);
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ type: 'AVOIR', montantTTC: '474.00', avoirDe: { id } });
    const page = await t.rest('GET', `/factures/search?idDevis=${q.id}&size=10`, undefined, h);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalElements: 2, number: 0, size: 10 });
    expect((await t.rest('GET', `/factures/${id}`, undefined, { authorization: `Bearer ${b.manager.accessToken}` })).status).toBe(404);
    expect((await t.rest('GET', `/factures/search?statut=NIMPORTE`, undefined, h)).status).toBe(400);
  });

  it('exports invoices, credit notes (negative) and payments for the accountant, as CSV or XLSX, within the company', async () => {
    const q = await acceptedQuote();
    const h = { authorization: `Bearer ${a.manager.accessToken}` };
    const inv = await invoice(q.id, { kind: 'ACOMPTE', percent: '30' });
    await t.rest('POST', `/factures/${inv.id}/paiements`, { date: today, montant: '1000', mode: 'CHEQUE', reference: 'CHQ 77' }, h);
    await t.rest('POST', `/factures/${inv.id}/avoir`, { motif: 'Geste commercial', montant: '474' }, h);
    const fr = today.split('-').reverse().join('/');
    const csv = await fetch(`${t.url}/api/v1/factures/export?format=csv&dateDebut=${today}&dateFin=${today}`, { headers: h });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('factures');
    const text = await csv.text();
    expect(text).toContain('Date;N°;Type;Client;ICE client;Devis;Chantier;Échéance;Total HT;TVA;Total TTC;Retenue de garantie;Net à payer');
    expect(text).toContain(`${fr};${inv.reference};acompte;M. Bennani;;${q.reference};Villa Facturée;`);
    expect(text).toContain(';4000,00;740,00;4740,00;474,00;4266,00;1000,00;426,60;2839,40;partiellement payée;');
    expect(text).toMatch(new RegExp(`;avoir;M\\. Bennani;.*;-400,00;-74,00;-474,00;-47,40;-426,60;0,00;0,00;0,00;avoir;${inv.reference}`));
    // The TVA return's columns: each rate's base and TVA (30 % of 10 000 at 20 % and of 3 333,33 at 14 %).
    const rows = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    const col = (header: string) => rows[0].indexOf(header);
    const deposit = rows.find((r) => r[1] === inv.reference)!;
    expect(['Base HT 20 %', 'TVA 20 %', 'Base HT 14 %', 'TVA 14 %', 'Base HT 10 %', 'Base HT 0 %'].map((h) => deposit[col(h)])).toEqual([
      '3000,00',
      '600,00',
      '1000,00',
      '140,00',
      '0,00',
      '0,00',
    ]);
    const credit = rows.find((r) => r[2] === 'avoir' && r[col('Avoir sur')] === inv.reference)!;
    const cents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
    const ratesOf = (r: string[], kind: string) => rows[0].reduce((sum, h, i) => (h.startsWith(kind) ? sum + cents(r[i]) : sum), 0);
    expect([ratesOf(credit, 'Base HT '), ratesOf(credit, 'TVA ')]).toEqual([-40000, -7400]);
    // One rule for every money export: the last row adds up each amount column of the rows above it.
    const total = rows[rows.length - 1];
    const body = rows.slice(1, -1);
    expect(total[0]).toBe('Total');
    for (const h of ['Total HT', 'TVA', 'Total TTC', 'Net à payer', 'Payé', 'Reste à payer', 'Base HT 20 %', 'TVA 14 %']) {
      const sum = body.reduce((acc, r) => acc + cents(r[col(h)]), 0);
      expect([h, total[col(h)]]).toEqual([h, (sum / 100).toFixed(2).replace('.', ',')]);
    }
    expect([total[col('Client')], total[col('Statut')]]).toEqual(['', '']);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="factures_${today}_${today}.csv"`);
    const payments = await (await fetch(`${t.url}/api/v1/factures/paiements/export?format=csv`, { headers: h })).text();
    expect(payments).toContain(`${fr};${inv.reference};M. Bennani;Villa Facturée;chèque;CHQ 77;1000,00`);
    const xlsx = await fetch(`${t.url}/api/v1/factures/export?format=xlsx`, { headers: h });
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="factures_jusqu-au_${today}.xlsx"`);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const other = await (
      await fetch(`${t.url}/api/v1/factures/export?format=csv`, { headers: { authorization: `Bearer ${b.manager.accessToken}` } })
    ).text();
    expect(other).not.toContain(inv.reference);
    expect((await fetch(`${t.url}/api/v1/factures/export?dateDebut=2026-13-01`, { headers: h })).status).toBe(400);
  });
});

describe("a site's quotes and invoices (its detail page)", () => {
  it('lists those of one site only, for a MANAGER and a USER, and nothing of another company', async () => {
    const other = (await createSite(t, a.manager.accessToken, { name: 'Autre chantier' })).id;
    const q = await acceptedQuote(a, other, 'Famille Tazi');
    const billed = await invoice(q.id, { kind: 'ACOMPTE', percent: '20' });
    const QUOTES = 'query ($f: QuoteFilterInput) { quotes(filter: $f) { total items { reference } } }';
    const INVOICES = 'query ($f: InvoiceFilterInput) { invoices(filter: $f) { total items { reference } } }';
    for (const token of [a.manager.accessToken, user.accessToken]) {
      expect(gqlOk(await t.gql(QUOTES, { f: { siteId: other } }, token)).quotes).toEqual({ total: 1, items: [{ reference: q.reference }] });
      expect(gqlOk(await t.gql(INVOICES, { f: { siteId: other } }, token)).invoices).toEqual({ total: 1, items: [{ reference: billed.reference }] });
    }
    // Another company asking with this site's id sees none of it.
    expect(gqlOk(await t.gql(QUOTES, { f: { siteId: other } }, b.manager.accessToken)).quotes.total).toBe(0);
    expect(gqlOk(await t.gql(INVOICES, { f: { siteId: other } }, b.manager.accessToken)).invoices.total).toBe(0);
    expect(gqlErr(await t.gql(QUOTES, { f: { siteId: 'pas-un-id' } }, a.manager.accessToken)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
  });
});
