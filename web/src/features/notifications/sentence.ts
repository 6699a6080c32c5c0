import { unitOf } from '@chantiers/schema';
import type { IntlShape } from 'react-intl';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { formatDay, formatMoney, formatQuantity } from '../../shared/format';

/** The sentence of a notification in the reader's language, its values formatted as everywhere else in the app. */
export function sentenceOf(intl: IntlShape, n: Pick<NotificationFieldsFragment, 'kind' | 'params'>): string {
  const p = n.params;
  const locale = intl.locale;
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(p)) if (typeof v === 'string') values[k] = v;
  if (p.date) values.date = formatDay(p.date);
  if (p.startDate) values.startDate = formatDay(p.startDate);
  if (p.endDate) values.endDate = formatDay(p.endDate);
  if (p.amount) values.amount = formatMoney(p.amount, { locale });
  if (p.quantity) values.quantity = formatQuantity(p.quantity, { locale });
  if (p.quantity && p.unit) values.unit = unitOf(p.quantity, p.unit);
  if (p.threshold) values.threshold = formatQuantity(p.threshold, { locale });
  values.authorName = p.authorName || intl.formatMessage({ id: 'notification.someone' });
  return intl.formatMessage({ id: `notification.kind.${n.kind}` }, values);
}
