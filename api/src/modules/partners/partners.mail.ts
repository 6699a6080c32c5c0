import type { MailMessage } from '../../core/mail/transport';
import { mailLayout } from '../accounts';
import type { ContactRequest } from './contact-request.entity';

/** A company's request, mailed to the partner; answering the mail writes to the sender. */
export function contactRequestMail(to: string, firstName: string, r: ContactRequest, dashboardUrl: string): MailMessage {
  const title = 'Nouvelle demande de contact';
  const site = r.siteName ? `Chantier : ${r.siteName}${r.siteCity ? ` (${r.siteCity})` : ''}` : null;
  const from = `De : ${r.senderName}, ${r.senderCompanyName} — ${r.senderEmail}${r.senderPhone ? `, ${r.senderPhone}` : ''}`;
  const lines = [
    `Bonjour ${firstName},`,
    `${r.senderCompanyName} vous a écrit depuis l'annuaire des partenaires de Chantiers.`,
    from,
    ...(site ? [site] : []),
    r.message,
  ];
  const footer = 'Répondez directement à cet e-mail pour écrire à la société, puis indiquez le statut de la demande sur votre tableau de bord.';
  return {
    to,
    subject: `Chantiers — demande de contact de ${r.senderCompanyName}`,
    replyTo: r.senderEmail,
    html: mailLayout(title, lines, { label: 'Voir mes demandes', url: dashboardUrl }, footer),
    text: `${lines.join('\n\n')}\n\nVos demandes : ${dashboardUrl}\n\n${footer}\n`,
  };
}
