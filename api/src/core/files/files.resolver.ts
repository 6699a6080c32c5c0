import { completeUploadSchema, directUploadSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { authOf, type Context } from '../context/context';
import { AppError } from '../errors/app-error';
import { parseInput } from '../errors/parse';
import { cleanName } from './files.service';
import { FileUploadInput, FileUploadStartView, UploadedFileView } from './files.types';

/** Direct uploads to the object store (FILES_DRIVER=s3): the bytes go from the browser to the store, never through the api. */
@Resolver()
export class FilesResolver {
  @Authorized('files.upload')
  @Mutation(() => FileUploadStartView, {
    description:
      "Prépare l'envoi d'un fichier. Avec le stockage objet : une URL présignée où envoyer les octets (PUT) et un ticket pour " +
      'completeFileUpload. Sinon `direct: false` : envoyez le fichier à POST /api/v1/files (multipart).',
  })
  async startFileUpload(@Arg('input', () => FileUploadInput) input: FileUploadInput, @Ctx() ctx: Context): Promise<FileUploadStartView> {
    const direct = ctx.services.files.direct;
    if (!direct) return { direct: false, upload: null };
    const auth = authOf(ctx);
    const parsed = parseInput(directUploadSchema, input);
    const started = await direct.start({ ...parsed, name: cleanName(parsed.name), companyId: auth.companyId, userId: auth.userId });
    return {
      direct: true,
      upload: {
        ...started,
        expiresAt: new Date(started.expiresAt),
        headers: Object.entries(started.headers).map(([name, value]) => ({ name, value })),
      },
    };
  }

  @Authorized('files.upload')
  @Mutation(() => UploadedFileView, {
    description:
      "Termine un envoi direct : l'api lit le fichier dans le stockage, le vérifie comme un envoi à POST /api/v1/files (type lu dans le " +
      "contenu, taille, métadonnées d'une photo retirées) et répond son identifiant. Deux fois : la même réponse.",
  })
  completeFileUpload(@Arg('ticket', () => String, { nullable: true }) ticket: string | null, @Ctx() ctx: Context): Promise<UploadedFileView> {
    const direct = ctx.services.files.direct;
    const parsed = parseInput(completeUploadSchema, { ticket });
    // Without an object store no ticket was ever given: as unknown as a forged one.
    if (!direct) throw AppError.badInput({ file: 'file.notFound' });
    return direct.complete(ctx.em, authOf(ctx), parsed.ticket, cleanName);
  }
}
