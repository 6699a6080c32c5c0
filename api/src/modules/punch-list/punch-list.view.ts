import { reserveReference } from '@chantiers/schema';
import type { FilesService } from '../../core/files/files.service';
import { toSiteRef } from '../../core/records/site-ref';
import { todayInMorocco } from '../../core/time/morocco';
import type { Plan, PlanVersion } from './plan.entity';
import type { PlanVersionView, PlanView } from './plan.types';
import type { ReserveCounts } from './plans.service';
import type { Reserve, ReservePhoto } from './reserve.entity';
import type { ReservePhotoView, ReserveResponsibleView, ReserveView } from './reserve.types';
import { photosOf } from './reserve-parts';

/** A sheet as any view shows it: superseded as soon as the plan has a later version, naming the one in force. */
export function planVersionView(files: FilesService, plan: Pick<Plan, 'versionCount'>, v: PlanVersion): PlanVersionView {
  const superseded = v.number < plan.versionCount;
  return {
    id: v.id,
    number: v.number,
    fileUrl: files.url(v.file.id),
    fileName: v.file.name,
    contentType: v.contentType,
    pageCount: v.pageCount,
    note: v.note,
    uploadedByName: v.uploadedByName,
    uploadedAt: v.uploadedAt,
    superseded,
    supersededBy: superseded ? plan.versionCount : null,
  };
}

export function planView(files: FilesService, plan: Plan, counts: ReserveCounts | undefined): PlanView {
  const versions = [...plan.versions.getItems()].sort((a, b) => b.number - a.number).map((v) => planVersionView(files, plan, v));
  return {
    id: plan.id,
    site: toSiteRef(plan.site),
    title: plan.title,
    currentVersion: versions[0],
    versions,
    reserveCount: counts?.all ?? 0,
    openReserveCount: counts?.open ?? 0,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

export const photoView = (files: FilesService, p: ReservePhoto): ReservePhotoView => ({
  id: p.id,
  url: files.url(p.file.id),
  thumbnailUrl: files.url(p.thumbnail.id),
  name: p.file.name,
});

function responsibleView(r: Reserve): ReserveResponsibleView | null {
  if (!r.responsibleName) return null;
  if (r.responsiblePersonnel) return { type: 'PERSONNEL', id: r.responsiblePersonnel.id, name: r.responsibleName };
  if (r.responsiblePartner) return { type: 'PARTNER', id: r.responsiblePartner.id, name: r.responsibleName };
  // A typed name, or a person or listing deleted since (their name stays).
  return { type: 'OTHER', id: null, name: r.responsibleName };
}

/** A réserve as every answer shows it; `today` (Morocco) says whether it is overdue. */
export function reserveView(files: FilesService, r: Reserve, today = todayInMorocco()): ReserveView {
  return {
    id: r.id,
    number: r.number,
    reference: reserveReference(r.number),
    site: toSiteRef(r.site),
    plan: { id: r.plan.id, title: r.plan.title },
    version: planVersionView(files, r.plan, r.planVersion),
    page: r.page,
    x: Number(r.x),
    y: Number(r.y),
    title: r.title,
    description: r.description,
    trade: r.trade,
    photos: photosOf(r, 'REPORT').map((p) => photoView(files, p)),
    liftPhotos: photosOf(r, 'LIFT').map((p) => photoView(files, p)),
    responsible: responsibleView(r),
    dueDate: r.dueDate ?? null,
    overdue: !!r.dueDate && r.dueDate < today && (r.status === 'OPEN' || r.status === 'REFUSED'),
    status: r.status,
    statusNote: r.statusNote,
    liftedAt: r.liftedAt ?? null,
    liftedByName: r.liftedByName ?? null,
    reviewedAt: r.reviewedAt ?? null,
    reviewedByName: r.reviewedByName ?? null,
    createdByName: r.createdByName,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
