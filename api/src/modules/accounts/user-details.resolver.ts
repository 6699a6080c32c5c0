import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { UserDetails } from './accounts.types';

@Resolver(() => UserDetails)
export class UserDetailsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Adresse signée de la photo de profil (valable au moins 24 h).' })
  photoUrl(@Root() user: UserDetails, @Ctx() ctx: Context): string | null {
    return user.photoFileId ? ctx.services.files.url(user.photoFileId) : null;
  }
}
