import type { EntityManager } from '@mikro-orm/postgresql';
import type { DailyLogAddendumData, DailyLogData, DailyLogSignData } from '@chantiers/schema';
import { DAILY_LOG_LIMITS } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { raise } from '../../core/events/domain-events';
import { todayInMorocco } from '../../core/time/morocco';
import { Purchase } from '../finance';
import { PhotoSet, type PhotoSlot, type StoredPhoto } from '../follow-ups';
import { Site } from '../sites';
import { DailyLog, DailyLogAddendum, DailyLogPhoto, type ManpowerLine } from './daily-log.entity';
import './daily-logs.audit';
import './daily-logs.events';
import { signatureBytes } from './signature';

/** What a DailyLogView shows; load it with every log read for one. */
export const DAILY_LOG_VIEW = ['site', 'photos', 'photos.file', 'addenda'] as const;
/** The most purchases of a day offered as deliveries. */
const PURCHASES_OF_DAY = 50;

const notFound = () => AppError.notFound('dailyLog.notFound');
const signed = () => new AppError('CONFLICT', 'dailyLog.signed');

/** One day of one site: its log if saved, the site in the caller's reach. */
export interface DayOfSite {
  site: Site;
  log: DailyLog | null;
}

/**
 * The site's daily log (journal de chantier): one per site and day, saved whole each time (a phone that kept it
 * offline sends it again as it is), closed by the drawn signature of the site manager, then corrected by addenda.
 */
export class DailyLogsService {
  private readonly photos: PhotoSet;

  constructor(
    private readonly files: FilesService,
    private readonly nameOf: (tx: EntityManager, userId: string) => Promise<{ name: string }>,
  ) {
    this.photos = new PhotoSet(files, { max: DAILY_LOG_LIMITS.photos, tooManyId: 'dailyLog.photos.max' });
  }

  /** The site (a USER's own only: NOT_FOUND otherwise) and its log of that day, if saved. */
  async day(em: EntityManager, siteId: string, day: string): Promise<DayOfSite> {
    const site = await em.findOne(Site, { id: siteId });
    if (!site) throw AppError.notFound('site.notFound');
    const log = await em.findOne(DailyLog, { site: siteId, day }, { populate: DAILY_LOG_VIEW });
    return { site, log };
  }

  /** The saved logs of a period, the most recent first (62 days at most: the schema's bound); `whole` for their PDF. */
  async list(em: EntityManager, siteId: string, from: string, to: string, whole = false): Promise<DailyLog[]> {
    if (!(await em.count(Site, { id: siteId }))) throw AppError.notFound('site.notFound');
    return em.find(
      DailyLog,
      { site: siteId, day: { $gte: from, $lte: to } },
      { populate: whole ? DAILY_LOG_VIEW : ['photos', 'addenda'], strategy: 'select-in', orderBy: { day: 'desc' } },
    );
  }

  /**
   * The manpower a new log starts with: per trade, the people with a day worked on the site in the activity report
   * (CRA), and those assigned to it that day; each person counted once.
   */
  async prefill(em: EntityManager, companyId: string, siteId: string, day: string): Promise<ManpowerLine[]> {
    const rows: { trade: string; count: string }[] = await em.getConnection().execute(
      `select p.trade, count(distinct p.id) as count from personnel p
        where p.company_id = ? and p.id in (
          select e.personnel_id from activity_entry e where e.company_id = ? and e.site_id = ? and e.day = ? and e.value > 0
          union
          select a.personnel_id from personnel_assignment a where a.company_id = ? and a.site_id = ? and a.start_date <= ? and a.end_date >= ?)
        group by p.trade order by count(distinct p.id) desc, p.trade limit ${DAILY_LOG_LIMITS.lines}`,
      [companyId, companyId, siteId, day, companyId, siteId, day, day],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((r) => ({ trade: r.trade, count: Number(r.count), company: '' }));
  }

  /** The site's purchases dated that day, which the log may name as deliveries. */
  purchasesOfDay(em: EntityManager, siteId: string, day: string): Promise<Purchase[]> {
    return em.find(
      Purchase,
      { site: siteId, date: day },
      { populate: ['supplier'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: PURCHASES_OF_DAY },
    );
  }

  /** The purchases named as deliveries, by id (those deleted since are left out). */
  async deliveries(em: EntityManager, ids: string[]): Promise<Purchase[]> {
    if (!ids.length) return [];
    const found = await em.find(Purchase, { id: { $in: ids } }, { populate: ['supplier'] });
    return ids.flatMap((id) => found.filter((p) => p.id === id));
  }

  /** Saves the day's log whole (created the first time); a signed log is refused. */
  async save(em: EntityManager, auth: AuthInfo, input: DailyLogData): Promise<DailyLog> {
    if (input.day > todayInMorocco()) throw AppError.badInput({ day: 'dailyLog.day.future' });
    const existing = await em.findOne(DailyLog, { site: input.siteId, day: input.day }, { populate: ['photos'] });
    if (existing?.signedAt) throw signed();
    if (!existing && !(await em.count(Site, { id: input.siteId }))) throw AppError.badInput({ siteId: 'site.notFound' });
    const own = existing?.photos.getItems().map((p) => p.id) ?? [];
    const slots = await this.photos.prepare(em, own, input.photoIds ?? own);
    const id = await em.transactional(async (tx) => {
      await this.lockDay(tx, input.siteId, input.day);
      const site = await tx.findOne(Site, { id: input.siteId });
      if (!site) throw AppError.badInput({ siteId: 'site.notFound' });
      await this.checkDeliveries(tx, input);
      const found = await tx.findOne(DailyLog, { site: input.siteId, day: input.day }, { populate: ['photos'], refresh: true });
      if (found?.signedAt) throw signed();
      const photos = new Map(found?.photos.getItems().map((p) => [p.id, p]) ?? []);
      if (slots.some((s) => 'keep' in s && !photos.has(s.keep))) throw AppError.badInput({ photoIds: 'file.notFound' });
      const stored = await this.photos.store(tx, auth, slots);
      const log: DailyLog = found ?? tx.create(DailyLog, { company: auth.companyId, site, day: input.day, createdBy: auth.userId });
      Object.assign(log, this.fields(input), { updatedBy: auth.userId });
      const kept = new Set(slots.flatMap((s) => ('keep' in s ? [s.keep] : [])));
      const dropped = [...photos.values()].filter((p) => !kept.has(p.id));
      for (const photo of dropped) tx.remove(photo);
      this.place(tx, log, slots, stored, photos);
      await tx.flush();
      await this.files.release(tx, [...dropped.flatMap((p) => [p.file.id, p.thumbnail.id]), ...this.photos.uploadsOf(slots)]);
      return log.id;
    });
    return this.byId(em.fork(), id);
  }

  /** Closes the day: the drawn signature stored with who signed and when. Once signed, the log never changes. */
  async sign(em: EntityManager, auth: AuthInfo, input: DailyLogSignData): Promise<DailyLog> {
    const png = await signatureBytes(input.signature);
    const id = await em.transactional(async (tx) => {
      const log = await this.lockedLog(tx, input.siteId, input.day);
      if (log.signedAt) throw signed();
      const signer = await this.nameOf(tx, auth.userId);
      const file = await this.files.storeDerived(tx, {
        companyId: auth.companyId,
        userId: auth.userId,
        contentType: 'image/png',
        name: `signature-journal-${input.day}.png`,
        bytes: png,
      });
      Object.assign(log, { signature: file, signedAt: new Date(), signedBy: auth.userId, signedByName: signer.name });
      await tx.flush();
      const site = await tx.findOneOrFail(Site, { id: input.siteId }, { fields: ['id', 'name'] });
      await raise(tx, 'dailyLog.signed', { log, site, by: auth.userId });
      return log.id;
    });
    return this.byId(em.fork(), id);
  }

  /** A dated correction of a signed log, by its author; an unsigned log is changed directly instead. */
  async addAddendum(em: EntityManager, auth: AuthInfo, input: DailyLogAddendumData): Promise<DailyLog> {
    const id = await em.transactional(async (tx) => {
      const log = await this.lockedLog(tx, input.siteId, input.day);
      if (!log.signedAt) throw new AppError('CONFLICT', 'dailyLog.notSigned');
      const author = await this.nameOf(tx, auth.userId);
      tx.persist(tx.create(DailyLogAddendum, { log, text: input.text, createdBy: auth.userId, authorName: author.name }));
      await tx.flush();
      return log.id;
    });
    return this.byId(em.fork(), id);
  }

  /** The files the logs of a site hold (photos, thumbnails, signatures): the site's deletion releases them. */
  fileIdsOfSite = async (tx: EntityManager, siteId: string): Promise<string[]> => {
    const photos = await tx.find(DailyLogPhoto, { log: { site: siteId } }, { fields: ['file', 'thumbnail'] });
    const logs = await tx.find(DailyLog, { site: siteId, signature: { $ne: null } }, { fields: ['signature'] });
    return [...photos.flatMap((p) => [p.file.id, p.thumbnail.id]), ...logs.map((l) => l.signature!.id)];
  };

  async byId(em: EntityManager, id: string): Promise<DailyLog> {
    const log = await em.findOne(DailyLog, { id }, { populate: DAILY_LOG_VIEW });
    if (!log) throw notFound();
    return log;
  }

  private fields(input: DailyLogData) {
    return {
      weatherMorning: input.weatherMorning ?? null,
      weatherAfternoon: input.weatherAfternoon ?? null,
      temperatureMin: input.temperatureMin ?? null,
      temperatureMax: input.temperatureMax ?? null,
      weatherNote: input.weatherNote,
      stoppedByWeather: input.stoppedByWeather,
      manpower: input.manpower,
      equipment: input.equipment,
      deliveryPurchaseIds: input.deliveryPurchaseIds,
      deliveryNote: input.deliveryNote,
      events: input.events,
      incidents: input.incidents,
      visitors: input.visitors,
    };
  }

  /** A delivery is a purchase of this site dated that day (any other: refused, whoever's it is). */
  private async checkDeliveries(tx: EntityManager, input: DailyLogData): Promise<void> {
    const ids = input.deliveryPurchaseIds;
    if (!ids.length) return;
    const found = await tx.count(Purchase, { id: { $in: ids }, site: input.siteId, date: input.day });
    if (found !== ids.length) throw AppError.badInput({ deliveryPurchaseIds: 'dailyLog.delivery.notOfDay' });
  }

  private place(tx: EntityManager, log: DailyLog, slots: PhotoSlot[], stored: Map<PhotoSlot, StoredPhoto>, own: Map<string, DailyLogPhoto>): void {
    slots.forEach((slot, position) => {
      if ('keep' in slot) {
        own.get(slot.keep)!.position = position;
        return;
      }
      const files = stored.get(slot)!;
      tx.persist(tx.create(DailyLogPhoto, { log, position, file: files.file, thumbnail: files.thumbnail }));
    });
  }

  /** Two first saves of one day at once make one log: the second waits, then finds the first's. */
  private async lockDay(tx: EntityManager, siteId: string, day: string): Promise<void> {
    await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`daily-log:${siteId}:${day}`], 'all', tx.getTransactionContext());
  }

  /** The day's log under its row lock (the site in the caller's reach), or NOT_FOUND. */
  private async lockedLog(tx: EntityManager, siteId: string, day: string): Promise<DailyLog> {
    if (!(await tx.count(Site, { id: siteId }))) throw AppError.notFound('site.notFound');
    const found = await tx.findOne(DailyLog, { site: siteId, day }, { fields: ['id'] });
    if (!found) throw notFound();
    await tx.execute('select id from daily_log where id = ? for update', [found.id]);
    return tx.findOneOrFail(DailyLog, { id: found.id }, { refresh: true });
  }
}
