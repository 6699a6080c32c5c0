import sharp from 'sharp';
import { Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../core/context/context';
import { UserDetails } from './accounts.types';

/** The legacy record's small photo: a phone stores it with the session, so a 10 MB original is no use. */
const LEGACY_PHOTO_PX = 256;

/** SPEC §3's `utilisateurDto`: the user's identity within the user-details record, without the photo. */
@ObjectType({ description: 'L’identité de l’utilisateur dans son dossier (utilisateurDto du SPEC), sans la photo.' })
export class UserIdentity {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field() role!: string;
  @Field() type!: string;
  @Field() status!: string;
}

@Resolver(() => UserDetails)
export class UserDetailsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Adresse signée de la photo de profil (valable au moins 24 h).' })
  photoUrl(@Root() user: UserDetails, @Ctx() ctx: Context): string | null {
    return user.photoFileId ? ctx.services.files.url(user.photoFileId) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'La photo de profil en JPEG (base64, sans préfixe data:), réduite à 256 px : le dossier utilisateur du SPEC (photoProfile).',
  })
  async photoBase64(@Root() user: UserDetails, @Ctx() ctx: Context): Promise<string | null> {
    if (!user.photoFileId) return null;
    const file = await ctx.services.files.read(ctx.em, user.photoFileId);
    if (!file) return null;
    const jpeg = await sharp(file.bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(LEGACY_PHOTO_PX, LEGACY_PHOTO_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer()
      .catch(() => null);
    return jpeg ? jpeg.toString('base64') : null;
  }

  @FieldResolver(() => UserIdentity, { description: 'L’identité de l’utilisateur (utilisateurDto du SPEC).' })
  identity(@Root() user: UserDetails): UserIdentity {
    const { id, firstName, lastName, email, phone, role, type, status } = user;
    return { id, firstName, lastName, email, phone, role, type, status };
  }
}
