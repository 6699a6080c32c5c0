/**
 * The site finance words used beyond its page: the weekdays (the news feed's entries) and the cash-limit confirmation
 * (asked outside React's tree). They load with the private area; the rest loads with the page.
 */
export const siteFinanceSharedMessages = {
  'finance.site.cash.overDay': 'Plus de {limit} en espèces ce jour à ce fournisseur',
  'finance.site.cash.overMonth': 'Plus de {limit} en espèces ce mois à ce fournisseur',
  'finance.site.cash.body':
    'Le paiement en espèces est permis, mais {amount} de ce règlement dépassent le plafond : leur TVA ({vat}) ne sera pas déductible. Enregistrer quand même ?',
  'finance.site.cash.save': 'Enregistrer',
  'finance.site.cash.back': 'Revenir au formulaire',
  'finance.site.day.note': 'Rempli d’après la date.',
  'finance.site.day.Lundi': 'Lundi',
  'finance.site.day.Mardi': 'Mardi',
  'finance.site.day.Mercredi': 'Mercredi',
  'finance.site.day.Jeudi': 'Jeudi',
  'finance.site.day.Vendredi': 'Vendredi',
  'finance.site.day.Samedi': 'Samedi',
  'finance.site.day.Dimanche': 'Dimanche',
} as const;

export type SiteFinanceSharedMessageId = keyof typeof siteFinanceSharedMessages;
