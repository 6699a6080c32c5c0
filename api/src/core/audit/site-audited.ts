import type { NewsValueKind } from '@chantiers/schema';
import type { CompanyScoped } from '../tenancy/company-scoped.entity';

/** What the site an audited record belongs to may be: the Site entity (or a reference), or its id. */
export type SiteLink = { id: string } | string | null | undefined;

/** How one entity class takes part in the site news audit trail. */
export interface SiteAuditOptions<T> {
  /** The site whose feed shows a change of this record: `(s) => s` for the Site itself, `(p) => p.site` for a purchase. */
  site: (entity: T) => SiteLink;
  /** How one record is named in its entries ('Villa A', 'Ciment CPJ 45'); default: its name, label or id. */
  name?: (entity: T) => string | null | undefined;
  /** How a property's values are shown when the column type does not say it ('progress': 'percent'). */
  kinds?: Readonly<Record<string, NewsValueKind>>;
  /** A stock movement's signed quantity and unit, kept on its entries. */
  quantity?: (entity: T) => { quantity: string; unit: string | null } | null;
  /** Properties never recorded, besides the technical ones (ids, company, createdAt, updatedAt, hidden ones). */
  ignore?: readonly string[];
  /** Properties holding a file id, recorded as 'Fichier ajouté / remplacé / retiré' without the id; default: `*FileId`. */
  files?: readonly string[];
}

export interface SiteAuditConfig {
  site: (entity: object) => SiteLink;
  name?: (entity: object) => string | null | undefined;
  kinds: Readonly<Record<string, NewsValueKind>>;
  quantity?: (entity: object) => { quantity: string; unit: string | null } | null;
  ignore: ReadonlySet<string>;
  files?: ReadonlySet<string>;
}

const registry = new Map<abstract new (...args: never[]) => object, SiteAuditConfig>();

/**
 * Opts an entity class into the audit trail: creating, changing or deleting one of its records writes the site's
 * news entries (ADD, one MODIFICATION per field, DELETION) in the flush that makes the change.
 *
 *   auditSite(Purchase, { site: (p) => p.site, name: (p) => p.label, ignore: ['settledAt'] });
 */
export function auditSite<T extends CompanyScoped>(entity: abstract new (...args: never[]) => T, options: SiteAuditOptions<T>): void {
  registry.set(entity, {
    site: options.site as SiteAuditConfig['site'],
    name: options.name as SiteAuditConfig['name'],
    kinds: options.kinds ?? {},
    quantity: options.quantity as SiteAuditConfig['quantity'],
    ignore: new Set(options.ignore ?? []),
    files: options.files ? new Set(options.files) : undefined,
  });
}

/** Stops auditing a class (tests). */
export function stopAuditing(entity: abstract new (...args: never[]) => object): void {
  registry.delete(entity);
}

/** The same as a class decorator: `@SiteAudited<Purchase>({ site: (p) => p.site })`. */
export function SiteAudited<T extends CompanyScoped>(options: SiteAuditOptions<T>) {
  return (target: abstract new (...args: never[]) => T): void => auditSite(target, options);
}

/** The audit options of a record's class (or of the nearest audited parent class), if any. */
export function siteAuditOf(entity: object): SiteAuditConfig | undefined {
  for (let proto = Object.getPrototypeOf(entity); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const config = registry.get(proto.constructor);
    if (config) return config;
  }
  return undefined;
}

/** The site id a link names, whatever its form. */
export function siteIdOf(link: SiteLink): string | null {
  if (!link) return null;
  return typeof link === 'string' ? link : (link.id ?? null);
}
