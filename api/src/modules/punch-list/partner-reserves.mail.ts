import { reserveReference } from '@chantiers/schema';
import type { MailMessage } from '../../core/mail/transport';
import { formatDate } from '../../core/pdf/pdf-format';
import { mailLayout } from '../accounts';

/** What the mail names: the réserve, its site, the company that wrote it down. */
export interface AssignedReserve {
  number: number;
  title: string;
  trade: string;
  dueDate?: string | null;
  siteName: string;
  siteCity?: string | null;
  companyName: string;
}

/** A réserve given to a partner, mailed to its account: what, where, by when, and the link to lift it once fixed. */
export function reserveAssignedMail(to: string, firstName: string, r: AssignedReserve, url: string): MailMessage {
  const reference = reserveReference(r.number);
  const title = 'Nouvelle réserve à lever';
  const lines = [
    `Bonjour ${firstName},`,
    `${r.companyName} vous a confié la réserve ${reference} « ${r.title} » sur le chantier ${r.siteName}${r.siteCity ? ` (${r.siteCity})` : ''}.`,
    ...(r.trade ? [`Corps de métier : ${r.trade}`] : []),
    ...(r.dueDate ? [`À lever avant le ${formatDate(r.dueDate)}.`] : []),
  ];
  const footer =
    'Une fois le défaut repris, levez la réserve depuis votre espace partenaire (une note et une photo des travaux) : la société la contrôlera.';
  return {
    to,
    subject: `Chantiers — réserve ${reference} à lever sur ${r.siteName}`,
    html: mailLayout(title, lines, { label: 'Voir mes réserves à lever', url }, footer),
    text: `${lines.join('\n\n')}\n\nVos réserves à lever : ${url}\n\n${footer}\n`,
  };
}
