import type { Role, UserType } from '@chantiers/schema';
import type { RateWindow } from './api-token-access';

/** Who calls: the signed-in user of a request, once their token and session are checked. */
export interface AuthInfo {
  userId: string;
  companyId: string;
  sessionId: string;
  role: Role;
  type: UserType;
  /**
   * Set when the caller is a personal access token (modules/api-tokens): its id (also given as `sessionId`, so code
   * that excludes "the current session" keeps working), what it may do, and its rate-limit window for the headers.
   */
  apiToken?: { id: string; scopes: readonly ('read' | 'write')[]; rate: RateWindow };
}
