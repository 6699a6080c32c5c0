import type { AppRoute } from '../../app/routing/app-route';

/** SPEC §2: the quote list and the quote form (a new quote at /devis, an existing one at /devis/{id}). */
export const quotesRoutes: AppRoute[] = [
  {
    path: '/liste-devis',
    access: 'quotes.read',
    titleId: 'menu.quotes',
    screen: () => import('./QuotesPage'),
    menu: { area: 'company', order: 30, labelId: 'menu.quotes', icon: 'quotes', section: '/devis' },
  },
  { path: '/devis', access: 'quotes.create', titleId: 'quotes.form.new', screen: () => import('./form/QuoteFormPage') },
  { path: '/devis/:id', access: 'quotes.read', titleId: 'quotes.form.edit', screen: () => import('./form/QuoteFormPage') },
];
