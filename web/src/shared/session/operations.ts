import type {
  RefreshPartnerSessionMutation,
  RefreshPartnerSessionMutationVariables,
  RefreshSessionMutation,
  RefreshSessionMutationVariables,
} from '../../gql/graphql';
import { operation } from '../api/operation';
import session from './session.graphql?raw';

/** The token refresh, as text from session.graphql (features/auth/operations.test.ts checks it against codegen). */
export const RefreshSession = operation<RefreshSessionMutation, RefreshSessionMutationVariables>([session], 'RefreshSession');
export const RefreshPartnerSession = operation<RefreshPartnerSessionMutation, RefreshPartnerSessionMutationVariables>(
  [session],
  'RefreshPartnerSession',
);
