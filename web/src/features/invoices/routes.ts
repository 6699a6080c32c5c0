import type { AppRoute } from '../../app/routing/app-route';

/** Invoices of accepted quotes (beyond SPEC): the list and one invoice with its payments and credit notes. */
export const invoicesRoutes: AppRoute[] = [
  {
    path: '/factures',
    access: 'invoices.read',
    titleId: 'menu.invoices',
    screen: () => import('./InvoicesPage'),
    menu: { area: 'company', order: 35, labelId: 'menu.invoices', icon: 'invoices', section: '/factures' },
  },
  { path: '/factures/:id', access: 'invoices.read', titleId: 'menu.invoices', screen: () => import('./InvoiceDetailPage') },
];
