import { addMember, createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../../test/company';
import { ACCEPT, addDays, b, CREDIT, lots, QUOTE, setUpInvoiceWorld, t, today, year } from '../invoices.test-helpers';

/*
 * Clearance by the DGI's platform (issue 39), on the default `file` driver: the company setting, the check at issue,
 * the state machine on both doors, who may change it, and the mail held back until the platform validates.
 */
const CLEARANCE = 'clearance { status number reasons submittedAt answeredAt }';
const ISSUE = `mutation ($quoteId: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $quoteId, input: $input) { id reference ${CLEARANCE} } }`;
const SUBMIT = `mutation ($id: ID!) { submitInvoiceClearance(id: $id) { id ${CLEARANCE} } }`;
const RECORD = `mutation ($id: ID!, $input: ClearanceAnswerInput!) { recordInvoiceClearance(id: $id, input: $input) { id ${CLEARANCE} } }`;
const GET = `query ($id: ID!) { invoice(id: $id) { id ${CLEARANCE} } }`;
const SETTINGS = 'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { einvoicingFrom } }';
const SEND = 'mutation ($id: ID!, $input: InvoiceMailInput!) { sendInvoice(id: $id, input: $input) { to } }';

setUpInvoiceWorld();

/** A company with every mention the Moroccan profile asks, concerned from a month ago, its USER, site and client. */
interface World {
  company: TestCompany;
  user: Member;
  site: string;
  client: string;
}
let c: World;

async function world(name: string, mentions = true): Promise<World> {
  const company = await createCompany(t, name);
  await sql(
    t,
    `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765', address = '1 bd Zerktouni',
       city = 'Casablanca', patente = ${mentions ? `'34567890'` : 'null'} where id = $1`,
    [company.id],
  );
  gqlOk(await t.gql(SETTINGS, { input: { vatSubject: true, einvoicingFrom: addDays(today, -30) } }, company.manager.accessToken));
  const user = await addMember(t, company);
  const site = (await createSite(t, company.manager.accessToken, { name: 'Villa Dédouanée' })).id;
  const client = gqlOk(
    await t.gql(
      'mutation ($input: ClientInput!) { createClient(input: $input) { id } }',
      { input: { name: 'M. Alaoui', kind: 'PERSON', address: '5 rue Atlas', city: 'Rabat' } },
      company.manager.accessToken,
    ),
  ).createClient.id;
  return { company, user, site, client };
}

async function quoteOf(w: World, issueDate = today, client = w.client): Promise<string> {
  const validUntil = issueDate < today ? addDays(today, 30) : undefined;
  const token = w.company.manager.accessToken;
  const q = gqlOk(await t.gql(QUOTE, { input: { clientId: client, issueDate, validUntil, siteId: w.site, lots } }, token)).createQuote;
  gqlOk(await t.gql(ACCEPT, { id: q.id }, token));
  return q.id;
}

const issue = async (w: World, input: Record<string, unknown> = { kind: 'ACOMPTE', percent: '10' }, quoteId?: string) =>
  gqlOk(await t.gql(ISSUE, { quoteId: quoteId ?? (await quoteOf(w)), input }, w.company.manager.accessToken)).createInvoice;
const invoiceCount = async (companyId: string) => (await sql(t, 'select count(*)::int as n from invoice where company_id = $1', [companyId]))[0].n;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  c = await world('Atlas Dédouanement');
});

describe('the company setting « concernée par la facturation électronique à partir du »', () => {
  it('is read by every member, changed by the Admin Société only, over GraphQL and REST; null is « not concerned »', async () => {
    const w = await world('Réglages Électroniques');
    const read = 'query { companySettings { einvoicingFrom } }';
    expect(gqlOk(await t.gql(read, {}, w.user.accessToken)).companySettings).toEqual({ einvoicingFrom: addDays(today, -30) });
    expect(gqlErr(await t.gql(SETTINGS, { input: { vatSubject: true, einvoicingFrom: null } }, w.user.accessToken)).extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(
      gqlErr(await t.gql(SETTINGS, { input: { vatSubject: true, einvoicingFrom: '2026-02-30' } }, w.company.manager.accessToken)).extensions.fields,
    ).toEqual({ einvoicingFrom: 'Date de début de la facturation électronique invalide' });
    // Left out: unchanged.
    expect(gqlOk(await t.gql(SETTINGS, { input: { vatSubject: true } }, w.company.manager.accessToken)).updateCompanySettings).toEqual({
      einvoicingFrom: addDays(today, -30),
    });
    const put = await t.rest(
      'put',
      '/societe/parametres',
      { assujettiTva: true, factureElectroniqueDepuis: null },
      bearer(w.company.manager.accessToken),
    );
    expect(put.status).toBe(200);
    expect(put.body.factureElectroniqueDepuis).toBeNull();
    const put2 = await t.rest(
      'put',
      '/societe/parametres',
      { assujettiTva: true, factureElectroniqueDepuis: '2027-01-01' },
      bearer(w.company.manager.accessToken),
    );
    expect(put2.body.factureElectroniqueDepuis).toBe('2027-01-01');
    expect((await t.rest('get', '/societe/parametres', undefined, bearer(w.user.accessToken))).body.factureElectroniqueDepuis).toBe('2027-01-01');
  });

  it('leaves a document issued before the day out of clearance (null), and concerns those issued from it', async () => {
    const q = await quoteOf(c, addDays(today, -60));
    const before = await issue(c, { kind: 'ACOMPTE', percent: '10', issueDate: addDays(today, -31) }, q);
    expect(before.clearance).toBeNull();
    const from = await issue(c, { kind: 'ACOMPTE', percent: '10', issueDate: addDays(today, -30) }, q);
    expect(from.clearance).toEqual({ status: 'A_SOUMETTRE', number: null, reasons: null, submittedAt: null, answeredAt: null });
    // Nothing to submit nor answer on the first.
    expect(gqlErr(await t.gql(SUBMIT, { id: before.id }, c.company.manager.accessToken)).message).toMatch(
      /ne passe pas par la facturation électronique/,
    );
    expect(
      gqlErr(await t.gql(RECORD, { id: before.id, input: { outcome: 'VALIDEE', number: 'X' } }, c.company.manager.accessToken)).extensions.code,
    ).toBe('CONFLICT');
  });
});

describe('issuing a concerned document', () => {
  it('is refused, naming each broken rule and its article, when a mention is missing; nothing is written, no number is taken', async () => {
    const w = await world('Sans Patente', false);
    const q = await quoteOf(w);
    const res = await t.gql(ISSUE, { quoteId: q, input: { kind: 'ACOMPTE', percent: '10' } }, w.company.manager.accessToken);
    const err = gqlErr(res) as ReturnType<typeof gqlErr> & { extensions: { fixPath?: string } };
    expect(err.extensions.code).toBe('CONFLICT');
    expect(err.message).toContain('CGI art. 145-IX');
    expect(err.message).toContain('CGI art. 145-III-2° — Le numéro de taxe professionnelle (patente) du vendeur manque.');
    expect(err.extensions.fixPath).toBe('/parametres/societe');
    expect(await invoiceCount(w.company.id)).toBe(0);
    // The preview gives the refusal issuing gives.
    const preview = await t.gql(
      'query ($q: ID!) { invoicePreview(quoteId: $q, input: { kind: "ACOMPTE", percent: "10" }) { reference } }',
      { q },
      w.company.manager.accessToken,
    );
    expect(gqlErr(preview).message).toBe(err.message);
    // The patente filled in, the first invoice takes the first number: the refusal gave nothing away.
    await sql(t, `update company set patente = '34567890' where id = $1`, [w.company.id]);
    expect((await issue(w, { kind: 'ACOMPTE', percent: '10' }, q)).reference).toBe(`FAC-${year}-0001`);
  });

  it('sends the buyer’s missing mention to the client’s page', async () => {
    const bare = gqlOk(
      await t.gql(
        'mutation ($input: ClientInput!) { createClient(input: $input) { id } }',
        { input: { name: 'Sans Adresse', kind: 'PERSON' } },
        c.company.manager.accessToken,
      ),
    ).createClient.id;
    const q = await quoteOf(c, today, bare);
    const err = gqlErr(await t.gql(ISSUE, { quoteId: q, input: { kind: 'SOLDE' } }, c.company.manager.accessToken)) as ReturnType<typeof gqlErr> & {
      extensions: { fixPath?: string };
    };
    expect(err.message).toContain('CGI art. 145-III-4° — L’adresse du client manque.');
    expect(err.extensions.fixPath).toBe(`/clients?modifier=${bare}`);
  });
});

describe('the clearance state machine', () => {
  it('goes A_SOUMETTRE → SOUMISE → VALIDEE over GraphQL, each step idempotent, and holds the mail back until VALIDEE', async () => {
    const inv = await issue(c);
    const token = c.company.manager.accessToken;
    const held = gqlErr(await t.gql(SEND, { id: inv.id, input: { to: 'client@exemple.ma' } }, c.user.accessToken)) as ReturnType<typeof gqlErr> & {
      extensions: { fixPath?: string };
    };
    expect(held.extensions.code).toBe('CONFLICT');
    expect(held.message).toMatch(/doit être validée par la plateforme de la DGI avant d’être envoyée/);
    expect(held.extensions.fixPath).toBe(`/factures/${inv.id}`);

    const sent = gqlOk(await t.gql(SUBMIT, { id: inv.id }, token)).submitInvoiceClearance.clearance;
    expect(sent).toMatchObject({ status: 'SOUMISE', number: null, answeredAt: null });
    expect(sent.submittedAt).toEqual(expect.any(String));
    expect(gqlOk(await t.gql(SUBMIT, { id: inv.id }, token)).submitInvoiceClearance.clearance).toEqual(sent);
    expect(gqlErr(await t.gql(SEND, { id: inv.id, input: { to: 'client@exemple.ma' } }, token)).extensions.code).toBe('CONFLICT');

    expect(gqlErr(await t.gql(RECORD, { id: inv.id, input: { outcome: 'VALIDEE' } }, token)).extensions.fields).toEqual({
      number: 'Saisissez le numéro que la plateforme a donné à la facture validée',
    });
    expect(gqlErr(await t.gql(RECORD, { id: inv.id, input: { outcome: 'REJETEE', reasons: [' '] } }, token)).extensions.fields).toEqual({
      reasons: 'Saisissez les motifs du rejet donnés par la plateforme',
    });
    const cleared = gqlOk(await t.gql(RECORD, { id: inv.id, input: { outcome: 'VALIDEE', number: ' DGI-2026-000123 ' } }, token))
      .recordInvoiceClearance.clearance;
    expect(cleared).toMatchObject({ status: 'VALIDEE', number: 'DGI-2026-000123', reasons: null, submittedAt: sent.submittedAt });
    // The same answer again changes nothing; another is refused: the platform answers once.
    expect(
      gqlOk(await t.gql(RECORD, { id: inv.id, input: { outcome: 'VALIDEE', number: 'DGI-2026-000123' } }, token)).recordInvoiceClearance.clearance,
    ).toEqual(cleared);
    expect(gqlErr(await t.gql(RECORD, { id: inv.id, input: { outcome: 'VALIDEE', number: 'AUTRE' } }, token)).message).toMatch(/a déjà répondu/);
    expect(gqlErr(await t.gql(RECORD, { id: inv.id, input: { outcome: 'REJETEE', reasons: ['x'] } }, token)).extensions.code).toBe('CONFLICT');
    expect(gqlOk(await t.gql(GET, { id: inv.id }, c.user.accessToken)).invoice.clearance).toEqual(cleared);

    gqlOk(await t.gql(SEND, { id: inv.id, input: { to: 'client@exemple.ma' } }, c.user.accessToken));
  });

  it('is offered by REST: soumission, reponse-plateforme (REJETEE with its reasons, one a line), and the invoice’s keys', async () => {
    const inv = await issue(c);
    const auth = bearer(c.company.manager.accessToken);
    const sent = await t.rest('post', `/factures/${inv.id}/soumission`, undefined, auth);
    expect(sent.status).toBe(200);
    expect(sent.body.factureElectronique).toMatchObject({ statut: 'SOUMISE', numero: null, motifs: null, dateReponse: null });
    const missing = await t.rest('post', `/factures/${inv.id}/reponse-plateforme`, { resultat: 'REJETEE' }, auth);
    expect(missing.status).toBe(400);
    const rejected = await t.rest(
      'post',
      `/factures/${inv.id}/reponse-plateforme`,
      { resultat: 'REJETEE', motifs: 'ICE du client inconnu\n\nMontant TVA erroné' },
      auth,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.factureElectronique).toMatchObject({ statut: 'REJETEE', motifs: ['ICE du client inconnu', 'Montant TVA erroné'] });
    expect((await t.rest('get', `/factures/${inv.id}`, undefined, bearer(c.user.accessToken))).body.factureElectronique.statut).toBe('REJETEE');
    const list = await t.rest('get', `/factures/search?size=100`, undefined, auth);
    expect(list.body.content.find((i: { id: string }) => i.id === inv.id).factureElectronique.statut).toBe('REJETEE');
    expect((await t.rest('post', `/factures/${inv.id}/reponse-plateforme`, { resultat: 'VALIDEE', numero: 'N1' }, auth)).status).toBe(409);
    // A rejected invoice is corrected by a credit note (itself concerned) and a new invoice.
    const note = gqlOk(
      await t.gql(CREDIT, { id: inv.id, input: { reason: 'Rejet de la plateforme' } }, c.company.manager.accessToken),
    ).createCreditNote;
    expect((await sql(t, 'select clearance_status from invoice where id = $1', [note.id]))[0].clearance_status).toBe('A_SOUMETTRE');
  });

  it('is the Admin Société’s: a USER may neither submit nor record (both doors), another company finds nothing', async () => {
    const inv = await issue(c);
    expect(gqlErr(await t.gql(SUBMIT, { id: inv.id }, c.user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlErr(await t.gql(RECORD, { id: inv.id, input: { outcome: 'VALIDEE', number: 'N' } }, c.user.accessToken)).extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.rest('post', `/factures/${inv.id}/soumission`, undefined, bearer(c.user.accessToken))).status).toBe(403);
    expect(gqlErr(await t.gql(SUBMIT, { id: inv.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(RECORD, { id: inv.id, input: { outcome: 'VALIDEE', number: 'N' } }, b.manager.accessToken)).extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(gqlErr(await t.gql(GET, { id: inv.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(
      (await t.rest('post', `/factures/${inv.id}/reponse-plateforme`, { resultat: 'VALIDEE', numero: 'N' }, bearer(b.manager.accessToken))).status,
    ).toBe(404);
    expect(gqlOk(await t.gql(GET, { id: inv.id }, c.company.manager.accessToken)).invoice.clearance).toMatchObject({
      status: 'A_SOUMETTRE',
      submittedAt: null,
    });
  });

  it('keeps one answer when two recordings race: one is taken, the other refused', async () => {
    const inv = await issue(c);
    const token = c.company.manager.accessToken;
    gqlOk(await t.gql(SUBMIT, { id: inv.id }, token));
    const answers = await Promise.all(
      ['N-1', 'N-2', 'N-3', 'N-4'].map((number) => t.gql(RECORD, { id: inv.id, input: { outcome: 'VALIDEE', number } }, token)),
    );
    const taken = answers.filter((r) => !r.body.errors);
    expect(taken).toHaveLength(1);
    expect(answers.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(3);
    const stored = await sql(t, 'select clearance_status, clearance_number from invoice where id = $1', [inv.id]);
    expect(stored).toEqual([{ clearance_status: 'VALIDEE', clearance_number: taken[0].body.data!.recordInvoiceClearance.clearance.number }]);
  });
});
