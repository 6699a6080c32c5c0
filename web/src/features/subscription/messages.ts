export const subscriptionMessages = {
  'subscription.title': 'Abonnement',
  'subscription.plan': 'Offre Chantiers Entreprise',
  'subscription.current': 'Votre offre actuelle',
  'subscription.lead':
    "Votre société dispose de toutes les fonctions de Chantiers, sans limite de chantiers ni d'utilisateurs ; les nouvelles arrivent dans la même offre.",
  'subscription.includes': 'Ce que comprend votre offre',
  'subscription.soon': 'Bientôt dans votre offre, sans supplément',
  'subscription.f.sites': 'Chantiers illimités : détail, photos, plans, actualité et archivage',
  'subscription.f.quotes': 'Devis en lots avec PDF, TVA par taux, montant en toutes lettres et suivi des statuts',
  'subscription.f.invoices': 'Factures d’acompte, de situation et de solde, avoirs et suivi des paiements',
  'subscription.f.finance': 'Achats, recettes, fiches de service, finances par chantier et globales, au centime près',
  'subscription.f.team': 'Utilisateurs illimités : Admin Société et Gestionnaires Chantier, invitations par e-mail',
  'subscription.f.resources': 'Fournisseurs, personnel et affectations, stock avec seuils d’alerte',
  'subscription.f.planning': 'Planning, comptes rendus d’activité hebdomadaires et mensuels',
  'subscription.f.documents': 'Documents de chantier et fiches de suivi (10 Mo par fichier)',
  'subscription.f.data': 'Vos données hébergées, sauvegardées et isolées de celles des autres sociétés',
  'subscription.contact': 'Une question sur votre offre ou votre facturation ? Écrivez-nous à {email}.',
} as const;
export type SubscriptionMessageId = keyof typeof subscriptionMessages;
