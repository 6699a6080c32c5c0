import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, createCompany, gqlErr, gqlOk, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

/**
 * Law 31-08 (art. 206): a PERSON whose documents are in Arabic gets a bilingual quote; a COMPANY, or a person in
 * French, the French one. Through GraphQL (the client's language) and REST (the quote's PDF).
 */

const CREATE = 'mutation ($input: ClientInput!) { createClient(input: $input) { id kind language } }';
const UPDATE = 'mutation ($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { id language } }';
const QUOTE = 'mutation ($input: QuoteInput!) { createQuote(input: $input) { id reference totalTTC } }';
const ARABIC = /[\u0600-\u06ff]/;

let t: TestServer;
let a: TestCompany;

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas Langues');
});
afterAll(() => t.stop());

const client = async (input: Record<string, unknown>) => gqlOk(await t.gql(CREATE, { input }, a.manager.accessToken)).createClient;

/** 11 000 + 2 166,67 HT at 20 %: 15 800,00 TTC. */
async function quotePdfText(clientId: string): Promise<string> {
  const lots = [
    {
      title: 'Carrelage',
      lines: [
        { designation: 'Carrelage 60×60', unit: 'm²', quantity: '50', unitPriceHT: '220' },
        { designation: 'Plinthes', unit: 'forfait', quantity: '1', unitPriceHT: '2166.67' },
      ],
    },
  ];
  const quote = gqlOk(await t.gql(QUOTE, { input: { clientId, issueDate: '2026-11-23', lots } }, a.manager.accessToken)).createQuote;
  expect(quote.totalTTC).toBe('15800.00');
  const res = await fetch(`${t.url}/api/v1/devis/${quote.id}/pdf`, { headers: bearer(a.manager) });
  expect(res.status).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'client-language-')), 'quote.pdf');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const done = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(done.status).toBe(0);
  return done.stdout.replace(/[\u202a-\u202e]/g, '').replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe('the language of a client’s documents', () => {
  it('is French unless chosen, Arabic when asked, and refused when it is neither', async () => {
    const plain = await client({ name: 'M. Rachid Amrani', kind: 'PERSON' });
    expect(plain).toMatchObject({ kind: 'PERSON', language: 'fr' });
    const edited = gqlOk(
      await t.gql(UPDATE, { id: plain.id, input: { name: 'M. Rachid Amrani', kind: 'PERSON', language: 'ar' } }, a.manager.accessToken),
    );
    expect(edited.updateClient.language).toBe('ar');
    const refused = gqlErr(await t.gql(CREATE, { input: { name: 'Mme Salma Idrissi', kind: 'PERSON', language: 'en' } }, a.manager.accessToken));
    expect(JSON.stringify(refused)).toContain('Langue des documents invalide (français ou arabe)');
  });

  it('gives a person in Arabic a bilingual quote, and a company or a person in French the French one', async () => {
    const person = await client({ name: 'M. Youssef Bennani', kind: 'PERSON', language: 'ar' });
    const bilingual = await quotePdfText(person.id);
    for (const expected of [
      'DEVIS',
      'عرض أثمان',
      'Total TTC',
      'المجموع مع احتساب الرسوم',
      '15 800,00 DH',
      'خمسة عشر ألفا وثمانمائة درهم',
      'quinze mille huit cents dirhams',
    ]) {
      expect(bilingual).toContain(expected);
    }

    // The consumer law is for a person: a company whose documents are marked Arabic still gets the French quote.
    for (const other of [
      { name: 'Immobilière Anfa', kind: 'COMPANY', language: 'ar' },
      { name: 'M. Karim Alaoui', kind: 'PERSON' },
    ]) {
      const french = await quotePdfText((await client(other)).id);
      expect(french).toContain('Arrêté le présent devis à la somme de : quinze mille huit cents dirhams TTC.');
      expect(french).toContain('15 800,00 DH');
      expect(french).not.toMatch(ARABIC);
    }
  });
});
