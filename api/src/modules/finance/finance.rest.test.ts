import { randomUUID } from 'node:crypto';
import { createSite, getUrl, PDF, sql, upload } from '../../../test/company';
import {
  PURCHASE_KEYS,
  REVENUE_KEYS,
  SERVICE_KEYS,
  PAGE_KEYS,
  M,
  t,
  a,
  site,
  supplier,
  call,
  depense,
  saveDepense,
  fieldsOf,
} from './finance.rest.test-helpers';

describe('/chantiers/depenses', () => {
  it('saves (201) with the legacy keys and answers TTC, réglé, restant and soldé as decimal strings', async () => {
    const created = await saveDepense();
    expect(Object.keys(created).sort()).toEqual([...PURCHASE_KEYS].sort());
    // 1000.10 at 20 %: TVA 200.02, TTC 1200.12; réglé 200.00, restant 1000.12.
    expect(created).toMatchObject({
      idChantier: site,
      idFournisseur: supplier,
      fournisseur: { id: supplier, nom: 'Béton Atlas' },
      libelle: 'Ciment CPJ 45',
      reference: 'FAC-001',
      date: '2024-03-15',
      montantHT: '1000.10',
      tva: '20.00',
      montantTVA: '200.02',
      montantTTC: '1200.12',
      montantRegle: '200.00',
      montantRestant: '1000.12',
      solde: false,
      facture: false,
    });
    const got = await call('GET', `/chantiers/depenses/get/${created.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ ...created, fichierFacture: null });
  });

  it.each([['20'], [20], ['20 %'], ['20%'], ['20.00']])('reads tva %j as 20 %%', async (tva) => {
    expect(await saveDepense({ tva, montantHT: '100', montantRegle: '0' })).toMatchObject({
      tva: '20.00',
      montantTVA: '20.00',
      montantTTC: '120.00',
    });
  });

  it('reads amounts sent as JSON numbers as their decimal text; réglé defaults to 0.00 and the rate to 20 %', async () => {
    const { montantRegle: _paid, tva: _tva, ...rest } = depense();
    const res = await call('POST', '/chantiers/depenses/save', { ...rest, montantHT: 1200.5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      montantHT: '1200.50',
      tva: '20.00',
      montantTVA: '240.10',
      montantTTC: '1440.60',
      montantRegle: '0.00',
      montantRestant: '1440.60',
      solde: false,
    });
    expect(await saveDepense({ montantHT: 10, tva: 7, montantRegle: 10.7 })).toMatchObject({
      montantTTC: '10.70',
      montantRegle: '10.70',
      montantRestant: '0.00',
      solde: true,
    });
  });

  it('modifies with modifierDepense; a record read back can be sent again as it is', async () => {
    const created = await saveDepense();
    const put = await call('PUT', `/chantiers/depenses/modifierDepense/${created.id}`, depense({ montantHT: '500', tva: 14, montantRegle: '570' }));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      id: created.id,
      montantHT: '500.00',
      tva: '14.00',
      montantTVA: '70.00',
      montantTTC: '570.00',
      montantRestant: '0.00',
      solde: true,
    });
    const got = (await call('GET', `/chantiers/depenses/get/${created.id}`)).body;
    const again = await call('PUT', `/chantiers/depenses/modifierDepense/${created.id}`, got);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ montantHT: '500.00', tva: '14.00', montantTTC: '570.00', montantRegle: '570.00' });
  });

  it('keeps the invoice on a modifierDepense without idFacture, and idFacture null removes it', async () => {
    const uploaded = await upload(t, a.manager.accessToken, PDF, 'facture.pdf', 'document');
    expect(uploaded.status).toBe(201);
    const created = await saveDepense({ idFacture: uploaded.json.id });
    expect(created.facture).toBe(true);
    const detail = (await call('GET', `/chantiers/depenses/get/${created.id}`)).body;
    expect(detail.fichierFacture).toEqual({
      url: expect.stringContaining(`/api/v1/files/${uploaded.json.id}?`),
      nom: 'facture.pdf',
      type: 'application/pdf',
      taille: PDF.length,
      pdf: true,
    });
    expect((await getUrl(t, detail.fichierFacture.url)).bytes.equals(PDF)).toBe(true);
    const kept = await call('PUT', `/chantiers/depenses/modifierDepense/${created.id}`, depense({ libelle: 'Ciment CPJ 55' }));
    expect(kept.body).toMatchObject({ libelle: 'Ciment CPJ 55', facture: true });
    const removed = await call('PUT', `/chantiers/depenses/modifierDepense/${created.id}`, depense({ idFacture: null }));
    expect(removed.body.facture).toBe(false);
    expect(await sql(t, 'select id from stored_file where id = $1', [uploaded.json.id])).toEqual([]);
  });

  it('keeps the day and mode of payment a legacy client does not send; nothing paid, no payment', async () => {
    const created = await saveDepense({ montantRegle: '200', dateReglement: '2024-03-20', modeReglement: 'ESPECES' });
    expect(created).toMatchObject({ montantRegle: '200.00', dateReglement: '2024-03-20', modeReglement: 'ESPECES' });
    // A client written for the SPEC knows neither key: its change keeps them.
    const put = await call('PUT', `/chantiers/depenses/modifierDepense/${created.id}`, depense({ montantRegle: '300' }));
    expect(put.body).toMatchObject({ montantRegle: '300.00', dateReglement: '2024-03-20', modeReglement: 'ESPECES' });
    const unpaid = await call('PUT', `/chantiers/depenses/modifierDepense/${created.id}`, depense({ montantRegle: '0', modeReglement: 'CHEQUE' }));
    expect(unpaid.body).toMatchObject({ montantRegle: '0.00', dateReglement: null, modeReglement: null });
    expect(fieldsOf(await call('POST', '/chantiers/depenses/save', depense({ modeReglement: 'CARTE', dateReglement: '2024-02-30' })))).toEqual({
      modeReglement: 'Mode de paiement invalide (virement, chèque, espèces ou effet)',
      dateReglement: 'Date de règlement invalide (AAAA-MM-JJ)',
    });
  });

  it('answers 400 with the legacy field names', async () => {
    expect(fieldsOf(await call('POST', '/chantiers/depenses/save', { idChantier: site }))).toEqual({
      idFournisseur: M.supplier,
      libelle: M.label,
      reference: M.reference,
      date: M.date,
      montantHT: M.ht,
    });
    expect(fieldsOf(await call('POST', '/chantiers/depenses/save', depense({ tva: '19' })))).toEqual({ tva: M.rate });
    expect(fieldsOf(await call('POST', '/chantiers/depenses/save', depense({ montantHT: 'beaucoup', montantRegle: 'x' })))).toEqual({
      montantHT: M.amount,
      montantRegle: M.amount,
    });
    expect(fieldsOf(await call('POST', '/chantiers/depenses/save', depense({ montantHT: '100', montantRegle: '120.01' })))).toEqual({
      montantRegle: M.paidTooHigh,
    });
    expect(fieldsOf(await call('POST', '/chantiers/depenses/save', depense({ idFournisseur: randomUUID() })))).toEqual({ idFournisseur: M.supplier });
    const created = await saveDepense();
    expect(fieldsOf(await call('PUT', `/chantiers/depenses/modifierDepense/${created.id}`, depense({ libelle: '' })))).toEqual({ libelle: M.label });
  });

  it("answers 400 'Choisissez un chantier' without idChantier, and 404 for an unknown site", async () => {
    const { idChantier: _site, ...withoutSite } = depense();
    const res = await call('POST', '/chantiers/depenses/save', withoutSite);
    expect(fieldsOf(res)).toEqual({ idChantier: M.site });
    expect(fieldsOf(await call('GET', '/chantiers/depenses/list'))).toEqual({ idChantier: M.site });
    expect((await call('POST', '/chantiers/depenses/save', depense({ idChantier: randomUUID() }))).status).toBe(404);
    expect((await call('GET', `/chantiers/depenses/list?idChantier=${randomUUID()}`)).status).toBe(404);
  });

  it('lists a Spring page with the totals of the whole filter (totaux), filtered by period and supplier', async () => {
    const listSite = (await createSite(t, a.manager.accessToken, { name: 'Liste dépenses' })).id;
    for (const [date, montantHT, tva] of [
      ['2024-01-10', '0.10', '0'],
      ['2024-01-20', '0.20', '0'],
      ['2024-02-05', '100.00', '10'],
    ]) {
      await saveDepense({ idChantier: listSite, date, montantHT, tva, montantRegle: '0' });
    }
    const res = await call('GET', `/chantiers/depenses/list?idChantier=${listSite}&page=0&size=2`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...PAGE_KEYS].sort());
    expect(res.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(res.body.content.map((p: any) => p.date)).toEqual(['2024-02-05', '2024-01-20']);
    expect(Object.keys(res.body.content[0]).sort()).toEqual([...PURCHASE_KEYS].sort());
    // HT 0.10 + 0.20 + 100.00 = 100.30; TVA 10.00; TTC 110.30.
    expect(res.body.totaux).toEqual({
      nombre: 3,
      montantHT: '100.30',
      montantTVA: '10.00',
      montantTTC: '110.30',
      montantRegle: '0.00',
      montantRestant: '110.30',
    });
    const jan = (await call('GET', `/chantiers/depenses/list?idChantier=${listSite}&dateDebut=2024-01-01&dateFin=2024-01-31`)).body;
    expect(jan.totaux).toMatchObject({ nombre: 2, montantHT: '0.30', montantTTC: '0.30' });
    expect((await call('GET', `/chantiers/depenses/list?idChantier=${listSite}&idFournisseur=${supplier}`)).body.totalElements).toBe(3);
    expect(fieldsOf(await call('GET', `/chantiers/depenses/list?idChantier=${listSite}&dateDebut=2024-02-01&dateFin=2024-01-01`))).toEqual({
      dateFin: M.periodOrder,
    });
  });

  it('deletes, then answers 404', async () => {
    const created = await saveDepense();
    expect(await call('DELETE', `/chantiers/depenses/delete/${created.id}`)).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await call('GET', `/chantiers/depenses/get/${created.id}`)).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect((await call('DELETE', `/chantiers/depenses/delete/${created.id}`)).status).toBe(404);
    expect((await call('PUT', `/chantiers/depenses/modifierDepense/${created.id}`, depense())).status).toBe(404);
  });
});
describe('/chantiers/recettes', () => {
  const recette = (overrides: Record<string, unknown> = {}) => ({
    idChantier: site,
    libelle: 'Situation n°1',
    date: '2024-03-20',
    reference: 'SIT-1',
    montant: '15000.50',
    ...overrides,
  });

  it('saves, gets, lists, modifies and deletes with the legacy keys', async () => {
    const res = await call('POST', '/chantiers/recettes/save', recette());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...REVENUE_KEYS].sort());
    expect(res.body).toMatchObject({
      idChantier: site,
      libelle: 'Situation n°1',
      date: '2024-03-20',
      reference: 'SIT-1',
      montant: '15000.50',
      // TTC at 20 % by default: HT = 15000.50 / 1.2 = 12500.41666… -> 12500.42, TVA = 15000.50 − 12500.42.
      tva: '20.00',
      montantHT: '12500.42',
      montantTVA: '2500.08',
      facture: false,
    });
    const id = res.body.id;
    expect((await call('GET', `/chantiers/recettes/get/${id}`)).body).toEqual({ ...res.body, fichierFacture: null });
    expect((await call('POST', '/chantiers/recettes/save', recette({ montant: 0.1 }))).body.montant).toBe('0.10');
    expect((await call('POST', '/chantiers/recettes/save', recette({ montant: 0.2 }))).body.montant).toBe('0.20');
    const list = (await call('GET', `/chantiers/recettes/list?idChantier=${site}&dateDebut=2024-03-20&dateFin=2024-03-20`)).body;
    expect(Object.keys(list).sort()).toEqual([...PAGE_KEYS].sort());
    // 15000.50 + 0.10 + 0.20 = 15000.80; HT 12500.42 + 0.08 + 0.17 = 12500.67; TVA 2500.08 + 0.02 + 0.03 = 2500.13.
    expect(list).toMatchObject({ totalElements: 3, totaux: { nombre: 3, montant: '15000.80', montantHT: '12500.67', montantTVA: '2500.13' } });
    const put = await call(
      'PUT',
      `/chantiers/recettes/modifierRecette/${id}`,
      recette({ montant: '1 100,00', tva: '10 %', libelle: 'Situation n°2' }),
    );
    expect(put).toMatchObject({
      status: 200,
      body: { id, montant: '1100.00', tva: '10.00', montantHT: '1000.00', montantTVA: '100.00', libelle: 'Situation n°2' },
    });
    expect(await call('DELETE', `/chantiers/recettes/delete/${id}`)).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await call('GET', `/chantiers/recettes/get/${id}`)).status).toBe(404);
  });

  it('answers 400 with the legacy field names', async () => {
    expect(fieldsOf(await call('POST', '/chantiers/recettes/save', { idChantier: site }))).toEqual({
      libelle: M.label,
      date: M.date,
      reference: M.reference,
      montant: M.revenueAmount,
    });
    expect(fieldsOf(await call('POST', '/chantiers/recettes/save', recette({ montant: '12,345' })))).toEqual({ montant: M.amount });
    expect(fieldsOf(await call('POST', '/chantiers/recettes/save', recette({ tva: '5' })))).toEqual({
      tva: 'Taux de TVA invalide (20, 14, 10, 7 ou 0 %)',
    });
    expect(fieldsOf(await call('POST', '/chantiers/recettes/save', recette({ idChantier: undefined })))).toEqual({ idChantier: M.site });
    expect(fieldsOf(await call('GET', '/chantiers/recettes/list'))).toEqual({ idChantier: M.site });
  });
});
describe('/chantiers/services', () => {
  // 2024-03-04 is a Monday.
  const service = (overrides: Record<string, unknown> = {}) => ({
    idChantier: site,
    jour: 'lundi',
    date: '2024-03-04',
    montantPaye: '300.00',
    montantPrime: '50.00',
    fournisseur: 'Plâtrerie du Sud',
    telephone: '0612345678',
    intervenant: 'Omar Idrissi',
    ...overrides,
  });

  it('saves, gets, lists with totals, modifies and deletes with the legacy keys', async () => {
    const res = await call('POST', '/chantiers/services/save', service());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...SERVICE_KEYS].sort());
    expect(res.body).toMatchObject({
      idChantier: site,
      jour: 'Lundi',
      date: '2024-03-04',
      montantPaye: '300.00',
      montantPrime: '50.00',
      total: '350.00',
      fournisseur: 'Plâtrerie du Sud',
      telephone: '0612345678',
      intervenant: 'Omar Idrissi',
    });
    const id = res.body.id;
    expect((await call('GET', `/chantiers/services/get/${id}`)).body).toEqual(res.body);
    // 2024-03-05 is a Tuesday.
    await call(
      'POST',
      '/chantiers/services/save',
      service({ jour: 'MARDI', date: '2024-03-05', montantPaye: 0.1, montantPrime: 0.2, fournisseur: 'Autre' }),
    );
    const list = (await call('GET', `/chantiers/services/list?idChantier=${site}&dateDebut=2024-03-04&dateFin=2024-03-05`)).body;
    expect(list).toMatchObject({ totalElements: 2, totaux: { nombre: 2, montantPaye: '300.10', montantPrime: '50.20', total: '350.30' } });
    const platre = (await call('GET', `/chantiers/services/list?idChantier=${site}&fournisseur=platrerie`)).body;
    expect(platre.content.map((s: any) => s.id)).toEqual([id]);
    const put = await call('PUT', `/chantiers/services/modifierService/${id}`, service({ jour: 'Vendredi', date: '2024-03-08', montantPrime: '0' }));
    expect(put).toMatchObject({ status: 200, body: { id, jour: 'Vendredi', date: '2024-03-08', total: '300.00' } });
    expect(await call('DELETE', `/chantiers/services/delete/${id}`)).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await call('GET', `/chantiers/services/get/${id}`)).status).toBe(404);
  });

  it('places a sheet sent without a date on the latest such weekday', async () => {
    const { date: _date, ...withoutDate } = service({ jour: 'mercredi' });
    const res = await call('POST', '/chantiers/services/save', withoutDate);
    expect(res.status).toBe(201);
    expect(res.body.jour).toBe('Mercredi');
    expect(new Date(`${res.body.date}T12:00:00Z`).getUTCDay()).toBe(3);
  });

  it('answers 400 with the legacy field names', async () => {
    // A phone sent as a JSON number loses its leading zero: 9 digits.
    expect(fieldsOf(await call('POST', '/chantiers/services/save', service({ telephone: 612345678 })))).toEqual({ telephone: M.phone });
    expect(fieldsOf(await call('POST', '/chantiers/services/save', service({ jour: 'Mardi' })))).toEqual({ jour: M.dayMismatch });
    expect(fieldsOf(await call('POST', '/chantiers/services/save', service({ jour: 'Monday' })))).toEqual({ jour: M.dayInvalid });
    expect(fieldsOf(await call('POST', '/chantiers/services/save', service({ montantPaye: 'cent', montantPrime: '1'.repeat(21) })))).toEqual({
      montantPaye: M.amount,
      montantPrime: M.amount,
    });
    expect(fieldsOf(await call('POST', '/chantiers/services/save', service({ idChantier: '' })))).toEqual({ idChantier: M.site });
    expect(Object.keys(fieldsOf(await call('POST', '/chantiers/services/save', { idChantier: site }))).sort()).toEqual([
      'fournisseur',
      'intervenant',
      'jour',
      'montantPaye',
      'montantPrime',
      'telephone',
    ]);
  });
});
