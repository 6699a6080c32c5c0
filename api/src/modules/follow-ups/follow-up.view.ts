import type { Context } from '../../core/context/context';
import type { FilesService } from '../../core/files/files.service';
import { toSiteRef } from '../../core/records/site-ref';
import type { FollowUp } from './follow-up.entity';
import type { FollowUpSendingView, FollowUpView } from './follow-up.types';

/** A sheet read with FOLLOW_UP_VIEW, its photos behind signed URLs, and its sendings (FollowUpMailService.sendings). */
export function toFollowUpView(sheet: FollowUp, files: FilesService, sendings: FollowUpSendingView[]): FollowUpView {
  return {
    id: sheet.id,
    site: toSiteRef(sheet.site),
    label: sheet.label,
    visitDate: sheet.visitDate,
    projectManager: sheet.projectManager,
    projectOwner: sheet.projectOwner,
    report: sheet.report,
    photos: [...sheet.photos.getItems()]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({ id: p.id, url: files.url(p.file.id), thumbnailUrl: files.url(p.thumbnail.id), name: p.file.name })),
    sendings,
    createdAt: sheet.createdAt,
    updatedAt: sheet.updatedAt,
  };
}

/** The views of some sheets of the caller's company, with their sendings read in one statement. */
export async function followUpViews(ctx: Context, companyId: string, sheets: FollowUp[]): Promise<FollowUpView[]> {
  const sendings = await ctx.services.followUpMails.sendings(
    ctx.em,
    companyId,
    sheets.map((s) => s.id),
  );
  return sheets.map((s) => toFollowUpView(s, ctx.services.files, sendings.get(s.id) ?? []));
}
