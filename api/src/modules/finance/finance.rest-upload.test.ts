import { bearer, countFiles, createCompany, createSite, getUrl, PDF, sendForm, sql, type TestCompany, createSupplier } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

/** The legacy client sends a purchase or a revenue as a multipart form with its invoice in a `facture` file. */
let t: TestServer;
let a: TestCompany;
let site: string;
let supplier: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  site = (await createSite(t, a.manager.accessToken, { name: 'Tour Hassan' })).id;
  supplier = (await createSupplier(t, a.manager.accessToken, { ice: '001525874000023' })).id;
});
afterAll(() => t.stop());

const purchaseFields = { idChantier: '', idFournisseur: '', libelle: 'Ciment', reference: 'F-77', date: '2026-11-10', montantHT: '1000', tva: '20' };
const countPurchases = async () => Number((await sql(t, 'select count(*) from purchase where site_id = $1', [site]))[0].count);

it('saves a purchase sent as a form with its PDF invoice, which the detail then serves', async () => {
  const res = await sendForm(
    t,
    'POST',
    '/chantiers/depenses/save',
    { files: { facture: [PDF, 'facture.pdf'] }, fields: { ...purchaseFields, idChantier: site, idFournisseur: supplier } },
    a.manager.accessToken,
  );
  expect(res.status).toBe(201);
  expect(res.json).toMatchObject({ libelle: 'Ciment', montantTTC: '1200.00', facture: true });
  const detail = await t.rest('GET', `/chantiers/depenses/get/${res.json.id}`, undefined, bearer(a.manager));
  expect(detail.body.fichierFacture).toMatchObject({ nom: 'facture.pdf', type: 'application/pdf', pdf: true });
  expect((await getUrl(t, detail.body.fichierFacture.url)).bytes.equals(PDF)).toBe(true);
});

it('keeps the invoice when the form is sent again without a file, and replaces it when one comes', async () => {
  const created = await sendForm(
    t,
    'POST',
    '/chantiers/recettes/save',
    {
      files: { facture: [PDF, 'situation.pdf'] },
      fields: { idChantier: site, libelle: 'Situation 1', reference: 'S-1', date: '2026-11-12', montant: '5000' },
    },
    a.manager.accessToken,
  );
  expect(created.status).toBe(201);
  const files = await countFiles(t, a.id);
  const edited = await sendForm(
    t,
    'PUT',
    `/chantiers/recettes/modifierRecette/${created.json.id}`,
    { fields: { libelle: 'Situation 1 (corrigée)', reference: 'S-1', date: '2026-11-12', montant: '5100' } },
    a.manager.accessToken,
  );
  expect(edited.status).toBe(200);
  expect(edited.json).toMatchObject({ montant: '5100.00', facture: true });
  expect(await countFiles(t, a.id)).toBe(files);
  const replaced = await sendForm(
    t,
    'PUT',
    `/chantiers/recettes/modifierRecette/${created.json.id}`,
    { files: { facture: [PDF, 'situation-v2.pdf'] }, fields: { libelle: 'Situation 1', reference: 'S-1', date: '2026-11-12', montant: '5100' } },
    a.manager.accessToken,
  );
  expect(replaced.status).toBe(200);
  // The new file replaced the old one: as many files as before.
  expect(await countFiles(t, a.id)).toBe(files);
  const detail = await t.rest('GET', `/chantiers/recettes/get/${created.json.id}`, undefined, bearer(a.manager));
  expect(detail.body.fichierFacture.nom).toBe('situation-v2.pdf');
});

it('refuses a file that is not a PDF, PNG or JPEG (415) and saves nothing, keeping no upload behind', async () => {
  const before = await countPurchases();
  const files = await countFiles(t, a.id);
  const res = await sendForm(
    t,
    'POST',
    '/chantiers/depenses/save',
    {
      files: { facture: [Buffer.from('<html><script>alert(1)</script></html>'), 'facture.pdf'] },
      fields: { ...purchaseFields, idChantier: site, idFournisseur: supplier },
    },
    a.manager.accessToken,
  );
  expect(res.status).toBe(415);
  expect(res.json.message).toBe('Seuls les fichiers PDF, PNG ou JPEG sont acceptés.');
  expect(await countPurchases()).toBe(before);
  expect(await countFiles(t, a.id)).toBe(files);
});

it('forgets the upload when the purchase itself is refused', async () => {
  const files = await countFiles(t, a.id);
  const res = await sendForm(
    t,
    'POST',
    '/chantiers/depenses/save',
    { files: { facture: [PDF, 'facture.pdf'] }, fields: { ...purchaseFields, idChantier: site, idFournisseur: supplier, montantHT: 'beaucoup' } },
    a.manager.accessToken,
  );
  expect(res.status).toBe(400);
  expect(res.json.fields).toHaveProperty('montantHT');
  expect(await countFiles(t, a.id)).toBe(files);
});
