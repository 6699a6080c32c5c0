import type { AppRoute } from '../../app/routing/app-route';

// Beyond SPEC §2: the company's settings (TVA regime; the legal details of the invoices join them).
export const companyRoutes: AppRoute[] = [
  { path: '/parametres/societe', access: 'manager', titleId: 'company.settings.title', screen: () => import('./CompanySettingsPage') },
];
