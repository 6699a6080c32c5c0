import type { EntityManager } from '@mikro-orm/postgresql';
import type { ColumnKind } from '../../core/export/table-export';
import type { Action, Policy } from '../../core/policies/authorize';
import { decimalText, type LegacyKey, type LegacyRead, text } from '../../core/rest/legacy-keys';
import type { SiteRecord } from '../../core/records/site-record';
import type { CompanyScoped } from '../../core/tenancy/company-scoped.entity';

/**
 * What a field is: its GraphQL type, its REST reader and its export cell follow from it. `text` and `note` are
 * strings (a note may be empty: null), `date` a LocalDate, `money` an exact decimal string (never a float).
 */
export type FieldKind = 'text' | 'note' | 'date' | 'money';

export interface RecordField<E> {
  kind: FieldKind;
  /** The legacy (French) REST key, or the whole LegacyKey when the reader is special; default: the field's name. */
  rest?: string | LegacyKey;
  /** The export's column header; the export's `columns` gives the order. */
  header?: string;
  /** A money field summed over the list's whole filter (the totals row, in SQL on numeric). */
  total?: boolean;
  /** A view field computed from the record (not in the input): a sum of its amounts, say. */
  computed?: (record: E) => string;
  description?: string;
  inputDescription?: string;
}

/** A list filter beside the site and the period: part of a text column, accents and case ignored. */
export interface ContainsFilter {
  kind: 'contains';
  /** The entity property searched (its column comes from the metadata). */
  field: string;
  /** The longest text kept (the column's length). */
  max: number;
  /** The export parameter's description. */
  description: string;
}

/** A site record's changes as domain events (core/events): what moves the month totals, notifications, webhooks. */
export interface RecordEvents<E, S> {
  /** The state the reactions compare with, taken before a change (the entity changes in place). */
  state(record: E): S;
  created(tx: EntityManager, record: E): Promise<void>;
  updated(tx: EntityManager, before: S, record: E): Promise<void>;
  removed(tx: EntityManager, before: S): Promise<void>;
}

export type RecordEntity = SiteRecord & CompanyScoped;

/**
 * One declaration of a site record: its fields give the GraphQL view, input and totals, the REST keys, the export's
 * columns and totals row; the names give the operations, the routes and the policy actions.
 */
export interface SiteRecordSpec<E extends RecordEntity, D, S = never> {
  /** 'ServiceSheet': ServiceSheetView, ServiceSheetInput, serviceSheet, createServiceSheet… */
  type: string;
  /** 'serviceSheets': the list query and the policy actions' prefix (`serviceSheets.read`…). */
  list: string;
  entity: new () => E;
  /** The view's description, the list query's. */
  description: string;
  listDescription?: string;
  /** In the legacy answers' order (REST keys), which is also the input's and the view's. `date` is one of them. */
  fields: Record<string, RecordField<E>>;
  /** Totals computed from the summed ones (the list's totals, after the sums). */
  computedTotals?: Record<string, (totals: Record<string, string>) => string>;
  filters?: Record<string, ContainsFilter>;
  /** The shared validation: the checked input (`…Data`) the record is written from. */
  parse(input: unknown): D;
  /** The entity's columns from the checked input (money already exact strings in the schema). */
  toEntity(data: D): Partial<E>;
  /** The message id of a record not found (another company's, or deleted). */
  notFound: string;
  /** The legacy routes' base path ('/chantiers/services') and edit route's name ('modifierService'). */
  rest: { path: string; edit: string };
  export: {
    /** Its path under `/api/v1/chantiers` ('/services/export'), its file's base name, its description. */
    path: string;
    name: string;
    summary: string;
    description: string;
    columns: string[];
    /** The action its router checks; default `<list>.export`, granted to every member. */
    access?: Action;
  };
  /** Who deletes; reading, creating and editing are every member's. Omit `policies` to keep the actions in policies.ts. */
  policies?: { delete: Policy; export?: Policy };
  /** How the site feed names a record (core/audit); without it its changes are not in the feed. */
  audit?: { name(record: E): string };
  events?: RecordEvents<E, S>;
}

/** How each kind is read from a legacy body. */
const READ: Record<FieldKind, LegacyRead> = { text, note: (v) => text(v) ?? null, date: text, money: decimalText };

/** The legacy-key entry of a field: its declared one, or its key with the kind's reader (none for a computed field). */
export function legacyKeyOfField(name: string, field: RecordField<never>): string | LegacyKey {
  const declared = field.rest ?? name;
  if (typeof declared !== 'string') return declared;
  return field.computed ? declared : { key: declared, read: READ[field.kind] };
}

export const EXPORT_KIND: Record<FieldKind, ColumnKind | undefined> = { text: undefined, note: undefined, date: 'date', money: 'money' };
