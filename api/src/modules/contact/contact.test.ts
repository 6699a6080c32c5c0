// @both-databases: a rate limit and the outbox in one transaction.
import { translate } from '@chantiers/schema';
import { addMember, createCompany, gqlErr, gqlOk, sql, uniqueEmail } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

/** The contact form through both doors: stored, mailed to CONTACT_EMAIL by the outbox, rules, limits, the signed-in sender. */
const CONTACT = 'support@chantiers.test';
const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;
const tr = (id: string) => translate(id);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ CONTACT_EMAIL: CONTACT });
});
afterAll(() => t.stop());
// Each test starts with fresh limits: they are one test's subject, not every test's.
beforeEach(() => sql(t, `delete from rate_limit_counter where key like 'contact\\_%'`));

let seq = 0;
/** An objet no other test uses, to find its row and its mail. */
const subjectTag = () => `Devis villa ${Date.now().toString(36).slice(-5)}${seq++}`;
const rows = (subject: string) => sql(t, `select * from contact_message where subject = $1`, [subject]);
const countAll = async () => (await sql(t, `select count(*)::int as n from contact_message`))[0].n as number;
const body = (over: Record<string, unknown> = {}) => ({
  nomPrenom: 'Youssef El Amrani',
  email: uniqueEmail('visitor'),
  objet: subjectTag(),
  message: 'Bonjour,\nJe voudrais une démonstration pour mon bureau de Fès.',
  ...over,
});

describe('sendContactMessage (GraphQL)', () => {
  it('stores the message without a sender, and the outbox mails it to CONTACT_EMAIL with Reply-To the visitor', async () => {
    const email = uniqueEmail('Visitor');
    const subject = subjectTag();
    const input = { name: '  Salma Bennani ', email, subject, message: 'Bonjour <script>alert(1)</script>\nÀ bientôt' };
    const data = gqlOk(await t.gql(SEND, { input }));
    expect(data.sendContactMessage.message).toBe('Votre message a bien été envoyé. Nous vous répondrons par e-mail.');
    const [row] = await rows(subject);
    expect(row).toMatchObject({
      name: 'Salma Bennani',
      email: email.toLowerCase(),
      message: input.message,
      sender_user_id: null,
      sender_company_id: null,
    });
    // The IP is kept as a keyed hash only.
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|::1/);
    const mail = await t.smtp.waitFor(CONTACT, (m) => m.subject.includes(subject));
    expect(mail.subject).toBe(`Chantiers — contact : ${subject}`);
    expect(mail.replyTo).toEqual([email.toLowerCase()]);
    expect(mail.text).toContain('De : Salma Bennani');
    expect(mail.text).toContain('Envoyé sans être connecté.');
    expect(mail.text).toContain('Bonjour <script>alert(1)</script>\nÀ bientôt');
    // The HTML part shows the text, it does not run it.
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    // The row names its outbox mail, which says when it left.
    const outboxRow = async () => (await sql(t, `select sent_at, "to", reply_to from outbox_mail where id = $1`, [row.mail_id]))[0];
    expect(await outboxRow()).toMatchObject({ to: CONTACT, reply_to: email.toLowerCase() });
    // The outbox marks it sent once the SMTP peer has answered, a moment after the peer read it.
    for (let i = 0; i < 50 && !(await outboxRow()).sent_at; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await outboxRow()).sent_at).not.toBeNull();
  });

  it('records a signed-in sender: their account and company, named in the mail', async () => {
    const company = await createCompany(t, 'BTP Sender');
    const user = await addMember(t, company, { firstName: 'Karim' });
    const subject = subjectTag();
    const input = { name: 'Karim Alaoui', email: user.email, subject, message: 'Question sur les factures.' };
    gqlOk(await t.gql(SEND, { input }, user.accessToken));
    const [row] = await rows(subject);
    expect([row.sender_user_id, row.sender_company_id]).toEqual([user.id, company.id]);
    const mail = await t.smtp.waitFor(CONTACT, (m) => m.subject.includes(subject));
    expect(mail.text).toContain(`Compte : ${user.email} — BTP Sender`);
    // An invalid token is a visitor's message, not a refusal: the form is public.
    const other = subjectTag();
    gqlOk(await t.gql(SEND, { input: { ...input, subject: other } }, 'not-a-token'));
    expect((await rows(other))[0]).toMatchObject({ sender_user_id: null, sender_company_id: null });
  });

  it('BAD_USER_INPUT with the field messages; nothing stored, nothing mailed', async () => {
    const before = await countAll();
    const mailsBefore = (await sql(t, `select count(*)::int as n from outbox_mail where "to" = $1`, [CONTACT]))[0].n;
    const err = gqlErr(await t.gql(SEND, { input: {} }));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect((err.extensions as { fieldIds?: unknown }).fieldIds).toEqual({
      name: 'contact.name.required',
      email: 'validation.email.required',
      subject: 'contact.subject.required',
      message: 'contact.message.required',
    });
    const digits = gqlErr(await t.gql(SEND, { input: { name: 'Agent 007', email: 'a@b.ma', subject: 'Bonjour', message: 'x' } }));
    expect([digits.message, digits.extensions.fields]).toEqual([
      'Le nom et prénom ne doit pas contenir de chiffres',
      { name: 'Le nom et prénom ne doit pas contenir de chiffres' },
    ]);
    expect(await countAll()).toBe(before);
    expect((await sql(t, `select count(*)::int as n from outbox_mail where "to" = $1`, [CONTACT]))[0].n).toBe(mailsBefore);
  });
});

describe('POST /api/v1/contact', () => {
  it('201 with the message; stored and mailed', async () => {
    const b = body();
    const res = await t.rest('POST', '/contact', b);
    expect([res.status, res.body]).toEqual([201, { message: tr('contact.sent') }]);
    expect(await rows(b.objet)).toHaveLength(1);
    const mail = await t.smtp.waitFor(CONTACT, (m) => m.subject.includes(b.objet));
    expect(mail.replyTo).toEqual([b.email]);
    expect(mail.text).toContain('Je voudrais une démonstration pour mon bureau de Fès.');
  });

  it('each SPEC §5 rule: 400 with its French message under the legacy key; nothing stored', async () => {
    const before = await countAll();
    const long = (n: number) => 'a'.repeat(n);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nomPrenom: undefined }, 'nomPrenom', 'Le nom et prénom est requis'],
      [{ nomPrenom: '   ' }, 'nomPrenom', 'Le nom et prénom est requis'],
      [{ nomPrenom: 'Ali' }, 'nomPrenom', 'Le nom et prénom doit contenir au moins 4 caractères'],
      [{ nomPrenom: long(41) }, 'nomPrenom', 'Le nom et prénom ne doit pas dépasser 40 caractères'],
      [{ nomPrenom: 'Jean Dupont 2' }, 'nomPrenom', 'Le nom et prénom ne doit pas contenir de chiffres'],
      [{ nomPrenom: 'Jean ٣ Dupont' }, 'nomPrenom', 'Le nom et prénom ne doit pas contenir de chiffres'],
      [{ email: undefined }, 'email', "L'email est requis"],
      [{ email: 'pas-une-adresse' }, 'email', 'Email invalide'],
      [{ email: `${long(30)}@exemple.ma` }, 'email', "L'email ne doit pas dépasser 40 caractères"],
      [{ objet: '' }, 'objet', "L'objet est requis"],
      [{ objet: 'Info' }, 'objet', "L'objet doit contenir au moins 5 caractères"],
      [{ objet: long(41) }, 'objet', "L'objet ne doit pas dépasser 40 caractères"],
      [{ message: undefined }, 'message', 'Le message est requis'],
      [{ message: long(501) }, 'message', 'Le message ne doit pas dépasser 500 caractères'],
      [{ message: 'Bonjour\u0000' }, 'message', tr('validation.text.unsafe')],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.rest('POST', '/contact', body(over));
      expect([over, res.status, res.body.error, res.body.fields]).toEqual([over, 400, 'BAD_USER_INPUT', { [field]: message }]);
    }
    // The bounds themselves pass: 4 and 40 characters, 40-character address, 5 and 40, 500.
    const edge = body({ nomPrenom: 'Abdé', email: `${long(29)}@exemple.ma`, objet: long(40), message: long(500) });
    expect((await t.rest('POST', '/contact', edge)).status).toBe(201);
    expect(await countAll()).toBe(before + 1);
    const empty = await t.rest('POST', '/contact', []);
    expect([empty.status, Object.keys(empty.body.fields).sort()]).toEqual([400, ['email', 'message', 'nomPrenom', 'objet']]);
  });

  it('the honeypot: answered as sent, nothing stored or mailed', async () => {
    const b = body({ website: 'http://spam.example' });
    const res = await t.rest('POST', '/contact', b);
    expect(res.status).toBe(201);
    expect(await rows(b.objet)).toHaveLength(0);
    expect((await sql(t, `select count(*)::int as n from outbox_mail where reply_to = $1`, [b.email]))[0].n).toBe(0);
  });
});

describe('rate limits', () => {
  it('3 messages per hour from one address: the 4th is 429 in French, stores nothing', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) expect((await t.rest('POST', '/contact', body({ email }))).status).toBe(201);
    const b = body({ email });
    const refused = await t.rest('POST', '/contact', b);
    expect([refused.status, refused.body.error, refused.body.message]).toEqual([
      429,
      'RATE_LIMITED',
      'Trop de messages envoyés. Réessayez dans une heure.',
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await rows(b.objet)).toHaveLength(0);
    // GraphQL says the same.
    const input = { name: 'Youssef El Amrani', email, subject: subjectTag(), message: 'Encore' };
    expect(gqlErr(await t.gql(SEND, { input })).extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  });

  it('5 messages per hour from one IP, whatever the addresses; a bad form spends nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await t.rest('POST', '/contact', body({ email: undefined }))).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await t.rest('POST', '/contact', body())).status).toBe(201);
    const refused = await t.rest('POST', '/contact', body());
    expect([refused.status, refused.body.message]).toEqual([429, tr('contact.rateLimited')]);
  });
});
