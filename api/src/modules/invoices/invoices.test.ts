// @both-databases: numbering and payments under locks.
import { gqlErr, gqlOk, sql } from '../../../test/company';
import { extractPages, writeForReview } from '../../core/documents/pdf/document-pdf.test-helpers';
import {
  ACCEPT,
  INVOICE,
  QUOTE,
  INVOICE_OF,
  PAY,
  CREDIT,
  GET,
  LIST,
  t,
  a,
  b,
  user,
  siteId,
  year,
  today,
  addDays,
  lots,
  acceptedQuote,
  invoice,
  pay,
  siteRevenues,
  legal,
  setUpInvoiceWorld,
} from './invoices.test-helpers';

setUpInvoiceWorld();

describe('issuing an invoice', () => {
  it('is refused while the company lacks its ICE, IF or RC, naming them and the settings screen', async () => {
    const q = await acceptedQuote();
    const err = gqlErr(await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'ACOMPTE', percent: '30' } }, a.manager.accessToken));
    expect(err.extensions.code).toBe('CONFLICT');
    expect(err.message).toBe(
      'Complétez les mentions légales de la société avant de facturer : ICE, IF (identifiant fiscal), RC (registre de commerce) (Paramètres › Société).',
    );
    expect(err.extensions).toMatchObject({ fixPath: '/parametres/societe' });
    expect(await sql(t, 'select count(*)::int as n from invoice')).toEqual([{ n: 0 }]);
    await legal(a.id);
  });

  it('needs an accepted quote, linked to a site, and the ICE of a company client', async () => {
    const pending = gqlOk(
      await t.gql(QUOTE, { input: { clientName: 'En attente', issueDate: today, siteId, lots } }, a.manager.accessToken),
    ).createQuote;
    expect(gqlErr(await t.gql(INVOICE_OF, { quoteId: pending.id, input: { kind: 'SOLDE' } }, a.manager.accessToken)).message).toBe(
      'Seul un devis accepté se facture.',
    );
    const siteless = await acceptedQuote(a, null);
    expect(gqlErr(await t.gql(INVOICE_OF, { quoteId: siteless.id, input: { kind: 'SOLDE' } }, a.manager.accessToken)).message).toBe(
      "Liez d'abord ce devis à un chantier : ses paiements deviennent les recettes du chantier.",
    );
    const client = gqlOk(
      await t.gql('mutation { createClient(input: { name: "Société Sans ICE", kind: "COMPANY" }) { id } }', {}, a.manager.accessToken),
    ).createClient;
    const q = gqlOk(await t.gql(QUOTE, { input: { clientId: client.id, issueDate: today, siteId, lots } }, a.manager.accessToken)).createQuote;
    gqlOk(await t.gql(ACCEPT, { id: q.id }, a.manager.accessToken));
    const refused = gqlErr(await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'SOLDE' } }, a.manager.accessToken));
    expect(refused.message).toBe('Le client est une société : renseignez son ICE avant de le facturer.');
    // The way out: the client's record, opened for editing; once its ICE is there, the same quote is invoiced.
    expect(refused.extensions).toMatchObject({ fixPath: `/clients?modifier=${client.id}` });
    gqlOk(
      await t.gql(
        'mutation ($id: ID!) { updateClient(id: $id, input: { name: "Société Sans ICE", kind: "COMPANY", ice: "002233445000066" }) { id } }',
        { id: client.id },
        user.accessToken,
      ),
    );
    const invoice = gqlOk(await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'SOLDE' } }, a.manager.accessToken)).createInvoice;
    expect(invoice.client).toEqual({ name: 'Société Sans ICE' });
  });

  it('checks what it is asked: one of percent or amount for a deposit, a known kind, progress for a statement', async () => {
    const q = await acceptedQuote();
    const fields = async (input: Record<string, unknown>) =>
      gqlErr(await t.gql(INVOICE_OF, { quoteId: q.id, input }, a.manager.accessToken)).extensions.fields;
    expect(await fields({ kind: 'ACOMPTE' })).toEqual({ percent: "Indiquez un pourcentage ou un montant HT de l'acompte (l'un ou l'autre)" });
    expect(await fields({ kind: 'ACOMPTE', percent: '120' })).toEqual({ percent: 'Pourcentage invalide (plus de 0 et 100 au plus)' });
    expect(await fields({ kind: 'AUTRE' })).toEqual({ kind: 'Type de facture invalide (ACOMPTE, SITUATION, SOLDE ou RETENUE)' });
    expect(await fields({ kind: 'SITUATION' })).toEqual({ progress: "Indiquez l'avancement d'au moins une ligne" });
    expect(await fields({ kind: 'ACOMPTE', amountHT: '20000' })).toEqual({
      amountHT: 'Ce montant dépasse ce qui reste à facturer sur le devis (13\u202f333,33 HT).',
    });
    expect(await fields({ kind: 'RETENUE' })).toBeUndefined();
  });

  it('is not dated before its quote, nor a credit note before its invoice: refused, naming the date, nothing numbered', async () => {
    const q = await acceptedQuote();
    const fr = (day: string) => day.split('-').reverse().join('/');
    const count = async () => (await sql(t, 'select count(*)::int as n from invoice'))[0].n;
    const before = await count();
    const early = gqlErr(
      await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'ACOMPTE', percent: '10', issueDate: addDays(today, -1) } }, a.manager.accessToken),
    );
    expect(early.extensions.fields).toEqual({ issueDate: `Une facture ne peut pas précéder la date de son devis (${fr(today)}).` });
    expect(await count()).toBe(before);
    const billed = await invoice(q.id, { kind: 'ACOMPTE', percent: '10', issueDate: today });
    const credit = { reason: 'Erreur de date', amountTTC: '10', issueDate: addDays(today, -1) };
    expect(gqlErr(await t.gql(CREDIT, { id: billed.id, input: credit }, a.manager.accessToken)).extensions.fields).toEqual({
      issueDate: `Un avoir ne peut pas précéder la date de la facture (${fr(today)}).`,
    });
    expect(await count()).toBe(before + 1);
  });
});

describe('a quote invoiced from deposit to retention', () => {
  let q: { id: string; reference: string; lineIds: string[] };
  let deposit: any;
  let second: any;
  let creditNote: any;

  beforeAll(async () => {
    q = await acceptedQuote(a, siteId, 'Famille Alaoui');
  });

  it('bills a 30 % deposit per rate, holds 10 % retention, is due after the payment terms', async () => {
    deposit = await invoice(q.id, { kind: 'ACOMPTE', percent: '30' });
    expect(deposit.reference).toMatch(new RegExp(`^FAC-${year}-\\d{4}$`));
    expect(deposit).toMatchObject({
      kind: 'ACOMPTE',
      label: `Acompte de 30 % sur devis ${q.reference}`,
      issueDate: today,
      dueDate: addDays(today, 60),
      percent: '30.00',
      totalHT: '4000.00',
      totalVAT: '740.00',
      totalTTC: '4740.00',
      retentionRate: '10.00',
      retentionAmount: '474.00',
      netToPay: '4266.00',
      balance: '4266.00',
      status: 'EMISE',
      amountInWords: 'quatre mille sept cent quarante dirhams',
    });
    expect(deposit.vat).toEqual([
      { rate: '20.00', base: '3000.00', vat: '600.00' },
      { rate: '14.00', base: '1000.00', vat: '140.00' },
    ]);
  });

  it('records a partial payment as the site revenues, one per rate, which then follow the invoice only', async () => {
    const before = await siteRevenues(siteId);
    const paid = await pay(deposit.id, '2000');
    expect(paid).toMatchObject({ paidAmount: '2000.00', balance: '2266.00', status: 'PARTIELLEMENT_PAYEE' });
    expect(paid.payments).toEqual([{ date: today, amount: '2000.00', mode: 'VIREMENT', reference: null }]);
    const rows = await sql(
      t,
      `select amount::text, vat_rate::text, amount_ht::text, label from revenue where site_id = $1 and payment_id is not null order by vat_rate desc`,
      [siteId],
    );
    expect(rows).toEqual([
      { amount: '1518.99', vat_rate: '20.00', amount_ht: '1265.83', label: `Paiement ${deposit.reference} — Famille Alaoui` },
      { amount: '481.01', vat_rate: '14.00', amount_ht: '421.94', label: `Paiement ${deposit.reference} — Famille Alaoui` },
    ]);
    const after = await siteRevenues(siteId);
    expect(Number(after.n) - Number(before.n)).toBe(2);
    const [revenue] = await sql(t, 'select id from revenue where payment_id is not null limit 1');
    const edit = gqlErr(await t.gql('mutation ($id: ID!) { deleteRevenue(id: $id) }', { id: revenue.id }, a.manager.accessToken));
    expect(edit.message).toBe("Cette recette vient d'un paiement de facture : elle suit la facture et ne se modifie pas ici.");
  });

  it('refuses a payment beyond the balance, before the invoice date, or of an unknown mode', async () => {
    const err = gqlErr(await t.gql(PAY, { id: deposit.id, input: { date: today, amount: '2266.01', mode: 'CHEQUE' } }, a.manager.accessToken));
    expect(err.extensions.fields).toEqual({ amount: 'Ce paiement dépasse le reste à payer de la facture (2\u202f266,00 DH).' });
    expect(
      gqlErr(await t.gql(PAY, { id: deposit.id, input: { date: addDays(today, -1), amount: '1', mode: 'CHEQUE' } }, a.manager.accessToken)).extensions
        .fields,
    ).toEqual({ date: 'Un paiement ne peut pas précéder la date de la facture.' });
    expect(
      gqlErr(await t.gql(PAY, { id: deposit.id, input: { date: today, amount: '1', mode: 'CB' } }, a.manager.accessToken)).extensions.fields,
    ).toEqual({ mode: 'Mode de paiement invalide (virement, chèque, espèces ou effet)' });
    // A payment typed by mistake is cancelled with its revenues; typed again, it counts once.
    const wrong = await pay(deposit.id, '2266', 'CHEQUE');
    const [mistake] = await sql(t, 'select id from invoice_payment where invoice_id = $1 and amount = 2266', [deposit.id]);
    const revenuesBefore = await siteRevenues(siteId);
    expect(wrong.status).toBe('PAYEE');
    expect(
      gqlErr(await t.gql('mutation ($id: ID!) { deletePayment(paymentId: $id) { id } }', { id: mistake.id }, user.accessToken)).extensions.code,
    ).toBe('FORBIDDEN');
    expect(
      gqlErr(await t.gql('mutation ($id: ID!) { deletePayment(paymentId: $id) { id } }', { id: mistake.id }, b.manager.accessToken)).extensions.code,
    ).toBe('NOT_FOUND');
    const undone = gqlOk(
      await t.gql(`mutation ($id: ID!) { deletePayment(paymentId: $id) { ${INVOICE} } }`, { id: mistake.id }, a.manager.accessToken),
    ).deletePayment;
    expect(undone).toMatchObject({ status: 'PARTIELLEMENT_PAYEE', paidAmount: '2000.00', balance: '2266.00' });
    const revenuesAfter = await siteRevenues(siteId);
    expect((Number(revenuesBefore.ttc) - Number(revenuesAfter.ttc)).toFixed(2)).toBe('2266.00');
    expect(await sql(t, 'select count(*)::int as n from revenue where payment_id = $1', [mistake.id])).toEqual([{ n: 0 }]);
    const paid = await pay(deposit.id, '2266', 'CHEQUE');
    expect(paid).toMatchObject({ status: 'PAYEE', balance: '0.00' });
  });

  it('bills progress statements on the cumulative progress, deducting the deposit pro rata; 100 % reaches the quote exactly', async () => {
    const first = await invoice(q.id, {
      kind: 'SITUATION',
      progress: [
        { lineId: q.lineIds[0], percent: '50' },
        { lineId: q.lineIds[1], percent: '25' },
      ],
    });
    expect(first).toMatchObject({
      label: `Situation de travaux n° 1 — devis ${q.reference}`,
      totalHT: '4083.33',
      totalVAT: '781.67',
      totalTTC: '4865.00',
    });
    expect(first).toMatchObject({ retentionAmount: '486.50', netToPay: '4378.50' });
    expect(first.lines).toEqual([
      {
        designation: 'Béton',
        quoteLineId: q.lineIds[0],
        previousPercent: '0.00',
        cumulativePercent: '50.00',
        deduction: false,
        vatRate: '20.00',
        totalHT: '5000.00',
      },
      {
        designation: 'Tableau électrique',
        quoteLineId: q.lineIds[1],
        previousPercent: '0.00',
        cumulativePercent: '25.00',
        deduction: false,
        vatRate: '14.00',
        totalHT: '833.33',
      },
      expect.objectContaining({ deduction: true, vatRate: '20.00', totalHT: '-1500.00' }),
      expect.objectContaining({ deduction: true, vatRate: '14.00', totalHT: '-250.00' }),
    ]);
    const backwards = gqlErr(
      await t.gql(
        INVOICE_OF,
        { quoteId: q.id, input: { kind: 'SITUATION', progress: [{ lineId: q.lineIds[0], percent: '40' }] } },
        a.manager.accessToken,
      ),
    );
    expect(backwards.extensions.fields).toEqual({ progress: "L'avancement cumulé d'une ligne ne peut pas baisser : passez par un avoir" });
    const same = gqlErr(
      await t.gql(
        INVOICE_OF,
        { quoteId: q.id, input: { kind: 'SITUATION', progress: [{ lineId: q.lineIds[0], percent: '50' }] } },
        a.manager.accessToken,
      ),
    );
    expect(same.extensions.fields).toEqual({ progress: "Aucun avancement nouveau depuis la situation précédente : il n'y a rien à facturer" });

    second = await invoice(q.id, {
      kind: 'SITUATION',
      progress: [
        { lineId: q.lineIds[0], percent: '100' },
        { lineId: q.lineIds[1], percent: '100' },
      ],
    });
    expect(second).toMatchObject({ totalHT: '5250.00', totalVAT: '945.00', totalTTC: '6195.00', retentionAmount: '619.50' });
    // Deposit + statements = the quote, to the centime, HT and TTC.
    const all = gqlOk(await t.gql(LIST, { filter: { search: q.reference } }, a.manager.accessToken)).invoices;
    expect(all.totals).toMatchObject({ count: 3, totalTTC: '15800.00' });
    expect(gqlErr(await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'SOLDE' } }, a.manager.accessToken)).message).toBe(
      'Il ne reste rien à facturer sur ce devis.',
    );
  });

  it('credits part of an invoice with a credit note AV-…, split over its rates, and never more than is left', async () => {
    const note = gqlOk(
      await t.gql(CREDIT, { id: second.id, input: { reason: 'Remise commerciale', amountTTC: '1000' } }, a.manager.accessToken),
    ).createCreditNote;
    creditNote = note;
    expect(note.reference).toMatch(new RegExp(`^AV-${year}-\\d{4}$`));
    expect(note).toMatchObject({
      kind: 'AVOIR',
      creditOf: { reference: second.reference },
      totalHT: '847.46',
      totalVAT: '152.54',
      totalTTC: '1000.00',
      retentionAmount: '100.00',
      netToPay: '900.00',
      status: 'EMISE',
    });
    expect(note.vat).toEqual([
      { rate: '20.00', base: '564.98', vat: '112.99' },
      { rate: '14.00', base: '282.48', vat: '39.55' },
    ]);
    const credited = gqlOk(await t.gql(GET, { id: second.id }, user.accessToken)).invoice;
    expect(credited).toMatchObject({ creditedAmount: '900.00', balance: '4675.50' });
    const tooMuch = gqlErr(await t.gql(CREDIT, { id: second.id, input: { reason: 'x', amountTTC: '5195.01' } }, a.manager.accessToken));
    expect(tooMuch.extensions.fields).toEqual({ amountTTC: 'Un avoir ne peut pas dépasser ce qui reste de la facture (5\u202f195,00 TTC).' });
    expect(gqlErr(await t.gql(CREDIT, { id: note.id, input: { reason: 'x' } }, a.manager.accessToken)).message).toBe(
      "Un avoir ne s'annule pas par un autre avoir.",
    );
    expect(gqlErr(await t.gql(CREDIT, { id: second.id, input: { reason: '' } }, a.manager.accessToken)).extensions.fields).toEqual({
      reason: "Le motif de l'avoir est requis",
    });
  });

  it('credits one TVA rate only when asked (the line it corrects), all that is left on it when the amount is left empty', async () => {
    const q = await acceptedQuote();
    const whole = await invoice(q.id, { kind: 'SOLDE' });
    // By hand: the quote bills 10 000 HT at 20 % (TTC 12 000,00) and 3 333,33 HT at 14 % (TTC 3 800,00).
    const onRate = gqlOk(
      await t.gql(CREDIT, { id: whole.id, input: { reason: 'Tableau non posé', amountTTC: '', vatRate: '14' } }, a.manager.accessToken),
    ).createCreditNote;
    expect(onRate).toMatchObject({ totalHT: '3333.33', totalVAT: '466.67', totalTTC: '3800.00' });
    expect(onRate.vat).toEqual([{ rate: '14.00', base: '3333.33', vat: '466.67' }]);
    const again = gqlErr(await t.gql(CREDIT, { id: whole.id, input: { reason: 'x', amountTTC: '0.01', vatRate: '14' } }, a.manager.accessToken));
    expect(again.extensions.fields).toEqual({ amountTTC: 'Un avoir ne peut pas dépasser ce qui reste de la facture (0,00 TTC).' });
    const noSuchRate = gqlErr(await t.gql(CREDIT, { id: whole.id, input: { reason: 'x', vatRate: '7' } }, a.manager.accessToken));
    expect(noSuchRate.extensions.fields).toEqual({ vatRate: 'Cette facture ne compte aucune ligne à ce taux de TVA.' });
    // The 20 % part is untouched: a credit spread as billed now finds only it.
    const rest = gqlOk(await t.gql(CREDIT, { id: whole.id, input: { reason: 'Solde annulé' } }, a.manager.accessToken)).createCreditNote;
    expect(rest).toMatchObject({ totalTTC: '12000.00' });
    expect(rest.vat).toEqual([{ rate: '20.00', base: '10000.00', vat: '2000.00' }]);
  });

  it('prints the invoice with its due date, retention, net to pay, payments received, balance and the law 69-21 mention', async () => {
    const fr = (day: string) => day.split('-').reverse().join('/');
    const get = async (id: string) => {
      const res = await fetch(`${t.url}/api/v1/factures/${id}/pdf`, { headers: { authorization: `Bearer ${user.accessToken}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      return Buffer.from(await res.arrayBuffer());
    };
    const pdf = await get(deposit.id);
    writeForReview('invoice-deposit', pdf);
    const text = (await extractPages(pdf)).pages.join(' ');
    for (const expected of [
      'FACTURE D’ACOMPTE',
      deposit.reference,
      `Échéance : ${fr(deposit.dueDate)}`,
      'Famille Alaoui',
      'Retenue de garantie (10 %) −474,00 DH',
      'Net à payer 4 266,00 DH',
      `Reçu le ${fr(today)} (virement) −2 000,00 DH`,
      `Reçu le ${fr(today)} (chèque) −2 266,00 DH`,
      'Reste à payer 0,00 DH',
      'loi n° 69-21',
      'Arrêtée la présente facture à la somme de : quatre mille sept cent quarante dirhams TTC.',
      'ICE : 001234567000089',
      `Acompte de 30 % sur devis ${q.reference} (TVA 14 %) forfait 1 1 000,00 14 % 1 000,00`,
    ])
      expect(text).toContain(expected);
    const statement = (await extractPages(await get(second.id))).pages.join(' ');
    expect(statement).toContain('FACTURE DE SITUATION');
    expect(statement).toContain('Béton — avancement cumulé 100 % (précédent 50 %)');
    expect(statement).toContain("Déduction de l'acompte (au prorata des travaux)");
    const listed = gqlOk(await t.gql(LIST, { filter: { kind: 'AVOIR', search: q.reference } }, a.manager.accessToken)).invoices.items;
    expect(listed.map((i: { reference: string }) => i.reference)).toEqual([creditNote.reference]);
    const creditPdf = await get(creditNote.id);
    writeForReview('invoice-credit-note', creditPdf);
    const creditText = (await extractPages(creditPdf)).pages.join(' ');
    expect(creditText).toContain('AVOIR');
    expect(creditText).toContain(`Avoir sur la facture n° ${second.reference}`);
    expect(creditText).toContain('Arrêté le présent avoir à la somme de : mille dirhams TTC.');
    expect(
      (await fetch(`${t.url}/api/v1/factures/${deposit.id}/pdf`, { headers: { authorization: `Bearer ${b.manager.accessToken}` } })).status,
    ).toBe(404);
  });

  it('releases the retention held (net of credit notes) by its own invoice, paid into the site revenues', async () => {
    const state = gqlOk(
      await t.gql(
        'query ($id: ID!) { quoteInvoicing(quoteId: $id) { leftHT depositsHT retentionHeld invoiceCount progress { lineId percent } } }',
        { id: q.id },
        user.accessToken,
      ),
    ).quoteInvoicing;
    expect(state).toEqual({
      leftHT: '847.46',
      depositsHT: '4000.00',
      retentionHeld: '1480.00',
      invoiceCount: 4,
      progress: q.lineIds.map((lineId) => ({ lineId, percent: '100.00' })),
    });
    const release = await invoice(q.id, { kind: 'RETENUE' });
    expect(release).toMatchObject({
      kind: 'RETENUE',
      label: `Libération de la retenue de garantie — devis ${q.reference}`,
      totalTTC: '0.00',
      retentionAmount: '1480.00',
      netToPay: '1480.00',
    });
    expect(gqlErr(await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'RETENUE' } }, a.manager.accessToken)).message).toBe(
      "Aucune retenue de garantie n'est à libérer sur ce devis.",
    );
    const before = await siteRevenues(siteId);
    expect(await pay(release.id, '1480')).toMatchObject({ status: 'PAYEE' });
    const after = await siteRevenues(siteId);
    expect((Number(after.ttc) - Number(before.ttc)).toFixed(2)).toBe('1480.00');
  });
});
