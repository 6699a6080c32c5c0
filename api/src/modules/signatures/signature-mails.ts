import type { MailMessage } from '../../core/mail/transport';
import { mailLayout } from '../accounts';
import { moroccoDateTime } from './certificate';

/** The mail that carries the link: who asks, which document, until when; the link works once. */
export function linkMail(m: {
  to: string;
  replyTo: string | null;
  recipientName: string;
  title: string;
  company: string;
  senderName: string;
  message: string | null;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const paragraphs = [
    `Bonjour ${m.recipientName},`,
    `${m.senderName} (${m.company}) vous invite à lire et signer électroniquement : ${m.title}.`,
    ...(m.message ? [m.message] : []),
    `Le lien ci-dessous sert une seule fois et expire le ${moroccoDateTime(m.expiresAt)}. Pour vérifier votre identité, ` +
      'un code à usage unique sera envoyé à cette adresse au moment de signer. Vous pourrez aussi refuser en indiquant votre motif.',
  ];
  const footer = `Vous n'attendiez pas ce document ? Ignorez ce message ou répondez-y pour prévenir ${m.company}.`;
  return {
    to: m.to,
    replyTo: m.replyTo,
    subject: `À signer : ${m.title} — ${m.company}`.slice(0, 255),
    html: mailLayout(m.title, paragraphs, { label: 'Lire et signer le document', url: m.url }, footer, m.company),
    text: `${paragraphs.join('\n\n')}\n\n${m.url}\n\n${footer}\n`,
  };
}

/** The one-time code, alone in its mail: it proves the signer reads this mailbox now. */
export function codeMail(m: { to: string; title: string; company: string; code: string; minutes: number }): MailMessage {
  const paragraphs = [
    `Votre code de signature : ${m.code}`,
    `Il est valable ${m.minutes} minutes, pour « ${m.title} » envoyé par ${m.company}. Ne le communiquez à personne : ` + 'il vaut votre signature.',
  ];
  const footer = "Vous n'avez pas demandé ce code ? Ne faites rien : sans lui, personne ne peut signer à votre place.";
  return {
    to: m.to,
    subject: `Code de signature ${m.code} — ${m.company}`,
    html: mailLayout('Code de signature', paragraphs, null, footer, m.company),
    text: `${paragraphs.join('\n\n')}\n\n${footer}\n`,
  };
}

/** The signer's copy: the signed PDF with its certificate page. */
export function signedMail(m: { to: string; title: string; company: string; filename: string; pdf: Buffer; signedAt: Date }): MailMessage {
  const paragraphs = [
    'Bonjour,',
    `Vous avez signé « ${m.title} » le ${moroccoDateTime(m.signedAt)}. Voici votre exemplaire : sa dernière page est le ` +
      'certificat de signature (signataire, date, adresse IP et empreinte SHA-256 du document).',
  ];
  const footer = `Une question ? Répondez à ce message pour joindre ${m.company}.`;
  return {
    to: m.to,
    subject: `Document signé : ${m.title} — ${m.company}`.slice(0, 255),
    html: mailLayout('Document signé', paragraphs, null, footer, m.company),
    text: `${paragraphs.join('\n\n')}\n\n${footer}\n`,
    attachment: { filename: m.filename, contentType: 'application/pdf', content: m.pdf },
  };
}
