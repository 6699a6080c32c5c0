import { addMember, createCompany, gqlErr, gqlOk, type Member, pngImage, sql, type TestCompany, upload } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';
import { feed, newSite, POST_ANNOUNCEMENT, updateSite } from './site-news.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let karim: Member;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  karim = await addMember(t, a, { firstName: 'Karim', lastName: 'Alaoui' });
});
afterAll(() => t.stop());

const post = (token: string, siteId: string, content: unknown) => t.gql(POST_ANNOUNCEMENT, { siteId, content }, token);

describe('the audit trail in the news feed', () => {
  it("writes an ADD entry with the author's name when a site is created", async () => {
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa A', budget: '1000' });
    const { items } = await feed(t, a.manager.accessToken, siteId);
    expect(items).toEqual([
      expect.objectContaining({
        siteId,
        type: 'ADD',
        entityKind: 'Site',
        entityId: siteId,
        authorName: 'Amina Benali',
        entityLabel: 'Villa A',
        content: null,
        field: null,
      }),
    ]);
  });

  it('writes one MODIFICATION per changed field, by the user who made the change', async () => {
    // Karim is its responsable: a USER changes the sites they manage.
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa A', budget: '1000.00', managerId: karim.id });
    await updateSite(t, karim.accessToken, siteId, { name: 'Villa B', budget: '2500.50', managerId: karim.id });
    const changes = (await feed(t, a.manager.accessToken, siteId)).items.filter((e: any) => e.type === 'MODIFICATION');
    expect(changes.map((e: any) => [e.field, e.before, e.after, e.authorName, e.entityKind]).sort()).toEqual([
      ['budget', '1000.00', '2500.50', 'Karim Alaoui', 'Site'],
      ['name', 'Villa A', 'Villa B', 'Karim Alaoui', 'Site'],
    ]);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const input = { name: 'Villa C', budget: '1000', city: 'Rabat', startDate: '2026-03-01', managerId: karim.id };
    const siteId = await newSite(t, a.manager.accessToken, input);
    await updateSite(t, a.manager.accessToken, siteId, input);
    await updateSite(t, karim.accessToken, siteId, { ...input, budget: '1000.00' });
    expect((await feed(t, a.manager.accessToken, siteId)).items.map((e: any) => e.type)).toEqual(['ADD']);
  });

  it('keeps the feed when the update is refused', async () => {
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa D' });
    const err = gqlErr(
      await t.gql(
        `mutation ($id: ID!, $input: SiteInput!) { updateSite(id: $id, input: $input) { id } }`,
        { id: siteId, input: { name: 'Villa E', managerId: b.manager.id } },
        a.manager.accessToken,
      ),
    );
    expect(err.extensions.code).toBe('BAD_USER_INPUT');
    expect((await feed(t, a.manager.accessToken, siteId)).items).toHaveLength(1);
  });
});

describe('announcements', () => {
  let siteId: string;
  beforeAll(async () => {
    siteId = await newSite(t, a.manager.accessToken, { name: 'Résidence Al Amal', managerId: karim.id });
  });

  it('keeps the toolbar formatting and makes XSS payloads inert', async () => {
    const html =
      '<p class="ql-indent-1" style="color:red" onclick="steal()">Coulage <strong>lundi</strong> <em>8h</em></p><script>alert(1)</script>' +
      '<img src=x onerror="alert(1)"><img src="/api/v1/files/abc"><a href="javascript:alert(1)">clic</a>' +
      '<a href="https://maps.example/x">plan</a><iframe src="https://evil.example"></iframe><ul><li>béton</li></ul>';
    const entry = gqlOk(await post(karim.accessToken, siteId, html)).postAnnouncement;
    expect(entry).toMatchObject({ siteId, type: 'ANNOUNCEMENT', authorName: 'Karim Alaoui', field: null });
    expect(entry.content).toBe(
      '<p class="ql-indent-1">Coulage <strong>lundi</strong> <em>8h</em></p><img src="/api/v1/files/abc" /><span>clic</span>' +
        '<a href="https://maps.example/x" rel="noopener noreferrer" target="_blank">plan</a><ul><li>béton</li></ul>',
    );
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'style=', 'iframe']) expect(entry.content).not.toContain(bad);
    const [row] = await sql(t, 'select content, author_id from site_news_entry where id = $1', [entry.id]);
    expect(row).toEqual({ content: entry.content, author_id: karim.id });
  });

  it('accepts 255 characters of text whatever the markup, and refuses 256', async () => {
    const ok = gqlOk(
      await post(a.manager.accessToken, siteId, `<p><strong>${'a'.repeat(200)}</strong>${'b'.repeat(50)}&amp;&lt;&gt;ok</p>`),
    ).postAnnouncement;
    expect(ok.type).toBe('ANNOUNCEMENT');
    const err = gqlErr(await post(a.manager.accessToken, siteId, `<p>${'a'.repeat(256)}</p>`));
    expect(err.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      fields: { content: "L'annonce ne doit pas dépasser 255 caractères" },
    });
  });

  it('refuses an empty announcement: missing, blank, only tags, or only what sanitising removes', async () => {
    for (const content of [undefined, '', '<p> </p>', '<p><br></p>', '&nbsp;', '<script>alert("x")</script>', '<img src="javascript:alert(1)">']) {
      const err = gqlErr(await post(a.manager.accessToken, siteId, content));
      expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, fields: { content: "L'annonce ne peut pas être vide" } });
      expect(err.message).toBe("L'annonce ne peut pas être vide");
    }
  });
});

describe('the feed', () => {
  it('pages newest first with a cursor', async () => {
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa P' });
    for (const n of [1, 2, 3]) gqlOk(await post(a.manager.accessToken, siteId, `<p>Annonce ${n}</p>`));
    const first = await feed(t, a.manager.accessToken, siteId, 2);
    expect(first).toMatchObject({ totalCount: 4, hasNextPage: true });
    expect(first.items.map((e: any) => e.content)).toEqual(['<p>Annonce 3</p>', '<p>Annonce 2</p>']);
    const second = await feed(t, a.manager.accessToken, siteId, 2, first.endCursor);
    expect(second.hasNextPage).toBe(false);
    expect(second.items.map((e: any) => e.content ?? `${e.type} ${e.entityLabel}`)).toEqual(['<p>Annonce 1</p>', 'ADD Villa P']);
    const forged = await feed(t, a.manager.accessToken, siteId, 2, Buffer.from("' or 1=1 --|x").toString('base64url'));
    expect(forged.items.map((e: any) => e.content)).toEqual(['<p>Annonce 3</p>', '<p>Annonce 2</p>']);
  });

  it('needs a signed-in user', async () => {
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa U' });
    expect(gqlErr(await t.gql(`query ($id: ID!) { siteNews(siteId: $id) { totalCount } }`, { id: siteId })).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe("company B and company A's site", () => {
  it("answers NOT_FOUND to reading A's feed or posting on it, and A's feed is unchanged", async () => {
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa X' });
    expect(
      gqlErr(await t.gql(`query ($id: ID!) { siteNews(siteId: $id) { totalCount } }`, { id: siteId }, b.manager.accessToken)).extensions,
    ).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(gqlErr(await post(b.manager.accessToken, siteId, '<p>Intrus</p>')).extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect((await feed(t, a.manager.accessToken, siteId)).items.map((e: any) => e.type)).toEqual(['ADD']);
    const [{ n }] = await sql(t, 'select count(*)::int as n from site_news_entry where company_id = $1', [b.id]);
    expect(n).toBe(0);
  });
});

describe('images in announcements', () => {
  it('stores bare file paths, claims the image, and signs it again for each reader', async () => {
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa images' });
    const uploaded = await upload(t, a.manager.accessToken, pngImage(), 'plan.png');
    expect(uploaded.status).toBe(201);
    const { id, url } = uploaded.json as { id: string; url: string };
    const html = `<p>Plan du lot 2</p><p><img src="${url.replace(/&/g, '&amp;')}"></p>`;
    const entry = gqlOk(await post(a.manager.accessToken, siteId, html)).postAnnouncement;
    expect(entry.content).toMatch(new RegExp(`/api/v1/files/${id}\\?exp=\\d+&amp;sig=`));
    const [row] = await sql(t, 'select content from site_news_entry where id = $1', [entry.id]);
    expect(row.content).toContain(`src="/api/v1/files/${id}"`);
    const [file] = await sql(t, 'select claimed_at from stored_file where id = $1', [id]);
    expect(file.claimed_at).not.toBeNull();
    const shown = (await feed(t, a.manager.accessToken, siteId)).items.find((e: any) => e.id === entry.id);
    const src = /src="([^"]+)"/.exec(shown.content)![1].replace(/&amp;/g, '&');
    const res = await fetch(`${t.url}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('deletes the images of the announcements with the site', async () => {
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa éphémère' });
    const { id, url } = (await upload(t, a.manager.accessToken, pngImage(), 'croquis.png')).json as { id: string; url: string };
    gqlOk(await post(a.manager.accessToken, siteId, `<p>Croquis</p><p><img src="${url.replace(/&/g, '&amp;')}"></p>`));
    expect(await sql(t, 'select id from stored_file where id = $1', [id])).toHaveLength(1);
    const deleted = gqlOk(await t.gql('mutation ($id: ID!) { deleteSite(id: $id) { deleted } }', { id: siteId }, a.manager.accessToken)).deleteSite;
    expect(deleted.deleted).toBe(true);
    expect(await sql(t, 'select id from stored_file where id = $1', [id])).toHaveLength(0);
  });

  it("refuses another company's image and stores nothing", async () => {
    const siteId = await newSite(t, a.manager.accessToken, { name: 'Villa voisine' });
    const theirs = (await upload(t, b.manager.accessToken, pngImage(), 'b.png')).json as { url: string };
    const before = (await feed(t, a.manager.accessToken, siteId)).items.length;
    gqlErr(await post(a.manager.accessToken, siteId, `<p>Regardez</p><img src="${theirs.url}">`));
    expect((await feed(t, a.manager.accessToken, siteId)).items.length).toBe(before);
  });
});
