/** The report's first line for a list: the first line with words, cut at `max` characters with an ellipsis. */
export function firstLine(report: string, max = 120): string {
  const line =
    report
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The first `shown` photos of a sheet for its row, and how many more it has ('+N'). */
export function thumbStrip<T>(photos: readonly T[], shown = 3): { shown: T[]; more: number } {
  return { shown: photos.slice(0, shown), more: Math.max(0, photos.length - shown) };
}

/** A PDF's name when the server gives none: 'fiche-suivi-<label>-<date>.pdf', plain letters. */
export function pdfFallbackName(label: string, visitDate: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `fiche-suivi-${slug || 'sans-titre'}-${visitDate}.pdf`;
}
