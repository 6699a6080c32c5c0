import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PUNCH_LIST_LIMITS,
  RESERVE_STATUSES,
  type ReserveCreateData,
  type ReserveData,
  type ReserveFilterData,
  type ReserveLiftData,
  type ReserveRefusalData,
  type ReserveStatus,
} from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { raise } from '../../core/events/domain-events';
import type { FilesService } from '../../core/files/files.service';
import { isUuid } from '../../core/ids';
import { madeUnderClientId } from '../../core/records/client-id';
import { lockedForChange } from '../../core/records/locked';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { PhotoSet, type PhotoSlot, type ReceivedPhoto, type StoredPhoto } from '../follow-ups';
import { AppError } from '../../core/errors/app-error';
import './punch-list.audit';
import './punch-list.events';
import { lockSite, type NameOf, reserveNotFound, siteVisible } from './punch-list.shared';
import { nextNumber, photosOf, pinOf, reassigned, responsibleOf } from './reserve-parts';
import { Reserve, ReservePhoto, type ReservePhotoStage } from './reserve.entity';

/** What a ReserveView shows; load it with every réserve read for one. */
export const RESERVE_VIEW = ['site', 'plan', 'planVersion', 'planVersion.file', 'photos', 'photos.file'] as const;

/**
 * A lifting by someone outside the réserve's company (a partner, from their own space: partner-reserves.service.ts): their
 * name as the réserve keeps it, the photos of the work read from their own uploads, and whether the réserve is still theirs.
 */
export interface OutsideLift {
  name: string;
  received: ReceivedPhoto[];
  assigned(reserve: Reserve): boolean;
}

export interface ReservePage {
  items: Reserve[];
  total: number;
  totals: Record<ReserveStatus, number>;
}

/**
 * The réserves of a site (the punch list, issue 37): numbered per site, pinned on a plan's sheet, written down with
 * photos and a responsible, then lifted, validated or refused, each move under the row lock. A phone that made one
 * offline sends it again under the same client id and gets the one already made.
 */
export class ReservesService {
  private readonly photos: PhotoSet;

  constructor(
    private readonly files: FilesService,
    private readonly nameOf: NameOf,
  ) {
    this.photos = new PhotoSet(files, { max: PUNCH_LIST_LIMITS.photos, tooManyId: 'reserve.photos.max' });
  }

  /** A page of the site's réserves, the newest first, and how many the filter holds in each status. */
  async list(em: EntityManager, siteId: string, filter: ReserveFilterData, paging: { page: number; size: number }): Promise<ReservePage> {
    if (!(await siteVisible(em, siteId))) throw AppError.notFound('site.notFound');
    const where = whereOf(siteId, filter);
    const [[items, total], ...counts] = await Promise.all([
      em.findAndCount(Reserve, filter.status ? { ...where, status: filter.status } : where, {
        populate: RESERVE_VIEW,
        strategy: 'select-in',
        orderBy: [{ createdAt: 'desc' }, { number: 'desc' }],
        limit: paging.size,
        offset: paging.page * paging.size,
      }),
      ...RESERVE_STATUSES.map((status) => em.count(Reserve, { ...where, status })),
    ]);
    return { items, total, totals: Object.fromEntries(RESERVE_STATUSES.map((s, i) => [s, counts[i]])) as Record<ReserveStatus, number> };
  }

  /**
   * Every réserve of the filter, by number, for the site's PDF (a USER's own sites only: NOT_FOUND otherwise), with the
   * plans' version counts (superseded sheets) and the status totals; more than `max` is refused (filter the list first).
   */
  async forPrint(em: EntityManager, siteId: string, filter: ReserveFilterData, max: number): Promise<Omit<ReservePage, 'total'>> {
    if (!(await siteVisible(em, siteId))) throw AppError.notFound('site.notFound');
    const where = whereOf(siteId, filter);
    const total = await em.count(Reserve, filter.status ? { ...where, status: filter.status } : where);
    if (total > max) throw AppError.badInput({ filter: 'reserve.pdf.tooMany' });
    const [items, ...counts] = await Promise.all([
      em.find(Reserve, filter.status ? { ...where, status: filter.status } : where, {
        populate: RESERVE_VIEW,
        strategy: 'select-in',
        orderBy: [{ number: 'asc' }],
      }),
      ...RESERVE_STATUSES.map((status) => em.count(Reserve, { ...where, status })),
    ]);
    return { items, totals: Object.fromEntries(RESERVE_STATUSES.map((s, i) => [s, counts[i]])) as Record<ReserveStatus, number> };
  }

  async get(em: EntityManager, id: string): Promise<Reserve> {
    const reserve = await em.findOne(Reserve, { id }, { populate: RESERVE_VIEW });
    if (!reserve) throw reserveNotFound();
    return reserve;
  }

  /** A new réserve, numbered after the site's last one; made once whatever the resends of its client id. */
  async create(em: EntityManager, auth: AuthInfo, input: ReserveCreateData): Promise<Reserve> {
    if (!(await siteVisible(em, input.siteId))) throw AppError.badInput({ siteId: 'site.notFound' });
    // A resend of a réserve already made (a phone offline): its photos went with it, so it is answered as it is.
    const again = await em.transactional((tx) => madeUnderClientId(tx, Reserve, input.id, auth.companyId));
    if (again) return this.get(em.fork(), again.id);
    await pinOf(em, auth, input.siteId, input);
    const slots = await this.photos.prepare(em, [], input.photoIds ?? []);
    const id = await em.transactional(async (tx) => {
      const site = await lockSite(tx, auth, input.siteId);
      const raced = await madeUnderClientId(tx, Reserve, input.id, auth.companyId);
      if (raced) return raced.id;
      const pin = await pinOf(tx, auth, site.id, input, true);
      const responsible = await responsibleOf(tx, input.responsible);
      const author = await this.nameOf(tx, auth.userId);
      // Stored first: storage.put flushes in a nested transaction, which would otherwise flush the réserve half made.
      const stored = await this.photos.store(tx, auth, slots);
      const reserve = tx.create(Reserve, {
        ...(input.id ? { id: input.id } : {}),
        company: auth.companyId,
        site,
        number: await nextNumber(tx, site.id),
        ...pin,
        ...this.fields(input),
        ...responsible,
        createdBy: auth.userId,
        createdByName: author.name,
      });
      this.placePhotos(tx, reserve, slots, stored, 'REPORT');
      await tx.flush();
      await this.files.release(tx, this.photos.uploadsOf(slots));
      if (reassigned(null, responsible)) await raise(tx, 'reserve.assigned', { reserve, site, by: auth.userId });
      return reserve.id;
    });
    return this.get(em.fork(), id);
  }

  /** Replaces what the réserve says (never its status); a validated réserve is closed. */
  async update(em: EntityManager, auth: AuthInfo, id: string, input: ReserveData): Promise<Reserve> {
    const current = await this.get(em, id);
    if (current.status === 'VALIDATED') throw validated();
    await pinOf(em, auth, current.site.id, samePinSheet(current, input));
    const own = photosOf(current, 'REPORT').map((p) => p.id);
    const slots = await this.photos.prepare(em, own, input.photoIds ?? own);
    await em.transactional(async (tx) => {
      const reserve = await lockedForChange(tx, Reserve, id, reserveNotFound);
      if (reserve.status === 'VALIDATED') throw validated();
      await tx.populate(reserve, ['photos', 'site', 'planVersion'], { refresh: true });
      const pin = await pinOf(tx, auth, reserve.site.id, samePinSheet(reserve, input), true);
      const responsible = await responsibleOf(tx, input.responsible);
      const told = reassigned(reserve, responsible);
      const photos = new Map(photosOf(reserve, 'REPORT').map((p) => [p.id, p]));
      // A photo kept must still be there: another edit may have removed it since it was read.
      if (slots.some((s) => 'keep' in s && !photos.has(s.keep))) throw AppError.badInput({ photoIds: 'file.notFound' });
      const stored = await this.photos.store(tx, auth, slots);
      Object.assign(reserve, pin, this.fields(input), responsible);
      const dropped = this.placePhotos(tx, reserve, slots, stored, 'REPORT', photos);
      await tx.flush();
      await this.files.release(tx, [...dropped.flatMap((p) => [p.file.id, p.thumbnail.id]), ...this.photos.uploadsOf(slots)]);
      if (told) await raise(tx, 'reserve.assigned', { reserve, site: reserve.site, by: auth.userId });
    });
    return this.get(em.fork(), id);
  }

  /** Deletes the réserve, its photos and their files (its number is not given again). */
  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const reserve = await lockedForChange(tx, Reserve, id, reserveNotFound);
      await tx.populate(reserve, ['photos'], { refresh: true });
      const files = reserve.photos.getItems().flatMap((p) => [p.file.id, p.thumbnail.id]);
      tx.remove(reserve);
      await tx.flush();
      await this.files.release(tx, files);
    });
  }

  /**
   * The responsible says the defect is fixed: an open or refused réserve becomes lifted, with a note and photos of the
   * work (all of them, in order; absent: unchanged). A phone's resend (already lifted, the same note) is answered as is.
   */
  async lift(em: EntityManager, auth: AuthInfo, id: string, input: ReserveLiftData, outside?: OutsideLift): Promise<Reserve> {
    const current = await this.get(em, id);
    if (outside && !outside.assigned(current)) throw reserveNotFound();
    // Before the photos: a resend names uploads the first lifting already took.
    if (current.status === 'LIFTED' && current.statusNote === input.note) return current;
    refuseLift(current.status);
    const own = photosOf(current, 'LIFT').map((p) => p.id);
    const slots = await this.photos.prepare(em, own, input.photoIds ?? own, outside?.received);
    await em.transactional(async (tx) => {
      const reserve = await lockedForChange(tx, Reserve, id, reserveNotFound);
      // Given to someone else meanwhile: no longer the outside lifter's to lift.
      if (outside && !outside.assigned(reserve)) throw reserveNotFound();
      if (reserve.status === 'LIFTED' && reserve.statusNote === input.note) return;
      refuseLift(reserve.status);
      await tx.populate(reserve, ['photos', 'site', 'plan', 'planVersion'], { refresh: true });
      const photos = new Map(photosOf(reserve, 'LIFT').map((p) => [p.id, p]));
      if (slots.some((s) => 'keep' in s && !photos.has(s.keep))) throw AppError.badInput({ photoIds: 'file.notFound' });
      const stored = await this.photos.store(tx, auth, slots);
      const lifter = outside ?? (await this.nameOf(tx, auth.userId));
      Object.assign(reserve, {
        status: 'LIFTED',
        statusNote: input.note,
        liftedAt: new Date(),
        liftedBy: auth.userId,
        liftedByName: lifter.name,
        reviewedAt: null,
        reviewedBy: null,
        reviewedByName: null,
      });
      const dropped = this.placePhotos(tx, reserve, slots, stored, 'LIFT', photos);
      await tx.flush();
      await this.files.release(tx, [...dropped.flatMap((p) => [p.file.id, p.thumbnail.id]), ...this.photos.uploadsOf(slots)]);
      await raise(tx, 'reserve.lifted', { reserve, site: reserve.site, by: auth.userId });
    });
    return this.get(em.fork(), id);
  }

  /** The check passed: a lifted réserve is validated, and closed. Validating it again answers it as is. */
  async validate(em: EntityManager, auth: AuthInfo, id: string): Promise<Reserve> {
    return this.reviewed(em, auth, id, (r) => r.status === 'VALIDATED', { status: 'VALIDATED' });
  }

  /** The check failed: a lifted réserve is refused, with what is still wrong; the responsible lifts it again. */
  async refuse(em: EntityManager, auth: AuthInfo, id: string, input: ReserveRefusalData): Promise<Reserve> {
    return this.reviewed(em, auth, id, (r) => r.status === 'REFUSED' && r.statusNote === input.reason, {
      status: 'REFUSED',
      statusNote: input.reason,
    });
  }

  /** A check of a lifted réserve, under its row lock; `done` tells a resend of the same check, answered as is. */
  private async reviewed(
    em: EntityManager,
    auth: AuthInfo,
    id: string,
    done: (r: Reserve) => boolean,
    change: { status: ReserveStatus; statusNote?: string },
  ): Promise<Reserve> {
    await em.transactional(async (tx) => {
      const reserve = await lockedForChange(tx, Reserve, id, reserveNotFound);
      if (done(reserve)) return;
      if (reserve.status !== 'LIFTED') throw new AppError('CONFLICT', REVIEW_REFUSALS[reserve.status]);
      const reviewer = await this.nameOf(tx, auth.userId);
      Object.assign(reserve, change, { reviewedAt: new Date(), reviewedBy: auth.userId, reviewedByName: reviewer.name });
      await tx.flush();
    });
    return this.get(em.fork(), id);
  }

  /** The files the réserves of a site hold (photos and thumbnails): the site's deletion releases them. */
  fileIdsOfSite = async (tx: EntityManager, siteId: string): Promise<string[]> => {
    const photos = await tx.find(ReservePhoto, { reserve: { site: siteId } }, { fields: ['file', 'thumbnail'] });
    return photos.flatMap((p) => [p.file.id, p.thumbnail.id]);
  };

  private fields(input: ReserveData) {
    return {
      title: input.title,
      description: input.description,
      trade: input.trade,
      tradeKey: foldForSearch(input.trade),
      dueDate: input.dueDate ?? null,
    };
  }

  /**
   * Puts one stage's photos in the slots' order: kept ones moved, new ones created on their stored files; the stage's
   * photos left out are removed and answered, for their files to be released after the flush.
   */
  private placePhotos(
    tx: EntityManager,
    reserve: Reserve,
    slots: PhotoSlot[],
    stored: Map<PhotoSlot, StoredPhoto>,
    stage: ReservePhotoStage,
    own = new Map<string, ReservePhoto>(),
  ): ReservePhoto[] {
    const kept = new Set(slots.flatMap((s) => ('keep' in s ? [s.keep] : [])));
    const dropped = [...own.values()].filter((p) => !kept.has(p.id));
    for (const photo of dropped) tx.remove(photo);
    slots.forEach((slot, position) => {
      if ('keep' in slot) {
        own.get(slot.keep)!.position = position;
        return;
      }
      const files = stored.get(slot)!;
      tx.persist(tx.create(ReservePhoto, { reserve, stage, position, file: files.file, thumbnail: files.thumbnail }));
    });
    return dropped;
  }
}

const validated = () => new AppError('CONFLICT', 'reserve.validated');

/** The list's filter as a query: plan, trade (folded), responsible (a person's or partner's id, or part of a name). */
function whereOf(siteId: string, filter: ReserveFilterData): ObjectQuery<Reserve> {
  const where: ObjectQuery<Reserve> = { site: siteId };
  if (filter.planId) where.plan = filter.planId;
  if (filter.trade) where.tradeKey = foldForSearch(filter.trade);
  if (filter.responsible && isUuid(filter.responsible))
    where.$or = [{ responsiblePersonnel: filter.responsible.toLowerCase() }, { responsiblePartner: filter.responsible.toLowerCase() }];
  else if (filter.responsible) where.responsibleKey = { $like: `%${escapeLike(foldForSearch(filter.responsible))}%` };
  return where;
}

/**
 * A change that names no version keeps the réserve on its sheet (its x and y were read on that drawing); on another
 * plan, the version in force.
 */
const samePinSheet = (reserve: Reserve, input: ReserveData): ReserveData =>
  input.version == null && input.planId === reserve.plan.id ? { ...input, version: reserve.planVersion.number } : input;

/** Why a réserve in this status cannot be checked (only a lifted one can). */
const REVIEW_REFUSALS: Record<ReserveStatus, string> = {
  OPEN: 'reserve.review.open',
  REFUSED: 'reserve.review.refused',
  VALIDATED: 'reserve.validated',
  LIFTED: 'reserve.validated',
};

/** Lifting is for an open or refused réserve: a lifted one waits for its check, a validated one is closed. */
function refuseLift(status: ReserveStatus): void {
  if (status === 'LIFTED') throw new AppError('CONFLICT', 'reserve.lift.lifted');
  if (status === 'VALIDATED') throw validated();
}
