import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The server's background rounds (the mail outbox every 30 s, webhook deliveries, digests, counter sweeps) share the
 * ORM: they claim their work with SKIP LOCKED, which no request does, and then touch only their own tables. Left in,
 * a round that falls inside a measured call adds a statement to it (seen on a loaded machine).
 */
const BACKGROUND = /skip locked|\b(outbox_mail|webhook_delivery)\b/i;

/**
 * Every data statement the ORM sends from now on (select, insert, update, delete, with), as knex reports it:
 * the N+1 tests count them on the server's own ORM, so they hold on the embedded database too.
 */
export function recordStatements(orm: MikroORM): { statements: string[]; stop(): void } {
  const statements: string[] = [];
  const knex = orm.em.getKnex();
  const onQuery = (q: { sql: string }) => {
    if (/^\s*(select|insert|update|delete|with)\b/i.test(q.sql) && !BACKGROUND.test(q.sql)) statements.push(q.sql);
  };
  knex.on('query', onQuery);
  return { statements, stop: () => knex.off('query', onQuery) };
}
