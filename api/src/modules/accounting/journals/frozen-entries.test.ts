import { addMonths, monthOf } from '../../../core/books/months';
import { todayInMorocco } from '../../../core/time/morocco';
import { createCompany, createSite, createSupplier, gqlOk, sql, type TestCompany } from '../../../../test/company';
import { purchaseInput, revenueInput } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

/*
 * A closed month's entries are kept as they were at closing (issue 38, CNC opinion no. 24): a new account mapping
 * applies to open months only, and the numbering goes on from the closed entries, whatever period is asked.
 */
let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let token: string;
const CLOSED = addMonths(monthOf(todayInMorocco()), -2);
const OPEN = addMonths(monthOf(todayInMorocco()), -1);
const last = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

const JOURNALS = `query ($from: String, $to: String) { accountingJournals(from: $from, to: $to) {
  entries { journal number date documentRef label lines { account key debit credit } } } }`;
type Entry = { journal: string; number: string; date: string; documentRef: string; lines: { account: string; key: string }[] };
const journals = async (from: string, to: string, tok = token): Promise<Entry[]> =>
  gqlOk(await t.gql(JOURNALS, { from, to }, tok)).accountingJournals.entries;
const close = async (month: string) =>
  gqlOk(await t.gql('mutation ($m: String!) { closeBooksMonth(month: $m) { closedThrough } }', { m: month }, token));
const setAccount = async (key: string, account: string) =>
  gqlOk(await t.gql('mutation ($k: String!, $a: String!) { setAccountMapping(key: $k, account: $a) { key } }', { k: key, a: account }, token));

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Clôture'), createCompany(t, 'Rif Clôture')]);
  token = a.manager.accessToken;
  const site = (await createSite(t, token, { name: 'Villa Clôture' })).id;
  const supplier = (await createSupplier(t, token, { name: 'Béton Clôture' })).id;
  const purchase = async (reference: string, date: string) =>
    gqlOk(
      await t.gql(
        'mutation ($s: ID!, $i: PurchaseInput!) { createPurchase(siteId: $s, input: $i) { id } }',
        { s: site, i: purchaseInput(supplier, { reference, date, amountPaid: '100', paymentDate: date, paymentMode: 'VIREMENT' }) },
        token,
      ),
    );
  await purchase('F-1', `${CLOSED}-05`);
  await purchase('F-2', `${CLOSED}-20`);
  await purchase('F-3', `${OPEN}-10`);
  gqlOk(
    await t.gql(
      'mutation ($s: ID!, $i: RevenueInput!) { createRevenue(siteId: $s, input: $i) { id } }',
      { s: site, i: revenueInput({ date: `${OPEN}-12` }) },
      token,
    ),
  );
});
afterAll(() => t.stop());

describe('a closed month’s entries', () => {
  it('are at closing what they were before it, numbered on by the open month’s', async () => {
    const before = await journals(`${CLOSED}-01`, last(OPEN));
    await close(CLOSED);
    expect(await journals(`${CLOSED}-01`, last(OPEN))).toEqual(before);
    const purchases = before.filter((e) => e.journal === 'AC').map((e) => [e.documentRef, e.number.slice(-2)]);
    expect(purchases).toEqual([
      ['F-1', '01'],
      ['F-2', '02'],
      // A new fiscal year numbers from 1 again.
      ['F-3', CLOSED.slice(0, 4) === OPEN.slice(0, 4) ? '03' : '01'],
    ]);
    // The open month asked alone keeps its numbers.
    expect(await journals(`${OPEN}-01`, last(OPEN))).toEqual(before.filter((e) => e.date >= `${OPEN}-01`));
  });

  it('keep their accounts when the mapping changes; the open month takes the new ones', async () => {
    await setAccount('purchases', '61241');
    const entries = await journals(`${CLOSED}-01`, last(OPEN));
    const accountOf = (ref: string) =>
      entries.find((e) => e.journal === 'AC' && e.documentRef === ref)!.lines.find((l) => l.key === 'purchases')!.account;
    expect([accountOf('F-1'), accountOf('F-2'), accountOf('F-3')]).toEqual(['6122', '6122', '61241']);
    await setAccount('purchases', '6122');
  });

  it('are frozen once, the same, for a month closed before entries were kept', async () => {
    const kept = await journals(`${CLOSED}-01`, last(CLOSED));
    await sql(t, 'delete from book_entry where company_id = $1', [a.id]);
    await sql(t, 'update closed_month set entries_frozen = false where company_id = $1', [a.id]);
    expect(await journals(`${CLOSED}-01`, last(CLOSED))).toEqual(kept);
    expect(await sql(t, 'select count(*)::int as n from book_entry where company_id = $1', [a.id])).toEqual([{ n: kept.length }]);
    expect(await sql(t, 'select entries_frozen from closed_month where company_id = $1', [a.id])).toEqual([{ entries_frozen: true }]);
  });

  it('are never another company’s', async () => {
    expect(await journals(`${CLOSED}-01`, last(OPEN), b.manager.accessToken)).toEqual([]);
  });
});
