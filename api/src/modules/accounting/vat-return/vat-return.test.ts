// @both-databases: the TVA return reads purchases and revenues by period and the relevé router answers on the embedded default too
import { AUTO_ENTREPRENEUR_2026, MARCH_EXPECTED, MARCH_PURCHASES, MARCH_REVENUES } from '../../../../../schema/accounting/vat-return.fixture';
import {
  addMember,
  bearer,
  createCompany,
  createSite,
  createSupplier,
  gqlErr,
  gqlOk,
  type Member,
  sql,
  type TestCompany,
} from '../../../../test/company';
import { createPurchase, createRevenue } from '../../../../test/factories';
import { todayInMorocco } from '../../../core/time/morocco';
import { ACCEPT, INVOICE_OF, PAY, QUOTE } from '../../invoices/invoices.test-helpers';
import { startTestServer, type TestServer } from '../../../../test/server';

/**
 * The TVA return help and supplier compliance (issue 38) through both doors, on the hand-computed fixtures of
 * schema/accounting/vat-return.fixture.ts: the same records saved, the return and the relevé matched to the centime.
 */
let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
const suppliers: Record<string, string> = {};
const ids: Record<string, string> = {};

const RETURN = `query ($period: String!) { vatReturn(period: $period) {
  period { key kind from to } vatSubject collectedVAT deductibleVAT nonDeductibleVAT balance
  byRate { rate collectedHT collectedVAT deductibleHT deductibleVAT nonDeductibleVAT }
  revenues { reference amountVAT } deductions { reference cashExcess nonDeductibleVAT deductibleVAT supplierName }
  autoEntrepreneurs { supplierName total excess withholding crossedBy } } }`;
const RELEVE = 'query ($period: String!) { vatDeductionsStatement(period: $period) { fileName content } }';
const PURCHASE = 'query ($id: ID!) { purchase(id: $id) { amountTTC vatWithheld netToPay } }';
const CASH = `query ($supplierId: ID!, $day: String!, $amountPaid: String!, $amountVAT: String!, $amountTTC: String!, $purchaseId: ID) {
  cashPaymentCheck(supplierId: $supplierId, day: $day, amountPaid: $amountPaid, amountVAT: $amountVAT, amountTTC: $amountTTC, purchaseId: $purchaseId) {
    nonDeductibleAmount nonDeductibleVat overDay overMonth } }`;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  user = await addMember(t, a);
  const token = a.manager.accessToken;
  const site = (await createSite(t, token, { name: 'Villa Anfa' })).id;
  for (const s of ['A', 'B', 'C'])
    suppliers[s] = (
      await createSupplier(t, token, { name: `Fournisseur ${s}`, taxId: `1000000${s.charCodeAt(0) - 64}`, certificateDate: '2026-01-10' })
    ).id;
  // The fixture's revenues, and one of February (outside the period).
  for (const r of [...MARCH_REVENUES, { ...MARCH_REVENUES[0], id: 'R0', date: '2026-02-28', amount: '1200.00' }])
    await createRevenue(t, token, site, { label: `Recette ${r.id}`, reference: r.id, date: r.date, amount: r.amount, vatRate: r.vatRate });
  // The fixture's purchases (HT = TTC − TVA), and P5 paid in April (outside the period).
  const p5 = { ...MARCH_PURCHASES[0], id: 'P5', reference: 'FA-2', paymentDate: '2026-04-02' };
  for (const p of [...MARCH_PURCHASES, p5]) {
    const amountHT = (Number(p.amountTTC) - Number(p.amountVAT)).toFixed(2);
    ids[p.id] = (
      await createPurchase(t, token, site, {
        supplierId: suppliers[p.supplierId],
        label: p.label,
        reference: p.reference,
        date: p.date,
        amountHT,
        vatRate: p.vatRate,
        amountPaid: p.amountPaid,
        paymentDate: p.paymentDate,
        paymentMode: p.paymentMode,
      })
    ).id;
  }
  // The auto-entrepreneur's year.
  const ae = (await createSupplier(t, token, { name: 'Plâtrier auto-entrepreneur', autoEntrepreneur: true })).id;
  for (const p of AUTO_ENTREPRENEUR_2026.purchases)
    ids[p.id] = (
      await createPurchase(t, token, site, { supplierId: ae, label: 'Plâtre', reference: p.id, date: p.date, amountHT: p.amount, vatRate: '0' })
    ).id;
  // The other company: a revenue and a purchase in the same month, which must never show in a's return.
  const bSite = (await createSite(t, b.manager.accessToken, { name: 'Nador Port' })).id;
  const bSupplier = (await createSupplier(t, b.manager.accessToken, { name: 'Fournisseur de Rif' })).id;
  await createRevenue(t, b.manager.accessToken, bSite, { date: '2026-03-10', amount: '99999.00', vatRate: '20' });
  await createPurchase(t, b.manager.accessToken, bSite, {
    supplierId: bSupplier,
    date: '2026-03-10',
    amountHT: '1000.00',
    amountPaid: '1200.00',
    paymentDate: '2026-03-10',
    paymentMode: 'ESPECES',
  });
});
afterAll(() => t.stop());

describe('the TVA of a period (fixture of March 2026)', () => {
  it('answers the collected and deductible TVA by rate, to the centime', async () => {
    const r = gqlOk(await t.gql(RETURN, { period: '2026-03' }, a.manager.accessToken)).vatReturn;
    expect(r.period).toEqual({ key: '2026-03', kind: 'MONTH', from: '2026-03-01', to: '2026-03-31' });
    expect(r.byRate).toEqual(MARCH_EXPECTED.byRate);
    expect([r.collectedVAT, r.deductibleVAT, r.nonDeductibleVAT, r.balance]).toEqual(['3000.00', '1973.33', '566.67', '1026.67']);
    expect(r.revenues.map((x: { reference: string }) => x.reference)).toEqual(['R1', 'R2', 'R3']);
    expect(r.deductions.map((x: { reference: string }) => x.reference)).toEqual(['FA-1', 'FB-7', 'FC-1', 'FC-2']);
    expect(r.deductions.find((d: { reference: string }) => d.reference === 'FC-1')).toMatchObject({
      cashExcess: '1000.00',
      nonDeductibleVAT: '166.67',
    });
  });

  it('answers the same figures on REST with French keys', async () => {
    const res = await t.rest('GET', '/comptabilite/tva?periode=2026-03', undefined, bearer(a.manager));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      assujettiTva: true,
      tvaCollectee: '3000.00',
      tvaDeductible: '1973.33',
      tvaNonDeductible: '566.67',
      solde: '1026.67',
    });
    expect(res.body.parTaux[0]).toEqual({
      taux: '20.00',
      baseCollecteeHT: '12500.00',
      tvaCollectee: '2500.00',
      baseDeductibleHT: '9166.67',
      tvaDeductible: '1833.33',
      tvaNonDeductible: '566.67',
    });
    expect(res.body.periode).toMatchObject({ cle: '2026-03', type: 'MONTH', annee: 2026, numero: 3 });
  });

  it('exports the relevé des déductions, matched to the centime, on both doors', async () => {
    const file = gqlOk(await t.gql(RELEVE, { period: '2026-03' }, a.manager.accessToken)).vatDeductionsStatement;
    expect(file.fileName).toBe('releve-deductions-2026-03.xml');
    // One rd: its number, amounts, rate, mode of payment and payment day, in the layout's order.
    const RD = new RegExp(
      [
        '<num>([^<]*)</num>[\\s\\S]*?<mht>([\\d.]+)</mht>\\s*<tva>([\\d.]+)</tva>\\s*<ttc>([\\d.]+)</ttc>',
        '[\\s\\S]*?<tx>([\\d.]+)</tx>[\\s\\S]*?<id>(\\d)</id>[\\s\\S]*?<dpai>([\\d-]+)</dpai>',
      ].join(''),
      'g',
    );
    const rows = [...file.content.matchAll(RD)];
    expect(rows.map((m) => ({ num: m[1], mht: m[2], tva: m[3], ttc: m[4], tx: m[5], mp: Number(m[6]), dpai: m[7] }))).toEqual(
      MARCH_EXPECTED.releve.map(({ rate: _rate, ...r }) => r),
    );
    expect(file.content).toContain('<periode>3</periode>\n  <regime>1</regime>');
    const res = await fetch(`${t.url}/api/v1/comptabilite/tva/releve-deductions?periode=2026-03`, { headers: bearer(a.manager) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('content-disposition')).toContain('releve-deductions-2026-03.xml');
    expect(await res.text()).toBe(file.content);
  });

  it('takes a quarter: March is the only month with records', async () => {
    const r = gqlOk(await t.gql(RETURN, { period: '2026-T1' }, a.manager.accessToken)).vatReturn;
    expect(r.period).toEqual({ key: '2026-T1', kind: 'QUARTER', from: '2026-01-01', to: '2026-03-31' });
    // R0 (February) joins the collected TVA: 1 200 TTC at 20 % → 200,00.
    expect([r.collectedVAT, r.deductibleVAT]).toEqual(['3200.00', '1973.33']);
  });

  it('refuses a bad period with a French message', async () => {
    const err = gqlErr(await t.gql(RETURN, { period: 'mars' }, a.manager.accessToken));
    expect(err.extensions.code).toBe('BAD_USER_INPUT');
    expect(err.message).toContain('Période invalide');
    const res = await t.rest('GET', '/comptabilite/tva?periode=2026-13', undefined, bearer(a.manager));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ periode: expect.stringContaining('Période invalide') });
  });
});

describe('an invoice paid', () => {
  it('counts its payment once: the revenue rows it makes, one per rate, and not the invoice again', async () => {
    // Computed by hand: 10 m³ × 1 000 at 20 % and 1 u × 3 333,33 at 14 %: HT 13 333,33, TVA 2 000,00 + 466,67, TTC 15 800,00,
    // paid in full today: collected 20 % HT 10 000,00 TVA 2 000,00; 14 % HT 3 333,33 TVA 466,67; total 2 466,67.
    const c = await createCompany(t, 'Facturier TVA');
    const token = c.manager.accessToken;
    await sql(t, `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765' where id = $1`, [c.id]);
    const siteId = (await createSite(t, token, { name: 'Villa Facturée' })).id;
    const clientId = gqlOk(
      await t.gql('mutation ($input: ClientInput!) { createClient(input: $input) { id } }', { input: { name: 'M. Bennani', kind: 'PERSON' } }, token),
    ).createClient.id;
    const today = todayInMorocco();
    const lines = [
      { designation: 'Béton', unit: 'm³', quantity: '10', unitPriceHT: '1000' },
      { designation: 'Tableau électrique', unit: 'u', quantity: '1', unitPriceHT: '3333.33', vatRate: '14' },
    ];
    const quote = gqlOk(
      await t.gql(QUOTE, { input: { clientId, issueDate: today, siteId, lots: [{ title: 'Gros œuvre', lines }] } }, token),
    ).createQuote;
    gqlOk(await t.gql(ACCEPT, { id: quote.id }, token));
    const invoice = gqlOk(await t.gql(INVOICE_OF, { quoteId: quote.id, input: { kind: 'SOLDE' } }, token)).createInvoice;
    gqlOk(await t.gql(PAY, { id: invoice.id, input: { date: today, amount: '15800.00', mode: 'VIREMENT' } }, token));
    const r = gqlOk(await t.gql(RETURN, { period: today.slice(0, 7) }, token)).vatReturn;
    expect(r.byRate.map((x: { rate: string; collectedHT: string; collectedVAT: string }) => [x.rate, x.collectedHT, x.collectedVAT])).toEqual([
      ['20.00', '10000.00', '2000.00'],
      ['14.00', '3333.33', '466.67'],
    ]);
    expect(r.collectedVAT).toBe('2466.67');
    expect(r.revenues).toHaveLength(2);
  });
});

describe('the auto-entrepreneurs of the year (fixture)', () => {
  it('shows the supplier crossing 80 000 DH and the 30 % withheld on the excess', async () => {
    const r = gqlOk(await t.gql(RETURN, { period: '2026-09' }, a.manager.accessToken)).vatReturn;
    expect(r.autoEntrepreneurs).toEqual([
      { supplierName: 'Plâtrier auto-entrepreneur', total: '95000.00', excess: '15000.00', withholding: '4500.00', crossedBy: ids.E3 },
    ]);
  });
});

describe('withholding at source on a purchase', () => {
  it('withholds 100 % of the TVA when the certificate is older than 6 months on the payment day', async () => {
    const token = a.manager.accessToken;
    const site = (await createSite(t, token, { name: 'Immeuble Maârif' })).id;
    const old = (await createSupplier(t, token, { name: 'Sans attestation', certificateDate: '2025-09-01' })).id;
    const fresh = (await createSupplier(t, token, { name: 'En règle', certificateDate: '2025-09-15' })).id;
    const buy = (supplierId: string) =>
      createPurchase(t, token, site, { supplierId, date: '2026-03-10', amountHT: '10000.00', vatRate: '20' }, 'id amountTTC vatWithheld netToPay');
    expect(await buy(old)).toMatchObject({ amountTTC: '12000.00', vatWithheld: '2000.00', netToPay: '10000.00' });
    const ok = await buy(fresh);
    expect(ok).toMatchObject({ vatWithheld: '0.00', netToPay: '12000.00' });
    expect(gqlOk(await t.gql(PURCHASE, { id: ok.id }, token)).purchase).toEqual({ amountTTC: '12000.00', vatWithheld: '0.00', netToPay: '12000.00' });
    const rest = await t.rest('GET', `/chantiers/depenses/get/${ok.id}`, undefined, bearer(a.manager));
    expect(rest.body).toMatchObject({ tvaRetenue: '0.00', netAPayer: '12000.00' });
  });
});

describe('cash payments over the limits', () => {
  it('says before saving what of a cash payment is not deductible, the purchase being edited left out', async () => {
    // Supplier C was paid 6 000 + 2 400 in cash on 15/03: a further 1 200 (TVA 200) that day is wholly beyond.
    const check = { supplierId: suppliers.C, day: '2026-03-15', amountPaid: '1200.00', amountVAT: '200.00', amountTTC: '1200.00' };
    expect(gqlOk(await t.gql(CASH, check, user.accessToken)).cashPaymentCheck).toEqual({
      nonDeductibleAmount: '1200.00',
      nonDeductibleVat: '200.00',
      overDay: true,
      overMonth: false,
    });
    // Editing P3 (6 000 paid): only P4's 2 400 counts first, so 6 000 goes 2 600 beyond the day's 5 000.
    const edit = { ...check, amountPaid: '6000.00', amountVAT: '1000.00', amountTTC: '6000.00', purchaseId: ids.P3 };
    expect(gqlOk(await t.gql(CASH, edit, a.manager.accessToken)).cashPaymentCheck).toMatchObject({ nonDeductibleAmount: '3400.00', overDay: true });
    // Another day: within the limit.
    expect(gqlOk(await t.gql(CASH, { ...check, day: '2026-03-16' }, a.manager.accessToken)).cashPaymentCheck).toMatchObject({
      nonDeductibleAmount: '0.00',
      overDay: false,
    });
  });

  it('still saves a cash payment over the limit (paying cash is legal)', async () => {
    const token = a.manager.accessToken;
    const site = (await createSite(t, token, { name: 'Dépôt' })).id;
    const p = await createPurchase(
      t,
      token,
      site,
      {
        supplierId: suppliers.C,
        date: '2026-03-15',
        amountHT: '10000.00',
        amountPaid: '12000.00',
        paymentDate: '2026-03-15',
        paymentMode: 'ESPECES',
      },
      'id amountPaid paymentMode',
    );
    expect(p).toMatchObject({ amountPaid: '12000.00', paymentMode: 'ESPECES' });
    await t.gql('mutation ($id: ID!) { deletePurchase(id: $id) }', { id: p.id }, token);
  });
});

describe('scope and regime', () => {
  it("never counts another company's records, and answers another company's supplier as not found", async () => {
    const r = gqlOk(await t.gql(RETURN, { period: '2026-03' }, b.manager.accessToken)).vatReturn;
    expect([r.collectedVAT, r.deductibleVAT]).toEqual(['16666.50', '200.00']);
    expect(r.deductions.map((d: { supplierName: string }) => d.supplierName)).toEqual(['Fournisseur de Rif']);
    const check = { supplierId: suppliers.C, day: '2026-03-15', amountPaid: '1200.00', amountVAT: '200.00', amountTTC: '1200.00' };
    expect(gqlOk(await t.gql(CASH, check, b.manager.accessToken)).cashPaymentCheck.nonDeductibleAmount).toBe('0.00');
  });

  it('counts a payment whose date was not said on the purchase’s date', async () => {
    const c = await createCompany(t, 'Sans date de règlement');
    const site = (await createSite(t, c.manager.accessToken, { name: 'Hangar' })).id;
    const supplierId = (await createSupplier(t, c.manager.accessToken, { name: 'Quincaillerie' })).id;
    // HT 1 000 at 20 %: TVA 200,00, TTC 1 200,00, all paid, no payment date.
    await createPurchase(t, c.manager.accessToken, site, { supplierId, date: '2026-05-10', amountHT: '1000.00', amountPaid: '1200.00' });
    const r = gqlOk(await t.gql(RETURN, { period: '2026-05' }, c.manager.accessToken)).vatReturn;
    expect([r.deductibleVAT, r.deductions.length]).toEqual(['200.00', 1]);
  });

  it('says a company not subject to TVA has no return, and has no relevé', async () => {
    const c = await createCompany(t, 'Petit Artisan');
    gqlOk(await t.gql('mutation { updateCompanySettings(input: { vatSubject: false }) { vatSubject } }', {}, c.manager.accessToken));
    const r = gqlOk(await t.gql(RETURN, { period: '2026-03' }, c.manager.accessToken)).vatReturn;
    expect(r).toMatchObject({ vatSubject: false, byRate: [], collectedVAT: '0.00', deductions: [] });
    const err = gqlErr(await t.gql(RELEVE, { period: '2026-03' }, c.manager.accessToken));
    expect(err.message).toContain("n'est pas assujettie");
  });

  it('is for who reads the books: a USER is refused', async () => {
    expect(gqlErr(await t.gql(RETURN, { period: '2026-03' }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    const res = await fetch(`${t.url}/api/v1/comptabilite/tva/releve-deductions?periode=2026-03`, { headers: bearer(user) });
    expect(res.status).toBe(403);
  });
});

describe("a supplier's certificate date and auto-entrepreneur flag", () => {
  it('are saved and answered on both doors, and kept when a legacy client leaves them out', async () => {
    const GET = 'query ($id: ID!) { supplier(id: $id) { certificateDate autoEntrepreneur } }';
    const token = a.manager.accessToken;
    expect(gqlOk(await t.gql(GET, { id: suppliers.A }, token)).supplier).toEqual({ certificateDate: '2026-01-10', autoEntrepreneur: false });
    const legacy = { nom: 'Fournisseur A', sirenOuIce: '123456789012345', email: 'a@fournisseur.ma', numTelephone: '0522334455', adresse: 'Rabat' };
    const put = await t.rest('PUT', `/chantiers/fournisseurs/modifierFournisseur/${suppliers.A}`, legacy, bearer(a.manager));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ dateAttestationFiscale: '2026-01-10', autoEntrepreneur: false });
    const put2 = await t.rest(
      'PUT',
      `/chantiers/fournisseurs/modifierFournisseur/${suppliers.A}`,
      { ...legacy, dateAttestationFiscale: '2026-02-30' },
      bearer(a.manager),
    );
    expect(put2.status).toBe(400);
    expect(put2.body.fields.dateAttestationFiscale).toContain("n'est pas une date valide");
  });
});
