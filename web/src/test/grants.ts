import { ACTIONS, type Action } from '@chantiers/schema';
import { writePermissions } from '../shared/session/permissions';
import { readUser } from '../shared/session/storage';

/**
 * What the api's user context grants each kind of account (api/src/core/policies/policies.ts, the table
 * docs/ARCHITECTURE.md shows), for the screens' tests: a test signs a user in, then grants them a role's actions or
 * only the ones it is about. A copy for tests; the api's own tests check the table itself.
 */
const MANAGER_ONLY: readonly Action[] = [
  'team.read',
  'team.manage',
  'apiTokens.read',
  'apiTokens.manage',
  'webhooks.read',
  'webhooks.manage',
  'company.update',
  'sites.delete',
  'suppliers.delete',
  'personnel.delete',
  'stock.delete',
  'purchases.delete',
  'revenues.delete',
  'serviceSheets.delete',
  'invoices.create',
  'invoices.pay',
  'activity.lock',
  'planningFeed.read',
  'planningFeed.manage',
  'followUps.delete',
  'documents.delete',
  'quotes.delete',
  'clients.delete',
  'changeOrders.decide',
  'receptions.sign',
  'plans.delete',
  'reserves.delete',
  'signatures.send',
  'accounting.read',
  'accounting.manage',
];
const SIGNED_IN: readonly Action[] = ['account.read', 'profile.update', 'profile.password', 'files.upload'];
const STAFF = ACTIONS.filter((a) => !a.startsWith('partner.'));

export const GRANTS: Record<'MANAGER' | 'USER' | 'PARTNER', readonly Action[]> = {
  MANAGER: STAFF,
  USER: STAFF.filter((a) => !MANAGER_ONLY.includes(a)),
  PARTNER: [...SIGNED_IN, ...ACTIONS.filter((a) => a.startsWith('partner.'))],
};

/** Records these actions as what the stored user (or the fallback one) may do, as the user context would. */
export function grant(actions: readonly Action[], limitedBy: readonly string[] = []): void {
  writePermissions(readUser(), { permissions: actions, limitedBy });
}
