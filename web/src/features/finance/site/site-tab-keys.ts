/**
 * The tabs of a site's finances as `?onglet=` names them: 'achats', then each record tab of site-tabs.ts. Apart from
 * the tabs themselves because a cold link's first queries (first-queries.ts) read it before React has arrived.
 */
export const FINANCE_TABS = ['achats', 'recettes', 'fiches'] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];
