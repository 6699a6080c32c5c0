export const recordsMessages = {
  'records.period': 'Période',
  'records.period.from': 'Du',
  'records.period.to': 'Au',
  'records.export': 'Exporter',
  'records.export.csv': 'CSV (.csv)',
  'records.export.xlsx': 'Excel (.xlsx)',
  'records.add': 'Ajouter',
  'records.view': 'Voir',
  'records.edit': 'Modifier',
  'records.totals': '{count, plural, one {Total (# ligne)} other {Total (# lignes)}}',
  'records.col.actions': 'Actions',
  'records.delete': 'Supprimer',
} as const;
