import { randomUUID } from 'node:crypto';
import { createSite } from '../../../test/company';
import { LINE_KEYS, M, t, a, call, saveDepense, fieldsOf } from './finance.rest.test-helpers';

describe('/chantiers/finances, /chantiers/dashboard and /chantiers/finance-globale', () => {
  let figuresSite: string;
  beforeAll(async () => {
    // A company subject to TVA (the default). Budget 10000: recette 5000.00 TTC at 20 % = 4166.67 HT + 833.33 TVA;
    // dépense 1000.00 HT at 20 % (TTC 1200.00), unpaid; fiche 100.00 + 10.00.
    // Rentabilité on HT amounts 4166.67 − (1000.00 + 110.00) = 3056.67, 30.5667 % -> 30.6 of the budget;
    // engagé 1000.00 + 110.00; réglé 0.00 + 110.00; TVA due 833.33 − 200.00 = 633.33.
    figuresSite = (await createSite(t, a.manager.accessToken, { name: 'Atelier Figures', budget: '10000', progress: 60 })).id;
    await saveDepense({ idChantier: figuresSite, date: '2023-06-10', montantHT: '1000', tva: '20', montantRegle: '0' });
    expect(
      (await call('POST', '/chantiers/recettes/save', { idChantier: figuresSite, libelle: 'R', date: '2023-06-15', reference: 'R', montant: '5000' }))
        .status,
    ).toBe(201);
    // 2023-05-29 is a Monday.
    const sheet = {
      idChantier: figuresSite,
      jour: 'Lundi',
      date: '2023-05-29',
      montantPaye: '100',
      montantPrime: '10',
      fournisseur: 'F',
      telephone: '0612345678',
      intervenant: 'I',
    };
    expect((await call('POST', '/chantiers/services/save', sheet)).status).toBe(201);
  });

  it('answers a site figures with the French keys', async () => {
    const res = await call('GET', `/chantiers/finances/${figuresSite}`);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      avancement: 60,
      assujettiTva: true,
      budget: '10000.00',
      recettes: '5000.00',
      recettesHT: '4166.67',
      tvaCollectee: '833.33',
      soldeTva: '633.33',
      achatsHT: '1000.00',
      achatsTVA: '200.00',
      achatsTTC: '1200.00',
      mainOeuvreBrut: '0.00',
      mainOeuvreNet: '0.00',
      mainOeuvrePrime: '0.00',
      sousTraitance: '110.00',
      rentabilite: '3056.67',
      rentabilitePourcentage: '30.6',
      engage: '1110.00',
      regle: '110.00',
    });
    expect((await call('GET', `/chantiers/finances/${randomUUID()}`)).status).toBe(404);
  });

  it('answers financeMois for a month: the month, the previous one and six months', async () => {
    const res = await call('GET', '/chantiers/dashboard/financeMois?mois=2023-06');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['assujettiTva', 'courant', 'derniersMois', 'mois', 'precedent']);
    expect(res.body.mois).toBe('2023-06');
    expect(Object.keys(res.body.courant).sort()).toEqual([...LINE_KEYS].sort());
    // June: 4166.67 − 1000.00 = 3166.67, 76.0 % of the revenues HT. May: the sheet only, no revenue: no %.
    expect(res.body.courant).toEqual({
      recettes: '5000.00',
      recettesHT: '4166.67',
      tvaCollectee: '833.33',
      achatsHT: '1000.00',
      tvaDeductible: '200.00',
      achatsTTC: '1200.00',
      sousTraitance: '0.00',
      mainOeuvre: '0.00',
      soldeTva: '633.33',
      marge: '3166.67',
      margePourcent: '76.0',
    });
    expect(res.body.precedent).toEqual({
      recettes: '0.00',
      recettesHT: '0.00',
      tvaCollectee: '0.00',
      achatsHT: '0.00',
      tvaDeductible: '0.00',
      achatsTTC: '0.00',
      sousTraitance: '110.00',
      mainOeuvre: '0.00',
      soldeTva: '0.00',
      marge: '-110.00',
      margePourcent: null,
    });
    expect(res.body.derniersMois.map((m: any) => m.mois)).toEqual(['2023-01', '2023-02', '2023-03', '2023-04', '2023-05', '2023-06']);
    expect(fieldsOf(await call('GET', '/chantiers/dashboard/financeMois?mois=juin'))).toEqual({ mois: 'Date invalide (AAAA-MM-JJ)' });
  });

  it('answers taskMois (empty until the planning exists) and derniersChantier', async () => {
    expect(await call('GET', '/chantiers/dashboard/taskMois?mois=2023-06')).toMatchObject({ status: 200, body: [] });
    expect(fieldsOf(await call('GET', '/chantiers/dashboard/taskMois?mois=13-2023'))).toEqual({ mois: 'Date invalide (AAAA-MM-JJ)' });
    for (const name of ['Avant-dernier', 'Dernier']) await createSite(t, a.manager.accessToken, { name });
    const latest = await call('GET', '/chantiers/dashboard/derniersChantier?size=2');
    expect(latest.status).toBe(200);
    expect(latest.body.map((s: any) => s.libelle)).toEqual(['Dernier', 'Avant-dernier']);
    expect(Object.keys(latest.body[0]).sort()).toEqual(['avancement', 'client', 'createdAt', 'id', 'libelle', 'statut', 'ville']);
  });

  it('answers finance-globale with the French keys, and 400 on a wrong period', async () => {
    const res = await call('GET', '/chantiers/finance-globale?dateDebut=2023-05-01&dateFin=2023-06-30');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['assujettiTva', 'chantiers', 'dateDebut', 'dateFin', 'mois', 'totaux']);
    expect(res.body).toMatchObject({ dateDebut: '2023-05-01', dateFin: '2023-06-30' });
    // 3056.67 / 4166.67 = 73.36 % -> 73.4.
    expect(res.body.totaux).toEqual({
      recettes: '5000.00',
      recettesHT: '4166.67',
      tvaCollectee: '833.33',
      achatsHT: '1000.00',
      tvaDeductible: '200.00',
      achatsTTC: '1200.00',
      sousTraitance: '110.00',
      mainOeuvre: '0.00',
      soldeTva: '633.33',
      marge: '3056.67',
      margePourcent: '73.4',
    });
    expect(res.body.chantiers).toEqual([{ chantier: { id: figuresSite, nom: 'Atelier Figures' }, ...res.body.totaux }]);
    expect(res.body.mois.map((m: any) => [m.mois, m.marge])).toEqual([
      ['2023-05', '-110.00'],
      ['2023-06', '3166.67'],
    ]);
    expect(fieldsOf(await call('GET', '/chantiers/finance-globale?dateDebut=2023-06-30&dateFin=2023-05-01'))).toEqual({ dateFin: M.periodOrder });
    expect(fieldsOf(await call('GET', '/chantiers/finance-globale?dateFin=2023-05-01'))).toEqual({ dateDebut: M.date });
    expect(fieldsOf(await call('GET', '/chantiers/finance-globale?dateDebut=2015-01-01&dateFin=2023-05-01'))).toEqual({
      dateFin: 'La période ne peut pas dépasser 5 ans',
    });
  });
});
describe('without a session', () => {
  it.each([
    ['GET', `/chantiers/depenses/list?idChantier=${randomUUID()}`],
    ['POST', '/chantiers/depenses/save'],
    ['GET', `/chantiers/recettes/get/${randomUUID()}`],
    ['PUT', `/chantiers/services/modifierService/${randomUUID()}`],
    ['DELETE', `/chantiers/services/delete/${randomUUID()}`],
    ['GET', '/chantiers/dashboard/financeMois'],
    ['GET', '/chantiers/dashboard/derniersChantier'],
    ['GET', '/chantiers/finance-globale?dateDebut=2024-01-01&dateFin=2024-12-31'],
  ])('%s %s answers 401', async (method, path) => {
    const res = await t.rest(method, path, method === 'POST' || method === 'PUT' ? {} : undefined);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'UNAUTHENTICATED' });
  });
});
