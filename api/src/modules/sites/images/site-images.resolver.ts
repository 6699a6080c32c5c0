import { isUuid } from '../../../core/ids';
import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { AppError } from '../../../core/errors/app-error';
import { parseId } from '../../../core/errors/parse';
import { SiteView, toSiteView } from '../sites.types';
import { SiteImageKindEnum } from './site-images.types';

/** Both roles manage their company's sites, images included (like `updateSite`). */
@Resolver()
export class SiteImagesResolver {
  @Authorized('sites.images.update')
  @Mutation(() => SiteView, {
    description: "Pose, remplace ou retire (fileId nul) une image d'un chantier ; fileId vient de POST /api/v1/files?kind=image.",
  })
  async setSiteImage(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('kind', () => SiteImageKindEnum) kind: SiteImageKindEnum,
    @Arg('fileId', () => ID, { nullable: true }) fileId: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<SiteView> {
    const id = parseId(siteId);
    // A malformed file id names no upload: the same answer as an unknown one.
    if (fileId && !isUuid(fileId)) throw AppError.badInput({ file: 'file.notFound' });
    const site = await ctx.services.siteImages.setImage(ctx.em, authOf(ctx), id, kind, fileId ? fileId.toLowerCase() : null);
    return toSiteView(site);
  }
}
