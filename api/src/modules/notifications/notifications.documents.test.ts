import { gqlErr, gqlOk, sql } from '../../../test/company';
import { createProduct } from '../../../test/factories';
import { notify } from './notify';
import { moroccoInstant } from './notification-time';
import {
  a,
  addDays,
  b,
  ids,
  inbox,
  legal,
  manager2,
  otherUser,
  recipients,
  setUpNotificationWorld,
  siteId,
  siteUser,
  t,
  today,
} from './notifications.test-helpers';

setUpNotificationWorld();

const MOVE =
  'mutation ($productId: ID!, $input: StockMovementInput!) { addStockMovement(productId: $productId, input: $input) { product { stock } } }';
const move = (productId: string, type: string, quantity: string, extra: Record<string, unknown> = {}, token = a.manager.accessToken) =>
  t.gql(MOVE, { productId, input: { type, quantity, ...extra } }, token);

describe('a stock product reaching its alert level', () => {
  it('tells the MANAGERs and the USERs of the movement’s site once, on the crossing only', async () => {
    const p = await createProduct(t, a.manager.accessToken, {
      label: 'Ciment CPJ45',
      alertThreshold: '20',
      warningThreshold: '30',
      stock: '40',
      unit: 'sacs',
    });
    gqlOk(await move(p.id, 'SORTIE', '15', { siteId })); // 25: above the alert level
    expect(await recipients('STOCK_LOW', p.id)).toEqual([]);
    gqlOk(await move(p.id, 'SORTIE', '13', { siteId })); // 12: crossed
    expect(await recipients('STOCK_LOW', p.id)).toEqual(ids(a.manager, manager2, siteUser));
    gqlOk(await move(p.id, 'SORTIE', '2', { siteId })); // 10: still below, no new crossing
    expect(await recipients('STOCK_LOW', p.id)).toEqual(ids(a.manager, manager2, siteUser));
    const [n] = (await inbox(a.manager)).filter((x) => x.kind === 'STOCK_LOW');
    expect(n).toMatchObject({ link: '/stocks', readAt: null, params: { label: 'Ciment CPJ45', quantity: '12', unit: 'sacs', threshold: '20' } });
    expect(await inbox(otherUser)).toEqual([]);
    expect(await inbox(b.manager)).toEqual([]);
  });

  it('tells again after a restock and a new crossing, without a second unread row for who has not read the first', async () => {
    const p = await createProduct(t, a.manager.accessToken, { label: 'Sable', alertThreshold: '5', warningThreshold: '8', stock: '10' });
    gqlOk(await move(p.id, 'SORTIE', '6'));
    const first = (await inbox(a.manager)).find((x) => x.kind === 'STOCK_LOW' && x.params.label === 'Sable');
    gqlOk(await t.gql('mutation ($id: ID!) { markNotificationRead(id: $id) { id } }', { id: first.id }, a.manager.accessToken));
    gqlOk(await move(p.id, 'ENTREE', '10'));
    gqlOk(await move(p.id, 'SORTIE', '10'));
    // Without a site, the MANAGERs only: the one who read gets a new row, the other keeps their one unread.
    const rows = await sql(t, `select user_id, read_at is null as unread from notification where kind = 'STOCK_LOW' and subject_id = $1`, [p.id]);
    expect(
      rows
        .filter((r) => r.user_id === a.manager.id)
        .map((r) => r.unread)
        .sort(),
    ).toEqual([false, true]);
    expect(rows.filter((r) => r.user_id === manager2.id)).toEqual([{ user_id: manager2.id, unread: true }]);
  });

  it('writes nothing when the movement is refused, nor when its transaction rolls back', async () => {
    const p = await createProduct(t, b.manager.accessToken, { alertThreshold: '5', stock: '6' });
    expect(gqlErr(await move(p.id, 'SORTIE', '7', {}, b.manager.accessToken)).extensions.code).toBe('CONFLICT');
    expect(await recipients('STOCK_LOW', p.id)).toEqual([]);
    const product = { id: p.id, label: 'x', unit: 'u', alertThreshold: '5' };
    await expect(
      t.server.orm.em.fork().transactional(async (tx) => {
        await notify.stockMoved(tx, { companyId: b.id, product, change: '-2', stockAfter: '4' });
        expect(await tx.execute('select count(*)::int as n from notification where subject_id = ?', [p.id])).toEqual([{ n: 1 }]);
        throw new Error('the change fails after the notification was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await recipients('STOCK_LOW', p.id)).toEqual([]);
  });
});

const QUOTE = 'mutation ($input: QuoteInput!) { createQuote(input: $input) { id reference } }';
const UPDATE_QUOTE = 'mutation ($id: ID!, $input: QuoteInput!) { updateQuote(id: $id, input: $input) { id } }';
const DECIDE = 'mutation ($id: ID!, $status: String!) { setQuoteStatus(id: $id, status: $status) { status } }';
const lots = [{ title: 'Gros œuvre', lines: [{ designation: 'Béton', unit: 'm³', quantity: '10', unitPriceHT: '1000' }] }];
const quoteInput = (validUntil: string, issueDate = today) => ({ clientName: 'M. Bennani', issueDate, validUntil, siteId, lots });
const createQuote = async (validUntil: string, token = a.manager.accessToken, issueDate = today) =>
  gqlOk(await t.gql(QUOTE, { input: quoteInput(validUntil, issueDate) }, token)).createQuote;

describe('a quote about to expire', () => {
  it('is written ahead for 3 days before the end of validity, to the MANAGERs and its author, and shows only from then', async () => {
    const q = await createQuote(addDays(today, 10), siteUser.accessToken);
    expect(await recipients('QUOTE_EXPIRING', q.id)).toEqual(ids(a.manager, manager2, siteUser));
    const [row] = await sql(t, `select visible_from from notification where subject_id = $1 limit 1`, [q.id]);
    expect(new Date(row.visible_from).toISOString()).toBe(moroccoInstant(addDays(today, 7)).toISOString());
    expect((await inbox(siteUser)).filter((n) => n.kind === 'QUOTE_EXPIRING')).toEqual([]);
    // A week later (the service's clock), it shows.
    const service = t.server.services.notifications;
    service.clock = () => new Date(Date.now() + 8 * 86_400_000);
    try {
      const shown = (await inbox(siteUser)).filter((n) => n.kind === 'QUOTE_EXPIRING');
      expect(shown).toHaveLength(1);
      expect(shown[0]).toMatchObject({
        link: `/devis/${q.id}`,
        params: { reference: q.reference, client: 'M. Bennani', date: addDays(today, 10), amount: '12000.00' },
      });
    } finally {
      service.clock = () => new Date();
    }
    expect(await inbox(otherUser)).toEqual([]);
  });

  it('shows at once when the quote already ends within 3 days, moves with its date and goes when decided or deleted', async () => {
    const q = await createQuote(addDays(today, 2));
    expect((await inbox(a.manager)).find((n) => n.params.reference === q.reference)).toMatchObject({ kind: 'QUOTE_EXPIRING' });
    gqlOk(await t.gql(UPDATE_QUOTE, { id: q.id, input: quoteInput(addDays(today, 30)) }, a.manager.accessToken));
    expect((await inbox(a.manager)).find((n) => n.params.reference === q.reference)).toBeUndefined();
    expect(await recipients('QUOTE_EXPIRING', q.id)).toEqual(ids(a.manager, manager2));
    gqlOk(await t.gql(DECIDE, { id: q.id, status: 'ACCEPTE' }, a.manager.accessToken));
    expect(await recipients('QUOTE_EXPIRING', q.id)).toEqual([]);
    const refused = await createQuote(addDays(today, 1));
    gqlOk(await t.gql(DECIDE, { id: refused.id, status: 'REFUSE' }, a.manager.accessToken));
    expect(await recipients('QUOTE_EXPIRING', refused.id)).toEqual([]);
    const deleted = await createQuote(addDays(today, 1));
    expect(await recipients('QUOTE_EXPIRING', deleted.id)).toHaveLength(2);
    gqlOk(await t.gql('mutation ($id: ID!) { deleteQuote(id: $id) }', { id: deleted.id }, a.manager.accessToken));
    expect(await recipients('QUOTE_EXPIRING', deleted.id)).toEqual([]);
  });

  it('is not written for a quote already past its validity, nor for another company’s users', async () => {
    const old = await createQuote(addDays(today, -1), a.manager.accessToken, addDays(today, -20));
    expect(await recipients('QUOTE_EXPIRING', old.id)).toEqual([]);
    const theirs = gqlOk(await t.gql(QUOTE, { input: { ...quoteInput(addDays(today, 1)), siteId: null } }, b.manager.accessToken)).createQuote;
    expect(await recipients('QUOTE_EXPIRING', theirs.id)).toEqual([b.manager.id]);
  });
});

const INVOICE_OF =
  'mutation ($quoteId: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $quoteId, input: $input) { id reference dueDate netToPay } }';
const PAY = 'mutation ($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { id payments { id } } }';
const CREDIT = 'mutation ($id: ID!, $input: CreditNoteInput!) { createCreditNote(invoiceId: $id, input: $input) { id } }';

describe('an overdue invoice', () => {
  let quoteId: string;
  beforeAll(async () => {
    await legal(a.id);
    const client = gqlOk(
      await t.gql('mutation { createClient(input: { name: "M. Bennani", kind: "PERSON" }) { id } }', {}, a.manager.accessToken),
    ).createClient;
    const input = { ...quoteInput(addDays(today, 5), addDays(today, -90)), clientName: null, clientId: client.id };
    const q = gqlOk(await t.gql(QUOTE, { input }, a.manager.accessToken)).createQuote;
    gqlOk(await t.gql(DECIDE, { id: q.id, status: 'ACCEPTE' }, a.manager.accessToken));
    quoteId = q.id;
  });
  const issue = async (issueDate: string, percent = '10') =>
    gqlOk(await t.gql(INVOICE_OF, { quoteId, input: { kind: 'ACOMPTE', percent, issueDate } }, a.manager.accessToken)).createInvoice;

  it('shows the day after its due date with what is left to pay, to the MANAGERs only, and follows its payments', async () => {
    const inv = await issue(addDays(today, -70)); // due 60 days after issue: 10 days ago
    const mine = async () => (await inbox(a.manager)).filter((n) => n.kind === 'INVOICE_OVERDUE' && n.params.reference === inv.reference);
    expect(await mine()).toHaveLength(1);
    expect((await mine())[0]).toMatchObject({
      link: `/factures/${inv.id}`,
      params: { date: addDays(inv.dueDate, 1), amount: inv.netToPay, client: 'M. Bennani' },
    });
    expect(await recipients('INVOICE_OVERDUE', inv.id)).toEqual(ids(a.manager, manager2));
    const paid = gqlOk(
      await t.gql(PAY, { id: inv.id, input: { date: today, amount: '100.00', mode: 'VIREMENT' } }, a.manager.accessToken),
    ).recordPayment;
    expect((await mine())[0].params.amount).toBe((Number(inv.netToPay) - 100).toFixed(2));
    gqlOk(
      await t.gql(
        PAY,
        { id: inv.id, input: { date: today, amount: (Number(inv.netToPay) - 100).toFixed(2), mode: 'VIREMENT' } },
        a.manager.accessToken,
      ),
    );
    expect(await recipients('INVOICE_OVERDUE', inv.id)).toEqual([]);
    // A payment cancelled makes it due again: told again.
    gqlOk(await t.gql('mutation ($id: ID!) { deletePayment(paymentId: $id) { id } }', { id: paid.payments[0].id }, a.manager.accessToken));
    expect(await recipients('INVOICE_OVERDUE', inv.id)).toEqual(ids(a.manager, manager2));
    expect((await inbox(b.manager)).filter((n) => n.kind === 'INVOICE_OVERDUE')).toEqual([]);
  });

  it('is written ahead for an invoice not yet due, and goes when a credit note cancels it', async () => {
    const inv = await issue(today);
    expect(await recipients('INVOICE_OVERDUE', inv.id)).toEqual(ids(a.manager, manager2));
    expect((await inbox(a.manager)).find((n) => n.params.reference === inv.reference)).toBeUndefined();
    gqlOk(await t.gql(CREDIT, { id: inv.id, input: { reason: 'Erreur de facturation' } }, a.manager.accessToken));
    expect(await recipients('INVOICE_OVERDUE', inv.id)).toEqual([]);
  });
});
