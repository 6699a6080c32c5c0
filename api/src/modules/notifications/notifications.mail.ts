import { translate, unitOf } from '@chantiers/schema';
import { sentence } from '../../core/errors/sentence';
import type { MailMessage } from '../../core/mail/transport';
import { formatDate, formatMoney, formatQuantity } from '../../core/pdf/pdf-format';
import { mailLayout } from '../accounts';
import type { NotificationKind, NotificationParams } from './notification.entity';

const DATES = ['date', 'startDate', 'endDate'] as const;

/** The params as a sentence shows them: dates 29/11/2026, amounts 45 900,00 DH, quantities without useless zeros. */
export function shownParams(p: NotificationParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(p)) if (typeof v === 'string') out[k] = v;
  for (const k of DATES) if (p[k]) out[k] = formatDate(p[k]);
  if (p.amount) out.amount = formatMoney(p.amount);
  if (p.quantity) out.quantity = formatQuantity(p.quantity);
  if (p.quantity && p.unit) out.unit = unitOf(p.quantity, p.unit);
  if (p.threshold) out.threshold = formatQuantity(p.threshold);
  out.authorName = p.authorName || translate('notification.someone');
  return out;
}

/** The French sentence of a notification (the web writes its own, in the user's language). */
export const notificationSentence = (kind: NotificationKind, params: NotificationParams): string =>
  sentence(`notification.kind.${kind}`, shownParams(params));

export interface DigestItem {
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
}

/** One mail listing a user's unread notifications of the day (the newest first), with a link to each. */
export function digestMail(to: string, firstName: string, day: string, items: DigestItem[], more: number, origin: string): MailMessage {
  const title = translate('notification.digest.title');
  const lines = items.map((i) => `• ${notificationSentence(i.kind, i.params)}`);
  const paragraphs = [
    `Bonjour ${firstName},`,
    translate('notification.digest.intro'),
    lines.join('\n'),
    ...(more > 0 ? [sentence('notification.digest.more', { count: String(more) })] : []),
  ];
  const footer = translate('notification.digest.footer');
  const links = items.map((i) => `• ${notificationSentence(i.kind, i.params)}\n  ${origin}${encodeURI(i.link)}`);
  return {
    to,
    subject: sentence('notification.digest.subject', { date: formatDate(day) }),
    html: mailLayout(title, paragraphs, { label: translate('notification.digest.button'), url: `${origin}/dashboard` }, footer),
    text: [paragraphs[0], paragraphs[1], links.join('\n'), ...paragraphs.slice(3), footer].join('\n\n') + '\n',
  };
}
