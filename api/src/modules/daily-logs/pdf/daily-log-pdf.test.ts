import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { FULL_COMPANY, logoPng, writeForReview } from '../../../core/documents/pdf/document-pdf.test-helpers';
import { formatLongDay, moroccoDateTime, renderDailyLogPdf, type DailyLogPdfData, type DailyLogPdfDay, type DailyLogPdfPhoto } from './daily-log-pdf';

/** The renderer alone, on data as the loader gives it: no database, no server. Text read by poppler's pdftotext. */

function run(command: string, args: string[], input: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`${command}: ${Buffer.concat(err)}`))));
    child.stdin.end(input);
  });
}

const normalize = (text: string) =>
  text
    .replace(/-\s*\n\s*/g, '-')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

/** Each page's text, spaces of every kind as one: pdftotext ends every page with a form feed. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const text = await run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf);
  return text.split('\f').slice(0, -1).map(normalize);
}

async function pdfText(pdf: Buffer): Promise<string> {
  return normalize(await run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf));
}

async function photo(width: number, height: number, rgb: [number, number, number]): Promise<DailyLogPdfPhoto> {
  const { data, info } = await sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg({ quality: 70 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** A drawn signature as the pad sends it: a stroke on a transparent PNG. */
function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="140">
    <path d="M20 100 C 60 20, 90 20, 110 90 S 170 130, 200 60 S 280 10, 380 90" stroke="#1a1a1a" stroke-width="5" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function emptyDay(day: string): DailyLogPdfDay {
  return {
    day,
    weatherMorning: null,
    weatherAfternoon: null,
    temperatureMin: null,
    temperatureMax: null,
    weatherNote: '',
    stoppedByWeather: false,
    manpower: [],
    equipment: [],
    deliveries: [],
    deliveryNote: '',
    events: '',
    incidents: '',
    visitors: [],
    photos: [],
    signature: null,
    addenda: [],
  };
}

const SITE = { name: 'Résidence Les Jardins d’Anfa', address: '12, rue des Orangers', postalCode: '20050', city: 'Casablanca' };

async function fullDay(): Promise<DailyLogPdfDay> {
  return {
    ...emptyDay('2026-11-30'),
    weatherMorning: 'RAIN',
    weatherAfternoon: 'CLOUDS',
    temperatureMin: 12,
    temperatureMax: 24,
    weatherNote: 'Averses jusqu’à 10 h, sol détrempé.',
    stoppedByWeather: true,
    manpower: [
      { trade: 'Maçonnerie', count: 4, company: '' },
      { trade: 'Électricité', count: 2, company: 'Électro Souss SARL' },
      { trade: 'Plomberie', count: 1, company: 'شركة الأطلس' },
    ],
    equipment: [
      { name: 'Bétonnière 350 L', count: 1 },
      { name: 'Échafaudage (travées)', count: 12 },
    ],
    deliveries: [
      { label: 'Ciment CPJ 45 – 40 sacs', supplierName: 'Matériaux du Maârif', amountTTC: '1234.50' },
      { label: 'Fer à béton HA 12', supplierName: null, amountTTC: '98765.4' },
    ],
    deliveryNote: 'Livraison du sable reportée à demain.',
    events: 'Coulage de la dalle du R+1 terminé.\nFerraillage des poteaux du R+2 en cours.',
    incidents: 'Un ouvrier légèrement blessé à la main, soigné sur place.',
    visitors: [
      { name: 'M. Benjelloun', organisation: 'Cabinet Benjelloun Architectes', purpose: 'Réception des fondations' },
      { name: 'أحمد العلوي', organisation: 'Bureau de contrôle', purpose: 'Contrôle du ferraillage' },
    ],
    photos: [await photo(800, 600, [200, 120, 60]), await photo(600, 800, [60, 120, 200]), await photo(1000, 500, [90, 160, 90])],
    // 17:05 UTC is 18:05 in Casablanca (UTC+1 outside Ramadan).
    signature: { png: await signaturePng(), signedAt: new Date('2026-11-30T17:05:00Z'), signedByName: 'Karim Alaoui' },
    addenda: [{ text: 'Le sable a finalement été livré à 19 h.', authorName: 'Karim Alaoui', createdAt: new Date('2026-12-01T08:15:00Z') }],
  };
}

const data = (days: DailyLogPdfDay[], period: DailyLogPdfData['period'] = null, logo: Buffer | null = null): DailyLogPdfData => ({
  company: { ...FULL_COMPANY, logo },
  site: SITE,
  days,
  period,
});

const expectAll = (text: string, expected: string[]) => {
  for (const e of expected) expect({ e, found: text.includes(e) }).toEqual({ e, found: true });
};

describe('the PDF of a daily log', () => {
  it('prints a signed day with every section: weather, manpower, equipment, deliveries in DH, texts, visitors, photos, signature, addendum', async () => {
    const pdf = await renderDailyLogPdf(data([await fullDay()], null, await logoPng()));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    writeForReview('journal-signe', pdf, [1, 2]);
    const text = await pdfText(pdf);
    expectAll(text, [
      'Journal de chantier',
      'Journée du lundi 30 novembre 2026',
      'Résidence Les Jardins d’Anfa',
      '12, rue des Orangers, 20050 Casablanca',
      'Météo',
      'Matin : Pluie',
      'Après-midi : Nuageux',
      'min 12 °C – max 24 °C',
      'Averses jusqu’à 10 h, sol détrempé.',
      'Travaux arrêtés pour intempéries',
      'Effectifs',
      'Maçonnerie',
      'Personnel propre',
      'Électro Souss SARL',
      'Total : 7 personnes',
      'Matériel',
      'Échafaudage (travées)',
      'Livraisons',
      'Ciment CPJ 45 – 40 sacs',
      'Matériaux du Maârif',
      '1 234,50 DH',
      '98 765,40 DH',
      'Note sur les livraisons',
      'Livraison du sable reportée à demain.',
      'Événements',
      'Ferraillage des poteaux du R+2 en cours.',
      'Incidents',
      'soigné sur place.',
      'Visiteurs',
      'Cabinet Benjelloun Architectes',
      'Photos (3)',
      'Photo 3',
      'Signé par Karim Alaoui le 30/11/2026 à 18:05',
      'Additifs (1)',
      'Additif du 01/12/2026 09:15 par Karim Alaoui',
      'Le sable a finalement été livré à 19 h.',
      'ICE : 001525478000089',
    ]);
    expect(text).not.toContain('Journal non signé');
    const pages = await pdfPages(pdf);
    expect(text).toContain(`Page ${pages.length} / ${pages.length}`);
  });

  it('says plainly that a day is not signed, and "Aucun" where nobody worked', async () => {
    const pdf = await renderDailyLogPdf(data([emptyDay('2026-11-01')]));
    const text = await pdfText(pdf);
    expectAll(text, ['Journée du dimanche 1er novembre 2026', 'Météo', 'Aucun relevé', 'Effectifs', 'Aucun', 'Journal non signé', 'Non signé']);
    for (const absent of ['Matériel', 'Livraisons', 'Événements', 'Incidents', 'Visiteurs', 'Photos', 'Additifs', 'Signé par'])
      expect({ absent, found: text.includes(absent) }).toEqual({ absent, found: false });
    expect(await pdfPages(pdf)).toHaveLength(1);
  });

  it('prints a period with its dates in the title, each day from a new page', async () => {
    const days = ['2026-11-28', '2026-11-29', '2026-11-30'].map((day, i) => ({ ...emptyDay(day), events: `Événement du jour numéro ${i + 1}.` }));
    days[2] = { ...(await fullDay()), events: 'Événement du jour numéro 3.' };
    const pdf = await renderDailyLogPdf(data(days, { from: '2026-11-28', to: '2026-11-30' }));
    writeForReview('journal-periode', pdf, [1, 2, 3]);
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain('Période du 28/11/2026 au 30/11/2026');
    expect(pages[0]).toContain('3 journées, dont 1 signée');
    const starts = ['Samedi 28 novembre 2026', 'Dimanche 29 novembre 2026', 'Lundi 30 novembre 2026'].map((title) =>
      pages.findIndex((page) => page.includes(title)),
    );
    expect(starts).toEqual([0, 1, 2]);
    // A day's page holds that day only: the next day's text is not on it.
    [1, 2, 3].forEach((n, i) => {
      expect(pages[starts[i]]).toContain(`Événement du jour numéro ${n}.`);
      expect(pages.filter((page) => page.includes(`Événement du jour numéro ${n}.`))).toHaveLength(1);
    });
    expect(pages[1]).toContain('Journal de chantier du 28/11/2026 au 30/11/2026');
    expect(pages.filter((page) => page.includes('Journal non signé'))).toHaveLength(2);
  });

  it('runs a long text over pages without losing its end, the next pages saying whose day they continue', async () => {
    const words = 'Reprise des enduits de la façade nord après contrôle du bureau d’études. ';
    const events = `${'Début du texte des événements. '}${words.repeat(Math.ceil(5000 / words.length))}Fin du texte des événements.`;
    expect(events.length).toBeGreaterThan(5000);
    const pdf = await renderDailyLogPdf(data([{ ...emptyDay('2026-11-30'), events, incidents: 'Incident après le long texte.' }]));
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join(' ');
    expectAll(text, ['Début du texte des événements.', 'Fin du texte des événements.', 'Incident après le long texte.', 'Journal non signé']);
    expect(pages[1]).toContain('Journal de chantier du lundi 30 novembre 2026 (suite)');
    expect(pages[pages.length - 1]).toContain(`Page ${pages.length} / ${pages.length}`);
  });

  it('formats days in French and times in Casablanca', () => {
    expect(formatLongDay('2026-11-30')).toBe('lundi 30 novembre 2026');
    expect(formatLongDay('2026-08-01')).toBe('samedi 1er août 2026');
    expect(() => formatLongDay('30/11/2026')).toThrow();
    expect(moroccoDateTime(new Date('2026-11-30T23:30:00Z'))).toEqual({ date: '01/12/2026', time: '00:30' });
  });
});
