import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { readPermissions, writePermissions } from './permissions';
import { UserPermissionsDocument } from './session.generated';
import { usePermissions } from './useCan';

/**
 * Asks the api what the signed-in user may do and keeps it for `useCan` (permissions.ts): once per private area
 * (the shell calls it), again when the stored user is no longer the one they were for (a role changed in the profile).
 */
export function usePermissionsSync(): void {
  const { data, refetch } = useQuery(UserPermissionsDocument, { fetchPolicy: 'cache-and-network' });
  const known = usePermissions() !== null;
  const context = data?.userContext;
  useEffect(() => {
    if (context) writePermissions(context.user, context);
  }, [context]);
  // Answered, yet not for the user now stored: ask once more (no loop: the effect waits for `stale` to change). The
  // storage is read again: the answer written just above makes the permissions known before this render shows it.
  const stale = Boolean(context) && !known;
  useEffect(() => {
    if (stale && readPermissions() === null) void refetch().catch(() => undefined);
  }, [stale, refetch]);
}
