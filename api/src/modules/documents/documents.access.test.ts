import { randomUUID } from 'node:crypto';
import { addMember, createCompany, createSite, giveSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import {
  BUILT_IN,
  COUNTS,
  countDocuments,
  CREATE,
  CREATE_TYPE,
  createDocument,
  DELETE,
  documentInput,
  fileState,
  GET,
  LIST,
  MSG,
  TYPES,
  UPDATE,
  uploadDocument,
} from './documents.test-helpers';

/**
 * Another company reads, changes, deletes and uses nothing of ours (documents, types, uploads): it gets NOT_FOUND or
 * the message of an unknown id, as for something that does not exist. A 'Gestionnaire Chantier' (USER) works on the
 * documents of their sites only.
 */
let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let site: string;
let doc: any;
let ownType: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  site = (await createSite(t, a.manager.accessToken, { name: 'Tour Atlas' })).id;
  ownType = gqlOk(await t.gql(CREATE_TYPE, { input: { name: 'Fiche chantier Atlas', category: 'AUTRE' } }, a.manager.accessToken)).createDocumentType
    .id;
  doc = await createDocument(t, a.manager.accessToken, site, { label: 'Plan confidentiel', typeId: ownType });
});
afterAll(() => t.stop());

const notFound = (res: Awaited<ReturnType<TestServer['gql']>>) => {
  const err = gqlErr(res);
  expect(err.extensions.code).toBe('NOT_FOUND');
  return err;
};

describe('another company', () => {
  let bToken: string;
  let bSite: string;
  beforeAll(async () => {
    bToken = b.manager.accessToken;
    bSite = (await createSite(t, bToken, { name: 'Villa Rif' })).id;
  });

  it('cannot read our documents, our site’s list or its counts', async () => {
    expect(notFound(await t.gql(GET, { id: doc.id }, bToken)).message).toBe(MSG.notFound);
    notFound(await t.gql(LIST, { siteId: site }, bToken));
    notFound(await t.gql(COUNTS, { siteId: site }, bToken));
  });

  it('cannot update or delete them, and nothing changes', async () => {
    const fileId = await uploadDocument(t, bToken);
    notFound(await t.gql(UPDATE, { id: doc.id, input: documentInput(bSite, fileId, { label: 'Volé' }) }, bToken));
    notFound(await t.gql(DELETE, { id: doc.id }, bToken));
    const [row] = await sql(t, 'select label, site_id, file_id from site_document where id = $1', [doc.id]);
    expect(row).toEqual({ label: 'Plan confidentiel', site_id: site, file_id: doc.file.id });
    expect(await fileState(t, doc.file.id)).toBe('claimed');
    expect(await fileState(t, fileId)).toBe('unclaimed');
  });

  it('does not see our types and cannot use them; the built-ins are everyone’s', async () => {
    const types = gqlOk(await t.gql(TYPES, {}, bToken)).documentTypes as { id: string }[];
    expect(types.map((x) => x.id)).not.toContain(ownType);
    expect(types.map((x) => x.id)).toContain(BUILT_IN.autre);
    const fileId = await uploadDocument(t, bToken);
    const err = gqlErr(await t.gql(CREATE, { input: documentInput(bSite, fileId, { typeId: ownType }) }, bToken));
    expect(err.extensions.fields).toEqual({ typeId: MSG.typeUnknown });
    // Its own type of the same name is its business.
    const same = gqlOk(await t.gql(CREATE_TYPE, { input: { name: 'Fiche chantier Atlas', category: 'AUTRE' } }, bToken)).createDocumentType;
    expect(same.id).not.toBe(ownType);
    expect(gqlOk(await t.gql(LIST, { siteId: bSite, typeId: ownType }, bToken)).siteDocuments.total).toBe(0);
  });

  it('cannot put a document on our site nor use our upload, which stays ours and unclaimed', async () => {
    const ours = await uploadDocument(t, a.manager.accessToken);
    const own = await uploadDocument(t, bToken);
    expect(gqlErr(await t.gql(CREATE, { input: documentInput(site, own) }, bToken)).extensions.fields).toEqual({ siteId: MSG.siteNotFound });
    expect(gqlErr(await t.gql(CREATE, { input: documentInput(bSite, ours) }, bToken)).extensions.fields).toEqual({ fileId: MSG.fileGone });
    expect(await fileState(t, ours)).toBe('unclaimed');
    expect(await countDocuments(t, bSite)).toBe(0);
    const bDoc = await createDocument(t, bToken, bSite, { label: 'Plan confidentiel' });
    expect(gqlErr(await t.gql(UPDATE, { id: bDoc.id, input: documentInput(bSite, ours) }, bToken)).extensions.fields).toEqual({
      fileId: MSG.fileGone,
    });
    expect(gqlErr(await t.gql(UPDATE, { id: bDoc.id, input: documentInput(site, bDoc.file.id) }, bToken)).extensions.fields).toEqual({
      siteId: MSG.siteNotFound,
    });
  });
});

describe('a Gestionnaire Chantier (USER)', () => {
  let user: Member;
  let mine: string;
  let theirs: string;
  let theirDoc: any;
  beforeAll(async () => {
    user = await addMember(t, a, { firstName: 'Yassine' });
    mine = (await createSite(t, a.manager.accessToken, { name: 'Résidence Nour' })).id;
    await giveSite(t, mine, user);
    theirs = site;
    theirDoc = doc;
  });

  it('adds, lists and edits the documents of their sites, with the company’s types; deleting is the Admin Société’s', async () => {
    const created = await createDocument(t, user.accessToken, mine, { label: 'Plan de coffrage', typeId: ownType });
    expect(created.type).toMatchObject({ id: ownType, builtIn: false });
    expect(gqlOk(await t.gql(LIST, { siteId: mine }, user.accessToken)).siteDocuments.total).toBe(1);
    const input = documentInput(mine, created.file.id, { label: 'Plan de coffrage V2', typeId: BUILT_IN.plansBeton });
    expect(gqlOk(await t.gql(UPDATE, { id: created.id, input }, user.accessToken)).updateSiteDocument.label).toBe('Plan de coffrage V2');
    expect(gqlErr(await t.gql(DELETE, { id: created.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deleteSiteDocument).toBe(true);
    expect(await fileState(t, created.file.id)).toBe('absent');
  });

  it('gets NOT_FOUND for the documents of another site, and changes nothing there', async () => {
    expect(notFound(await t.gql(GET, { id: theirDoc.id }, user.accessToken)).message).toBe(MSG.notFound);
    notFound(await t.gql(LIST, { siteId: theirs }, user.accessToken));
    notFound(await t.gql(COUNTS, { siteId: theirs }, user.accessToken));
    notFound(await t.gql(UPDATE, { id: theirDoc.id, input: documentInput(theirs, theirDoc.file.id) }, user.accessToken));
    // Deleting is the Admin Société's: refused before the document is even looked for.
    expect(gqlErr(await t.gql(DELETE, { id: theirDoc.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    const fileId = await uploadDocument(t, user.accessToken);
    expect(gqlErr(await t.gql(CREATE, { input: documentInput(theirs, fileId) }, user.accessToken)).extensions.fields).toEqual({
      siteId: MSG.siteNotFound,
    });
    expect(await countDocuments(t, theirs)).toBe(1);
    expect(await fileState(t, theirDoc.file.id)).toBe('claimed');
  });

  it('cannot move a document of theirs to a site they do not work on', async () => {
    const mineDoc = await createDocument(t, user.accessToken, mine, { label: 'Attestation' });
    const err = gqlErr(await t.gql(UPDATE, { id: mineDoc.id, input: documentInput(theirs, mineDoc.file.id) }, user.accessToken));
    expect(err.extensions.fields).toEqual({ siteId: MSG.siteNotFound });
  });

  it('answers NOT_FOUND for an unknown id or site, like one of another company', async () => {
    notFound(await t.gql(GET, { id: randomUUID() }, user.accessToken));
    notFound(await t.gql(LIST, { siteId: randomUUID() }, user.accessToken));
  });
});
