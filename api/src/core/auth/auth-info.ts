import type { Role, UserType } from '@chantiers/schema';

/** Who calls: the signed-in user of a request, once their token and session are checked. */
export interface AuthInfo {
  userId: string;
  companyId: string;
  sessionId: string;
  role: Role;
  type: UserType;
}
