import { gqlErr, gqlOk, sql } from '../../../test/company';
import { drawnSignature } from '../daily-logs/daily-logs.test-helpers';
import { pdfText } from '../follow-ups/follow-ups.test-helpers';
import { createEndpoint } from '../webhooks/webhooks.test-helpers';
import { a, acceptedQuote, b, invoice, legal, setUpInvoiceWorld, t, today, user } from '../invoices/invoices.test-helpers';

setUpInvoiceWorld();
beforeAll(async () => {
  await legal(a.id);
  await createEndpoint(t, a.manager.accessToken, { events: ['document.signed', 'document.refused', 'reception.signed', 'change_order.accepted'] });
});

const REQUEST = 'id kind status title recipientEmail pdfSha256 signerName signatureKind answeredAt answerIp refusalReason signedPdfPath';
const SEND = `mutation ($input: SendForSignatureInput!) { sendForSignature(input: $input) { ${REQUEST} } }`;
const LIST = `query ($kind: String!, $id: ID!) { signatureRequests(kind: $kind, documentId: $id) { ${REQUEST} } }`;
const AVENANT = `mutation ($quoteId: ID!, $input: ChangeOrderInput!) { createChangeOrder(quoteId: $quoteId, input: $input) { id reference status deltaTTC } }`;
const ORDER = 'query ($quoteId: ID!) { changeOrders(quoteId: $quoteId) { items { id status refusalReason } currentTTC } }';

let n = 0;
async function avenant(): Promise<{ quoteId: string; orderId: string; reference: string }> {
  const q = await acceptedQuote();
  const order = gqlOk(
    await t.gql(
      AVENANT,
      {
        quoteId: q.id,
        input: {
          label: `Extension ${++n}`,
          issueDate: today,
          lines: [
            { action: 'ADD', lotTitle: 'Travaux supplémentaires', designation: 'Dalle du garage', unit: 'u', quantity: '1', unitPriceHT: '4500' },
          ],
        },
      },
      a.manager.accessToken,
    ),
  ).createChangeOrder;
  return { quoteId: q.id, orderId: order.id, reference: order.reference };
}

const send = async (documentId: string, email: string, kind = 'CHANGE_ORDER', token = a.manager.accessToken) =>
  t.gql(SEND, { input: { kind, documentId, email, name: 'M. Bennani' } }, token);

/** The link's token, read from the mail as the client reads it. */
async function linkOf(email: string, title: string): Promise<string> {
  const mail = await t.smtp.waitFor(email, (m) => m.subject.startsWith('À signer') && m.subject.includes(title));
  const link = mail.links.find((l) => l.includes('/signature/'))!;
  return link.split('/signature/')[1];
}
async function codeOf(email: string, after: number): Promise<string> {
  const mail = await t.smtp.waitFor(email, (m) => m.subject.startsWith('Code de signature') && t.smtp.mails.indexOf(m) >= after);
  return /(\d{6})/.exec(mail.subject)![1];
}
async function session(token: string, email: string): Promise<string> {
  const before = t.smtp.mails.length;
  expect((await t.rest('POST', `/signatures/lien/${token}/code`)).status).toBe(200);
  const code = await codeOf(email, before);
  const verified = await t.rest('POST', `/signatures/lien/${token}/verification`, { code });
  expect(verified.status).toBe(200);
  return verified.body.session;
}

describe('signature by link', () => {
  it('sends an avenant, and the client signs it with the mailed code: accepted, its PDF certified and mailed back', async () => {
    const { quoteId, orderId, reference } = await avenant();
    const sent = gqlOk(await send(orderId, 'client.signe@example.ma')).sendForSignature;
    expect(sent).toMatchObject({ kind: 'CHANGE_ORDER', status: 'PENDING', recipientEmail: 'client.signe@example.ma' });
    expect(sent.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const token = await linkOf('client.signe@example.ma', reference);

    // Before the code: the company and the title, never the document.
    const open = await t.rest('GET', `/signatures/lien/${token}`);
    expect(open.body).toMatchObject({ statut: 'PENDING', entreprise: expect.any(String), emailMasque: 'c******@example.ma' });
    expect((await t.rest('GET', `/signatures/lien/${token}/document`)).status).toBe(401);

    const s = await session(token, 'client.signe@example.ma');
    const pdf = await t.rest('GET', `/signatures/lien/${token}/document`, undefined, { 'X-Signature-Session': s });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const signed = await t.rest('POST', `/signatures/lien/${token}/signature`, {
      session: s,
      nom: 'Karim Bennani',
      signature: await drawnSignature(),
      consentement: true,
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ statut: 'SIGNED', signataire: 'Karim Bennani' });

    // The avenant is accepted; the company reads who signed, when, from where, and the certified PDF.
    const orders = gqlOk(await t.gql(ORDER, { quoteId }, a.manager.accessToken)).changeOrders;
    expect(orders.items.find((o: { id: string }) => o.id === orderId).status).toBe('ACCEPTE');
    const [request] = gqlOk(await t.gql(LIST, { kind: 'CHANGE_ORDER', id: orderId }, a.manager.accessToken)).signatureRequests;
    expect(request).toMatchObject({ status: 'SIGNED', signerName: 'Karim Bennani', signatureKind: 'DRAWN', answerIp: expect.any(String) });
    const copy = await fetch(`${t.url}${request.signedPdfPath}`, { headers: { Authorization: `Bearer ${a.manager.accessToken}` } });
    expect(copy.status).toBe(200);
    const text = await pdfText(Buffer.from(await copy.arrayBuffer()));
    expect(text).toContain('Certificat de signature électronique');
    expect(text).toContain('Karim Bennani');
    expect(text.replace(/\s/g, '')).toContain(sent.pdfSha256);
    expect(text).toContain(`AVENANT N° 1`);
    const [hook] = await sql(t, "select body from webhook_delivery where company_id = $1 and event_type = 'document.signed'", [a.id]);
    expect(JSON.parse(hook.body).data.signature).toMatchObject({ document: { kind: 'CHANGE_ORDER', id: orderId }, signerName: 'Karim Bennani' });
    const [accepted] = await sql(
      t,
      "select body from webhook_delivery where company_id = $1 and event_type = 'change_order.accepted' and body like $2",
      [a.id, `%${orderId}%`],
    );
    expect(JSON.parse(accepted.body).data.changeOrder).toMatchObject({ id: orderId, deltaTTC: '5400.00', byClientLink: true });
    const told = await t.gql('query { notifications(page: 0, size: 50) { items { kind link } } }', {}, a.manager.accessToken);
    expect(gqlOk(told).notifications.items).toContainEqual({ kind: 'DOCUMENT_SIGNED', link: `/devis/${quoteId}` });
    expect(gqlOk(told).notifications.items).toContainEqual({ kind: 'CHANGE_ORDER_ACCEPTED', link: `/devis/${quoteId}` });
    const mailed = await t.smtp.waitFor('client.signe@example.ma', (m) => m.subject.startsWith('Document signé'));
    expect(mailed.attachments[0].contentType).toBe('application/pdf');

    // Once: the link is spent.
    const again = await t.rest('POST', `/signatures/lien/${token}/signature`, { session: s, nom: 'Karim Bennani', consentement: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('ne sert qu’une fois');
  });

  it('bills the avenant once signed: a statement at 100 % is the quote plus the avenant to the centime', async () => {
    const { quoteId, orderId, reference } = await avenant();
    const [beton, tableau] = (
      await t.gql('query ($id: ID!) { quote(id: $id) { lots { lines { id } } } }', { id: quoteId }, a.manager.accessToken)
    ).body.data!.quote.lots[0].lines.map((l: { id: string }) => l.id);
    gqlOk(await send(orderId, 'client.situation@example.ma'));
    const token = await linkOf('client.situation@example.ma', reference);
    const s = await session(token, 'client.situation@example.ma');
    expect((await t.rest('POST', `/signatures/lien/${token}/signature`, { session: s, nom: 'K. Bennani', consentement: true })).status).toBe(200);
    const changeOrders = gqlOk(
      await t.gql('query ($quoteId: ID!) { changeOrders(quoteId: $quoteId) { lines { id addedBy } } }', { quoteId }, a.manager.accessToken),
    ).changeOrders;
    const added = changeOrders.lines.find((l: { addedBy: string | null }) => l.addedBy === reference).id;
    const full = await invoice(quoteId, {
      kind: 'SITUATION',
      progress: [beton, tableau, added].map((lineId) => ({ lineId, percent: '100' })),
    });
    // 15 800,00 + 5 400,00 (4 500 HT at 20 %).
    expect(full.totalTTC).toBe('21200.00');
  });

  it('takes one answer when two tabs sign and refuse at once', async () => {
    const { quoteId, orderId, reference } = await avenant();
    gqlOk(await send(orderId, 'client.double@example.ma'));
    const token = await linkOf('client.double@example.ma', reference);
    const s = await session(token, 'client.double@example.ma');
    const answers = await Promise.all([
      t.rest('POST', `/signatures/lien/${token}/signature`, { session: s, nom: 'K. B.', consentement: true }),
      t.rest('POST', `/signatures/lien/${token}/signature`, { session: s, nom: 'K. B.', consentement: true }),
      t.rest('POST', `/signatures/lien/${token}/refus`, { session: s, motif: 'Non' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const orders = gqlOk(await t.gql(ORDER, { quoteId }, a.manager.accessToken)).changeOrders;
    const status = orders.items.find((o: { id: string }) => o.id === orderId).status;
    expect(status).toBe(answers.find((r) => r.status === 200)!.body.statut === 'SIGNED' ? 'ACCEPTE' : 'REFUSE');
    const [row] = await sql(t, 'select count(*)::int as n from signature_request where document_id = $1 and answered_at is not null', [orderId]);
    expect(row.n).toBe(1);
  });

  it("downloads an avenant's PDF: its lines, its totals and the contract before and after it; another company gets 404", async () => {
    const { orderId, reference } = await avenant();
    const pdf = await fetch(`${t.url}/api/v1/devis/avenants/${orderId}/pdf`, { headers: { Authorization: `Bearer ${a.manager.accessToken}` } });
    expect(pdf.status).toBe(200);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('AVENANT N° 1');
    expect(text).toContain(reference);
    expect(text).toContain('Lignes ajoutées');
    // 15 800,00 TTC before; + 5 400,00 TTC (4 500 HT at 20 %).
    expect(text).toMatch(/Nouveau montant du marché : 21\s200,00\sDH TTC/);
    const other = await fetch(`${t.url}/api/v1/devis/avenants/${orderId}/pdf`, { headers: { Authorization: `Bearer ${b.manager.accessToken}` } });
    expect(other.status).toBe(404);
  });

  it('refuses a wrong code, burns it after five, and takes a refusal with its reason', async () => {
    const { quoteId, orderId, reference } = await avenant();
    gqlOk(await send(orderId, 'client.refus@example.ma'));
    const token = await linkOf('client.refus@example.ma', reference);
    const before = t.smtp.mails.length;
    await t.rest('POST', `/signatures/lien/${token}/code`);
    const code = await codeOf('client.refus@example.ma', before);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.rest('POST', `/signatures/lien/${token}/verification`, { code: wrong });
    expect(first.status).toBe(400);
    expect(first.body.message).toContain('Il vous reste 4 essai(s)');
    for (let i = 0; i < 4; i++) await t.rest('POST', `/signatures/lien/${token}/verification`, { code: wrong });
    const burnt = await t.rest('POST', `/signatures/lien/${token}/verification`, { code });
    expect(burnt.status).toBe(400);
    expect(burnt.body.message).toContain('demandez un nouveau code');

    const s = await session(token, 'client.refus@example.ma');
    const refused = await t.rest('POST', `/signatures/lien/${token}/refus`, { session: s, motif: 'Le prix de la dalle est trop élevé.' });
    expect(refused.status).toBe(200);
    expect(refused.body.statut).toBe('REFUSED');
    const order = gqlOk(await t.gql(ORDER, { quoteId }, a.manager.accessToken)).changeOrders.items.find((o: { id: string }) => o.id === orderId);
    expect(order).toMatchObject({ status: 'REFUSE', refusalReason: 'Le prix de la dalle est trop élevé.' });
  });

  it('voids the link when the document changed after sending, or expired, or was sent again', async () => {
    const changed = await avenant();
    gqlOk(await send(changed.orderId, 'client.change@example.ma'));
    const token = await linkOf('client.change@example.ma', changed.reference);
    const s = await session(token, 'client.change@example.ma');
    gqlOk(
      await t.gql(
        'mutation ($id: ID!, $input: ChangeOrderInput!) { updateChangeOrder(id: $id, input: $input) { id } }',
        {
          id: changed.orderId,
          input: {
            label: 'Extension revue',
            issueDate: today,
            lines: [{ action: 'ADD', lotTitle: 'Lot', designation: 'Dalle', unit: 'u', quantity: '2', unitPriceHT: '4500' }],
          },
        },
        a.manager.accessToken,
      ),
    );
    const refused = await t.rest('POST', `/signatures/lien/${token}/signature`, { session: s, nom: 'K. B.', consentement: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('modifié depuis l’envoi');
    expect((await t.rest('GET', `/signatures/lien/${token}`)).body.statut).toBe('CANCELLED');

    const expired = await avenant();
    gqlOk(await send(expired.orderId, 'client.expire@example.ma'));
    const old = await linkOf('client.expire@example.ma', expired.reference);
    await sql(t, `update signature_request set expires_at = now() - interval '1 minute' where document_id = $1`, [expired.orderId]);
    const late = await t.rest('POST', `/signatures/lien/${old}/code`);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('a expiré');

    // Sent again: the former link is withdrawn.
    gqlOk(await send(expired.orderId, 'client.expire2@example.ma'));
    const listed = gqlOk(await t.gql(LIST, { kind: 'CHANGE_ORDER', id: expired.orderId }, a.manager.accessToken)).signatureRequests;
    expect(listed.map((r: { status: string }) => r.status)).toEqual(['PENDING', 'CANCELLED']);
  });

  it('keeps it to the company: another company, a USER sending, a guessed link', async () => {
    const { orderId } = await avenant();
    expect(gqlErr(await send(orderId, 'x@example.ma', 'CHANGE_ORDER', b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(LIST, { kind: 'CHANGE_ORDER', id: orderId }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await send(orderId, 'x@example.ma', 'CHANGE_ORDER', user.accessToken)).extensions.code).toBe('FORBIDDEN');
    const guessed = await t.rest('GET', `/signatures/lien/${'A'.repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect(guessed.body.message).toContain('n’est pas valide');
    expect((await t.rest('GET', '/signatures/lien/court')).status).toBe(400);
  });
});

describe('signature by link of a PV de réception and of a situation', () => {
  const PV = 'id status clientSignerName clientSignatureUrl withReserves';
  const CREATE = `mutation ($input: ReceptionInput!) { createReception(input: $input) { ${PV} } }`;
  const SIGN = `mutation ($id: ID!, $input: ReceptionSignInput!) { signReception(id: $id, input: $input) { ${PV} } }`;
  const RECEPTIONS = `query ($siteId: ID!) { receptions(siteId: $siteId) { items { ${PV} } } }`;

  it('takes the company’s signature on the screen, then the client’s by link: the PV is signed, its PDF certified', async () => {
    const site = gqlOk(await t.gql('mutation { createSite(input: { name: "Villa Réception" }) { id } }', {}, a.manager.accessToken)).createSite.id;
    const parties = [
      { role: 'COMPANY', name: 'Nadia Berrada', organisation: 'Atlas' },
      { role: 'CLIENT', name: 'M. Bennani' },
    ];
    const pv = gqlOk(
      await t.gql(CREATE, { input: { siteId: site, kind: 'PROVISIONAL', date: today, parties } }, a.manager.accessToken),
    ).createReception;
    // Not yet signed by the company: nothing to send.
    const early = gqlErr(await send(pv.id, 'mo@example.ma', 'RECEPTION'));
    expect(early.message).toContain('signé à l’écran par l’entreprise');
    const mine = gqlOk(
      await t.gql(
        SIGN,
        { id: pv.id, input: { companySignerName: 'Nadia Berrada', companySignature: await drawnSignature() } },
        a.manager.accessToken,
      ),
    ).signReception;
    expect(mine.status).toBe('AWAITING');
    gqlOk(await send(pv.id, 'mo@example.ma', 'RECEPTION'));
    const token = await linkOf('mo@example.ma', 'Procès-verbal de réception provisoire');
    const s = await session(token, 'mo@example.ma');
    const pdf = await fetch(`${t.url}/api/v1/signatures/lien/${token}/document`, { headers: { 'X-Signature-Session': s } });
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('SIGNATURE DU CLIENT ATTENDUE');
    expect((await t.rest('POST', `/signatures/lien/${token}/signature`, { session: s, nom: 'Karim Bennani', consentement: true })).status).toBe(200);
    // A USER not on that site reads nothing of it; another company neither.
    expect(gqlErr(await t.gql(LIST, { kind: 'RECEPTION', id: pv.id }, user.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(LIST, { kind: 'RECEPTION', id: pv.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    const [done] = gqlOk(await t.gql(RECEPTIONS, { siteId: site }, a.manager.accessToken)).receptions.items;
    expect(done).toMatchObject({ id: pv.id, status: 'SIGNED', clientSignerName: 'Karim Bennani', clientSignatureUrl: null });
    const told = gqlOk(await t.gql('query { notifications(page: 0, size: 50) { items { kind link } } }', {}, a.manager.accessToken));
    expect(told.notifications.items).toContainEqual({ kind: 'RECEPTION_SIGNED', link: `/detail-chantier/${site}/reception` });
    const [hook] = await sql(t, "select body from webhook_delivery where company_id = $1 and event_type = 'reception.signed' and body like $2", [
      a.id,
      `%${pv.id}%`,
    ]);
    expect(JSON.parse(hook.body).data.reception).toMatchObject({ kind: 'PROVISIONAL', clientSignerName: 'Karim Bennani', reserves: 0 });
    // The site's feed tells it: sent, then signed by the client.
    const feed = gqlOk(
      await t.gql('query ($id: ID!) { siteNews(siteId: $id) { items { entityKind field after } } }', { id: site }, a.manager.accessToken),
    );
    expect(feed.siteNews.items).toContainEqual({ entityKind: 'SignatureRequest', field: 'status', after: 'SIGNED' });
  });

  it('sends a situation for the client’s approval, and no other kind of invoice', async () => {
    const q = await acceptedQuote();
    const statement = await invoice(q.id, { kind: 'SITUATION', progress: q.lineIds.map((lineId) => ({ lineId, percent: '50' })) });
    const sent = gqlOk(await send(statement.id, 'situation@example.ma', 'SITUATION')).sendForSignature;
    expect(sent.title).toContain(statement.reference);
    const token = await linkOf('situation@example.ma', statement.reference);
    const s = await session(token, 'situation@example.ma');
    expect((await t.rest('POST', `/signatures/lien/${token}/signature`, { session: s, nom: 'K. Bennani', consentement: true })).status).toBe(200);
    const [request] = gqlOk(await t.gql(LIST, { kind: 'SITUATION', id: statement.id }, a.manager.accessToken)).signatureRequests;
    expect(request).toMatchObject({ status: 'SIGNED', signatureKind: 'TYPED' });
    // An acompte is no situation: refused with why.
    const deposit = await invoice(q.id, { kind: 'ACOMPTE', percent: '10' });
    expect(gqlErr(await send(deposit.id, 'situation@example.ma', 'SITUATION')).message).toContain('seule une facture de situation');
  });
});
