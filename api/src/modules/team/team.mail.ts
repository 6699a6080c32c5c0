import type { MailMessage } from '../../core/mail/transport';
import { mailLayout } from '../accounts';

export function invitationMail(to: string, invitee: string, inviter: string, company: string, link: string): MailMessage {
  const title = `Rejoignez ${company} sur Chantiers`;
  const footer = "Ce lien est valable 7 jours et ne peut servir qu'une fois. Si vous ne connaissez pas l'expéditeur, ignorez ce message.";
  const intro = `${inviter} vous invite à rejoindre l'espace de ${company} sur Chantiers, l'outil de gestion de ses chantiers.`;
  return {
    to,
    subject: `Chantiers — invitation à rejoindre ${company}`,
    html: mailLayout(
      title,
      [`Bonjour ${invitee},`, intro, 'Choisissez votre mot de passe pour activer votre compte :'],
      { label: 'Activer mon compte', url: link },
      footer,
    ),
    text: `Bonjour ${invitee},\n\n${intro}\nChoisissez votre mot de passe pour activer votre compte :\n${link}\n\n${footer}\n`,
  };
}
