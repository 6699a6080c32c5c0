import type { MailMessage } from '../../core/mail/transport';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML frame of every mail; `paragraphs` are escaped here. */
export function mailLayout(
  title: string,
  paragraphs: string[],
  button: { label: string; url: string } | null,
  footer: string,
  brand = 'Chantiers',
): string {
  // A paragraph's own line breaks (a sender's message) are kept.
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#3a5892;color:#ffffff;padding:12px ` +
      `22px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Si le bouton ne fonctionne pas, copiez ce lien dans votre ` +
      `navigateur :<br><a href="${escapeHtml(button.url)}" style="color:#3a5892;word-break:break-all">${escapeHtml(button.url)}</a></p>`
    : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f3f5f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#3a5892;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${action}
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

export function verifyEmailMail(to: string, firstName: string, link: string): MailMessage {
  const title = 'Confirmez votre adresse e-mail';
  const footer =
    "Ce lien est valable 24 heures et ne peut servir qu'une fois. Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.";
  return {
    to,
    subject: 'Chantiers — confirmez votre adresse e-mail',
    html: mailLayout(
      title,
      [`Bonjour ${firstName},`, 'Bienvenue sur Chantiers. Pour activer votre compte, confirmez votre adresse e-mail :'],
      { label: 'Activer mon compte', url: link },
      footer,
    ),
    text: `Bonjour ${firstName},\n\nBienvenue sur Chantiers. Pour activer votre compte, ouvrez ce lien :\n${link}\n\n${footer}\n`,
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string): MailMessage {
  const title = 'Réinitialisez votre mot de passe';
  const footer =
    "Ce lien est valable 1 heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.";
  return {
    to,
    subject: 'Chantiers — réinitialisation de votre mot de passe',
    html: mailLayout(
      title,
      [`Bonjour ${firstName},`, 'Vous avez demandé à réinitialiser le mot de passe de votre compte Chantiers.'],
      { label: 'Choisir un nouveau mot de passe', url: link },
      footer,
    ),
    text: `Bonjour ${firstName},\n\nVous avez demandé à réinitialiser le mot de passe de votre compte Chantiers. Ouvrez ce lien :\n${link}\n\n${footer}\n`,
  };
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function accountExistsMail(to: string, firstName: string, forgotLink: string): MailMessage {
  const title = 'Tentative de création de compte';
  const intro =
    "Quelqu'un a tenté de créer un compte Chantiers avec votre adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n'a été créé.";
  const ask = 'Mot de passe oublié ? Choisissez-en un nouveau :';
  const footer = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste inchangé.";
  return {
    to,
    subject: 'Chantiers — tentative de création de compte avec votre adresse',
    html: mailLayout(title, [`Bonjour ${firstName},`, intro, ask], { label: 'Mot de passe oublié', url: forgotLink }, footer),
    text: `Bonjour ${firstName},\n\n${intro}\n\n${ask}\n${forgotLink}\n\n${footer}\n`,
  };
}
