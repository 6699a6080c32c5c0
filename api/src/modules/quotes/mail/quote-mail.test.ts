import { addMember, createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';
import { todayInMorocco } from '../../../core/time/morocco';
import { extractPages, normalize } from '../../../core/documents/pdf/document-pdf.test-helpers';
import { DOCUMENT_MAIL_LIMITS } from '../../../core/documents/document-mailer';
import { addDays } from '../../../../test/factories';

const CREATE = 'mutation ($input: QuoteInput!) { createQuote(input: $input) { id reference status site { id } } }';
const SEND = 'mutation ($id: ID!, $input: QuoteMailInput!) { sendQuote(id: $id, input: $input) { to delivered } }';
const SENDINGS = 'query ($id: ID!) { quoteSendings(quoteId: $id) { to sentByName createdAt delivered } }';
const DECIDE = 'mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }';
const LINK = 'mutation ($id: ID!, $siteId: ID!) { linkQuoteToSite(id: $id, siteId: $siteId) { site { id name } } }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let siteId: string;

const lots = [{ title: 'Gros œuvre', lines: [{ designation: 'Béton B25', unit: 'm³', quantity: '10', unitPriceHT: '1000' }] }];
const create = async (over: Record<string, unknown> = {}, token = a.manager.accessToken) =>
  gqlOk(await t.gql(CREATE, { input: { clientName: 'Client Envoi', issueDate: todayInMorocco(), object: 'Villa Envoi', lots, ...over } }, token))
    .createQuote;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Envoi'), createCompany(t, 'Souss Envoi')]);
  user = await addMember(t, a);
  siteId = (await createSite(t, a.manager.accessToken, { name: 'Résidence Liée' })).id;
  await sql(t, `update company set email = 'devis@atlas.ma', phone = '0522000000' where id = $1`, [a.id]);
});
afterAll(() => t.stop());

describe('sending a quote by e-mail', () => {
  it('mails the PDF to the client, answers go to the company, and the sending is recorded', async () => {
    const q = await create();
    gqlOk(
      await t.gql(SEND, { id: q.id, input: { to: ' Client@Example.ma ', message: 'Merci pour votre visite.\nÀ bientôt.' } }, a.manager.accessToken),
    );
    const mail = await t.smtp.waitFor('client@example.ma', (m) => m.subject.includes(q.reference));
    expect(mail.subject).toBe(`Devis ${q.reference} — Villa Envoi — Atlas Envoi`);
    expect(mail.replyTo).toEqual(['devis@atlas.ma']);
    expect(mail.text).toContain(
      `Veuillez trouver ci-joint notre devis ${q.reference} relatif à « Villa Envoi », d'un montant de 12\u202f000,00\u00a0DH TTC`,
    );
    expect(mail.text).toContain('Merci pour votre visite.\nÀ bientôt.');
    expect(mail.html).toContain('Merci pour votre visite.<br>À bientôt.');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.filename).toBe(`${q.reference}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    const text = normalize((await extractPages(pdf.content)).pages.join('\n'));
    expect(text).toContain(q.reference);
    expect(text).toContain('douze mille dirhams');

    const sendings = gqlOk(await t.gql(SENDINGS, { id: q.id }, user.accessToken)).quoteSendings;
    expect(sendings).toHaveLength(1);
    expect(sendings[0]).toMatchObject({ to: 'client@example.ma', delivered: true });
    expect(sendings[0].sentByName).toMatch(/\S+ \S+/);
    // The PDF's copy does not stay in the outbox once the mail has left.
    const [row] = await sql(
      t,
      `select attachment is null as cleared, html is null as body_cleared from outbox_mail where "to" = 'client@example.ma'`,
    );
    expect(row).toEqual({ cleared: true, body_cleared: true });
  });

  it('is open to a Gestionnaire Chantier too, and records each sending', async () => {
    const q = await create({}, user.accessToken);
    gqlOk(await t.gql(SEND, { id: q.id, input: { to: 'un@example.ma' } }, user.accessToken));
    gqlOk(await t.gql(SEND, { id: q.id, input: { to: 'deux@example.ma' } }, user.accessToken));
    await t.smtp.waitFor('deux@example.ma');
    const sendings = gqlOk(await t.gql(SENDINGS, { id: q.id }, a.manager.accessToken)).quoteSendings;
    expect(sendings.map((s: { to: string }) => s.to)).toEqual(['deux@example.ma', 'un@example.ma']);
  });

  it('refuses a bad address or an expired quote, and sends nothing', async () => {
    const q = await create();
    const before = t.smtp.mails.length;
    expect(gqlErr(await t.gql(SEND, { id: q.id, input: { to: 'pas-une-adresse' } }, a.manager.accessToken)).extensions.fields).toEqual({
      to: expect.any(String),
    });
    const past = addDays(todayInMorocco(), -40);
    const old = await create({ issueDate: past, validUntil: addDays(past, 10) });
    const err = gqlErr(await t.gql(SEND, { id: old.id, input: { to: 'client@example.ma' } }, a.manager.accessToken));
    expect(err.extensions.code).toBe('CONFLICT');
    expect(err.message).toBe("Ce devis a dépassé sa date de validité : prolongez-la avant de l'envoyer.");
    expect(gqlOk(await t.gql(SENDINGS, { id: old.id }, a.manager.accessToken)).quoteSendings).toEqual([]);
    expect(t.smtp.mails.length).toBe(before);
  });

  it('stays within the company: another company can neither send nor read the sendings', async () => {
    const q = await create();
    expect(gqlErr(await t.gql(SEND, { id: q.id, input: { to: 'x@example.ma' } }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(SENDINGS, { id: q.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
  });

  it(`limits the mails to one recipient to ${DOCUMENT_MAIL_LIMITS.perRecipient} an hour`, async () => {
    const q = await create();
    for (let i = 0; i < DOCUMENT_MAIL_LIMITS.perRecipient; i++)
      gqlOk(await t.gql(SEND, { id: q.id, input: { to: 'flood@example.ma' } }, a.manager.accessToken));
    const err = gqlErr(await t.gql(SEND, { id: q.id, input: { to: 'flood@example.ma' } }, a.manager.accessToken));
    expect(err.extensions.code).toBe('RATE_LIMITED');
    expect(err.message).toBe("Trop d'envois de documents en peu de temps. Réessayez dans une heure.");
    const sendings = gqlOk(await t.gql(SENDINGS, { id: q.id }, a.manager.accessToken)).quoteSendings;
    expect(sendings).toHaveLength(DOCUMENT_MAIL_LIMITS.perRecipient);
  });

  it('is offered by REST: POST /api/v1/devis/{id}/envoi', async () => {
    const q = await create();
    const res = await t.rest(
      'POST',
      `/devis/${q.id}/envoi`,
      { destinataire: 'rest@example.ma', message: 'Bonjour' },
      {
        authorization: `Bearer ${a.manager.accessToken}`,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: q.id, envois: [expect.objectContaining({ destinataire: 'rest@example.ma', remis: expect.any(Boolean) })] });
    const mail = await t.smtp.waitFor('rest@example.ma');
    expect(mail.attachments[0].filename).toBe(`${q.reference}.pdf`);
    const bad = await t.rest('POST', `/devis/${q.id}/envoi`, { destinataire: 'non' }, { authorization: `Bearer ${a.manager.accessToken}` });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['destinataire']);
  });
});

describe('linking an accepted quote to an existing site', () => {
  it('links it once, to a site of the company, only when accepted', async () => {
    const q = await create();
    expect(gqlErr(await t.gql(LINK, { id: q.id, siteId }, a.manager.accessToken)).message).toBe('Seul un devis accepté devient un chantier.');
    gqlOk(await t.gql(DECIDE, { id: q.id }, a.manager.accessToken));
    const otherSite = (await createSite(t, b.manager.accessToken, { name: 'Chantier de Souss' })).id;
    expect(gqlErr(await t.gql(LINK, { id: q.id, siteId: otherSite }, a.manager.accessToken)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
    expect(gqlErr(await t.gql(LINK, { id: q.id, siteId }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    // A Gestionnaire Chantier links only to a site of theirs.
    expect(gqlErr(await t.gql(LINK, { id: q.id, siteId }, user.accessToken)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
    expect(gqlOk(await t.gql(LINK, { id: q.id, siteId }, a.manager.accessToken)).linkQuoteToSite.site).toEqual({
      id: siteId,
      name: 'Résidence Liée',
    });
    expect(gqlErr(await t.gql(LINK, { id: q.id, siteId }, a.manager.accessToken)).message).toBe('Ce devis a déjà son chantier.');
  });

  it('is offered by REST: PUT /api/v1/devis/{id}/chantier', async () => {
    const q = await create();
    gqlOk(await t.gql(DECIDE, { id: q.id }, a.manager.accessToken));
    const h = { authorization: `Bearer ${a.manager.accessToken}` };
    const bad = await t.rest('PUT', `/devis/${q.id}/chantier`, { idChantier: 'nope' }, h);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ idChantier: "Ce chantier n'existe pas ou a été supprimé." });
    const res = await t.rest('PUT', `/devis/${q.id}/chantier`, { idChantier: siteId }, h);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reference: q.reference, idChantier: siteId, statut: 'ACCEPTE' });
  });
});
