/** A site's life: in preparation, under way, suspended, finished (SPEC §3 'statut'; labels in i18n). */
export const SITE_STATUSES = ['EN_PREPARATION', 'EN_COURS', 'SUSPENDU', 'TERMINE'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export const SITE_LIMITS = {
  pageSizeDefault: 12,
  pageSizeMax: 50,
} as const;
