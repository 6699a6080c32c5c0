import { addMember, createCompany, createSite, giveSite, type Member, pngImage, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { writeForReview } from '../../core/documents/pdf/document-pdf.test-helpers';
import { followUpPdfName, renderFollowUpPdf } from './pdf/follow-up-pdf';
import { cameraJpeg, createSheet, getBytes, pdfImages, pdfPages, pdfText, uploadPhoto } from './follow-ups.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let siteId: string;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Bâti Atlas'), createCompany(t, 'Souss PDF')]);
  user = await addMember(t, a);
  token = a.manager.accessToken;
  siteId = (
    await createSite(t, token, { name: 'Résidence Les Jardins d’Anfa', address: '12, rue des Orangers', postalCode: '20050', city: 'Casablanca' })
  ).id;
  await sql(
    t,
    `update company set legal_form = 'SARL', ice = '001525478000089', address = '5, bd Zerktouni', city = 'Casablanca', email = 'contact@batiatlas.ma'
      where id = $1`,
    [a.id],
  );
});
afterAll(() => t.stop());

const pdfOf = async (id: string, by = token) => getBytes(t, `/chantiers/suivis/${id}/pdf`, by);

describe('the PDF of a follow-up sheet (GET /api/v1/chantiers/suivis/{id}/pdf)', () => {
  it('is a visit report: title, site and address, date, both maîtrises, the report, the company and its mentions, page numbers', async () => {
    const sheet = await createSheet(t, token, siteId, {
      label: 'Réunion de chantier n° 3',
      report: 'Coulage de la dalle du R+1 terminé.\nFerraillage des poteaux du R+2 : reprendre les attentes côté rue.',
    });
    const res = await pdfOf(sheet.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="fiche-suivi-reunion-de-chantier-n-3-2026-11-23.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.bytes);
    for (const expected of [
      'Fiche de suivi',
      'Réunion de chantier n° 3',
      'Résidence Les Jardins d’Anfa',
      '12, rue des Orangers, 20050 Casablanca',
      '23/11/2026',
      "MAÎTRISE D'OEUVRE",
      'Cabinet Benjelloun Architectes',
      "MAÎTRISE D'OUVRAGE",
      'Société Immobilière Anfa',
      'Coulage de la dalle du R+1 terminé.',
      'reprendre les attentes côté rue.',
      'Bâti Atlas',
      'ICE : 001525478000089',
      'Page 1 / 1',
    ])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    expect(await pdfImages(res.bytes)).toEqual([]);
  });

  it('embeds the photos two a row, scaled, over as many pages as needed, each page numbered', async () => {
    const photoIds = [];
    for (let i = 0; i < 7; i++)
      photoIds.push(await uploadPhoto(t, token, await cameraJpeg(i % 2 ? 900 : 1600, i % 2 ? 1200 : 1000), `photo-${i}.jpg`));
    const sheet = await createSheet(t, token, siteId, { label: 'Visite avec photos', report: 'Voir les photos. '.repeat(50), photoIds });
    const res = await pdfOf(sheet.id);
    expect(res.status).toBe(200);
    writeForReview('fiche-suivi-photos', res.bytes, [1, 2]);
    const images = await pdfImages(res.bytes);
    expect(images).toHaveLength(7);
    // Reduced for print: 1000 px on the longest side at most.
    expect(Math.max(...images.map((i) => Math.max(i.width, i.height)))).toBe(1000);
    const pages = await pdfPages(res.bytes);
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Page ${pages} / ${pages}`);
    expect(text).toContain('Photos (7)');
    expect(text).toContain('Photo 7');
    expect(text).toContain('(suite)');
  });

  it('carries the company’s logo in its header', async () => {
    const logo = await uploadPhoto(t, token, pngImage([31, 58, 95], 64), 'logo.png');
    await sql(t, `update stored_file set claimed_at = now() where id = $1`, [logo]);
    await sql(t, `update company set logo_file_id = $1 where id = $2`, [logo, a.id]);
    const sheet = await createSheet(t, token, siteId, { photoIds: [await uploadPhoto(t, token, pngImage([1, 2, 3], 32), 'p.png')] });
    const images = await pdfImages((await pdfOf(sheet.id)).bytes);
    expect(images).toHaveLength(2);
    await sql(t, `update company set logo_file_id = null where id = $1`, [a.id]);
  });

  it('a long report runs over pages, never under the footer', async () => {
    const pdf = await renderFollowUpPdf({
      company: { name: 'BATI ATLAS', legalForm: 'SARL', ice: '001525478000089', address: '12, rue Ibn Battouta', city: 'Casablanca' },
      site: { name: 'Villa', address: null, postalCode: null, city: 'Rabat' },
      label: 'Long rapport',
      visitDate: '2026-01-05',
      projectManager: 'MOE',
      projectOwner: 'MOA',
      report: Array.from({ length: 120 }, (_, i) => `Ligne ${i + 1} du rapport de visite.`).join('\n'),
      photos: [],
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Ligne 1 du rapport');
    expect(text).toContain('Ligne 120 du rapport');
    expect(await pdfPages(pdf)).toBeGreaterThan(1);
  });

  it('is named after the label and the date', () => {
    expect(followUpPdfName('Réunion de chantier n° 3', '2026-11-23')).toBe('fiche-suivi-reunion-de-chantier-n-3-2026-11-23.pdf');
    expect(followUpPdfName('Œuvre / « façade »', '2026-01-02')).toBe('fiche-suivi-oeuvre-facade-2026-01-02.pdf');
    expect(followUpPdfName('???', '2026-01-02')).toBe('fiche-suivi-visite-2026-01-02.pdf');
  });

  it('is another company’s NOT_FOUND, a Gestionnaire Chantier’s only on their sites, and 401 signed out', async () => {
    const sheet = await createSheet(t, token, siteId);
    expect((await pdfOf(sheet.id, b.manager.accessToken)).status).toBe(404);
    expect((await pdfOf(sheet.id, user.accessToken)).status).toBe(404);
    expect((await pdfOf(sheet.id, '')).status).toBe(401);
    expect((await pdfOf('pas-un-id')).status).toBe(404);
    await giveSite(t, siteId, user);
    expect((await pdfOf(sheet.id, user.accessToken)).status).toBe(200);
  });
});
