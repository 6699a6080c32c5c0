import type { IntlShape } from 'react-intl';
import type { SiteNewsFieldsFragment } from '../../../gql/graphql';
import { formatDay, formatMoney, formatPercent, formatQuantity } from '../../../shared/format';

/** What one feed entry says, in the reader's language: the record, its change, where to see it. */
export interface EntryText {
  /** 'Achat', 'Chantier'… */
  kind: string | null;
  /** The record's name ('Ciment CPJ 45'). */
  label: string | null;
  /** The screen that shows the record (none once it is deleted). */
  link: string | null;
  /** A stock movement's signed quantity with its unit ('−900 unités'). */
  quantity: string | null;
  /** A modification: the field's label and its values as the app writes them. */
  change: { field: string; before: string; after: string } | null;
  /** A file added, replaced or removed. */
  file: { field: string; what: string } | null;
  /** What an event did, after the record's name ('10,5 jours saisis du 23/11/2026 au 25/11/2026'). */
  summary?: string;
}

const FINANCE = new Set(['Purchase', 'Revenue', 'ServiceSheet']);

function linkOf(entry: SiteNewsFieldsFragment, siteId: string): string | null {
  if (entry.type === 'DELETION' || !entry.entityKind) return null;
  const site = `/detail-chantier/${encodeURIComponent(siteId)}`;
  if (entry.entityKind === 'Site') return site;
  if (FINANCE.has(entry.entityKind)) return `${site}/finances`;
  if (entry.entityKind === 'StockMovement') return '/stocks';
  if (entry.entityKind === 'PersonnelAssignment') return '/personnels';
  if (entry.entityKind === 'FollowUp') return `${site}/fichesuivi`;
  if (entry.entityKind === 'SiteDocument') return `${site}/documents`;
  if (entry.entityKind === 'Reserve') return `${site}/reserves`;
  if (entry.entityKind === 'Reception') return `${site}/reception`;
  // The api names a day's log 'Journal du 23/11/2026': its day is the page's address.
  if (entry.entityKind === 'DailyLog') {
    const day = /(\d{2})\/(\d{2})\/(\d{4})$/.exec(entry.entityLabel ?? '');
    return day ? `${site}/journal/${day[3]}-${day[2]}-${day[1]}` : `${site}/journal`;
  }
  if (entry.entityKind === 'ActivityDays' && entry.before) return `${site}/compte-rendu-activite/${encodeURIComponent(entry.before)}`;
  return null;
}

const has = (intl: IntlShape, id: string) => intl.messages[id] !== undefined;

/** The field's label: the record kind's own word first ('Prestataire' on a service sheet), else the common one. */
function fieldLabel(intl: IntlShape, kind: string | null | undefined, field: string): string {
  for (const id of [`news.field.${kind}.${field}`, `news.field.${field}`]) if (has(intl, id)) return intl.formatMessage({ id });
  return field;
}

/** An enum value in words, where the app has them (a site's status, a sheet's day, a movement's type). */
function enumLabel(intl: IntlShape, kind: string | null | undefined, field: string, value: string): string {
  const own = `news.enum.${kind}.${field}.${value}`;
  if (has(intl, own)) return intl.formatMessage({ id: own });
  const ids = [`sites.status.${value}`, `finance.site.day.${value}`, `stock.ui.movement.type.${value}`];
  const id = field === 'status' ? ids[0] : field === 'day' ? ids[1] : kind === 'StockMovement' && field === 'type' ? ids[2] : null;
  return id && has(intl, id) ? intl.formatMessage({ id }) : value;
}

/** One stored value ('45900.00', 'true', '2026-11-23'…) as the app writes it. */
export function shownValue(intl: IntlShape, entry: SiteNewsFieldsFragment, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const locale = intl.locale;
  switch (entry.valueKind) {
    case 'money':
      return formatMoney(value, { locale });
    case 'quantity':
      return formatQuantity(value, { locale });
    case 'percent':
      return formatPercent(value, { locale, decimals: 2 });
    case 'date':
      return formatDay(value);
    case 'boolean':
      return intl.formatMessage({ id: value === 'true' ? 'news.value.yes' : 'news.value.no' });
    case 'enum':
      return enumLabel(intl, entry.entityKind, entry.field ?? '', value);
    default:
      return value;
  }
}

export function describeEntry(intl: IntlShape, entry: SiteNewsFieldsFragment, siteId: string): EntryText {
  const kindId = `news.kind.${entry.entityKind}`;
  const text: EntryText = {
    kind: entry.entityKind && has(intl, kindId) ? intl.formatMessage({ id: kindId }) : null,
    label: entry.entityLabel ?? null,
    link: linkOf(entry, siteId),
    quantity: entry.quantity ? formatQuantity(entry.quantity, { signed: true, unit: entry.unit, locale: intl.locale }) : null,
    change: null,
    file: null,
  };
  // Days of the activity report saved or cleared at once: 'CRA « Hassan Ait Ali, Ahmed Benali » — 4,5 jours saisis du 23/11/2026 au 27/11/2026'.
  if (entry.type === 'EVENT' && entry.entityKind === 'ActivityDays' && entry.before && (entry.field === 'saved' || entry.field === 'cleared')) {
    const from = formatDay(entry.before);
    const to = formatDay(entry.after ?? entry.before);
    const range = intl.formatMessage({ id: from === to ? 'news.activityDays.day' : 'news.activityDays.range' }, { day: from, from, to });
    const summary = intl.formatMessage({ id: `news.activityDays.${entry.field}` }, { days: Number(entry.quantity ?? 0), range });
    return { ...text, quantity: null, summary };
  }
  // A validated or reopened month of the activity reports: 'CRA · octobre 2026 — mois validé'.
  if (entry.type === 'EVENT' && entry.entityKind === 'ActivityMonth' && entry.field && has(intl, `news.activityMonth.${entry.field}`))
    return { ...text, label: `${text.label ?? ''} — ${intl.formatMessage({ id: `news.activityMonth.${entry.field}` })}` };
  if (entry.type !== 'MODIFICATION' || !entry.field) return text;
  const field = fieldLabel(intl, entry.entityKind, entry.field);
  if (entry.valueKind === 'file') {
    const what = !entry.before ? 'news.file.added' : entry.after ? 'news.file.replaced' : 'news.file.removed';
    return { ...text, file: { field, what: intl.formatMessage({ id: what }) } };
  }
  return { ...text, change: { field, before: shownValue(intl, entry, entry.before), after: shownValue(intl, entry, entry.after) } };
}
