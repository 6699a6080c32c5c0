/** Dates travel as 'YYYY-MM-DD' and are shown as 'DD/MM/YYYY'. */
export const WIRE_FORMAT = 'YYYY-MM-DD';
export const SHOWN_FORMAT = 'DD/MM/YYYY';

/** '2026-03-09' -> '09/03/2026' without going through a Date (no time zone can shift the day). */
export function shownDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}

import { type Period } from '../../../shared/records/period';

export { NO_PERIOD, type Period } from '../../../shared/records/period';

/** The export route's query: idChantier, dateDebut, dateFin, format and the list's own filters. */
export function exportQuery(siteId: string, period: Period, format: string, extra: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams({ idChantier: siteId, format });
  if (period.from) params.set('dateDebut', period.from);
  if (period.to) params.set('dateFin', period.to);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
}

/** A percentage string from the api ('3.5', '-12.0') in the reader's language: '3,5' in French. */
export function shownPercent(value: string, locale: string): string {
  return locale.startsWith('fr') ? value.replace('.', ',') : value;
}
