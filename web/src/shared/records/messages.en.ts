import type { recordsMessages } from './messages';

export const recordsMessagesEn: Record<keyof typeof recordsMessages, string> = {
  'records.period': 'Period',
  'records.period.from': 'From',
  'records.period.to': 'To',
  'records.export': 'Export',
  'records.export.csv': 'CSV (.csv)',
  'records.export.xlsx': 'Excel (.xlsx)',
  'records.add': 'Add',
  'records.view': 'View',
  'records.edit': 'Edit',
  'records.totals': '{count, plural, one {Total (# row)} other {Total (# rows)}}',
  'records.col.actions': 'Actions',
  'records.delete': 'Delete',
};
