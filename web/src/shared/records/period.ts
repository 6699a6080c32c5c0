/** The period filter of a record list; either bound may be open (YYYY-MM-DD). */
export interface Period {
  from: string | null;
  to: string | null;
}

export const NO_PERIOD: Period = { from: null, to: null };

/** A site record export's query (`/api/v1/chantiers/{records}/export`): idChantier, dateDebut, dateFin, format and the list's own filters. */
export function exportQuery(siteId: string, period: Period, format: string, extra: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams({ idChantier: siteId, format });
  if (period.from) params.set('dateDebut', period.from);
  if (period.to) params.set('dateFin', period.to);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
}
