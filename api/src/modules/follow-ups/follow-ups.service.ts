import type { EntityManager } from '@mikro-orm/postgresql';
import { madeUnderClientId } from '../../core/records/client-id';
import { FILE_KINDS, type FollowUpData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { Site } from '../sites';
import { FollowUp, FollowUpPhoto } from './follow-up.entity';
import './follow-ups.audit';
import { type ReceivedPhoto, type RenderedPhoto, renderPhoto, renderReceived } from './follow-up-photos';

const notFound = () => AppError.notFound('followUp.notFound');
const badPhotos = (messageId: string) => AppError.badInput({ photoIds: messageId });

/** What a FollowUpView shows; load it with every sheet read for one. */
export const FOLLOW_UP_VIEW = ['site', 'photos', 'photos.file'] as const;
/** The most photos a sheet holds. */
export const MAX_PHOTOS = 12;

export interface FollowUpPage {
  items: FollowUp[];
  total: number;
}

/**
 * One photo of the sheet to be: a photo it already has (kept, maybe moved), or a new one rendered before the
 * transaction, from an upload (claimed, then forgotten: only its rendering is kept) or from the request itself.
 */
type Slot = { keep: string } | { rendered: RenderedPhoto; uploadId: string | null };

/**
 * Follow-up sheets (fiches de suivi) of the sites the caller works on: a site's list (newest visit first, searched
 * without accents or case), create, edit, delete; each with up to 12 photos, resized by the server.
 */
export class FollowUpsService {
  constructor(private readonly files: FilesService) {}

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
    const slots = await this.slots(em, [], input.photoIds ?? [], received);
    const id = await em.transactional(async (tx) => {
      const site = await this.lockSite(tx, auth, input.siteId!);
      const raced = await madeUnderClientId(tx, FollowUp, input.id, auth.companyId);
      if (raced) return raced.id;
      // Stored first: storage.put flushes in a nested transaction, which would otherwise flush the sheet half made.
      const stored = await this.store(tx, auth, slots);
      const sheet = tx.create(FollowUp, {
        ...(input.id ? { id: input.id } : {}),
        company: auth.companyId,
        createdBy: auth.userId,
        site,
        ...this.fields(input),
      });
      this.place(tx, sheet, slots, stored);
      await tx.flush();
      await this.files.release(tx, this.uploadsOf(slots));
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
    const slots = await this.slots(em, own, input.photoIds ?? own, received);
    await em.transactional(async (tx) => {
      await this.lockSheet(tx, auth, id);
      const site = siteId === current.site.id ? null : await this.lockSite(tx, auth, siteId);
      const sheet = await tx.findOne(FollowUp, { id }, { populate: ['photos'], refresh: true });
      if (!sheet) throw notFound();
      const photos = new Map(sheet.photos.getItems().map((p) => [p.id, p]));
      // A photo kept must still be there: another edit may have removed it since it was read.
      if (slots.some((s) => 'keep' in s && !photos.has(s.keep))) throw badPhotos('file.notFound');
      const stored = await this.store(tx, auth, slots);
      Object.assign(sheet, this.fields(input), site ? { site } : {});
      const kept = new Set(slots.flatMap((s) => ('keep' in s ? [s.keep] : [])));
      const dropped = [...photos.values()].filter((p) => !kept.has(p.id));
      for (const photo of dropped) tx.remove(photo);
      this.place(tx, sheet, slots, stored, photos);
      await tx.flush();
      await this.files.release(tx, [...dropped.flatMap((p) => [p.file.id, p.thumbnail.id]), ...this.uploadsOf(slots)]);
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

  /**
   * The photos the sheet will have, in order, with every new one decoded and resized now, before the transaction: no
   * pooled connection or row lock waits while sharp works (12 photos of a phone take a few seconds).
   */
  private async slots(em: EntityManager, own: string[], ids: string[], received: ReceivedPhoto[]): Promise<Slot[]> {
    if (ids.length + received.length > MAX_PHOTOS) throw badPhotos('followUp.photos.max');
    const slots: Slot[] = [];
    for (const id of ids) {
      if (own.includes(id)) {
        slots.push({ keep: id });
        continue;
      }
      // Another company's upload, one already claimed or none: the same answer (the tenant filter hides the first).
      const upload = await this.files.readUnclaimed(em, id);
      if (!upload) throw badPhotos('file.notFound');
      if (!(FILE_KINDS.image.types as readonly string[]).includes(upload.contentType))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS.image.messageId, { photoIds: FILE_KINDS.image.messageId });
      slots.push({ rendered: await renderPhoto(upload.bytes, upload.name), uploadId: id });
    }
    for (const file of received) slots.push({ rendered: await renderReceived(file), uploadId: null });
    return slots;
  }

  /**
   * Within the transaction: claims each upload (it must be the company's, an image and no record's: the row lock makes
   * two sheets claiming one upload at once fail for one of them) and stores the renderings, already claimed.
   */
  private async store(tx: EntityManager, auth: AuthInfo, slots: Slot[]): Promise<Map<Slot, { file: string; thumbnail: string }>> {
    const stored = new Map<Slot, { file: string; thumbnail: string }>();
    for (const slot of slots) {
      if ('keep' in slot) continue;
      if (slot.uploadId) await this.files.claim(tx, slot.uploadId, 'image');
      const owner = { companyId: auth.companyId, userId: auth.userId, contentType: 'image/jpeg' };
      const file = await this.files.storeDerived(tx, { ...owner, name: slot.rendered.name, bytes: slot.rendered.photo });
      const thumbnail = await this.files.storeDerived(tx, {
        ...owner,
        name: slot.rendered.name.replace(/\.jpg$/, ' (vignette).jpg'),
        bytes: slot.rendered.thumbnail,
      });
      stored.set(slot, { file, thumbnail });
    }
    return stored;
  }

  /** Puts the photos in the slots' order: kept ones moved, new ones created on their stored files. */
  private place(
    tx: EntityManager,
    sheet: FollowUp,
    slots: Slot[],
    stored: Map<Slot, { file: string; thumbnail: string }>,
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

  /** The uploads the renderings came from: once claimed, they are forgotten (the original keeps the GPS position). */
  private uploadsOf(slots: Slot[]): string[] {
    return slots.flatMap((s) => ('rendered' in s && s.uploadId ? [s.uploadId] : []));
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
