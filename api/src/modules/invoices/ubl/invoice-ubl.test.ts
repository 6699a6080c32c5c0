import { DOMParser } from '@xmldom/xmldom';
import { gqlErr, gqlOk, sql } from '../../../../test/company';
import { a, acceptedQuote, b, CREDIT, invoice, legal, personClient, setUpInvoiceWorld, t, user } from '../invoices.test-helpers';
import { validateUbl } from './ubl-schemas';

/*
 * The UBL file of the invoices the app issues: each kind downloaded over REST validates against the OASIS schemas and
 * keeps the Moroccan rules once the company's and the client's mentions are there; another company cannot read it.
 */
setUpInvoiceWorld();

const UBL = 'query ($id: ID!) { invoiceUbl(id: $id) { fileName violations { rule article message } } }';
const download = (id: string, token = user.accessToken) =>
  fetch(`${t.url}/api/v1/factures/${id}/ubl`, { headers: { authorization: `Bearer ${token}` } });
const xmlOf = (text: string) => new DOMParser().parseFromString(text, 'text/xml');
const texts = (doc: ReturnType<typeof xmlOf>, name: string) => Array.from(doc.getElementsByTagName(name)).map((e) => e.textContent);

describe('the UBL file of an issued invoice', () => {
  let quote: Awaited<ReturnType<typeof acceptedQuote>>;
  let deposit: { id: string; reference: string };

  beforeAll(async () => {
    await legal(a.id);
    await sql(t, `update company set patente = null, address = '12, rue des Oudayas', city = 'Casablanca' where id = $1`, [a.id]);
    quote = await acceptedQuote(a, undefined, 'M. Ubl');
    deposit = await invoice(quote.id, { kind: 'ACOMPTE', percent: '30' });
  });

  it('names each mention the file lacks with its article, until the company and the client have them', async () => {
    expect(gqlOk(await t.gql(UBL, { id: deposit.id }, user.accessToken)).invoiceUbl).toEqual({
      fileName: `${deposit.reference}.xml`,
      violations: [
        { rule: 'MA-03', article: 'CGI art. 145-III-2°', message: 'Le numéro de taxe professionnelle (patente) du vendeur manque.' },
        { rule: 'MA-09', article: 'CGI art. 145-III-4°', message: 'L’adresse du client manque.' },
      ],
    });
    const res = await download(deposit.id);
    expect(res.headers.get('x-regles-non-respectees')).toBe('2');
    await sql(t, `update company set patente = '34567890' where id = $1`, [a.id]);
    await sql(t, `update client set address = 'Villa 3, route de Fès', city = 'Rabat' where id = $1`, [await personClient(a, 'M. Ubl')]);
    expect(gqlOk(await t.gql(UBL, { id: deposit.id }, user.accessToken)).invoiceUbl.violations).toEqual([]);
  });

  it('writes every kind the app issues as a file the OASIS schemas accept, its PDF attached and its references given', async () => {
    const situation = await invoice(quote.id, { kind: 'SITUATION', progress: [{ lineId: quote.lineIds[0], percent: '50' }] });
    const balance = await invoice(quote.id, { kind: 'SOLDE' });
    const credit = gqlOk(
      await t.gql(CREDIT, { id: deposit.id, input: { reason: 'Remise', amountTTC: '120.00' } }, a.manager.accessToken),
    ).createCreditNote;
    const release = await invoice(quote.id, { kind: 'RETENUE' });
    const issued = [deposit, situation, balance, credit, release];
    const files = [];
    for (const doc of issued) {
      const res = await download(doc.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${doc.reference}.xml"`);
      expect(res.headers.get('x-regles-non-respectees')).toBe('0');
      files.push({ fileName: `${doc.reference}.xml`, xml: await res.text() });
    }
    expect((await validateUbl(files)).filter((r) => r.errors.length)).toEqual([]);

    const [dep, sit, , cn, rel] = files.map((f) => xmlOf(f.xml));
    const pdf = Buffer.from(texts(dep, 'cbc:EmbeddedDocumentBinaryObject')[0]!, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(texts(dep, 'cbc:InvoiceTypeCode')).toEqual(['386']);
    // A situation follows the deposit it deducts; the contract is the accepted quote.
    expect(texts(sit, 'cbc:InvoiceTypeCode')).toEqual(['875']);
    expect(texts(sit, 'cac:InvoiceDocumentReference').join()).toContain(deposit.reference);
    expect(texts(sit, 'cac:ContractDocumentReference').join()).toContain(quote.reference);
    expect(cn.documentElement!.localName).toBe('CreditNote');
    expect(texts(cn, 'cac:InvoiceDocumentReference').join()).toContain(deposit.reference);
    expect(texts(cn, 'cbc:TaxInclusiveAmount')).toEqual(['120.00']);
    // The retention's release bills no work: its amount due is the retention held.
    expect(texts(rel, 'cbc:PayableAmount')).toEqual([release.netToPay]);
    expect(texts(rel, 'cbc:TaxInclusiveAmount')).toEqual(['0.00']);
  });

  it('is not another company’s to read, and a malformed id names nothing', async () => {
    expect((await download(deposit.id, b.manager.accessToken)).status).toBe(404);
    expect(gqlErr(await t.gql(UBL, { id: deposit.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    // An id that cannot be one names nothing: the same answer as another company's, in French.
    const bad = await download('pas-un-id');
    expect(bad.status).toBe(404);
    expect((await bad.json()).message).toBe("La ressource demandée n'existe pas.");
  });
});
