import { compareDecimal, isZeroMoney, subtractMoney, sumMoney } from '@chantiers/schema';
import type { AccountKey, Accounts } from './chart';

export const JOURNALS = {
  VT: 'Ventes',
  AC: 'Achats',
  BQ: 'Banque',
  CA: 'Caisse',
  PA: 'Paie',
} as const;
export type JournalCode = keyof typeof JOURNALS;

export interface EntryLine {
  account: string;
  key: AccountKey;
  label: string;
  debit: string;
  credit: string;
}

/** One balanced entry (écriture), numbered in its journal, referencing its source document. */
export interface JournalEntry {
  journal: JournalCode;
  /** VT-2026-000001: sequential per journal and fiscal year, in date order (closed months' as frozen at closing). */
  number: string;
  date: string;
  /** The source document's reference (invoice, purchase reference, payment…) and its date. */
  documentRef: string;
  documentDate: string;
  label: string;
  lines: EntryLine[];
}

/** What the journals are built from: the period's records, as stored (amounts are decimal strings). */
export interface BooksInput {
  invoices: {
    reference: string;
    kind: string;
    issueDate: string;
    label: string;
    client: string;
    totalHT: string;
    vat: { rate: string; amount: string }[];
    totalTTC: string;
    retentionAmount: string;
    netToPay: string;
  }[];
  invoicePayments: { invoiceReference: string; date: string; amount: string; mode: string; reference: string | null }[];
  /** Revenues typed on a site, not made from an invoice payment. */
  revenues: { reference: string; date: string; label: string; amount: string; amountHT: string; amountVAT: string; vatRate: string }[];
  purchases: {
    reference: string;
    date: string;
    label: string;
    supplier: string;
    amountHT: string;
    amountVAT: string;
    vatRate: string;
    amountTTC: string;
  }[];
  /** What was paid under purchases in the period, one row per payment (negative: a payment taken back). */
  purchasePayments: { reference: string; purchaseDate: string; label: string; supplier: string; date: string; amount: string; mode: string | null }[];
  serviceSheets: { date: string; worker: string; supplier: string; total: string }[];
  payroll: { month: string; date: string; gross: string; employeeShare: string; employerShare: string; netToPay: string; workers: number }[];
  from: string;
  to: string;
}

const ZERO = '0.00';
const inPeriod = (day: string | null, from: string, to: string) => !!day && day >= from && day <= to;
const treasury = (mode: string | null): AccountKey => (mode === 'ESPECES' ? 'cash' : 'bank');
const journalOf = (key: AccountKey): JournalCode => (key === 'cash' ? 'CA' : 'BQ');

/** The last number used per journal and fiscal year ('BQ|2026' → 41): the numbering of what follows goes on from it. */
export type Numbering = ReadonlyMap<string, number>;

export const numberingKey = (journal: JournalCode, year: string | number) => `${journal}|${year}`;

/**
 * Builds the period's journals: every entry balanced (debits = credits), or this throws — a bug, never an export.
 * Entries are numbered per journal and fiscal year, after `numbering`'s last numbers.
 */
export function buildJournals(input: BooksInput, accounts: Accounts, numbering: Numbering = new Map()): JournalEntry[] {
  const drafts: Omit<JournalEntry, 'number'>[] = [];
  const line = (key: AccountKey, label: string, debit: string, credit: string): EntryLine => ({ account: accounts[key], key, label, debit, credit });
  const d = (key: AccountKey, label: string, amount: string) => line(key, label, amount, ZERO);
  const c = (key: AccountKey, label: string, amount: string) => line(key, label, ZERO, amount);
  const { from, to } = input;

  for (const inv of input.invoices.filter((i) => inPeriod(i.issueDate, from, to))) {
    const label = `${inv.reference} ${inv.client}`.trim();
    const lines: EntryLine[] = [];
    if (inv.kind === 'RETENUE') {
      // A retention released: the client now owes what was held.
      lines.push(d('clients', label, inv.netToPay), c('clientRetention', label, inv.netToPay));
    } else {
      lines.push(d('clients', label, inv.netToPay));
      if (!isZeroMoney(inv.retentionAmount)) lines.push(d('clientRetention', label, inv.retentionAmount));
      lines.push(c('sales', label, inv.totalHT));
      for (const v of inv.vat) if (!isZeroMoney(v.amount)) lines.push(c('vatCollected', `${label} TVA ${Number(v.rate)} %`, v.amount));
    }
    // A credit note (avoir) is the same entry reversed.
    const entryLines = inv.kind === 'AVOIR' ? lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit })) : lines;
    drafts.push({
      journal: 'VT',
      date: inv.issueDate,
      documentRef: inv.reference,
      documentDate: inv.issueDate,
      label: inv.label || label,
      lines: entryLines,
    });
  }

  for (const r of input.revenues.filter((x) => inPeriod(x.date, from, to))) {
    const ref = r.reference || r.label;
    const lines = [d('clients', r.label, r.amount), c('sales', r.label, r.amountHT)];
    if (!isZeroMoney(r.amountVAT)) lines.push(c('vatCollected', `${r.label} TVA ${Number(r.vatRate)} %`, r.amountVAT));
    drafts.push({ journal: 'VT', date: r.date, documentRef: ref, documentDate: r.date, label: r.label, lines });
    drafts.push({
      journal: 'BQ',
      date: r.date,
      documentRef: ref,
      documentDate: r.date,
      label: r.label,
      lines: [d('bank', r.label, r.amount), c('clients', r.label, r.amount)],
    });
  }

  for (const p of input.invoicePayments.filter((x) => inPeriod(x.date, from, to))) {
    const key = treasury(p.mode);
    const label = `Règlement ${p.invoiceReference}`;
    drafts.push({
      journal: journalOf(key),
      date: p.date,
      documentRef: p.reference || p.invoiceReference,
      documentDate: p.date,
      label,
      lines: [d(key, label, p.amount), c('clients', label, p.amount)],
    });
  }

  for (const p of input.purchases.filter((x) => inPeriod(x.date, from, to))) {
    const label = `${p.label} ${p.supplier}`.trim();
    const lines = [d('purchases', label, p.amountHT)];
    if (!isZeroMoney(p.amountVAT)) lines.push(d('vatDeductible', `${label} TVA ${Number(p.vatRate)} %`, p.amountVAT));
    lines.push(c('suppliers', label, p.amountTTC));
    drafts.push({ journal: 'AC', date: p.date, documentRef: p.reference, documentDate: p.date, label, lines });
  }

  for (const p of input.purchasePayments.filter((x) => inPeriod(x.date, from, to))) {
    const key = treasury(p.mode);
    const label = `${p.label} ${p.supplier}`.trim();
    const paid = compareDecimal(p.amount, ZERO) > 0;
    const amount = paid ? p.amount : subtractMoney(ZERO, p.amount);
    // A payment taken back is the same entry reversed, on the day it is taken back.
    const lines = paid ? [d('suppliers', label, amount), c(key, label, amount)] : [d(key, label, amount), c('suppliers', label, amount)];
    drafts.push({
      journal: journalOf(key),
      date: p.date,
      documentRef: p.reference,
      documentDate: p.purchaseDate,
      label: `${paid ? 'Règlement' : 'Annulation de règlement'} ${label}`,
      lines,
    });
  }

  for (const s of input.serviceSheets.filter((x) => inPeriod(x.date, from, to))) {
    const label = `Fiche de service ${s.worker} ${s.supplier}`.trim();
    const ref = `FS ${s.date} ${s.worker}`;
    drafts.push({
      journal: 'AC',
      date: s.date,
      documentRef: ref,
      documentDate: s.date,
      label,
      lines: [d('subcontracting', label, s.total), c('suppliers', label, s.total)],
    });
    // A service sheet records what was paid, in cash, on its day.
    drafts.push({
      journal: 'CA',
      date: s.date,
      documentRef: ref,
      documentDate: s.date,
      label,
      lines: [d('suppliers', label, s.total), c('cash', label, s.total)],
    });
  }

  for (const p of input.payroll.filter((x) => inPeriod(x.date, from, to) && !isZeroMoney(x.gross))) {
    const label = `Paie ${p.month} (${p.workers} personne${p.workers > 1 ? 's' : ''})`;
    const ref = `CNSS ${p.month}`;
    const lines = [
      d('wages', label, p.gross),
      c('staffPayable', label, p.netToPay),
      c('cnss', `${label} part salariale`, p.employeeShare),
      d('socialCharges', `${label} part patronale`, p.employerShare),
      c('cnss', `${label} part patronale`, p.employerShare),
    ];
    drafts.push({
      journal: 'PA',
      date: p.date,
      documentRef: ref,
      documentDate: p.date,
      label,
      lines: lines.filter((l) => !isZeroMoney(l.debit) || !isZeroMoney(l.credit)),
    });
  }

  const order = Object.keys(JOURNALS) as JournalCode[];
  drafts.sort(
    (x, y) => order.indexOf(x.journal) - order.indexOf(y.journal) || x.date.localeCompare(y.date) || x.documentRef.localeCompare(y.documentRef),
  );
  const counters = new Map(numbering);
  return drafts.map((draft) => {
    const year = draft.date.slice(0, 4);
    const n = (counters.get(numberingKey(draft.journal, year)) ?? 0) + 1;
    counters.set(numberingKey(draft.journal, year), n);
    const entry = { ...draft, number: `${draft.journal}-${year}-${String(n).padStart(6, '0')}` };
    assertBalanced(entry);
    return entry;
  });
}

export function entryBalance(entry: Pick<JournalEntry, 'lines'>): string {
  return subtractMoney(sumMoney(entry.lines.map((l) => l.debit)), ...entry.lines.map((l) => l.credit));
}

function assertBalanced(entry: JournalEntry): void {
  const off = entryBalance(entry);
  if (!isZeroMoney(off)) throw new Error(`Unbalanced entry ${entry.number} (${entry.documentRef}): ${off}`);
  for (const l of entry.lines)
    if (compareDecimal(l.debit, ZERO) < 0 || compareDecimal(l.credit, ZERO) < 0) throw new Error(`Negative amount in ${entry.number}`);
}

/** Debits and credits of all entries, per journal and in all. */
export function journalTotals(entries: readonly JournalEntry[]): { journal: JournalCode | 'ALL'; debit: string; credit: string; entries: number }[] {
  const codes = Object.keys(JOURNALS) as JournalCode[];
  const of = (list: readonly JournalEntry[]) => ({
    debit: sumMoney(list.flatMap((e) => e.lines.map((l) => l.debit))),
    credit: sumMoney(list.flatMap((e) => e.lines.map((l) => l.credit))),
    entries: list.length,
  });
  return [...codes.map((journal) => ({ journal, ...of(entries.filter((e) => e.journal === journal)) })), { journal: 'ALL' as const, ...of(entries) }];
}
