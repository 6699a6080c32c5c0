import type { AppRoute } from '../../app/routing/app-route';

/**
 * Finance › Comptabilité (issue 38): the books, the TVA, the payment delays, the payroll declaration. One menu entry, the
 * books' page, which links to the three returns: the sidebar stays short.
 */
export const accountingRoutes: AppRoute[] = [
  {
    path: '/comptabilite/',
    access: 'accounting.read',
    titleId: 'menu.accounting.books',
    screen: () => import('./books/BooksPage'),
    menu: { area: 'company', order: 42, labelId: 'menu.accounting.books', icon: 'finance' },
  },
  {
    path: '/comptabilite/tva',
    access: 'accounting.read',
    titleId: 'menu.accounting.vat',
    screen: () => import('./vat-return/VatReturnPage'),
  },
  {
    path: '/comptabilite/delais-paiement',
    access: 'accounting.read',
    titleId: 'menu.accounting.paymentDelays',
    screen: () => import('./payment-delays/PaymentDelaysPage'),
  },
  {
    path: '/comptabilite/declaration-cnss',
    access: 'accounting.read',
    titleId: 'menu.accounting.payroll',
    screen: () => import('./payroll/PayrollPage'),
  },
];
