import type { Action, RecordScope } from '@chantiers/schema';
import { useMemo, useSyncExternalStore } from 'react';
import { type Permissions, permissionsSnapshot, readPermissions, subscribePermissions } from './permissions';

/**
 * The actions the signed-in user may do (the api's `userContext.permissions`, see permissions.ts), or null while
 * they are not known yet: the first visit after signing in, until the user context answers.
 */
export function usePermissions(): Permissions | null {
  const snapshot = useSyncExternalStore(subscribePermissions, permissionsSnapshot);
  // readPermissions reads what the snapshot is made of: a new snapshot, a new answer.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readPermissions(), [snapshot]);
}

/**
 * Whether the signed-in user may do `action`, as the api's policy table says (schema/policies.ts names them): what
 * the api would refuse is not shown. False while the permissions are not known: a control appears, never vanishes.
 */
export function useCan(action: Action): boolean {
  return usePermissions()?.actions.has(action) ?? false;
}

/**
 * Whether a record rule limits the signed-in user: `useLimitedBy('ownSites')` for a Gestionnaire Chantier, whose
 * figures add up their own sites. False while unknown.
 */
export function useLimitedBy(scope: RecordScope): boolean {
  return usePermissions()?.limitedBy.has(scope) ?? false;
}
