import { extractPages, normalize } from '../../core/documents/pdf/document-pdf.test-helpers';
import { addMember, createCompany, createSite, giveSite, gqlOk, type Member, type TestCompany } from '../../../test/company';
import { today } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { drawnSignature } from '../daily-logs/daily-logs.test-helpers';
import { getBytes } from '../follow-ups/follow-ups.test-helpers';
import { createPlan, createReserve, reserveInput } from '../punch-list/punch-list.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let site: string;
let pv: string;

const CREATE = 'mutation ($input: ReceptionInput!) { createReception(input: $input) { id } }';
const SIGN = 'mutation ($id: ID!, $input: ReceptionSignInput!) { signReception(id: $id, input: $input) { status } }';
const textOf = async (pdf: Buffer) => normalize((await extractPages(pdf)).pages.join('\n'));

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas PV'), createCompany(t, 'Souss PV')]);
  user = await addMember(t, a);
  const token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Résidence Réception', address: '5, bd Zerktouni', city: 'Casablanca', client: 'M. Bennani' })).id;
  const plan = await createPlan(t, token, site);
  await createReserve(t, token, reserveInput(site, plan.id, { title: 'Fissure enduit' }));
  const input = {
    siteId: site,
    kind: 'PROVISIONAL',
    date: today,
    parties: [
      { role: 'COMPANY', name: 'Nadia Berrada', organisation: 'Atlas PV' },
      { role: 'CLIENT', name: 'Karim Bennani', organisation: '' },
    ],
    notes: 'Visite de tous les locaux.',
  };
  pv = gqlOk(await t.gql(CREATE, { input }, token)).createReception.id;
});
afterAll(() => t.stop());

describe("a PV de réception's PDF", () => {
  it('prints a draft as a draft, then the signed PV with its réserve and both signers', async () => {
    const draft = await getBytes(t, `/chantiers/receptions/${pv}/pdf`, a.manager.accessToken);
    expect(draft.status).toBe(200);
    expect(await textOf(draft.bytes)).toContain('PROJET – NON SIGNÉ');

    const signature = await drawnSignature();
    const input = { companySignerName: 'Nadia Berrada', companySignature: signature, clientSignerName: 'Karim Bennani', clientSignature: signature };
    expect(gqlOk(await t.gql(SIGN, { id: pv, input }, a.manager.accessToken)).signReception.status).toBe('SIGNED');
    const signed = await getBytes(t, `/chantiers/receptions/${pv}/pdf`, a.manager.accessToken);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toContain('application/pdf');
    expect(signed.headers.get('content-disposition')).toContain(`pv-reception-provisoire-residence-reception-${today}.pdf`);
    expect(signed.headers.get('cache-control')).toBe('private, no-store');
    const text = await textOf(signed.bytes);
    for (const expected of [
      'Procès-verbal de réception provisoire',
      'Résidence Réception',
      '5, bd Zerktouni',
      'M. Bennani',
      'Avec réserves',
      'R-001 Fissure enduit',
      'Visite de tous les locaux.',
      'libérera la retenue de garantie',
      'Nadia Berrada',
      'Karim Bennani',
      '(heure du Maroc)',
    ])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    expect(text).not.toContain('PROJET');
  });

  it('is kept from another company, from a USER off the site, and from a caller signed out', async () => {
    for (const tok of [b.manager.accessToken, user.accessToken]) {
      const refused = await getBytes(t, `/chantiers/receptions/${pv}/pdf`, tok);
      expect(refused.status).toBe(404);
      expect(refused.json.message).toContain('procès-verbal');
    }
    expect((await getBytes(t, `/chantiers/receptions/${pv}/pdf`)).status).toBe(401);
    expect((await getBytes(t, '/chantiers/receptions/not-a-uuid/pdf', a.manager.accessToken)).status).toBe(404);
    await giveSite(t, site, user);
    const own = await getBytes(t, `/chantiers/receptions/${pv}/pdf`, user.accessToken);
    expect(own.status).toBe(200);
    expect(own.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
