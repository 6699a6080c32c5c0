// @both-databases: assignments checked in raw SQL, on the REST door.
import { randomUUID } from 'node:crypto';
import { addMember, bearer, createCompany, createSite, gqlOk, type Member, sql, type TestCompany } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';

const KEYS = ['id', 'idPersonnel', 'idChantier', 'dateDebut', 'dateFin', 'nombreJours', 'personnel', 'chantier', 'createdAt'];
const PERSON_KEYS = [
  'id',
  'nom',
  'prenom',
  'numeroCni',
  'numTelephone',
  'adresse',
  'metier',
  'tarifJournalier',
  'primePanier',
  'email',
  // Optional (issue 38): null until the worker's CNSS number is known.
  'numeroCnss',
  'actif',
  'createdAt',
  'updatedAt',
];
const FAILED = "Erreur lors de l'affectation des personnels";
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setPersonnelActive(id: $id, active: $active) { id } }`;

let t: TestServer;
let a: TestCompany;
let user: Member;
let villaA: { id: string };
let villaB: { id: string };
let seq = 0;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  user = await addMember(t, a);
  // The USER is their responsable: a USER works on the sites they manage (core/tenancy/site-access.ts).
  villaA = await createSite(t, a.manager.accessToken, { name: 'Villa A', managerId: user.id });
  villaB = await createSite(t, a.manager.accessToken, { name: 'Villa B', managerId: user.id });
});
afterAll(() => t.stop());

async function person(prenom: string, nom: string, member: Member = a.manager): Promise<{ id: string; nom: string; prenom: string }> {
  const body = {
    nom,
    prenom,
    numeroCni: `RA${String(++seq).padStart(6, '0')}`,
    numTelephone: '0661234567',
    adresse: 'Casablanca',
    metier: 'Maçon',
    tarifJournalier: '250',
    primePanier: '30',
    email: `r${seq}@example.ma`,
  };
  const res = await t.rest('POST', '/chantiers/personnel/save', body, bearer(member));
  expect(res.status).toBe(201);
  return res.body;
}
const save = (body: unknown, member: Member = a.manager) => t.rest('POST', '/chantiers/personnelchantier/save', body, bearer(member));
const saveAll = (body: unknown, member: Member = a.manager) => t.rest('POST', '/chantiers/personnelchantier/saveAll', body, bearer(member));
const rowsOf = async (id: string) =>
  sql(
    t,
    "select site_id, to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end from " +
      'personnel_assignment where personnel_id = $1 order by start_date',
    [id],
  );
const countAll = async () => (await sql(t, 'select count(*)::int as n from personnel_assignment'))[0].n as number;

describe('save', () => {
  it('answers one legacy record with 201 for one idPersonnel', async () => {
    const p = await person('Karim', 'Alami');
    const res = await save({ idPersonnel: p.id, idChantier: villaA.id, dateDebut: '2026-11-23', dateFin: '2026-11-29' });
    expect(res.status).toBe(201);
    expect(Array.isArray(res.body)).toBe(false);
    expect(Object.keys(res.body).sort()).toEqual([...KEYS].sort());
    expect(res.body).toMatchObject({
      idPersonnel: p.id,
      idChantier: villaA.id,
      dateDebut: '2026-11-23',
      dateFin: '2026-11-29',
      nombreJours: 7,
      chantier: { id: villaA.id, nom: 'Villa A' },
    });
    expect(Object.keys(res.body.personnel).sort()).toEqual([...PERSON_KEYS].sort());
    expect(res.body.personnel).toMatchObject({ id: p.id, nom: 'Alami', prenom: 'Karim', actif: true });
    expect(await rowsOf(p.id)).toEqual([{ site_id: villaA.id, start: '2026-11-23', end: '2026-11-29' }]);
    const [news] = await sql(t, 'select entity_kind, entity_label from site_news_entry where entity_id = $1', [res.body.id]);
    expect(news).toEqual({ entity_kind: 'PersonnelAssignment', entity_label: 'Karim Alami' });
  });

  it('answers the list for several idPersonnels, and for idPersonnel given as an array', async () => {
    const [p1, p2, p3] = [await person('Sara', 'Benani'), await person('Omar', 'Zerhouni'), await person('Nadia', 'Ettahiri')];
    const many = await save({ idPersonnels: [p1.id, p2.id], idChantier: villaB.id, dateDebut: '2026-06-01', dateFin: '2026-06-05' }, user);
    expect(many.status).toBe(201);
    expect(many.body.map((r: { idPersonnel: string }) => r.idPersonnel).sort()).toEqual([p1.id, p2.id].sort());
    const asArray = await save({ idPersonnel: [p3.id], idChantier: villaB.id, dateDebut: '2026-06-01', dateFin: '2026-06-05' });
    expect(asArray).toMatchObject({ status: 201, body: { idPersonnel: p3.id, nombreJours: 5 } });
  });

  it('refuses an overlap with 409 and a message starting with the SPEC wording, edge day included', async () => {
    const p = await person('Youssef', 'Naciri');
    expect((await save({ idPersonnel: p.id, idChantier: villaA.id, dateDebut: '2026-11-23', dateFin: '2026-11-29' })).status).toBe(201);
    const clash = await save({ idPersonnel: p.id, idChantier: villaB.id, dateDebut: '2026-11-29', dateFin: '2026-12-03' });
    expect(clash).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
    expect(clash.body.message.startsWith(FAILED)).toBe(true);
    expect(clash.body.message).toBe(`${FAILED} : Youssef Naciri est déjà affecté(e) au chantier « Villa A » du 23/11/2026 au 29/11/2026.`);
    expect(await save({ idPersonnel: p.id, idChantier: villaB.id, dateDebut: '2026-11-30', dateFin: '2026-12-03' })).toMatchObject({ status: 201 });
    expect(await rowsOf(p.id)).toHaveLength(2);
  });

  it('refuses an inactive person with 409 and the SPEC wording', async () => {
    const p = await person('Rachid', 'Inactif');
    gqlOk(await t.gql(SET_ACTIVE, { id: p.id, active: false }, a.manager.accessToken));
    const res = await save({ idPersonnel: p.id, idChantier: villaA.id, dateDebut: '2026-10-05', dateFin: '2026-10-09' });
    expect(res).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
    expect(res.body.message.startsWith(`${FAILED} : `)).toBe(true);
    expect(await rowsOf(p.id)).toEqual([]);
  });

  it('names the legacy keys in field errors and stores nothing', async () => {
    const p = await person('Valide', 'Dation');
    const before = await countAll();
    const refused = async (body: Record<string, unknown>) => {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('BAD_USER_INPUT');
      expect(res.body.message).toBe(Object.values(res.body.fields)[0]);
      return res.body.fields;
    };
    const valid = { idPersonnel: p.id, idChantier: villaA.id, dateDebut: '2026-09-07', dateFin: '2026-09-11' };
    expect(await refused({ ...valid, dateFin: '2026-09-06' })).toEqual({ dateFin: 'La date de fin ne peut pas précéder la date de début' });
    expect(await refused({ ...valid, dateDebut: undefined })).toEqual({ dateDebut: 'La date de début est requise' });
    expect(await refused({ ...valid, dateFin: '' })).toEqual({ dateFin: 'La date de fin est requise' });
    expect(await refused({ ...valid, dateDebut: '2026-02-30', dateFin: '2026-03-02' })).toEqual({ dateDebut: 'Date invalide (AAAA-MM-JJ)' });
    expect(await refused({ ...valid, idChantier: undefined })).toEqual({ idChantier: 'Choisissez un chantier' });
    expect(await refused({ ...valid, idPersonnel: undefined })).toEqual({ idPersonnel: 'Choisissez au moins une personne' });
    expect(await refused({ ...valid, idPersonnel: [] })).toEqual({ idPersonnel: 'Choisissez au moins une personne' });
    expect(await refused({})).toEqual({
      idChantier: 'Choisissez un chantier',
      idPersonnel: 'Choisissez au moins une personne',
      dateDebut: 'La date de début est requise',
      dateFin: 'La date de fin est requise',
    });
    expect(await countAll()).toBe(before);
  });

  it('answers 404 for an unknown person or site', async () => {
    const p = await person('Inconnu', 'Site');
    expect(await save({ idPersonnel: randomUUID(), idChantier: villaA.id, dateDebut: '2026-09-07', dateFin: '2026-09-11' })).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    expect(await save({ idPersonnel: p.id, idChantier: randomUUID(), dateDebut: '2026-09-07', dateFin: '2026-09-11' })).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    expect(await rowsOf(p.id)).toEqual([]);
  });

  it('refuses anonymous callers with 401 on every route', async () => {
    const before = await countAll();
    for (const [method, path, body] of [
      ['GET', '/chantiers/personnelchantier/list', undefined],
      ['GET', `/chantiers/personnelchantier/listPersonnelChantier?idChantier=${villaA.id}`, undefined],
      [
        'POST',
        '/chantiers/personnelchantier/save',
        { idPersonnel: randomUUID(), idChantier: villaA.id, dateDebut: '2026-01-01', dateFin: '2026-01-02' },
      ],
      ['POST', '/chantiers/personnelchantier/saveAll', []],
      ['DELETE', `/chantiers/personnelchantier/delete/${randomUUID()}`, undefined],
    ] as const) {
      const res = await t.rest(method, path, body);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
    expect(await countAll()).toBe(before);
  });
});

describe('saveAll', () => {
  it('takes an array body and saves every item (201)', async () => {
    const [p1, p2] = [await person('Lot', 'Un'), await person('Lot', 'Deux')];
    const res = await saveAll(
      [
        { idPersonnel: p1.id, idChantier: villaA.id, dateDebut: '2027-01-04', dateFin: '2027-01-08' },
        { idPersonnel: p2.id, idChantier: villaB.id, dateDebut: '2027-01-04', dateFin: '2027-01-06' },
        { idPersonnels: [p1.id, p2.id], idChantier: villaB.id, dateDebut: '2027-01-11', dateFin: '2027-01-12' },
      ],
      user,
    );
    expect(res.status).toBe(201);
    expect(res.body.map((r: { idPersonnel: string; idChantier: string; dateDebut: string }) => [r.idPersonnel, r.idChantier, r.dateDebut])).toEqual([
      [p1.id, villaA.id, '2027-01-04'],
      [p2.id, villaB.id, '2027-01-04'],
      [p1.id, villaB.id, '2027-01-11'],
      [p2.id, villaB.id, '2027-01-11'],
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual([...KEYS].sort());
    expect(await rowsOf(p1.id)).toHaveLength(2);
    expect(await rowsOf(p2.id)).toHaveLength(2);
  });

  it('takes {affectations: [...]} too', async () => {
    const p = await person('Enveloppe', 'Affectations');
    const res = await saveAll({ affectations: [{ idPersonnel: p.id, idChantier: villaA.id, dateDebut: '2027-02-01', dateFin: '2027-02-02' }] });
    expect(res).toMatchObject({ status: 201, body: [{ idPersonnel: p.id, nombreJours: 2 }] });
  });

  it('saves none when the 2nd item overlaps, answering 409 with the SPEC wording', async () => {
    const [p1, p2] = [await person('Tout', 'Rien'), await person('Deja', 'Pris')];
    expect((await save({ idPersonnel: p2.id, idChantier: villaB.id, dateDebut: '2027-03-01', dateFin: '2027-03-05' })).status).toBe(201);
    const before = await countAll();
    const res = await saveAll([
      { idPersonnel: p1.id, idChantier: villaA.id, dateDebut: '2027-03-01', dateFin: '2027-03-05' },
      { idPersonnel: p2.id, idChantier: villaA.id, dateDebut: '2027-03-05', dateFin: '2027-03-06' },
    ]);
    expect(res).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
    expect(res.body.message.startsWith(FAILED)).toBe(true);
    expect(res.body.message).toContain('Deja Pris est déjà affecté(e) au chantier « Villa B » du 01/03/2027 au 05/03/2027');
    expect(await countAll()).toBe(before);
    expect(await rowsOf(p1.id)).toEqual([]);
  });

  it('saves none when the 2nd item overlaps the 1st', async () => {
    const p = await person('Double', 'Lot');
    const before = await countAll();
    const res = await saveAll([
      { idPersonnel: p.id, idChantier: villaA.id, dateDebut: '2027-04-05', dateFin: '2027-04-09' },
      { idPersonnel: p.id, idChantier: villaB.id, dateDebut: '2027-04-09', dateFin: '2027-04-10' },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.message.startsWith(FAILED)).toBe(true);
    expect(await countAll()).toBe(before);
  });

  it('refuses an empty or missing list, and an invalid item, with 400 and saves nothing', async () => {
    const p = await person('Vide', 'Lot');
    const before = await countAll();
    for (const body of [[], {}, { affectations: 'non' }]) {
      const res = await saveAll(body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: 'Choisissez au moins une personne' });
    }
    const bad = await saveAll([
      { idPersonnel: p.id, idChantier: villaA.id, dateDebut: '2027-05-03', dateFin: '2027-05-07' },
      { idPersonnel: p.id, idChantier: villaA.id, dateDebut: '2027-05-10', dateFin: '2027-05-09' },
    ]);
    expect(bad).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT', message: 'La date de fin ne peut pas précéder la date de début' } });
    expect(await countAll()).toBe(before);
  });
});

describe('list, listPersonnelChantier and delete', () => {
  let c: TestCompany;
  let s1: { id: string };
  let s2: { id: string };
  const ids: Record<string, string> = {};
  let p1: { id: string };
  beforeAll(async () => {
    c = await createCompany(t, 'Planning BTP');
    s1 = await createSite(t, c.manager.accessToken, { name: 'Site Un' });
    s2 = await createSite(t, c.manager.accessToken, { name: 'Site Deux' });
    p1 = await person('Karim', 'Alami', c.manager);
    const p2 = await person('Sara', 'Benani', c.manager);
    for (const [key, p, s, from, to] of [
      ['p1s1', p1, s1, '2026-01-05', '2026-01-09'],
      ['p1s2', p1, s2, '2026-01-12', '2026-01-16'],
      ['p2s1', p2, s1, '2026-01-12', '2026-01-16'],
      ['p2s2', p2, s2, '2026-02-02', '2026-02-06'],
    ] as const) {
      const res = await save({ idPersonnel: p.id, idChantier: s.id, dateDebut: from, dateFin: to }, c.manager);
      expect(res.status).toBe(201);
      ids[key] = res.body.id;
    }
  });
  const get = async (path: string) => {
    const res = await t.rest('GET', path, undefined, bearer(c.manager));
    expect(res.status).toBe(200);
    return res.body;
  };
  const keys = (items: { id: string }[]) => items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id));

  it('list answers a Spring page filtered by idChantier, idPersonnel and dateDebut/dateFin', async () => {
    const all = await get('/chantiers/personnelchantier/list');
    expect(all).toMatchObject({ totalElements: 4, totalPages: 1, number: 0, size: 50 });
    expect(keys(all.content)).toEqual(['p2s2', 'p1s2', 'p2s1', 'p1s1']);
    expect(Object.keys(all.content[0]).sort()).toEqual([...KEYS].sort());
    expect(keys((await get(`/chantiers/personnelchantier/list?idChantier=${s1.id}`)).content)).toEqual(['p2s1', 'p1s1']);
    expect(keys((await get(`/chantiers/personnelchantier/list?idPersonnel=${p1.id}`)).content)).toEqual(['p1s2', 'p1s1']);
    expect(keys((await get('/chantiers/personnelchantier/list?dateDebut=2026-01-09&dateFin=2026-01-12')).content)).toEqual(['p1s2', 'p2s1', 'p1s1']);
    const paged = await get('/chantiers/personnelchantier/list?page=1&size=3');
    expect(paged).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
    expect(keys(paged.content)).toEqual(['p1s1']);
  });

  it('list answers 400 naming dateFin when the period is half given', async () => {
    const res = await t.rest('GET', '/chantiers/personnelchantier/list?dateDebut=2026-01-09', undefined, bearer(c.manager));
    expect(res).toMatchObject({ status: 400, body: { fields: { dateFin: 'La date de fin est requise' } } });
  });

  it("listPersonnelChantier answers the site's assignments as a plain list, optionally over a period", async () => {
    const list = await get(`/chantiers/personnelchantier/listPersonnelChantier?idChantier=${s2.id}`);
    expect(Array.isArray(list)).toBe(true);
    expect(keys(list)).toEqual(['p2s2', 'p1s2']);
    expect(list[0]).toMatchObject({ idChantier: s2.id, chantier: { nom: 'Site Deux' }, personnel: { nom: 'Benani', prenom: 'Sara' } });
    expect(keys(await get(`/chantiers/personnelchantier/listPersonnelChantier?idChantier=${s2.id}&dateDebut=2026-01-01&dateFin=2026-01-31`))).toEqual(
      ['p1s2'],
    );
    expect(await get(`/chantiers/personnelchantier/listPersonnelChantier?idChantier=${randomUUID()}`)).toEqual([]);
  });

  it('listPersonnelChantier without idChantier answers 400', async () => {
    for (const q of ['', '?idChantier=']) {
      const res = await t.rest('GET', `/chantiers/personnelchantier/listPersonnelChantier${q}`, undefined, bearer(c.manager));
      expect({ q, status: res.status, body: res.body }).toMatchObject({
        q,
        status: 400,
        body: { error: 'BAD_USER_INPUT', fields: { idChantier: 'Choisissez un chantier' } },
      });
    }
  });

  it('delete answers {deleted: true}, removes the row, then 404', async () => {
    const p = await person('Supprime', 'Rest', c.manager);
    const saved = await save({ idPersonnel: p.id, idChantier: s1.id, dateDebut: '2026-03-02', dateFin: '2026-03-06' }, c.manager);
    const res = await t.rest('DELETE', `/chantiers/personnelchantier/delete/${saved.body.id}`, undefined, bearer(c.manager));
    expect(res).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await rowsOf(p.id)).toEqual([]);
    const again = await t.rest('DELETE', `/chantiers/personnelchantier/delete/${saved.body.id}`, undefined, bearer(c.manager));
    expect(again).toMatchObject({ status: 404, body: { error: 'NOT_FOUND', message: "Cette affectation n'existe pas ou a été supprimée." } });
    for (const id of ['abc', '42'])
      expect((await t.rest('DELETE', `/chantiers/personnelchantier/delete/${id}`, undefined, bearer(c.manager))).status).toBe(404);
  });

  it('two concurrent saves of the same person on overlapping days: one 201, one 409', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await person('Course', `Rest${round}`, c.manager);
      const answers = await Promise.all([
        save({ idPersonnel: p.id, idChantier: s1.id, dateDebut: '2027-09-06', dateFin: '2027-09-10' }, c.manager),
        saveAll([{ idPersonnel: p.id, idChantier: s2.id, dateDebut: '2027-09-08', dateFin: '2027-09-09' }], c.manager),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await rowsOf(p.id)).toHaveLength(1);
    }
  });
});
