import type { ApiModule } from '../../core/modules/api-module';
import { accountsRestRoutes } from './accounts.rest';
import { AccountsResolver } from './accounts.resolver';
import { AuthSession, RefreshToken } from './auth-session.entity';
import { UserDetailsResolver } from './user-details.resolver';
import { UserToken } from './user-token.entity';
import { User } from './user.entity';

/** Sign-up, confirmation, sign-in, sessions, password reset and invitations. */
export const accountsModule: ApiModule = {
  name: 'accounts',
  entities: [User, UserToken, AuthSession, RefreshToken],
  resolvers: [AccountsResolver, UserDetailsResolver],
  restRoutes: accountsRestRoutes,
};
