import { isZeroMoney, subtractMoney } from '@chantiers/schema';
import type { MailMessage } from '../../../core/mail/transport';
import { formatDate, formatMoney } from '../../../core/pdf/pdf-format';
import { mailLayout } from '../../accounts';

export interface InvoiceMailContent {
  to: string;
  replyTo: string;
  /** Facture, facture d'acompte… or avoir: the heading the PDF prints, in the sentence's case. */
  noun: string;
  creditNote: boolean;
  reference: string;
  label: string;
  totalTTC: string;
  netToPay: string;
  dueDate: string | null;
  message: string | null;
  senderName: string;
  company: { name: string; phone: string | null; email: string | null };
  pdf: Buffer;
}

/** What the client is asked to pay, and by when: a retention held makes the net smaller than the TTC. */
function amountSentence(c: InvoiceMailContent): string {
  if (c.creditNote) return `, d'un montant de ${formatMoney(c.totalTTC)} TTC.`;
  const net = isZeroMoney(subtractMoney(c.totalTTC, c.netToPay)) ? '' : `, net à payer ${formatMoney(c.netToPay)}`;
  const due = c.dueDate ? `, à régler au plus tard le ${formatDate(c.dueDate)}` : '';
  return `, d'un montant de ${formatMoney(c.totalTTC)} TTC${net}${due}.`;
}

/** The mail that carries an invoice or a credit note: what it bills, how much, until when, and the PDF. */
export function invoiceMail(c: InvoiceMailContent): MailMessage {
  const title = `${c.noun.charAt(0).toUpperCase()}${c.noun.slice(1)} ${c.reference}`;
  const subject = `${title} — ${c.label} — ${c.company.name}`.slice(0, 255);
  // « avoir » is masculine, « facture » feminine.
  const about = c.creditNote ? 'relatif' : 'relative';
  const paragraphs = [
    'Bonjour,',
    `Veuillez trouver ci-joint notre ${c.noun} ${c.reference} ${about} à « ${c.label} »${amountSentence(c)}`,
    ...(c.message ? [c.message] : []),
    `Cordialement,\n${c.senderName}\n${c.company.name}`,
  ];
  const contact = [c.company.phone, c.company.email].filter(Boolean).join(' · ');
  const footer = `Pour toute question, répondez simplement à ce message${contact ? ` ou contactez-nous : ${contact}` : ''}.`;
  return {
    to: c.to,
    replyTo: c.replyTo,
    subject,
    html: mailLayout(title, paragraphs, null, footer, c.company.name),
    text: `${paragraphs.join('\n\n')}\n\n${footer}\n`,
    attachment: { filename: `${c.reference}.pdf`, contentType: 'application/pdf', content: c.pdf },
  };
}
