export const formMessages = {
  'form.draft.found': 'Des modifications non enregistrées du {when} ont été gardées.',
  'form.draft.restore': 'Les reprendre',
  'form.draft.discard': 'Les abandonner',
  'form.cancel': 'Annuler',
  'form.save': 'Enregistrer',
  'form.loadError': 'Erreur lors de la récupération des données',
} as const;
