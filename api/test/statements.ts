import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Every data statement the ORM sends from now on (select, insert, update, delete, with), as knex reports it:
 * the N+1 tests count them on the server's own ORM, so they hold on the embedded database too.
 */
export function recordStatements(orm: MikroORM): { statements: string[]; stop(): void } {
  const statements: string[] = [];
  const knex = orm.em.getKnex();
  const onQuery = (q: { sql: string }) => {
    if (/^\s*(select|insert|update|delete|with)\b/i.test(q.sql)) statements.push(q.sql);
  };
  knex.on('query', onQuery);
  return { statements, stop: () => knex.off('query', onQuery) };
}
