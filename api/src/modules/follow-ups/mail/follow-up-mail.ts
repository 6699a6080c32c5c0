import type { MailMessage } from '../../../core/mail/transport';
import { mailLayout } from '../../accounts';
import { formatDate } from '../../../core/pdf/pdf-format';

export interface FollowUpMailContent {
  to: string;
  replyTo: string;
  label: string;
  siteName: string;
  visitDate: string;
  message: string | null;
  senderName: string;
  company: { name: string; phone: string | null; email: string | null };
  pdf: { filename: string; content: Buffer };
}

/** The mail that carries a follow-up sheet: which visit, of which site, from whom, and the PDF. */
export function followUpMail(c: FollowUpMailContent): MailMessage {
  const subject = `Fiche de suivi — ${c.label} — ${c.siteName} — ${c.company.name}`.slice(0, 255);
  const paragraphs = [
    'Bonjour,',
    `Veuillez trouver ci-joint la fiche de suivi « ${c.label} » de la visite du ${formatDate(c.visitDate)} sur le chantier « ${c.siteName} ».`,
    ...(c.message ? [c.message] : []),
    `Cordialement,\n${c.senderName}\n${c.company.name}`,
  ];
  const contact = [c.company.phone, c.company.email].filter(Boolean).join(' · ');
  const footer = `Pour toute question, répondez simplement à ce message${contact ? ` ou contactez-nous : ${contact}` : ''}.`;
  return {
    to: c.to,
    replyTo: c.replyTo,
    subject,
    html: mailLayout(`Fiche de suivi — ${c.label}`, paragraphs, null, footer, c.company.name),
    text: `${paragraphs.join('\n\n')}\n\n${footer}\n`,
    attachment: { filename: c.pdf.filename, contentType: 'application/pdf', content: c.pdf.content },
  };
}
