import {
  type ChangeSet,
  ChangeSetType,
  type EntityManager,
  type EntityProperty,
  type EventSubscriber,
  type FlushEventArgs,
  helper,
  ReferenceKind,
} from '@mikro-orm/core';
import { type AuditAuthor, auditAuthorOf } from './audit-author';
import type { NewsValueKind } from '@chantiers/schema';
import { displayName, formatRelation, formatScalar, isToOne, valueKindOf } from './audit-values';
import { type SiteAuditConfig, siteAuditOf, siteIdOf } from './site-audited';

export type AuditType = 'ADD' | 'MODIFICATION' | 'DELETION';

/** One line of a site's audit trail, before it becomes a news entry. */
export interface AuditRecord {
  type: AuditType;
  /** The site entity (when at hand) or its id. */
  site: object | string;
  siteId: string;
  /** The company of the changed record. */
  company: unknown;
  /** The class of the changed record ('Site', 'Purchase'). */
  entityKind: string;
  entityId: string;
  /** The record's name ('Ciment CPJ 45'), for every entry of it. */
  entityLabel: string | null;
  field: string | null;
  valueKind: NewsValueKind | null;
  before: string | null;
  after: string | null;
  /** A stock movement's signed quantity and unit. */
  quantity: string | null;
  unit: string | null;
}

/** Turns records into entities (news entries) for the flush's unit of work; the subscriber schedules them. */
export type AuditWriter = (em: EntityManager, records: AuditRecord[], author: AuditAuthor | null) => Promise<object[]>;

/** Never audited, whatever the entity: keys, tenancy, timestamps, derived search columns. */
const TECHNICAL = new Set(['id', 'company', 'createdAt', 'updatedAt', 'createdBy', 'searchText', 'version']);

function recordable(config: SiteAuditConfig, prop: EntityProperty | undefined): prop is EntityProperty {
  if (!prop || prop.primary || prop.hidden || prop.persist === false) return false;
  if (TECHNICAL.has(prop.name) || config.ignore.has(prop.name)) return false;
  return prop.kind === ReferenceKind.SCALAR || isToOne(prop);
}

const isFileProp = (config: SiteAuditConfig, prop: EntityProperty) => (config.files ? config.files.has(prop.name) : /FileId$/.test(prop.name));

/**
 * Writes the site news audit trail from MikroORM's change sets, inside the flush that makes the changes (so in
 * the same transaction): ADD on create, one MODIFICATION per changed field, DELETION on delete. Only classes
 * opted in with `auditSite` are recorded. A deleted site takes its feed with it (cascade), so nothing is written
 * on a site that this flush deletes.
 */
export class AuditSubscriber implements EventSubscriber {
  constructor(private readonly write: AuditWriter) {}

  async onFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const changeSets = uow.getChangeSets().filter((cs) => siteAuditOf(cs.entity));
    if (!changeSets.length) return;
    const deletedSites = new Set(
      changeSets
        .filter((cs) => cs.type === ChangeSetType.DELETE && siteAuditOf(cs.entity)!.site(cs.entity) === cs.entity)
        .map((cs) => cs.getPrimaryKey() as string),
    );
    const records: AuditRecord[] = [];
    for (const cs of changeSets) records.push(...(await this.recordsOf(em, cs, deletedSites)));
    if (!records.length) return;
    for (const entry of await this.write(em, records, auditAuthorOf(em))) {
      em.persist(entry);
      uow.computeChangeSet(entry);
    }
  }

  private async recordsOf(em: EntityManager, cs: ChangeSet<object>, deletedSites: Set<string>): Promise<AuditRecord[]> {
    const config = siteAuditOf(cs.entity)!;
    const link = config.site(cs.entity);
    const siteId = siteIdOf(link);
    if (!siteId || deletedSites.has(siteId)) return [];
    const entityId = String(helper(cs.entity).getSerializedPrimaryKey());
    const shown = helper(cs.entity).__initialized ? displayName(cs.entity) : null;
    const amount = helper(cs.entity).__initialized ? (config.quantity?.(cs.entity) ?? null) : null;
    const base = {
      site: link === cs.entity ? cs.entity : siteId,
      siteId,
      company: (cs.entity as { company?: unknown }).company,
      entityKind: cs.meta.className,
      entityId,
      entityLabel: shown && shown !== entityId ? shown : null,
      quantity: amount?.quantity ?? null,
      unit: amount?.unit ?? null,
    };
    const whole = { field: null, valueKind: null, before: null, after: null };
    if (cs.type === ChangeSetType.CREATE) return [{ ...base, ...whole, type: 'ADD' }];
    if (cs.type === ChangeSetType.DELETE) return [{ ...base, ...whole, type: 'DELETION' }];
    if (cs.type !== ChangeSetType.UPDATE) return [];
    const records: AuditRecord[] = [];
    const original = (cs.originalEntity ?? {}) as Record<string, unknown>;
    for (const name of Object.keys(cs.payload)) {
      const prop = cs.meta.properties[name as keyof typeof cs.meta.properties] as EntityProperty | undefined;
      if (!recordable(config, prop)) continue;
      const was = original[name];
      const now = (cs.entity as Record<string, unknown>)[name];
      if (isFileProp(config, prop)) {
        // A file is said added, replaced or removed; its id means nothing to a reader.
        if ((was ?? null) !== (now ?? null))
          records.push({ ...base, type: 'MODIFICATION', field: name, valueKind: 'file', before: was ? 'file' : null, after: now ? 'file' : null });
        continue;
      }
      const [before, after] = isToOne(prop)
        ? [await formatRelation(em, prop, was), await formatRelation(em, prop, now)]
        : [formatScalar(prop, was), formatScalar(prop, now)];
      if (before !== after)
        records.push({ ...base, type: 'MODIFICATION', field: name, valueKind: valueKindOf(prop, config.kinds[name]), before, after });
    }
    return records;
  }
}
