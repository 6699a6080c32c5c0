import { type ComponentType, lazy } from 'react';
import type { FinanceTab } from './site-tab-keys';

/** A tab of a site's finances after 'Achats' (the tab a link opens, drawn with the page): `?onglet=<key>`. */
export interface SiteRecordTabEntry {
  key: Exclude<FinanceTab, 'achats'>;
  labelId: string;
  tab: ComponentType<{ siteId: string; onChanged(): void }>;
}

/**
 * The site's record tabs, each loaded when chosen (or linked to). A new site record adds its key to site-tab-keys.ts
 * and its line here; the page reads this list.
 */
export const SITE_RECORD_TABS: SiteRecordTabEntry[] = [
  { key: 'recettes', labelId: 'finance.site.tab.revenues', tab: lazy(() => import('./RevenuesTab').then((m) => ({ default: m.RevenuesTab }))) },
  {
    key: 'fiches',
    labelId: 'finance.site.tab.services',
    tab: lazy(() => import('./ServiceSheetsTab').then((m) => ({ default: m.ServiceSheetsTab }))),
  },
];
