import sharp from 'sharp';
import { addMember, createCompany, createSite, giveSite, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { addDays, today } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { writeForReview } from '../../core/documents/pdf/document-pdf.test-helpers';
import { cameraJpeg, getBytes, pdfImages, pdfText, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import { registerPartner } from '../partners/partners.test-helpers';
import { cropWindow } from './pdf/plan-sheets';
import { ADD_VERSION, CREATE_PLAN, createReserve, drawnPlanPdf, LIFT, reserveInput, uploadSheet, VALIDATE } from './punch-list.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let stranger: Member;
let villa: string;
let planPdf: any;
let planPng: any;
let partner: Awaited<ReturnType<typeof registerPartner>>;

const planImage = () =>
  sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1400" height="1000"><rect x="80" y="80" width="1240" height="840" fill="none" stroke="#222" stroke-width="12"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

const token = () => a.manager.accessToken;
const pdfOf = (query = '', by = token(), site = villa) => getBytes(t, `/chantiers/${site}/reserves/pdf${query}`, by);

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Bâti Atlas Réserves'), createCompany(t, 'Souss Réserves PDF')]);
  [user, stranger] = await Promise.all([addMember(t, a, { firstName: 'Samira' }), addMember(t, a, { firstName: 'Karim' })]);
  partner = await registerPartner(t, { companyName: 'Plomberie Fassia PDF' });
  villa = (await createSite(t, token(), { name: 'Villa Anfa', address: '12, rue des Orangers', city: 'Casablanca' })).id;
  await giveSite(t, villa, user);
  const sheet = await uploadSheet(t, token(), await drawnPlanPdf());
  planPdf = gqlOk(await t.gql(CREATE_PLAN, { input: { siteId: villa, title: 'Plan RDC', fileId: sheet } }, token())).createPlan;
  const image = await uploadSheet(t, token(), await planImage(), 'facade.png');
  planPng = gqlOk(await t.gql(CREATE_PLAN, { input: { siteId: villa, title: 'Façade nord', fileId: image } }, token())).createPlan;
  const photo = await uploadPhoto(t, token(), await cameraJpeg(1200, 900), 'fissure.jpg');
  await createReserve(
    t,
    token(),
    reserveInput(villa, planPdf.id, {
      page: 2,
      x: 0.4,
      y: 0.3,
      title: 'Fuite sous évier cuisine',
      trade: 'Plomberie',
      photoIds: [photo],
      responsible: { type: 'PARTNER', id: partner.partnerId },
      dueDate: addDays(today, -2),
    }),
  );
  await createReserve(t, token(), reserveInput(villa, planPng.id, { x: 0.95, y: 0.05, title: 'Fissure enduit sous fenêtre', trade: 'Enduit' }));
  const third = await createReserve(
    t,
    token(),
    reserveInput(villa, planPdf.id, {
      x: 0.7,
      y: 0.6,
      title: 'Prise électrique non fixée',
      trade: 'Électricité',
      responsible: { type: 'OTHER', name: 'Élec Sud' },
    }),
  );
  gqlOk(await t.gql(LIFT, { id: third.id, input: { note: 'Prise refixée et testée' } }, token()));
  gqlOk(await t.gql(VALIDATE, { id: third.id }, token()));
  // A new sheet of the plan: the réserves pinned on the first one say so.
  const next = await uploadSheet(t, token(), await drawnPlanPdf());
  gqlOk(await t.gql(ADD_VERSION, { planId: planPdf.id, input: { fileId: next, note: 'Indice B' } }, token()));
}, 60_000);
afterAll(() => t.stop());

describe('the réserves PDF (GET /api/v1/chantiers/{idChantier}/reserves/pdf)', () => {
  it('prints every réserve of the site as a card: number, title, trade, status, responsible, due date, plan crop and photos', async () => {
    const res = await pdfOf();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="reserves-villa-anfa-${today}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    writeForReview('reserves-villa-anfa', res.bytes);
    const text = await pdfText(res.bytes);
    for (const expected of [
      'Liste des réserves',
      'Bâti Atlas Réserves',
      'Villa Anfa',
      '12, rue des Orangers, Casablanca',
      '3 réserves : 2 ouvertes, 1 validée',
      'Toutes les réserves du chantier',
      'R-001 Fuite sous évier cuisine',
      'Plomberie Fassia PDF (partenaire)',
      `${addDays(today, -2).split('-').reverse().join('/')} — en retard`,
      'Plan RDC — version 1, page 2',
      'Version remplacée : le plan en vigueur est la version 2.',
      'R-002 Fissure enduit sous fenêtre',
      'Façade nord — version 1',
      'R-003 Prise électrique non fixée',
      'Élec Sud',
      'VALIDÉE',
      'Prise refixée et testée',
      'Page 1 / 1',
    ])
      expect(text).toContain(expected);
    expect(text.indexOf('R-001')).toBeLessThan(text.indexOf('R-002'));
    expect(text).not.toContain('Plan non disponible');
    // Three crops (a PDF sheet's cut at 640 px; the image's, smaller, kept as it is) and the one photo's thumbnail.
    const images = await pdfImages(res.bytes);
    expect(images.map((i) => i.width).sort()).toEqual([320, 420, 640, 640]);
    expect(images.filter((i) => i.width === 320 && i.height === 240)).toHaveLength(1);
    writeForReview('reserves-villa-anfa', res.bytes);
  });

  it('honours the list’s filters: plan, trade, status (in French) and responsible', async () => {
    const validated = await pdfText((await pdfOf('?statut=VALIDEE')).bytes);
    expect(validated).toContain('R-003');
    expect(validated).not.toContain('R-001');
    expect(validated).toContain('Filtre : statut validée');
    const plumbing = await pdfText((await pdfOf('?metier=plomberie')).bytes);
    expect(plumbing).toContain('R-001 Fuite sous évier cuisine');
    expect(plumbing).not.toContain('R-002');
    const onFacade = await pdfText((await pdfOf(`?plan=${planPng.id}`)).bytes);
    expect(onFacade).toContain('Filtre : plan Façade nord');
    expect(onFacade).toContain('R-002');
    expect(onFacade).not.toContain('R-003');
    const partnerOnly = await pdfText((await pdfOf(`?responsable=${partner.partnerId}`)).bytes);
    expect(partnerOnly).toContain('responsable Plomberie Fassia PDF');
    expect(partnerOnly).toContain('1 réserve : 1 ouverte');
    const none = await pdfText((await pdfOf('?responsable=personne')).bytes);
    expect(none).toContain('Aucune réserve ne correspond à ce filtre.');
    expect((await pdfOf('?statut=PERDUE')).status).toBe(400);
  });

  it('is the caller’s company’s and a USER’s own sites only; a partner and a signed-out caller are refused', async () => {
    expect((await pdfOf('', user.accessToken)).status).toBe(200);
    const notHis = await pdfOf('', stranger.accessToken);
    expect(notHis.status).toBe(404);
    expect(notHis.json.messageId ?? notHis.json.message).toBeTruthy();
    expect((await pdfOf('', b.manager.accessToken)).status).toBe(404);
    expect((await pdfOf('', partner.accessToken)).status).toBe(403);
    expect((await getBytes(t, `/chantiers/${villa}/reserves/pdf`)).status).toBe(401);
    // Another company's site, named by a caller of this one: as if it did not exist.
    const theirs = (await createSite(t, b.manager.accessToken, { name: 'Chantier Souss' })).id;
    expect((await pdfOf('', token(), theirs)).status).toBe(404);
  });

  it('prints a réserve whose sheet cannot be drawn without its crop', async () => {
    const [{ file_id }] = await sql(t, 'select file_id from plan_version where plan_id = $1 and number = 1', [planPdf.id]);
    const [saved] = await sql(t, 'select data from stored_file where id = $1', [file_id]);
    await sql(t, `update stored_file set data = $2 where id = $1`, [file_id, Buffer.from('%PDF-1.4 not a plan')]);
    try {
      const text = await pdfText((await pdfOf('?statut=OUVERTE')).bytes);
      expect(text).toContain('R-001 Fuite sous évier cuisine');
      expect(text).toContain('Plan non disponible');
    } finally {
      await sql(t, `update stored_file set data = $2 where id = $1`, [file_id, saved.data]);
    }
  });
});

describe('the crop around a pin', () => {
  it('is 30 % of the sheet’s width, 4 : 3, centred on the pin and kept inside the sheet', () => {
    expect(cropWindow({ width: 2500, height: 1768 }, { x: 0.5, y: 0.5 })).toEqual({
      left: 875,
      top: 603,
      width: 750,
      height: 563,
      pin: { x: 375, y: 281 },
    });
    const corner = cropWindow({ width: 2500, height: 1768 }, { x: 1, y: 0 });
    expect(corner).toMatchObject({ left: 1750, top: 0, pin: { x: 750, y: 0 } });
    expect(cropWindow({ width: 300, height: 200 }, { x: 0.1, y: 0.9 })).toMatchObject({ left: 0, top: 0, width: 267, height: 200 });
  });
});
