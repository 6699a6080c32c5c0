import type { ApiModule } from '../../core/modules/api-module';
import { TeamResolver } from './team.resolver';

/** The company's team (MANAGER): members, invitations, roles. */
export const teamModule: ApiModule = { name: 'team', resolvers: [TeamResolver] };
