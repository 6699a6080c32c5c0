import type { ApiModule } from '../../core/modules/api-module';
import { profileRestRoutes } from './profile.rest';
import { ProfileResolver } from './profile.resolver';

/** The signed-in user's own profile, photo and password. */
export const profileModule: ApiModule = { name: 'profile', resolvers: [ProfileResolver], restRoutes: profileRestRoutes };
