/** Colours of the category (a site's planning) and of the site (the global planning), readable in both themes. */
export const CATEGORY_COLOURS: Record<string, string> = {
  GROS_OEUVRE: '#b45309',
  SECOND_OEUVRE: '#2563eb',
  FINITIONS: '#7c3aed',
  VRD: '#047857',
  AUTRE: '#475569',
};

const SITE_PALETTE = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#c2410c',
  '#0e7490',
  '#a21caf',
  '#4d7c0f',
  '#be123c',
  '#1e40af',
  '#92400e',
  '#334155',
];

/** The same site keeps its colour from one visit to the next: it comes from the site's id. */
export function siteColourIndex(siteId: string): number {
  let hash = 0;
  for (const ch of siteId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % SITE_PALETTE.length;
}
export const siteColour = (siteId: string): string => SITE_PALETTE[siteColourIndex(siteId)];

export const categoryColour = (category: string): string => CATEGORY_COLOURS[category] ?? CATEGORY_COLOURS.AUTRE;
