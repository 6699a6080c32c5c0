import type { AppRoute } from '../../app/routing/app-route';

/**
 * The company's clients (beyond SPEC): the directory where a client's ICE, address and e-mail are completed, so an
 * accepted quote can be invoiced and sent. `?modifier={id}` opens that client's form (the invoice refusal links there).
 */
export const clientsRoutes: AppRoute[] = [
  {
    path: '/clients',
    access: 'clients.read',
    titleId: 'menu.clients',
    screen: () => import('./ClientsPage'),
    menu: { area: 'company', order: 37, labelId: 'menu.clients', icon: 'clients' },
  },
];
