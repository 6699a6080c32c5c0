import { PDFDocument } from '@cantoo/pdf-lib';
import PDFKit from 'pdfkit';
import { clean } from '../../core/pdf/pdf-format';
import { COLOR, CONTENT_WIDTH, FONT, PAGE } from '../../core/pdf/pdf-theme';
import { themedOutput } from '../../core/pdf/render-pdf';

const MOROCCO = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Africa/Casablanca',
  dateStyle: 'long',
  timeStyle: 'medium',
});

/** '30 novembre 2026 à 14:05:09' in Morocco's time, whatever the server's zone. */
export const moroccoDateTime = (at: Date): string => MOROCCO.format(at);

/** What the certificate page states: the document, the signer, how they were identified, and the proof. */
export interface CertificateData {
  requestId: string;
  title: string;
  company: string;
  sentBy: string;
  sentAt: Date;
  recipientName: string;
  recipientEmail: string;
  signerName: string;
  signatureKind: 'DRAWN' | 'TYPED';
  /** The drawn signature (PNG), when drawn. */
  signature: Buffer | null;
  verifiedAt: Date;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
  /** SHA-256 of the PDF as sent and read, hex. */
  sha256: string;
  pages: number;
}

/** The certificate page, alone, in the app's fonts (Arabic and accented names print). */
export async function certificatePage(c: CertificateData): Promise<Buffer> {
  const doc = new PDFKit({ size: 'A4', margin: PAGE.margin, lang: 'fr-MA', info: { Title: `Certificat de signature — ${clean(c.title, true)}` } });
  const done = themedOutput(doc);
  doc.font(FONT.bold).fontSize(16).fillColor(COLOR.accent).text('Certificat de signature électronique', { width: CONTENT_WIDTH });
  doc.moveDown(0.3).font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted);
  doc.text(`Ce certificat est la dernière page du document signé (${c.pages} page${c.pages > 1 ? 's' : ''} avant lui).`, { width: CONTENT_WIDTH });
  doc.moveDown(1);
  const rows: [string, string][] = [
    ['Document', clean(c.title, true)],
    ['Émis par', `${clean(c.company, true)}, envoyé par ${clean(c.sentBy, true)} le ${moroccoDateTime(c.sentAt)}`],
    ['Destinataire', `${clean(c.recipientName, true)} <${c.recipientEmail}>`],
    ['Signataire', clean(c.signerName, true)],
    [
      'Identification',
      `Lien à usage unique envoyé à ${c.recipientEmail}, puis code à usage unique envoyé à la même adresse et vérifié le ${moroccoDateTime(c.verifiedAt)}`,
    ],
    ['Signé le', `${moroccoDateTime(c.signedAt)} (heure du Maroc) — ${c.signedAt.toISOString()}`],
    ['Adresse IP', c.ip],
    ['Navigateur', clean(c.userAgent ?? 'non communiqué', true).slice(0, 300)],
    ['Empreinte SHA-256 du document', c.sha256],
    ['Référence de la demande', c.requestId],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(FONT.bold).fontSize(9.5).fillColor(COLOR.text).text(label, PAGE.margin, y, { width: 150 });
    const labelEnd = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .text(value, PAGE.margin + 160, y, { width: CONTENT_WIDTH - 160 });
    doc.y = Math.max(doc.y, labelEnd) + 6;
  }
  doc.moveDown(0.5).font(FONT.bold).fontSize(11).fillColor(COLOR.text).text('Signature', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  if (c.signatureKind === 'DRAWN' && c.signature) {
    doc.image(c.signature, PAGE.margin, doc.y, { fit: [240, 100] });
    doc.y += 106;
  } else {
    doc.font(FONT.regular).fontSize(18).text(clean(c.signerName, true), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted).text('(nom saisi comme signature)', { width: CONTENT_WIDTH });
  }
  doc.moveDown(1).font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
  doc.text(
    'Signature électronique simple au sens de la loi n° 43-20 relative aux services de confiance pour les transactions électroniques : ' +
      "le signataire a été identifié par la maîtrise de l'adresse électronique ci-dessus. L'empreinte SHA-256 identifie le document " +
      'tel qu’il a été lu : toute modification des pages qui précèdent la change. Le journal de la demande est conservé par l’émetteur.',
    PAGE.margin,
    doc.y,
    { width: CONTENT_WIDTH },
  );
  doc.end();
  return done;
}

/** The document as sent, its bytes untouched in its pages, with the certificate page after them. */
export async function withCertificate(original: Buffer, certificate: Buffer): Promise<Buffer> {
  const out = await PDFDocument.load(original);
  const cert = await PDFDocument.load(certificate);
  for (const page of await out.copyPages(cert, cert.getPageIndices())) out.addPage(page);
  return Buffer.from(await out.save());
}

/** How many pages the PDF as sent has. */
export const pageCount = async (pdf: Buffer): Promise<number> => (await PDFDocument.load(pdf)).getPageCount();
