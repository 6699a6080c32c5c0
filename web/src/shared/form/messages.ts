export const formMessages = {
  'form.cancel': 'Annuler',
  'form.save': 'Enregistrer',
  'form.loadError': 'Erreur lors de la récupération des données',
} as const;
