import type { MailMessage } from '../../../core/mail/transport';
import { mailLayout } from '../../accounts';
import { formatDate, formatMoney } from '../../../core/pdf/pdf-format';

export interface QuoteMailContent {
  to: string;
  replyTo: string;
  reference: string;
  object: string | null;
  totalTTC: string;
  validUntil: string;
  message: string | null;
  senderName: string;
  company: { name: string; phone: string | null; email: string | null };
  pdf: Buffer;
}

/** The mail that carries a quote: who sends it, what it is for, for how much and until when, and the PDF. */
export function quoteMail(c: QuoteMailContent): MailMessage {
  const subject = `Devis ${c.reference}${c.object ? ` — ${c.object}` : ''} — ${c.company.name}`.slice(0, 255);
  const about = c.object ? ` relatif à « ${c.object} »` : '';
  const paragraphs = [
    'Bonjour,',
    `Veuillez trouver ci-joint notre devis ${c.reference}${about}, d'un montant de ${formatMoney(c.totalTTC)} TTC, ` +
      `valable jusqu'au ${formatDate(c.validUntil)}.`,
    ...(c.message ? [c.message] : []),
    `Cordialement,\n${c.senderName}\n${c.company.name}`,
  ];
  const contact = [c.company.phone, c.company.email].filter(Boolean).join(' · ');
  const footer = `Pour toute question, répondez simplement à ce message${contact ? ` ou contactez-nous : ${contact}` : ''}.`;
  return {
    to: c.to,
    replyTo: c.replyTo,
    subject,
    html: mailLayout(`Devis ${c.reference}`, paragraphs, null, footer, c.company.name),
    text: `${paragraphs.join('\n\n')}\n\n${footer}\n`,
    attachment: { filename: `${c.reference}.pdf`, contentType: 'application/pdf', content: c.pdf },
  };
}
