import type { ExportTable } from '../../../core/export/table-export';
import { DEFAULT_ACCOUNTS } from './chart';
import { JOURNALS, type JournalEntry } from './journal-entries';

const frenchAmount = (amount: string) => amount.replace('.', ',');
const compact = (day: string) => day.replace(/-/g, '');
/** A field of the FEC: no tab nor line break inside. */
const field = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

/** The journals as a table (CSV or Excel, for the usual accounting packages): one row per line of an entry. */
export function journalsTable(entries: readonly JournalEntry[], fileName: string): ExportTable {
  const money = (header: string) => ({ header, kind: 'money' as const, width: 16 });
  return {
    name: 'journaux',
    fileName,
    columns: [
      { header: 'Journal', width: 8 },
      { header: 'N° écriture', width: 18 },
      { header: 'Date', width: 12 },
      { header: 'Pièce', width: 20 },
      { header: 'Date pièce', width: 12 },
      { header: 'Compte', width: 10 },
      { header: 'Libellé', width: 40 },
      money('Débit'),
      money('Crédit'),
    ],
    rows: entries.flatMap((e) =>
      e.lines.map((l) => [e.journal, e.number, e.date, e.documentRef, e.documentDate, l.account, l.label, l.debit, l.credit]),
    ),
  };
}

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
];

/**
 * The fichier des écritures comptables of a fiscal year (CNC opinion no. 24), in the layout of the French FEC it
 * follows (18 columns, tab-separated, dates AAAAMMJJ, amounts with a decimal comma): one line per line of an entry.
 * `validDate` is when the entry's month was closed (empty while open).
 */
export function fecFile(entries: readonly JournalEntry[], validDate: (day: string) => string | null): string {
  const rows = entries.flatMap((e) =>
    e.lines.map((l) =>
      [
        e.journal,
        JOURNALS[e.journal],
        e.number,
        compact(e.date),
        l.account,
        DEFAULT_ACCOUNTS[l.key].label,
        '',
        '',
        e.documentRef,
        compact(e.documentDate),
        l.label,
        frenchAmount(l.debit),
        frenchAmount(l.credit),
        '',
        '',
        compact(validDate(e.date) ?? ''),
        '',
        '',
      ]
        .map((v) => field(String(v)))
        .join('\t'),
    ),
  );
  return [FEC_COLUMNS.join('\t'), ...rows].join('\r\n') + '\r\n';
}
