import { addMember, createCompany, createSite, giveSite, gqlErr, gqlOk, type Member, pngImage, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { DOCUMENT_MAIL_LIMITS } from '../../core/documents/document-mailer';
import { createSheet, GET, pdfImages, pdfText, SEND, uploadPhoto } from './follow-ups.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let siteId: string;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Envoi Suivi'), createCompany(t, 'Souss Envoi Suivi')]);
  user = await addMember(t, a);
  token = a.manager.accessToken;
  siteId = (await createSite(t, token, { name: 'Villa Envoyée' })).id;
  await giveSite(t, siteId, user);
  await sql(t, `update company set email = 'suivi@atlas.ma', phone = '0522000000' where id = $1`, [a.id]);
});
afterAll(() => t.stop());

const send = (id: string, input: Record<string, unknown>, by = token) => t.gql(SEND, { id, input }, by);

describe('sending a follow-up sheet by e-mail', () => {
  it('mails the PDF to each recipient, answers go to the company, and the sending is listed on the sheet', async () => {
    const sheet = await createSheet(t, token, siteId, { photoIds: [await uploadPhoto(t, token, pngImage([1, 2, 3], 64), 'dalle.png')] });
    const sending = gqlOk(
      await send(sheet.id, { to: [' Architecte@Example.ma ', 'moa@example.ma'], message: 'Merci pour votre présence.\nÀ jeudi.' }),
    ).sendFollowUp;
    expect(sending).toMatchObject({ id: expect.any(String), to: ['architecte@example.ma', 'moa@example.ma'], sentByName: 'Amina Benali' });
    expect(['PENDING', 'SENT']).toContain(sending.status);

    const mail = await t.smtp.waitFor('architecte@example.ma');
    expect(mail.to).toEqual(['architecte@example.ma']);
    expect(mail.subject).toBe('Fiche de suivi — Réunion de chantier n° 3 — Villa Envoyée — Atlas Envoi Suivi');
    expect(mail.replyTo).toEqual(['suivi@atlas.ma']);
    expect(mail.text).toContain('la fiche de suivi « Réunion de chantier n° 3 » de la visite du 23/11/2026 sur le chantier « Villa Envoyée »');
    expect(mail.text).toContain('Merci pour votre présence.\nÀ jeudi.');
    expect(mail.html).toContain('Merci pour votre présence.<br>À jeudi.');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: 'fiche-suivi-reunion-de-chantier-n-3-2026-11-23.pdf', contentType: 'application/pdf' });
    const text = await pdfText(pdf.content);
    expect(text).toContain('Réunion de chantier n° 3');
    expect(text).toContain('Cabinet Benjelloun Architectes');
    expect(await pdfImages(pdf.content)).toHaveLength(1);
    // Each recipient gets a mail of their own.
    expect((await t.smtp.waitFor('moa@example.ma')).to).toEqual(['moa@example.ma']);

    const read = async () => gqlOk(await t.gql(GET, { id: sheet.id }, user.accessToken)).followUp.sendings;
    for (let i = 0; i < 50 && (await read())[0].status !== 'SENT'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await read()).toEqual([{ ...sending, status: 'SENT' }]);
    // The PDF's copies do not stay in the outbox once sent.
    const rows = await sql(t, `select attachment is null as cleared from outbox_mail where "to" in ('architecte@example.ma', 'moa@example.ma')`);
    expect(rows).toEqual([{ cleared: true }, { cleared: true }]);
  });

  it('lists the sendings newest first, and reply-to is the sender when the company has no e-mail', async () => {
    const sheet = await createSheet(t, token, siteId, { label: 'Deux envois' });
    gqlOk(await send(sheet.id, { to: ['un@example.ma'] }, user.accessToken));
    gqlOk(await send(sheet.id, { to: ['deux@example.ma'] }));
    const sendings = gqlOk(await t.gql(GET, { id: sheet.id }, token)).followUp.sendings;
    expect(sendings.map((s: { to: string[] }) => s.to)).toEqual([['deux@example.ma'], ['un@example.ma']]);
    await sql(t, `update company set email = null where id = $1`, [a.id]);
    gqlOk(await send(sheet.id, { to: ['trois@example.ma'] }));
    const [userRow] = await sql(t, 'select email from app_user where id = $1', [a.manager.id]);
    expect((await t.smtp.waitFor('trois@example.ma')).replyTo).toEqual([userRow.email.toLowerCase()]);
    await sql(t, `update company set email = 'suivi@atlas.ma' where id = $1`, [a.id]);
    // The mail outbox delivers in its own time: all three are in before the next test counts the mails.
    await Promise.all([t.smtp.waitFor('un@example.ma'), t.smtp.waitFor('deux@example.ma')]);
  });

  it('refuses bad recipients and messages, and sends nothing', async () => {
    const sheet = await createSheet(t, token, siteId);
    const before = t.smtp.mails.length;
    const fields = async (input: Record<string, unknown>) => gqlErr(await send(sheet.id, input)).extensions.fields;
    expect(await fields({ to: [] })).toEqual({ to: 'Indiquez au moins un destinataire' });
    expect(await fields({ to: ['pas-une-adresse'] })).toEqual({ 'to.0': 'Email invalide' });
    expect(await fields({ to: Array.from({ length: 11 }, (_, i) => `x${i}@example.ma`) })).toEqual({ to: '10 destinataires au plus' });
    expect(await fields({ to: ['a@example.ma', 'A@example.ma'] })).toEqual({ to: 'Chaque destinataire ne figure qu’une fois' });
    expect(await fields({ to: ['a@example.ma'], message: 'm'.repeat(2001) })).toEqual({ message: 'Le message ne peut pas dépasser 2000 caractères' });
    expect(gqlOk(await t.gql(GET, { id: sheet.id }, token)).followUp.sendings).toEqual([]);
    expect(t.smtp.mails.length).toBe(before);
  });

  it(`limits the mails to one recipient to ${DOCUMENT_MAIL_LIMITS.perRecipient} an hour (the counters quotes are sent with)`, async () => {
    const sheet = await createSheet(t, token, siteId);
    for (let i = 0; i < DOCUMENT_MAIL_LIMITS.perRecipient; i++) gqlOk(await send(sheet.id, { to: ['flood@example.ma'] }));
    const err = gqlErr(await send(sheet.id, { to: ['autre@example.ma', 'flood@example.ma'] }));
    expect(err.extensions.code).toBe('RATE_LIMITED');
    expect(err.message).toBe("Trop d'envois de documents en peu de temps. Réessayez dans une heure.");
    // Nothing of the refused sending is kept: no record, no mail to the first recipient either.
    expect(gqlOk(await t.gql(GET, { id: sheet.id }, token)).followUp.sendings).toHaveLength(DOCUMENT_MAIL_LIMITS.perRecipient);
    expect(await sql(t, `select id from outbox_mail where "to" = 'autre@example.ma'`)).toEqual([]);
  });

  it('stays within the company and the sites of a Gestionnaire Chantier', async () => {
    const sheet = await createSheet(t, token, (await createSite(t, token, { name: 'Pas à lui' })).id);
    expect(gqlErr(await send(sheet.id, { to: ['x@example.ma'] }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await send(sheet.id, { to: ['x@example.ma'] }, user.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(await sql(t, `select id from outbox_mail where "to" = 'x@example.ma'`)).toEqual([]);
  });
});
