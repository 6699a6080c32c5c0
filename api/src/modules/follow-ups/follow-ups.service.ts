import type { EntityManager } from '@mikro-orm/postgresql';
import { madeUnderClientId } from '../../core/records/client-id';
import type { FollowUpData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { Site } from '../sites';
import { FollowUp, FollowUpPhoto } from './follow-up.entity';
import './follow-ups.audit';
import type { ReceivedPhoto } from './follow-up-photos';
import { PhotoSet, type PhotoSlot, type StoredPhoto } from './photo-set';

const notFound = () => AppError.notFound('followUp.notFound');

/** What a FollowUpView shows; load it with every sheet read for one. */
export const FOLLOW_UP_VIEW = ['site', 'photos', 'photos.file'] as const;
/** The most photos a sheet holds. */
export const MAX_PHOTOS = 12;

export interface FollowUpPage {
  items: FollowUp[];
  total: number;
}

/**
 * Follow-up sheets (fiches de suivi) of the sites the caller works on: a site's list (newest visit first, searched
 * without accents or case), create, edit, delete; each with up to 12 photos, resized by the server.
 */
export class FollowUpsService {
  private readonly photos: PhotoSet;

  constructor(private readonly files: FilesService) {
    this.photos = new PhotoSet(files, { max: MAX_PHOTOS, tooManyId: 'followUp.photos.max' });
  }

  /** A page of a site's sheets, the newest visit first; `search` finds words of the label or the report. */
  async list(em: EntityManager, siteId: string, search: string | null, paging: { page: number; size: number }): Promise<FollowUpPage> {
    if (!(await em.count(Site, { id: siteId }))) throw AppError.notFound('site.notFound');
    const folded = search ? foldForSearch(search) : '';
    const [items, total] = await em.findAndCount(
      FollowUp,
      { site: siteId, ...(folded ? { searchText: { $like: `%${escapeLike(folded)}%` } } : {}) },
      {
        populate: FOLLOW_UP_VIEW,
        strategy: 'select-in',
        orderBy: [{ visitDate: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
        limit: paging.size,
        offset: paging.page * paging.size,
      },
    );
    return { items, total };
  }

  async get(em: EntityManager, id: string): Promise<FollowUp> {
    const sheet = await em.findOne(FollowUp, { id }, { populate: FOLLOW_UP_VIEW });
    if (!sheet) throw notFound();
    return sheet;
  }

  /** A new sheet; its photos are uploads named by `photoIds` and, from a legacy multipart save, the files `received`. */
  async create(em: EntityManager, auth: AuthInfo, input: FollowUpData, received: ReceivedPhoto[] = []): Promise<FollowUp> {
    if (!input.siteId) throw AppError.badInput({ siteId: 'followUp.site.required' });
    // An unknown site answers before any decoding work.
    if (!(await em.count(Site, { id: input.siteId }))) throw AppError.badInput({ siteId: 'site.notFound' });
    // A retry of a sheet already made (a phone offline): its photos were taken with it, so it is answered as it is.
    const again = await em.transactional((tx) => madeUnderClientId(tx, FollowUp, input.id, auth.companyId));
    if (again) return this.get(em.fork(), again.id);
    const slots = await this.photos.prepare(em, [], input.photoIds ?? [], received);
    const id = await em.transactional(async (tx) => {
      const site = await this.lockSite(tx, auth, input.siteId!);
      const raced = await madeUnderClientId(tx, FollowUp, input.id, auth.companyId);
      if (raced) return raced.id;
      // Stored first: storage.put flushes in a nested transaction, which would otherwise flush the sheet half made.
      const stored = await this.photos.store(tx, auth, slots);
      const sheet = tx.create(FollowUp, {
        ...(input.id ? { id: input.id } : {}),
        company: auth.companyId,
        createdBy: auth.userId,
        site,
        ...this.fields(input),
      });
      this.place(tx, sheet, slots, stored);
      await tx.flush();
      await this.files.release(tx, this.photos.uploadsOf(slots));
      return sheet.id;
    });
    return this.get(em.fork(), id);
  }

  /**
   * Replaces the sheet's fields and, when `photoIds` is given, its photos: the sheet's own photos named are kept in the
   * new order, new uploads are added, the photos left out are deleted with their files. Photos `received` in a legacy
   * multipart edit come after them (after the sheet's photos when `photoIds` is absent).
   */
  async update(em: EntityManager, auth: AuthInfo, id: string, input: FollowUpData, received: ReceivedPhoto[] = []): Promise<FollowUp> {
    const current = await this.get(em, id);
    const siteId = input.siteId ?? current.site.id;
    if (siteId !== current.site.id && !(await em.count(Site, { id: siteId }))) throw AppError.badInput({ siteId: 'site.notFound' });
    const own = current.photos.getItems().map((p) => p.id);
    const slots = await this.photos.prepare(em, own, input.photoIds ?? own, received);
    await em.transactional(async (tx) => {
      await this.lockSheet(tx, auth, id);
      const site = siteId === current.site.id ? null : await this.lockSite(tx, auth, siteId);
      const sheet = await tx.findOne(FollowUp, { id }, { populate: ['photos'], refresh: true });
      if (!sheet) throw notFound();
      const photos = new Map(sheet.photos.getItems().map((p) => [p.id, p]));
      // A photo kept must still be there: another edit may have removed it since it was read.
      if (slots.some((s) => 'keep' in s && !photos.has(s.keep))) throw AppError.badInput({ photoIds: 'file.notFound' });
      const stored = await this.photos.store(tx, auth, slots);
      Object.assign(sheet, this.fields(input), site ? { site } : {});
      const kept = new Set(slots.flatMap((s) => ('keep' in s ? [s.keep] : [])));
      const dropped = [...photos.values()].filter((p) => !kept.has(p.id));
      for (const photo of dropped) tx.remove(photo);
      this.place(tx, sheet, slots, stored, photos);
      await tx.flush();
      await this.files.release(tx, [...dropped.flatMap((p) => [p.file.id, p.thumbnail.id]), ...this.photos.uploadsOf(slots)]);
    });
    return this.get(em.fork(), id);
  }

  /** Deletes the sheet, its photos and their files, and the record of its sendings. */
  async remove(em: EntityManager, auth: AuthInfo, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      await this.lockSheet(tx, auth, id);
      const sheet = await tx.findOne(FollowUp, { id }, { populate: ['photos'], refresh: true });
      if (!sheet) throw notFound();
      const files = sheet.photos.getItems().flatMap((p) => [p.file.id, p.thumbnail.id]);
      tx.remove(sheet);
      await tx.flush();
      await this.files.release(tx, files);
    });
  }

  /** The files the sheets of a site hold (their photos and thumbnails): the site's deletion releases them. */
  fileIdsOfSite = async (tx: EntityManager, siteId: string): Promise<string[]> => {
    const photos = await tx.find(FollowUpPhoto, { followUp: { site: siteId } }, { fields: ['file', 'thumbnail'] });
    return photos.flatMap((p) => [p.file.id, p.thumbnail.id]);
  };

  private fields(input: FollowUpData) {
    return {
      label: input.label,
      visitDate: input.visitDate,
      projectManager: input.projectManager,
      projectOwner: input.projectOwner,
      report: input.report,
      searchText: foldForSearch(input.label, input.report),
    };
  }

  /** Puts the photos in the slots' order: kept ones moved, new ones created on their stored files. */
  private place(
    tx: EntityManager,
    sheet: FollowUp,
    slots: PhotoSlot[],
    stored: Map<PhotoSlot, StoredPhoto>,
    own = new Map<string, FollowUpPhoto>(),
  ): void {
    slots.forEach((slot, position) => {
      if ('keep' in slot) {
        own.get(slot.keep)!.position = position;
        return;
      }
      const files = stored.get(slot)!;
      tx.persist(tx.create(FollowUpPhoto, { followUp: sheet, position, file: files.file, thumbnail: files.thumbnail }));
    });
  }

  /** The site, in the caller's reach (a USER's sites only), kept from being deleted until the transaction ends. */
  private async lockSite(tx: EntityManager, auth: AuthInfo, siteId: string): Promise<Site> {
    await tx.execute('select id from site where id = ? and company_id = ? for share', [siteId, auth.companyId]);
    const site = await tx.findOne(Site, { id: siteId });
    if (!site) throw AppError.badInput({ siteId: 'site.notFound' });
    return site;
  }

  /** Serialises the edits of one sheet (two edits of its photos at once would both release the same files). */
  private async lockSheet(tx: EntityManager, auth: AuthInfo, id: string): Promise<void> {
    await tx.execute('select id from follow_up where id = ? and company_id = ? for update', [id, auth.companyId]);
  }
}
