import { type EntityManager, type EntityMetadata, type EntityProperty, helper, Reference, ReferenceKind } from '@mikro-orm/core';
import type { NewsValueKind } from '@chantiers/schema';
import { siteAuditOf } from './site-audited';

/**
 * Values as the feed stores them, 'before' and 'after' alike (schema NEWS_VALUE_KINDS): dates YYYY-MM-DD, instants
 * ISO 8601, decimals as fixed-scale strings ('1000.00'), booleans 'true' / 'false', enums by their value, relations
 * by a display name. The client writes them in the reader's language.
 */

const isDecimal = (prop: EntityProperty) => /^(numeric|decimal)/i.test(prop.columnTypes?.[0] ?? String(prop.type));
const isDateOnly = (prop: EntityProperty) => (prop.columnTypes?.[0] ?? String(prop.type)).toLowerCase() === 'date';

/** '1000' -> '1000.00' at scale 2, without floating point. */
export function canonicalDecimal(value: string, scale: number): string {
  const text = value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign, units, fraction = ''] = match;
  const whole = units.replace(/^0+(?=\d)/, '') || '0';
  return scale > 0 ? `${sign}${whole}.${fraction.padEnd(scale, '0')}` : `${sign}${whole}`;
}

/** A scalar value as text, or null when empty. */
export function formatScalar(prop: EntityProperty, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (isDecimal(prop)) return canonicalDecimal(String(value), prop.scale ?? 2);
  if (value instanceof Date) return isDateOnly(prop) ? value.toISOString().slice(0, 10) : value.toISOString();
  if (isDateOnly(prop)) return String(value).slice(0, 10);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'Prénom Nom', else a name, label or title, else the id. */
export function displayName(entity: object): string {
  const e = entity as Record<string, unknown>;
  const named = siteAuditOf(entity)?.name?.(entity);
  if (named) return named;
  if (typeof e.firstName === 'string' && typeof e.lastName === 'string') return `${e.firstName} ${e.lastName}`.trim();
  for (const key of ['name', 'label', 'libelle', 'title']) if (typeof e[key] === 'string' && e[key]) return e[key] as string;
  return String(helper(entity).getSerializedPrimaryKey());
}

/** The primary key a relation value holds, whether an entity, a reference, a snapshot key or an id. */
function keyOf(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Reference.isReference(value)) return helper(value.unwrap()).getPrimaryKey();
  if (typeof value === 'object' && !Array.isArray(value) && '__helper' in value) return helper(value).getPrimaryKey();
  return value;
}

/**
 * A related record's display name: from the identity map when it is loaded, else read (without the tenant
 * filter: the key came from a record of the caller's own company) in the flush's transaction.
 */
export async function formatRelation(em: EntityManager, prop: EntityProperty, value: unknown): Promise<string | null> {
  const key = keyOf(value);
  if (key === null || key === undefined) return null;
  const target = prop.targetMeta as EntityMetadata<object>;
  const known = em.getUnitOfWork().getById<object>(target.className, key as never);
  if (known && helper(known).__initialized) return displayName(known);
  const loaded = await em.findOne(target.class, key as never, { filters: false });
  return loaded ? displayName(loaded) : String(key);
}

/** Is this property a to-one relation whose value is a foreign key? */
export function isToOne(prop: EntityProperty): boolean {
  return prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && Boolean(prop.owner));
}

/** How a property's values are written, from its column when the audit options do not say it. */
export function valueKindOf(prop: EntityProperty, declared?: NewsValueKind): NewsValueKind {
  if (declared) return declared;
  if (isToOne(prop)) return 'relation';
  if (prop.enum) return 'enum';
  const column = (prop.columnTypes?.[0] ?? String(prop.type)).toLowerCase();
  if (isDecimal(prop)) return (prop.scale ?? 2) === 3 ? 'quantity' : 'money';
  if (isDateOnly(prop)) return 'date';
  if (/^bool/.test(column) || prop.runtimeType === 'boolean') return 'boolean';
  if (/^(int|smallint|bigint|integer)/.test(column) || prop.runtimeType === 'number') return 'number';
  return 'text';
}
