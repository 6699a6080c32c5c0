import type { AppRoute } from '../../app/routing/app-route';

/** Finance › Comptabilité (issue 38): the books, the TVA, the payment delays, the payroll declaration. */
export const accountingRoutes: AppRoute[] = [
  {
    path: '/comptabilite/tva',
    access: 'accounting.read',
    titleId: 'menu.accounting.vat',
    screen: () => import('./vat-return/VatReturnPage'),
    menu: { area: 'company', order: 43, labelId: 'menu.accounting.vat', icon: 'finance' },
  },
  {
    path: '/comptabilite/delais-paiement',
    access: 'accounting.read',
    titleId: 'menu.accounting.paymentDelays',
    screen: () => import('./payment-delays/PaymentDelaysPage'),
    menu: { area: 'company', order: 44, labelId: 'menu.accounting.paymentDelays', icon: 'finance' },
  },
  {
    path: '/comptabilite/declaration-cnss',
    access: 'accounting.read',
    titleId: 'menu.accounting.payroll',
    screen: () => import('./payroll/PayrollPage'),
    menu: { area: 'company', order: 45, labelId: 'menu.accounting.payroll', icon: 'finance' },
  },
];
