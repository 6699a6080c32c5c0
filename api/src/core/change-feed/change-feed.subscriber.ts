import { ChangeSetType, type EventSubscriber, type FlushEventArgs, helper } from '@mikro-orm/core';
import { siteIdOf } from '../audit/site-audited';
import { ChangeLog } from './change-log.entity';
import { feedConfigOf } from './fed-records';

const idOf = (value: unknown): string | null => {
  if (!value) return null;
  if (typeof value === 'string') return value;
  return (value as { id?: string }).id ?? null;
};

/**
 * Writes the change feed from the flush's change sets, in the flush that makes the changes (so in its transaction):
 * one line per record created, changed or deleted, whatever service made it — no service can forget to raise it.
 * Registered after the audit subscriber, so an announcement's or an audit entry's own news line is in it too.
 */
export class ChangeFeedSubscriber implements EventSubscriber {
  onFlush({ em, uow }: FlushEventArgs): void {
    const seen = new Set<string>();
    // A collection changed alone (the people of a task) changes its owner for a phone.
    const owners = uow.getCollectionUpdates().map((c) => ({ entity: c.owner, type: ChangeSetType.UPDATE, originalEntity: undefined }));
    const changes = [...uow.getChangeSets(), ...owners.filter((o) => !uow.getChangeSets().some((cs) => cs.entity === o.entity))];
    for (const cs of changes) {
      if (cs.type !== ChangeSetType.CREATE && cs.type !== ChangeSetType.UPDATE && cs.type !== ChangeSetType.DELETE) continue;
      const config = feedConfigOf(cs.entity);
      if (!config) continue;
      const companyId = idOf((cs.entity as { company?: unknown }).company);
      if (!companyId) continue;
      const recordId = String(helper(cs.entity).getSerializedPrimaryKey());
      const kind = helper(cs.entity).__meta.className;
      const key = `${kind}:${recordId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // A record deleted by reference has no site loaded: its original data has it. A site record whose site stays
      // unknown is left out rather than told to every member as a shared one.
      const siteId = config.shared ? null : (siteIdOf(config.site(cs.entity)) ?? idOf((cs.originalEntity as { site?: unknown } | undefined)?.site));
      if (!config.shared && !siteId) continue;
      const line = em.create(ChangeLog, {
        companyId,
        siteId,
        kind,
        recordId,
        deleted: cs.type === ChangeSetType.DELETE,
      });
      uow.computeChangeSet(line);
    }
  }
}
