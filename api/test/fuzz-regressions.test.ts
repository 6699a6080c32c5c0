import { translate } from '@chantiers/schema';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { restRoutes } from '../src/rest/routes';
import { bearer, gqlErr } from './company';
import { createFuzzWorld, type FuzzWorld, rowCounts, send } from './fuzz-setup';
import { HOSTILE, MALFORMED_PATH_SEGMENTS, operationFor, plausible, toJson } from './fuzz-values';
import { startTestServer, type TestServer } from './server';

/** The answers the fuzzing campaign found as 500s, one by one, with the message and the field they now name. */

const UNSAFE = translate('validation.text.unsafe');
const BAD_URL = translate('error.request.badUrl');
const INVALID_VALUE = translate('validation.value.invalid');
const mutations = buildGraphQLSchema().getMutationType()!.getFields();

let t: TestServer;
let world: FuzzWorld;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  world = await createFuzzWorld(t, 1);
  auth = bearer({ accessToken: world.sessions.token });
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

/** A mutation with the fuzz's plausible arguments, `input` fields overridden. */
function mutation(name: string, input: Record<string, unknown>, args: Record<string, unknown> = {}) {
  const field = mutations[name];
  const variables: Record<string, unknown> = Object.fromEntries(field.args.map((a) => [a.name, plausible(a.type, a.name, name, world.ids)]));
  if (variables.input) Object.assign(variables.input as object, input);
  return t.gql(operationFor('mutation', field), { ...variables, ...args }, world.sessions.token);
}

describe('text PostgreSQL or UTF-16 cannot hold (NUL, lone surrogates)', () => {
  const reported: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
    ['createSite', { name: 'Villa\u0000' }, {}, 'name'],
    ['createSupplier', { address: 'Rue\u0000 1' }, {}, 'address'],
    ['createPersonnel', { lastName: '\u0000' }, {}, 'lastName'],
    ['updatePersonnel', { trade: 'Maçon\u0000' }, {}, 'trade'],
    ['createStockProduct', { category: 'Ciment\u0000' }, {}, 'category'],
    ['addStockMovement', { note: 'livraison\u0000' }, {}, 'note'],
    ['createRevenue', { reference: 'R\u00001' }, {}, 'reference'],
    ['createServiceSheet', { worker: 'Omar\u0000' }, {}, 'worker'],
    ['inviteUser', { firstName: 'Ali\u0000' }, {}, 'firstName'],
    ['postAnnouncement', {}, { content: '<p>Bonjour\u0000</p>' }, 'content'],
    ['updateProfile', { lastName: 'Benali\ud800' }, {}, 'lastName'],
    ['createPurchase', { label: 'Sable\udc00' }, {}, 'label'],
  ];

  test.each(reported)('%s refuses it with BAD_USER_INPUT naming the field, and writes nothing', async (name, input, args, field) => {
    const before = await rowCounts(t);
    const res = await mutation(name, input, args);
    expect(res.status).toBeLessThan(500);
    expect(gqlErr(res).extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, fields: { [field]: UNSAFE } });
    expect(gqlErr(res).message).toBe(UNSAFE);
    expect(await rowCounts(t)).toEqual(before);
  });

  test('written in the document as a string literal, it is refused the same way', async () => {
    const res = await t.gql('mutation { createSite(input: { name: "Villa\\u0000" }) { id } }', {}, world.sessions.token);
    expect(gqlErr(res).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: UNSAFE } });
  });

  test('a search argument refuses it too (GraphQL)', async () => {
    for (const query of [
      'query ($s: String) { personnel(search: $s) { total } }',
      'query ($s: String) { suppliers(search: $s) { total } }',
      'query ($s: String) { stockProducts(search: $s) { total } }',
    ]) {
      const res = await t.gql(query, { s: 'béton\u0000' }, world.sessions.token);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { search: UNSAFE } });
    }
  });

  const twins: [string, string, (w: FuzzWorld) => string, Record<string, unknown>, string][] = [
    ['POST', '/chantiers/save', () => '', { libelle: 'Villa\u0000' }, 'libelle'],
    [
      'POST',
      '/chantiers/fournisseurs/save',
      () => '',
      { nom: 'Atlas\u0000', sirenOuIce: '123456789', email: 'a@b.ma', numTelephone: '0522', adresse: 'x' },
      'nom',
    ],
    ['POST', '/chantiers/personnel/save', () => '', { nom: '\u0000' }, 'nom'],
    ['PUT', '/chantiers/personnel/modifierPersonnel/', (w) => w.ids.personnel, { adresse: 'Rue\u0000' }, 'adresse'],
    ['POST', '/chantiers/stock/saveStock', () => '', { libelle: 'Ciment\u0000' }, 'libelle'],
    ['POST', '/chantiers/stock/addStock', () => '', { note: 'x\u0000' }, 'note'],
    ['POST', '/chantiers/recettes/save', () => '', { libelle: 'Avance\u0000' }, 'libelle'],
    ['POST', '/chantiers/services/save', () => '', { intervenant: 'Omar\u0000' }, 'intervenant'],
    ['PUT', '/utilisateur/editprofile', () => '', { prenom: 'Amina\ud800' }, 'prenom'],
    ['POST', '/chantiers/actualite/announcements', () => '', { contenu: '<p>\u0000</p>' }, 'contenu'],
  ];

  test.each(twins)('REST %s %s refuses it with 400 naming the legacy field, and writes nothing', async (method, path, id, body, field) => {
    const before = await rowCounts(t);
    const res = await t.rest(method, path + id(world), { idChantier: world.ids.site, idStock: world.ids.product, ...body }, auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', message: UNSAFE, fields: { [field]: UNSAFE } });
    expect(await rowCounts(t)).toEqual(before);
  });

  test.each([
    ['/chantiers/personnel/list?search=a%00b', 'search'],
    ['/chantiers/fournisseurs/list?search=a%00b', 'search'],
    ['/chantiers/stock/list?categorie=a%00b', 'categorie'],
    ['/chantiers/services/list?idChantier=ID&fournisseur=a%00b', 'fournisseur'],
    ['/chantiers/fournisseurs/export?search=a%00b', 'search'],
    ['/chantiers/personnel/export?search=a%00b', 'search'],
    ['/chantiers/stock/export?search=a%00b&format=xlsx', 'search'],
    ['/chantiers/services/export?idChantier=ID&fournisseur=a%00b', 'fournisseur'],
    ['/chantiers/depenses/export?idChantier=ID&dateDebut=%00', 'dateDebut'],
  ])('a query filter, list or export, refuses it: %s', async (path, field) => {
    const res = await t.rest('GET', path.replace('ID', world.ids.site), undefined, auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { [field]: UNSAFE } });
  });
});

describe('export filters', () => {
  // Downloads are plain routes, outside the facade's table: their filters are listed here.
  const exports: [string, string[]][] = [
    ['/chantiers/fournisseurs/export', ['search']],
    ['/chantiers/personnel/export', ['search', 'inactifs']],
    ['/chantiers/stock/export', ['search', 'categorie', 'aReapprovisionner']],
    ['/chantiers/depenses/export', ['idChantier', 'idFournisseur', 'dateDebut', 'dateFin']],
    ['/chantiers/recettes/export', ['idChantier', 'dateDebut', 'dateFin']],
    ['/chantiers/services/export', ['idChantier', 'fournisseur', 'dateDebut', 'dateFin']],
    ['/chantiers/finance-globale/export', ['dateDebut', 'dateFin']],
  ];

  test.each(exports)('no hostile value in a filter of %s gets a 5xx', async (path, keys) => {
    const faults: string[] = [];
    for (const key of [...keys, 'format']) {
      for (const hostile of HOSTILE.filter((h) => h.url !== undefined)) {
        const values = Array.isArray(hostile.url) ? hostile.url : [hostile.url!];
        const others = keys
          .filter((k) => k !== key)
          .map((k) => `${k}=${k === 'idChantier' ? world.ids.site : k.startsWith('date') ? '2026-01-15' : 'x'}`);
        const res = await t.rest('GET', `${path}?${[...others, ...values.map((v) => `${key}=${v}`)].join('&')}`, undefined, auth);
        if (res.status >= 500) faults.push(`${key} = ${hostile.name} -> ${res.status}`);
      }
    }
    expect(faults).toEqual([]);
  });
});

describe('a path that cannot be percent-decoded', () => {
  const paths = [
    '/chantiers/get/%E0%A4%A',
    '/chantiers/fournisseurs/get/%E0%A4%A',
    '/chantiers/delete/%',
    '/files/%E0%A4%A',
    '/images/getphotochantier/%E0%A4%A',
    '/calendriers/%E0%A4%A.ics',
    '/chantiers/personnel/modifierPersonnel/%C0%80',
  ];

  test.each(paths)('%s answers 400 with a French message, signed out as signed in', async (path) => {
    for (const headers of [{}, auth]) {
      const res = await t.rest(path.includes('delete') ? 'DELETE' : path.includes('modifier') ? 'PUT' : 'GET', path, undefined, headers);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', message: BAD_URL });
    }
  });

  test('outside the api too, no percent-encoding gets a 5xx', async () => {
    for (const segment of MALFORMED_PATH_SEGMENTS) {
      const res = await fetch(`${t.url}/${segment}`);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('REST values GraphQL cannot take', () => {
  // Read from the table: a new list route is checked without being added here.
  const lists = restRoutes.filter((r) => r.method === 'get' && !r.path.includes(':'));

  test.each(['page=99999999999999', 'page=1e309', 'size=1.5', 'page=-1&size=-5', 'size=99999999999999', 'page=NaN'])(
    '%s on every list route answers 200 or 400, never 5xx',
    async (query) => {
      for (const route of lists) {
        const res = await t.rest('GET', `${route.path}?idChantier=${world.ids.site}&${query}`, undefined, auth);
        expect([route.path, res.status]).toEqual([route.path, expect.any(Number)]);
        expect([200, 400]).toContain(res.status);
        if (res.status === 400) expect(res.body.error).toBe('BAD_USER_INPUT');
      }
    },
  );

  test('a page number beyond a 32-bit integer is a 400 naming `page`', async () => {
    for (const path of ['/chantiers/list', '/chantiers/fournisseurs/list', '/chantiers/personnel/list']) {
      const res = await t.rest('GET', `${path}?page=99999999999999`, undefined, auth);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', message: translate('error.request.invalid'), fields: { page: INVALID_VALUE } });
    }
  });

  test('idPersonnel: {} on save and saveAll is a 400 naming idPersonnel, and nothing is written', async () => {
    const assignment = { idChantier: world.ids.site, idPersonnel: {}, dateDebut: '2026-03-02', dateFin: '2026-03-06' };
    const before = await rowCounts(t);
    const one = await t.rest('POST', '/chantiers/personnelchantier/save', assignment, auth);
    expect(one.status).toBe(400);
    expect(one.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { 'idPersonnel.0': INVALID_VALUE } });
    const all = await t.rest('POST', '/chantiers/personnelchantier/saveAll', [assignment], auth);
    expect(all.status).toBe(400);
    expect(all.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { '0.idPersonnel.0': INVALID_VALUE } });
    expect(await rowCounts(t)).toEqual(before);
  });

  test('on the GraphQL door a variable of the wrong type is an HTTP 400 BAD_USER_INPUT naming the field', async () => {
    const res = await t.gql(
      'mutation ($input: SiteInput!) { createSite(input: $input) { id } }',
      { input: { name: 'Villa', progress: 'moitié' } },
      world.sessions.token,
    );
    expect(res.status).toBe(400);
    expect(gqlErr(res).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { progress: INVALID_VALUE } });
    const huge = await send(
      `${t.url}/graphql`,
      'POST',
      toJson({
        query: 'query ($first: Int) { sites(first: $first) { totalCount } }',
        variables: { first: HOSTILE.find((h) => h.name === '1e309')!.json },
      }),
      world.sessions.token,
    );
    expect(huge.status).toBe(400);
    expect(huge.json.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { first: INVALID_VALUE } });
  });
});

describe('dates PostgreSQL cannot store', () => {
  test('year 0 and impossible days are refused as invalid dates, on records and on filters', async () => {
    const site = await mutation('createSite', { startDate: '0000-01-01' });
    expect(gqlErr(site).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { startDate: translate('site.date.invalid') } });
    const list = await t.gql(
      'query ($s: ID!, $from: String) { purchases(siteId: $s, from: $from) { total } }',
      { s: world.ids.site, from: '2026-13-45' },
      world.sessions.token,
    );
    expect(gqlErr(list).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { from: translate('finance.date.invalid') } });
    const month = await t.gql('query ($m: String) { monthFinance(month: $m) { month } }', { m: '0000-01' }, world.sessions.token);
    expect(gqlErr(month).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { month: translate('finance.date.invalid') } });
  });
});

describe('documents over the limits', () => {
  const expect400 = async (query: string, message: RegExp) => {
    const res = await t.gql(query, {}, world.sessions.token);
    expect(res.status).toBe(400);
    expect(res.body.errors!.map((e: any) => e.extensions.code)).toEqual(res.body.errors!.map(() => 'BAD_USER_INPUT'));
    expect(res.body.errors!.map((e: any) => e.message).join('\n')).toMatch(message);
  };

  test('more tokens than allowed: 400', () => expect400(`query { ${Array.from({ length: 700 }, () => 'me { id }').join(' ')} }`, /2000 tokens/));
  test('too many aliases: 400', () => expect400(`query { ${Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(' ')} }`, /Aliases limit/));
  test('too deep: 400', () => expect400(`query { ${'... on Query { '.repeat(12)}me { id }${' }'.repeat(12)} }`, /depth limit/));
  test('too costly: 400', () =>
    expect400(
      `query { ${'...F '.repeat(100)} } fragment F on Query { sites { items { id name manager { id firstName lastName } } } }`,
      /Cost limit/,
    ));
  test('a syntax error: 400, not 500', () => expect400('query { me { id }', /Syntax Error/));
});
