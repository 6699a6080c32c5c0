import { gqlErr, gqlOk, sql } from '../../../../test/company';
import { DOCUMENT_MAIL_LIMITS } from '../../../core/documents/document-mailer';
import { extractPages, normalize } from '../../../core/documents/pdf/document-pdf.test-helpers';
import { formatDate, formatMoney } from '../../../core/pdf/pdf-format';
import { a, acceptedQuote, b, CREDIT, invoice, legal, setUpInvoiceWorld, t, user } from '../invoices.test-helpers';

const SEND = 'mutation ($id: ID!, $input: InvoiceMailInput!) { sendInvoice(id: $id, input: $input) { to sentByName delivered } }';
const SENDINGS = 'query ($id: ID!) { invoiceSendings(invoiceId: $id) { to sentByName createdAt delivered } }';
const PREVIEW = 'query ($quoteId: ID!, $input: InvoiceInput!) { invoicePreview(quoteId: $quoteId, input: $input) { id reference } }';

setUpInvoiceWorld();
beforeAll(async () => {
  await legal(a.id);
  await sql(t, `update company set email = 'factures@atlas.ma', phone = '0522000000' where id = $1`, [a.id]);
});

const deposit = async () => invoice((await acceptedQuote()).id, { kind: 'ACOMPTE', percent: '30' });
const send = (id: string, input: Record<string, unknown>, token = a.manager.accessToken) => t.gql(SEND, { id, input }, token);

describe('sending an invoice by e-mail', () => {
  it('mails the issued PDF to the client, answers go to the company, and the sending is recorded', async () => {
    const inv = await deposit();
    gqlOk(await send(inv.id, { to: ' Compta@Client.ma ', message: 'Merci de votre confiance.\nBonne journée.' }));
    const mail = await t.smtp.waitFor('compta@client.ma', (m) => m.subject.includes(inv.reference));
    expect(mail.subject).toBe(`Facture d’acompte ${inv.reference} — ${inv.label} — Atlas Factures`);
    expect(mail.replyTo).toEqual(['factures@atlas.ma']);
    // 10 % retention held: the net to pay is said apart from the TTC, and the due date.
    expect(mail.text).toContain(
      `Veuillez trouver ci-joint notre facture d’acompte ${inv.reference} relative à « ${inv.label} », d'un montant de ` +
        `${formatMoney(inv.totalTTC)} TTC, net à payer ${formatMoney(inv.netToPay)}, à régler au plus tard le ${formatDate(inv.dueDate)}.`,
    );
    expect(mail.text).toContain('Merci de votre confiance.\nBonne journée.');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.filename).toBe(`${inv.reference}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    const text = normalize((await extractPages(pdf.content)).pages.join('\n'));
    expect(text).toContain(inv.reference);
    expect(text).toContain('FACTURE D’ACOMPTE');

    const sendings = gqlOk(await t.gql(SENDINGS, { id: inv.id }, user.accessToken)).invoiceSendings;
    expect(sendings).toHaveLength(1);
    expect(sendings[0]).toMatchObject({ to: 'compta@client.ma', delivered: true });
    expect(sendings[0].sentByName).toMatch(/\S+ \S+/);
    expect(await sql(t, `select document_kind, recipients from document_sending where document_id = $1`, [inv.id])).toEqual([
      { document_kind: 'INVOICE', recipients: ['compta@client.ma'] },
    ]);
  });

  it('sends a credit note as an « avoir », and is open to a Gestionnaire Chantier as a quote’s sending is', async () => {
    const inv = await deposit();
    gqlOk(await t.gql(CREDIT, { id: inv.id, input: { reason: 'Geste commercial', amountTTC: '100' } }, a.manager.accessToken));
    const [note] = await sql(t, `select id, reference from invoice where credit_of_id = $1`, [inv.id]);
    gqlOk(await send(note.id, { to: 'un@client.ma' }, user.accessToken));
    gqlOk(await send(inv.id, { to: 'deux@client.ma' }, user.accessToken));
    const mail = await t.smtp.waitFor('un@client.ma');
    expect(mail.subject).toMatch(new RegExp(`^Avoir ${note.reference} — `));
    expect(mail.text).toMatch(new RegExp(`notre avoir ${note.reference} relatif à « .+ », d'un montant de 100,00\u00a0DH TTC\\.`));
    await t.smtp.waitFor('deux@client.ma');
    const sendings = gqlOk(await t.gql(SENDINGS, { id: inv.id }, a.manager.accessToken)).invoiceSendings;
    expect(sendings.map((s: { to: string }) => s.to)).toEqual(['deux@client.ma']);
  });

  it('refuses a bad address, a long message, and an invoice that was only previewed, and sends nothing', async () => {
    const inv = await deposit();
    const before = t.smtp.mails.length;
    expect(gqlErr(await send(inv.id, { to: 'pas-une-adresse' })).extensions.fields).toEqual({ to: 'Email invalide' });
    expect(gqlErr(await send(inv.id, { to: 'ok@client.ma', message: 'x'.repeat(2001) })).extensions.fields).toEqual({
      message: 'Le message ne peut pas dépasser 2000 caractères',
    });
    // A preview is never stored: its id names no invoice to send.
    const q = await acceptedQuote();
    const preview = gqlOk(await t.gql(PREVIEW, { quoteId: q.id, input: { kind: 'ACOMPTE', percent: '10' } }, a.manager.accessToken)).invoicePreview;
    const err = gqlErr(await send(preview.id, { to: 'ok@client.ma' }));
    expect(err.extensions.code).toBe('NOT_FOUND');
    expect(err.message).toBe("Cette facture n'existe pas ou a été supprimée.");
    expect(gqlOk(await t.gql(SENDINGS, { id: inv.id }, a.manager.accessToken)).invoiceSendings).toEqual([]);
    expect(t.smtp.mails.length).toBe(before);
  });

  it('stays within the company: another company can neither send nor read the sendings', async () => {
    const inv = await deposit();
    expect(gqlErr(await send(inv.id, { to: 'x@client.ma' }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(SENDINGS, { id: inv.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(await sql(t, `select count(*)::int as n from document_sending where document_id = $1`, [inv.id])).toEqual([{ n: 0 }]);
  });

  it(`shares the documents' limits: ${DOCUMENT_MAIL_LIMITS.perRecipient} mails an hour to one recipient, quotes and invoices together`, async () => {
    const inv = await deposit();
    const quote = await acceptedQuote();
    const quoteSend = 'mutation ($id: ID!, $input: QuoteMailInput!) { sendQuote(id: $id, input: $input) { to } }';
    for (let i = 0; i < DOCUMENT_MAIL_LIMITS.perRecipient - 1; i++) gqlOk(await send(inv.id, { to: 'flood@client.ma' }));
    gqlOk(await t.gql(quoteSend, { id: quote.id, input: { to: 'flood@client.ma' } }, a.manager.accessToken));
    const err = gqlErr(await send(inv.id, { to: 'flood@client.ma' }));
    expect(err.extensions.code).toBe('RATE_LIMITED');
    expect(err.message).toBe("Trop d'envois de documents en peu de temps. Réessayez dans une heure.");
    expect(gqlOk(await t.gql(SENDINGS, { id: inv.id }, a.manager.accessToken)).invoiceSendings).toHaveLength(DOCUMENT_MAIL_LIMITS.perRecipient - 1);
  });

  it('is offered by REST: POST /api/v1/factures/{id}/envoi, as the quote’s', async () => {
    const inv = await deposit();
    const h = { authorization: `Bearer ${a.manager.accessToken}` };
    const res = await t.rest('POST', `/factures/${inv.id}/envoi`, { destinataire: 'rest@client.ma', message: 'Bonjour' }, h);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: inv.id,
      envois: [expect.objectContaining({ destinataire: 'rest@client.ma', envoyePar: expect.any(String), remis: expect.any(Boolean) })],
    });
    expect((await t.smtp.waitFor('rest@client.ma')).attachments[0].filename).toBe(`${inv.reference}.pdf`);
    const bad = await t.rest('POST', `/factures/${inv.id}/envoi`, { destinataire: 'non' }, h);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['destinataire']);
    expect(
      (await t.rest('POST', `/factures/${inv.id}/envoi`, { to: 'x@client.ma' }, { authorization: `Bearer ${b.manager.accessToken}` })).status,
    ).toBe(404);
  });
});
