import { gqlOk } from '../../../test/company';
import type { TestServer } from '../../../test/server';

export const CHANGES =
  'query ($since: String, $first: Int) { changes(since: $since, first: $first) { items { kind id siteId deleted at } cursor more reset } }';

export interface Change {
  kind: string;
  id: string;
  siteId: string | null;
  deleted: boolean;
}

/** Where the feed stands now for `token` (a first read, without a cursor). */
export const startOfFeed = async (t: TestServer, token: string): Promise<string> => gqlOk(await t.gql(CHANGES, {}, token)).changes.cursor;

/**
 * Every change after `since`, read page by page, with the cursor to go on from. The feed holds back what committed
 * while an older write transaction of the cluster was still open (another test file's, on a shared server): with
 * `until`, reads go on a little while for what the test just made.
 */
export async function changesSince(
  t: TestServer,
  token: string,
  since: string,
  options: { first?: number; until?: (items: Change[]) => boolean } = {},
): Promise<{ items: Change[]; cursor: string; pages: number }> {
  const items: Change[] = [];
  let cursor = since;
  // Lines are handed out below the cluster's oldest running transaction: beside a loaded suite (other files' databases
  // on the same server) that can take a while.
  const giveUpAt = Date.now() + 40_000;
  for (let pages = 1; ; pages++) {
    const page = gqlOk(await t.gql(CHANGES, { since: cursor, first: options.first ?? 500 }, token)).changes;
    items.push(...page.items);
    cursor = page.cursor;
    if (page.more) continue;
    if (!options.until || options.until(items) || Date.now() > giveUpAt) return { items, cursor, pages };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `until` for changesSince: every one of these record ids is in. */
export const hasAll =
  (...ids: string[]) =>
  (items: Change[]): boolean =>
    ids.every((id) => items.some((c) => c.id === id));
