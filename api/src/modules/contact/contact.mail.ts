import type { MailMessage } from '../../core/mail/transport';
import { mailLayout } from '../accounts';

export interface ContactMailData {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The sender's account and company when signed in. */
  account: { email: string; companyName: string } | null;
}

/** One line: a subject is a header, and a line break there has no business in it. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The visitor's message, mailed to the team behind CONTACT_EMAIL; answering it writes to the visitor (Reply-To). */
export function contactMail(to: string, m: ContactMailData): MailMessage {
  const title = 'Nouveau message du formulaire de contact';
  const lines = [
    `De : ${m.name} <${m.email}>`,
    ...(m.account ? [`Compte : ${m.account.email} — ${m.account.companyName}`] : ['Envoyé sans être connecté.']),
    `Objet : ${m.subject}`,
    m.message,
  ];
  const footer = 'Répondez directement à cet e-mail pour écrire à l’expéditeur.';
  return {
    to,
    subject: `Chantiers — contact : ${oneLine(m.subject)}`,
    replyTo: m.email,
    // mailLayout escapes every paragraph: the visitor's text cannot become markup.
    html: mailLayout(title, lines, null, footer),
    text: `${lines.join('\n\n')}\n\n${footer}\n`,
  };
}
