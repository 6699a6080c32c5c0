import type { AppRoute } from '../../app/routing/app-route';

// Beyond SPEC §2: the company's settings (TVA regime; the legal details of the invoices join them). The screen is a
// form that changes them, so it opens for whoever may change them (every member reads them: company.read).
export const companyRoutes: AppRoute[] = [
  { path: '/parametres/societe', access: 'company.update', titleId: 'company.settings.title', screen: () => import('./CompanySettingsPage') },
];
