import { addMember, createCompany, createSite, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { addDays, today } from '../../../test/factories';

/*
 * The world the notification suites share: company A with two MANAGERs, a USER given site « Villa Amal » and a USER
 * given nothing; company B with its MANAGER. Live bindings, set by setUpNotificationWorld's beforeAll.
 */
const PARAMS = 'label reference client quantity unit threshold amount date startDate endDate siteName authorName excerpt';
export const FIELDS = `id kind link readAt visibleFrom createdAt params { ${PARAMS} }`;
export const LIST = `query ($page: Int, $size: Int) { notifications(page: $page, size: $size) { items { ${FIELDS} } total unread page size } }`;
export const COUNT = 'query { unreadNotificationCount }';
export const MARK = `mutation ($id: ID!) { markNotificationRead(id: $id) { ${FIELDS} } }`;
export const MARK_ALL = 'mutation { markAllNotificationsRead }';

export let t: TestServer;
export let a: TestCompany;
export let b: TestCompany;
export let manager2: Member;
export let siteUser: Member;
export let otherUser: Member;
export let siteId: string;
export { addDays, today };

export function setUpNotificationWorld(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    t = await startTestServer(env);
    [a, b] = await Promise.all([createCompany(t, 'Atlas Notifications'), createCompany(t, 'Souss Notifications')]);
    manager2 = await addMember(t, a, { role: 'MANAGER', firstName: 'Nadia', lastName: 'Tazi' });
    siteUser = await addMember(t, a, { firstName: 'Karim', lastName: 'Alaoui' });
    otherUser = await addMember(t, a, { firstName: 'Youssef', lastName: 'Idrissi' });
    siteId = (await createSite(t, a.manager.accessToken, { name: 'Villa Amal', managerId: siteUser.id })).id;
  });
  afterAll(() => t.stop());
}

/** The caller's visible notifications (newest first), as the panel reads them. */
export async function inbox(m: { accessToken: string }): Promise<any[]> {
  return gqlOk(await t.gql(LIST, { size: 100 }, m.accessToken)).notifications.items;
}

export async function unread(m: { accessToken: string }): Promise<number> {
  return gqlOk(await t.gql(COUNT, {}, m.accessToken)).unreadNotificationCount;
}

/** Who got a notification of this kind about this subject (visible or not), sorted. */
export async function recipients(kind: string, subjectId: string): Promise<string[]> {
  const rows = await sql(t, 'select user_id from notification where kind = $1 and subject_id = $2 order by user_id', [kind, subjectId]);
  return rows.map((r) => r.user_id as string);
}

export const ids = (...members: { id: string }[]) => members.map((m) => m.id).sort();

/** The company's invoicing details, so invoices can be issued. */
export const legal = (companyId: string) =>
  sql(t, `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765' where id = $1`, [companyId]);
