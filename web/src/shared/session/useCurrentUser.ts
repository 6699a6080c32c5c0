import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument } from './session.generated';
import { readUser, type StoredUser, writeUser } from './storage';

/** The signed-in user: the stored record at once, then the server's, which is stored again (SPEC §4). */
export function useCurrentUser(): { user: StoredUser; loading: boolean; refetch: () => Promise<unknown> } {
  const { data, loading, refetch } = useQuery(MeDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (data?.me) writeUser(data.me as StoredUser);
  }, [data]);
  return { user: (data?.me as StoredUser | undefined) ?? readUser(), loading: loading && !data, refetch };
}
