import { type SiteLink, siteAuditOf } from '../audit/site-audited';

/** How a class's records name their site in the change feed; null for the company's shared records. */
export interface FeedOptions<T> {
  /** Omitted: a shared record of the company (a supplier, a product), on every member's feed. */
  site?: (entity: T) => SiteLink;
}

/** How the feed reads a record's site; `shared`: the company's records of no site (every member's phone keeps them). */
export interface FeedConfig {
  site: (entity: object) => SiteLink;
  shared: boolean;
}

const registry = new Map<abstract new (...args: never[]) => object, FeedConfig>();

/**
 * Puts a class's changes in the offline change feed. Every class of the site audit trail is in it already (its site
 * read the same way); this adds the others a phone keeps: `feedRecords(Supplier)`, `feedRecords(PlanningTask, { site: (t) => t.site })`.
 */
export function feedRecords<T extends object>(entity: abstract new (...args: never[]) => T, options: FeedOptions<T> = {}): void {
  registry.set(entity, options.site ? { site: options.site as FeedConfig['site'], shared: false } : { site: () => null, shared: true });
}

/** The feed's site reader for a record (its class or the nearest registered parent; else its audit config), if fed. */
export function feedConfigOf(entity: object): FeedConfig | undefined {
  for (let proto = Object.getPrototypeOf(entity); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const config = registry.get(proto.constructor);
    if (config) return config;
  }
  const audited = siteAuditOf(entity);
  return audited ? { site: audited.site, shared: false } : undefined;
}
