import sharp from 'sharp';
import { extractPages, FULL_COMPANY, logoPng, normalize, writeForReview } from '../../../core/documents/pdf/document-pdf.test-helpers';
import { guaranteeMention, renderReceptionPdf, type ReceptionPdfData } from './reception-pdf';

/** The renderer alone, on data as the loader gives it: no database, no server. Text read by pdf.js (pdf-parse). */

/** A drawn signature as the pad sends it: a stroke on a transparent PNG. */
const signaturePng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="140"><path d="M20 100 C 60 20, 90 20, 110 90 S 170 130, 200 60" ' +
        'stroke="#0b1f3a" stroke-width="5" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const data = (over: Partial<ReceptionPdfData> = {}): ReceptionPdfData => ({
  company: { ...FULL_COMPANY, logo: null },
  site: { name: 'Villa Anfa', address: '12, rue des Orangers', postalCode: '20050', city: 'Casablanca', client: 'M. Bennani' },
  kind: 'PROVISIONAL',
  date: '2026-11-30',
  parties: [
    { role: 'COMPANY', name: 'Nadia Berrada', organisation: 'BTP Atlas' },
    { role: 'CLIENT', name: 'Karim Bennani', organisation: '' },
    { role: 'ARCHITECT', name: 'Cabinet Tazi', organisation: 'Tazi Architectes' },
  ],
  notes: 'Visite contradictoire de l’ensemble des locaux.',
  reserves: [],
  guaranteeMonths: 12,
  signed: null,
  ...over,
});

const textOf = async (pdf: Buffer) => normalize((await extractPages(pdf)).pages.join('\n'));
const expectAll = (text: string, expected: string[]) => {
  for (const e of expected) expect({ e, found: text.includes(e) }).toEqual({ e, found: true });
};

describe('the PDF of a PV de réception', () => {
  it('prints a signed provisional PV with its réserves, the parties, the guarantee and both signatures in Moroccan time', async () => {
    const png = await signaturePng();
    const pdf = await renderReceptionPdf(
      data({
        company: { ...FULL_COMPANY, logo: await logoPng() },
        reserves: [
          { title: 'R-001 Fissure enduit sous fenêtre', trade: 'Enduit', status: 'OPEN', responsible: 'Entreprise Souss Enduits' },
          { title: 'R-003 Prise non fixée', trade: 'Électricité', status: 'LIFTED', responsible: null },
        ],
        // 17:05 UTC is 18:05 in Casablanca (UTC+1 outside Ramadan).
        signed: { at: new Date('2026-11-30T17:05:00Z'), company: { name: 'Nadia Berrada', png }, client: { name: 'Karim Bennani', png } },
      }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    writeForReview('pv-reception-provisoire', pdf, [1, 2]);
    const text = await textOf(pdf);
    expectAll(text, [
      'Procès-verbal de réception provisoire',
      'Du lundi 30 novembre 2026',
      'Villa Anfa',
      '12, rue des Orangers, 20050 Casablanca',
      'M. Bennani',
      'Parties présentes',
      'Maître d’ouvrage',
      'Tazi Architectes',
      'Avec réserves',
      'R-001 Fissure enduit sous fenêtre',
      'Entreprise Souss Enduits',
      'Ouverte',
      'Levée',
      'Observations',
      'Visite contradictoire de l’ensemble des locaux.',
      'délai de garantie de 12 mois',
      'à partir du 30/11/2027',
      'libérera la retenue de garantie',
      'POUR L’ENTREPRISE',
      'POUR LE MAÎTRE D’OUVRAGE',
      'Signé le 30/11/2026 à 18:05 (heure du Maroc)',
      'ICE : 001525478000089',
    ]);
    expect(text).not.toContain('PROJET');
    expect(text).not.toContain('Sans réserves');
  });

  it('prints a final PV without réserves and a draft as a draft', async () => {
    const png = await signaturePng();
    const final = await textOf(
      await renderReceptionPdf(
        data({ kind: 'FINAL', signed: { at: new Date('2027-12-01T09:00:00Z'), company: { name: 'N. B.', png }, client: { name: 'K. B.', png } } }),
      ),
    );
    expectAll(final, ['Procès-verbal de réception définitive', 'Sans réserves', 'met fin au délai de garantie', 'libère la retenue de garantie']);
    const draft = await renderReceptionPdf(data({ notes: '' }));
    writeForReview('pv-reception-projet', draft);
    const text = await textOf(draft);
    expectAll(text, ['PROJET – NON SIGNÉ', 'Sans réserves', 'Non signé', 'Nom et signature']);
    expect(text).not.toContain('Observations');
  });

  it('says what the guarantee and the retention become', () => {
    expect(guaranteeMention('PROVISIONAL', '2026-01-31', 1)).toContain('à partir du 28/02/2026');
    expect(guaranteeMention('FINAL', '2026-01-31', 12)).toContain('met fin au délai de garantie');
  });
});
