import { randomUUID } from 'node:crypto';
import { addMember, bearer, createCompany, createSite, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const KEYS = [
  'id',
  'libelle',
  'jourStock',
  'seuilAlerte',
  'seuilAvertissement',
  'stock',
  'niveau',
  'uniteStock',
  'categorie',
  'couleurFond',
  'createdAt',
  'updatedAt',
];
const MOVEMENT_KEYS = [
  'id',
  'idStock',
  'type',
  'quantite',
  'stockApres',
  'date',
  'chantier',
  'note',
  'auteur',
  'createdAt',
  'stock',
  'niveau',
  'produit',
];
const THRESHOLD = 'Le seuil doit être un nombre positif (trois décimales au plus)';
const QUANTITY = 'La quantité doit être un nombre non nul (positif pour une entrée ou une sortie, trois décimales au plus)';
const INSUFFICIENT = 'Stock insuffisant : ce mouvement rendrait le stock négatif.';

let t: TestServer;
let a: TestCompany;
let user: Member;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  user = await addMember(t, a, { firstName: 'Karim', lastName: 'Alaoui' });
});
afterAll(() => t.stop());

const legacy = (overrides: Record<string, unknown> = {}) => ({
  libelle: 'Ciment CPJ 45',
  jourStock: '2026-03-02',
  seuilAlerte: '5',
  seuilAvertissement: '10',
  stock: '20',
  uniteStock: 'sac de 50 kg',
  categorie: 'Liants',
  couleurFond: '#00AA55',
  ...overrides,
});
const save = async (member: Member, overrides: Record<string, unknown> = {}) => {
  const res = await t.rest('POST', '/chantiers/stock/saveStock', legacy(overrides), bearer(member));
  expect(res.status).toBe(201);
  return res.body;
};
const addStock = (member: Member, body: Record<string, unknown>) => t.rest('POST', '/chantiers/stock/addStock', body, bearer(member));
const count = async (companyId: string) =>
  (await sql(t, 'select count(*)::int as n from stock_product where company_id = $1', [companyId]))[0].n as number;
const ledger = async (productId: string) =>
  (
    await sql(
      t,
      `select p.stock::text as stock, count(m.id)::int as movements, coalesce(sum(m.quantity), 0)::numeric(15,3)::text as total
    from stock_product p left join stock_movement m on m.product_id = p.id where p.id = $1 group by p.id`,
      [productId],
    )
  )[0];

describe('POST /chantiers/stock/saveStock', () => {
  it('creates with every legacy key (201), as decimal strings, with the opening stock as first movement', async () => {
    const created = await save(a.manager);
    expect(Object.keys(created).sort()).toEqual([...KEYS].sort());
    expect(created).toMatchObject({
      libelle: 'Ciment CPJ 45',
      jourStock: '2026-03-02',
      seuilAlerte: '5.000',
      seuilAvertissement: '10.000',
      stock: '20.000',
      niveau: 'NORMAL',
      uniteStock: 'sac de 50 kg',
      categorie: 'Liants',
      couleurFond: '#00aa55',
    });
    const [row] = await sql(t, 'select label, stock::text, company_id from stock_product where id = $1', [created.id]);
    expect(row).toEqual({ label: 'Ciment CPJ 45', stock: '20.000', company_id: a.id });
    expect(await sql(t, 'select type, quantity::text, note from stock_movement where product_id = $1', [created.id])).toEqual([
      { type: 'AJUSTEMENT', quantity: '20.000', note: 'Stock initial' },
    ]);
  });

  it('accepts numbers sent as JSON numbers and answers them as decimal strings', async () => {
    const created = await save(user, { seuilAlerte: 2.5, seuilAvertissement: 10, stock: 7.125 });
    expect(created).toMatchObject({ seuilAlerte: '2.500', seuilAvertissement: '10.000', stock: '7.125', niveau: 'AVERTISSEMENT' });
    expect(await save(user, { seuilAlerte: 0, seuilAvertissement: 0, stock: 0 })).toMatchObject({
      seuilAlerte: '0.000',
      seuilAvertissement: '0.000',
      stock: '0.000',
      niveau: 'ALERTE',
    });
  });

  it('accepts a missing or empty background colour as none', async () => {
    const { couleurFond: _c, ...noColour } = legacy();
    const res = await t.rest('POST', '/chantiers/stock/saveStock', noColour, bearer(a.manager));
    expect(res).toMatchObject({ status: 201, body: { couleurFond: null } });
    expect(await save(a.manager, { couleurFond: '' })).toMatchObject({ couleurFond: null });
  });

  it('names field errors with the legacy keys, in French, and stores nothing', async () => {
    const before = await count(a.id);
    const refused = async (body: Record<string, unknown>) => {
      const res = await t.rest('POST', '/chantiers/stock/saveStock', body, bearer(a.manager));
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status: 400, error: 'BAD_USER_INPUT' });
      return res.body.fields;
    };
    const without = (key: string) => Object.fromEntries(Object.entries(legacy()).filter(([k]) => k !== key));
    expect(await refused(without('libelle'))).toEqual({ libelle: 'Le libellé est requis' });
    expect(await refused(legacy({ libelle: 'l'.repeat(76) }))).toEqual({ libelle: 'Le libellé ne doit pas dépasser 75 caractères' });
    expect(await refused(without('jourStock'))).toEqual({ jourStock: 'Le jour de stock est requis' });
    expect(await refused(legacy({ jourStock: '2026-02-30' }))).toEqual({ jourStock: 'Date invalide (AAAA-MM-JJ)' });
    expect(await refused(legacy({ seuilAlerte: -1 }))).toEqual({ seuilAlerte: THRESHOLD });
    expect(await refused(legacy({ seuilAlerte: 0.1 + 0.2 }))).toEqual({ seuilAlerte: THRESHOLD });
    expect(await refused(legacy({ seuilAvertissement: '1.2345' }))).toEqual({ seuilAvertissement: THRESHOLD });
    expect(await refused(legacy({ seuilAvertissement: 1e21 }))).toEqual({ seuilAvertissement: THRESHOLD });
    expect(await refused(legacy({ seuilAlerte: 11, seuilAvertissement: 10 }))).toEqual({
      seuilAlerte: "Le seuil d'alerte ne peut pas dépasser le seuil d'avertissement",
    });
    expect(await refused(without('uniteStock'))).toEqual({ uniteStock: "L'unité de stock est requise" });
    expect(await refused(legacy({ uniteStock: 'u'.repeat(256) }))).toEqual({ uniteStock: "L'unité de stock ne doit pas dépasser 255 caractères" });
    expect(await refused(without('categorie'))).toEqual({ categorie: 'La catégorie est requise' });
    expect(await refused(legacy({ categorie: 'c'.repeat(76) }))).toEqual({ categorie: 'La catégorie ne doit pas dépasser 75 caractères' });
    expect(await refused(legacy({ couleurFond: 'vert' }))).toEqual({ couleurFond: 'La couleur de fond doit être au format #RRVVBB' });
    expect(await refused(legacy({ stock: -5 }))).toEqual({ stock: 'Le stock doit être un nombre positif (trois décimales au plus)' });
    expect(await count(a.id)).toBe(before);
  });
});

describe('GET /chantiers/stock/list', () => {
  let c: TestCompany;
  const list = async (q = '') => {
    const res = await t.rest('GET', `/chantiers/stock/list${q}`, undefined, bearer(c.manager));
    expect(res.status).toBe(200);
    return res.body;
  };
  const labels = (page: { content: { libelle: string }[] }) => page.content.map((p) => p.libelle);
  beforeAll(async () => {
    c = await createCompany(t, 'Liste Stock');
    for (const [libelle, categorie, stock] of [
      ['Ciment CPJ 45', 'Liants', '50'],
      ['Chaux éteinte', 'Liants', '10'],
      ['Électrodes', 'Électricité', '3'],
      ['ampoules LED', 'Électricité', '40'],
      ['Béton prêt', 'Gros œuvre', '5'],
    ]) {
      await save(c.manager, { libelle, categorie, stock });
    }
  });

  it('answers a Spring page of legacy products, sorted by label and paged', async () => {
    const page = await list('?page=0&size=2');
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3, number: 0, size: 2 });
    expect(Object.keys(page).sort()).toEqual(['content', 'number', 'size', 'totalElements', 'totalPages']);
    expect(Object.keys(page.content[0]).sort()).toEqual([...KEYS].sort());
    expect(labels(page)).toEqual(['ampoules LED', 'Béton prêt']);
    expect(labels(await list('?page=1&size=2'))).toEqual(['Chaux éteinte', 'Ciment CPJ 45']);
    expect(labels(await list('?page=2&size=2'))).toEqual(['Électrodes']);
    expect(await list()).toMatchObject({ totalElements: 5, totalPages: 1, number: 0, size: 20 });
  });

  it('filters with aReapprovisionner=true, categorie and search', async () => {
    const restock = await list('?aReapprovisionner=true');
    expect(labels(restock)).toEqual(['Béton prêt', 'Chaux éteinte', 'Électrodes']);
    expect(restock.content.map((p: { niveau: string }) => p.niveau)).toEqual(['ALERTE', 'AVERTISSEMENT', 'ALERTE']);
    expect(labels(await list('?aReapprovisionner=false'))).toHaveLength(5);
    expect(labels(await list(`?categorie=${encodeURIComponent('Électricité')}`))).toEqual(['ampoules LED', 'Électrodes']);
    expect(labels(await list(`?categorie=${encodeURIComponent('Électricité')}&aReapprovisionner=true`))).toEqual(['Électrodes']);
    expect(labels(await list('?search=CHAUX%20ETEINTE'))).toEqual(['Chaux éteinte']);
    expect(labels(await list('?search=liants'))).toEqual(['Chaux éteinte', 'Ciment CPJ 45']);
    expect(await list('?search=introuvable')).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });
});

describe('POST /chantiers/stock/addStock', () => {
  it('records an entry for a positive quantite and answers the movement with the new stock, level and product', async () => {
    const product = await save(a.manager, { stock: '8' });
    const res = await addStock(a.manager, { idStock: product.id, quantite: 4 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...MOVEMENT_KEYS].sort());
    expect(res.body).toMatchObject({
      idStock: product.id,
      type: 'ENTREE',
      quantite: '4.000',
      stockApres: '12.000',
      stock: '12.000',
      niveau: 'NORMAL',
      chantier: null,
      note: null,
      auteur: 'Amina Benali',
    });
    expect(Object.keys(res.body.produit).sort()).toEqual([...KEYS].sort());
    expect(res.body.produit).toMatchObject({ id: product.id, libelle: 'Ciment CPJ 45', stock: '12.000', niveau: 'NORMAL' });
    expect(await ledger(product.id)).toEqual({ stock: '12.000', movements: 2, total: '12.000' });
  });

  it('reads a negative quantite as an exit, and honours an explicit type', async () => {
    const product = await save(a.manager, { stock: '20' });
    expect((await addStock(a.manager, { idStock: product.id, quantite: -3 })).body).toMatchObject({
      type: 'SORTIE',
      quantite: '-3.000',
      stock: '17.000',
    });
    expect((await addStock(a.manager, { idStock: product.id, quantite: '-2,5' })).body).toMatchObject({
      type: 'SORTIE',
      quantite: '-2.500',
      stock: '14.500',
    });
    expect((await addStock(a.manager, { idStock: product.id, quantite: 1.5, type: 'SORTIE' })).body).toMatchObject({
      type: 'SORTIE',
      quantite: '-1.500',
      stock: '13.000',
    });
    expect((await addStock(a.manager, { idStock: product.id, quantite: -1, type: 'sortie' })).body).toMatchObject({
      type: 'SORTIE',
      quantite: '-1.000',
      stock: '12.000',
    });
    expect((await addStock(a.manager, { idStock: product.id, quantite: -4, type: 'AJUSTEMENT' })).body).toMatchObject({
      type: 'AJUSTEMENT',
      quantite: '-4.000',
      stock: '8.000',
      niveau: 'AVERTISSEMENT',
    });
    expect((await addStock(a.manager, { idStock: product.id, quantite: '0.5', type: 'AJUSTEMENT' })).body).toMatchObject({
      type: 'AJUSTEMENT',
      quantite: '0.500',
      stock: '8.500',
    });
    expect((await addStock(a.manager, { idStock: product.id, quantite: 3.5, type: 'ENTREE' })).body).toMatchObject({
      type: 'ENTREE',
      quantite: '3.500',
      stock: '12.000',
    });
    expect(await ledger(product.id)).toEqual({ stock: '12.000', movements: 8, total: '12.000' });
  });

  it('takes the optional idChantier, date and note, and the author is the caller', async () => {
    const site = await createSite(t, a.manager.accessToken, { name: 'Villa A', managerId: user.id });
    const product = await save(a.manager, { stock: '10' });
    const res = await addStock(user, { idStock: product.id, quantite: -2, idChantier: site.id, date: '2026-02-14', note: 'Pour les fondations' });
    expect(res).toMatchObject({
      status: 201,
      body: {
        type: 'SORTIE',
        chantier: { id: site.id, nom: 'Villa A' },
        date: '2026-02-14',
        note: 'Pour les fondations',
        auteur: 'Karim Alaoui',
        stock: '8.000',
      },
    });
    const [news] = await sql(
      t,
      "select entity_label, quantity::text, unit from site_news_entry where site_id = $1 and entity_kind = 'StockMovement'",
      [site.id],
    );
    expect(news).toEqual({ entity_label: 'Ciment CPJ 45', quantity: '-2.000', unit: 'sac de 50 kg' });
  });

  it('refuses bad movements with the legacy field names, an exit beyond the stock with 409, and changes nothing', async () => {
    const product = await save(a.manager, { stock: '5' });
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [{ idStock: product.id }, 400, { fields: { quantite: QUANTITY } }],
      [{ idStock: product.id, quantite: 0 }, 400, { fields: { quantite: QUANTITY } }],
      [{ idStock: product.id, quantite: 'beaucoup' }, 400, { fields: { quantite: QUANTITY } }],
      [{ idStock: product.id, quantite: 1.0001 }, 400, { fields: { quantite: QUANTITY } }],
      [{ idStock: product.id, quantite: -1, type: 'ENTREE' }, 400, { fields: { quantite: QUANTITY } }],
      [
        { idStock: product.id, quantite: 1, type: 'VOL' },
        400,
        { fields: { type: 'Choisissez le type de mouvement : entrée, sortie ou ajustement' } },
      ],
      [{ idStock: product.id, quantite: 1, date: '14/02/2026' }, 400, { fields: { date: 'Date invalide (AAAA-MM-JJ)' } }],
      [{ idStock: product.id, quantite: 1, note: 'n'.repeat(256) }, 400, { fields: { note: 'La note ne doit pas dépasser 255 caractères' } }],
      [{ idStock: product.id, quantite: 1, idChantier: 'abc' }, 400, { fields: { idChantier: "Ce chantier n'existe pas ou a été supprimé." } }],
      [
        { idStock: product.id, quantite: 1, idChantier: randomUUID() },
        404,
        { error: 'NOT_FOUND', message: "Ce chantier n'existe pas ou a été supprimé." },
      ],
      [{ idStock: product.id, quantite: -5.001 }, 409, { error: 'CONFLICT', message: INSUFFICIENT }],
      [{ idStock: product.id, quantite: 6, type: 'SORTIE' }, 409, { error: 'CONFLICT', message: INSUFFICIENT }],
      [{ idStock: randomUUID(), quantite: 1 }, 404, { error: 'NOT_FOUND', message: "Ce produit n'existe pas ou a été supprimé." }],
      [{ quantite: 1 }, 404, { error: 'NOT_FOUND' }],
    ];
    for (const [body, status, expected] of cases) {
      const res = await addStock(a.manager, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: expect.objectContaining(expected) });
    }
    expect(await ledger(product.id)).toEqual({ stock: '5.000', movements: 1, total: '5.000' });
  });
});

describe('without a bearer', () => {
  it('answers 401 on every stock route and changes nothing', async () => {
    const product = await save(a.manager, { stock: '1' });
    const before = await count(a.id);
    for (const [method, path, body] of [
      ['GET', '/chantiers/stock/list', undefined],
      ['POST', '/chantiers/stock/saveStock', legacy()],
      ['POST', '/chantiers/stock/addStock', { idStock: product.id, quantite: 5 }],
    ] as const) {
      const res = await t.rest(method, path, body);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
      expect(res.body.error).toBe('UNAUTHENTICATED');
    }
    const bad = await t.rest('GET', '/chantiers/stock/list', undefined, { authorization: 'Bearer not-a-token' });
    expect(bad.status).toBe(401);
    expect(await count(a.id)).toBe(before);
    expect(await ledger(product.id)).toEqual({ stock: '1.000', movements: 1, total: '1.000' });
  });
});
