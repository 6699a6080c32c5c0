import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_KINDS, type ReserveLiftData, type ReserveStatus, reserveReference } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import type { MailOutbox } from '../../core/mail/outbox';
import { Company } from '../../core/tenancy/company.entity';
import { scopeToCompany } from '../../core/tenancy/scope';
import { todayInMorocco } from '../../core/time/morocco';
import type { ReceivedPhoto } from '../follow-ups';
import { Partner } from '../partners';
import { planCrops } from './pdf/reserves-pdf.data';
import type { PlanCrop } from './pdf/plan-sheets';
import { reserveAssignedMail } from './partner-reserves.mail';
import type { PartnerReservePageView, PartnerReserveState, PartnerReserveView } from './partner-reserves.types';
import { photoView } from './punch-list.view';
import { reserveNotFound } from './punch-list.shared';
import { photosOf } from './reserve-parts';
import { Reserve } from './reserve.entity';
import type { ReservesService } from './reserves.service';

/** The statuses of each state a partner's list shows. */
const STATES: Record<PartnerReserveState, ReserveStatus[]> = { TO_LIFT: ['OPEN', 'REFUSED'], LIFTED: ['LIFTED'], VALIDATED: ['VALIDATED'] };
/** What a partner's view of a réserve shows: its company's name, its site, its sheet and its photos. */
const VIEW = ['company', 'site', 'plan', 'planVersion', 'planVersion.file', 'photos', 'photos.file'] as const;
/** Read across companies on purpose (the réserve is its company's, the caller a partner of its own company): the rule is the where. */
const ACROSS = { filters: false } as const;
/** Where the partner's space lists them. */
export const PARTNER_RESERVES_PATH = '/reserves-partenaire';

/**
 * The réserves a company gave to a partner of the directory, as that partner sees them from their own account (a company of
 * their own, so another tenant): only those whose responsible is their listing, read across companies by that rule alone,
 * and one move, lifting an open or refused one (the company then checks it as it checks any). The partner is told by mail
 * when one is given to them.
 */
export class PartnerReservesService {
  constructor(
    private readonly files: FilesService,
    private readonly reserves: ReservesService,
    private readonly outbox: MailOutbox,
    private readonly publicOrigin: () => string,
  ) {}

  /** The réserves given to the caller's listing, and nothing else, whatever company gave them. */
  private assigned = (auth: AuthInfo): ObjectQuery<Reserve> => ({ responsiblePartner: { company: auth.companyId } });

  /** A page of one state's réserves: to lift, the nearest due date first; the others, the latest change first. */
  async list(em: EntityManager, auth: AuthInfo, state: PartnerReserveState, paging: { page: number; size: number }): Promise<PartnerReservePageView> {
    const mine = this.assigned(auth);
    const orderBy =
      state === 'TO_LIFT'
        ? [{ dueDate: 'asc nulls last' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }]
        : [{ updatedAt: 'desc' as const }, { id: 'desc' as const }];
    const [[items, total], toLift, lifted, validated] = await Promise.all([
      em.findAndCount(
        Reserve,
        { ...mine, status: { $in: STATES[state] } },
        {
          ...ACROSS,
          populate: VIEW,
          strategy: 'select-in',
          orderBy,
          limit: paging.size,
          offset: paging.page * paging.size,
        },
      ),
      ...(Object.keys(STATES) as PartnerReserveState[]).map((s) => em.count(Reserve, { ...mine, status: { $in: STATES[s] } }, ACROSS)),
    ]);
    return { items: items.map((r) => this.view(r)), total, ...paging, counts: { toLift, lifted, validated } };
  }

  /** One réserve given to the caller's listing; any other is NOT_FOUND, as if it did not exist. */
  async get(em: EntityManager, auth: AuthInfo, id: string): Promise<Reserve> {
    const reserve = await em.findOne(Reserve, { $and: [{ id }, this.assigned(auth)] }, { ...ACROSS, populate: VIEW });
    if (!reserve) throw reserveNotFound();
    return reserve;
  }

  /**
   * The partner says the defect is fixed: an open or refused réserve of theirs becomes lifted (the company's own lifting,
   * under the réserve's row lock, rechecking it is still theirs), with a note and photos. New photos are the partner's own
   * uploads: read under their company, rendered, and kept by the réserve's company; the uploads are then forgotten.
   */
  async lift(em: EntityManager, auth: AuthInfo, id: string, input: ReserveLiftData): Promise<Reserve> {
    const current = await this.get(em, auth, id);
    const partnerId = current.responsiblePartner!.id;
    const owned = new Set(photosOf(current, 'LIFT').map((p) => p.id));
    const wanted = input.photoIds ?? [...owned];
    const uploads = current.status === 'LIFTED' && current.statusNote === input.note ? [] : wanted.filter((p) => !owned.has(p));
    const received: ReceivedPhoto[] = [];
    for (const upload of uploads) {
      const file = await this.files.readUnclaimed(em, upload);
      if (!file) throw AppError.badInput({ photoIds: 'file.notFound' });
      if (!(FILE_KINDS.image.types as readonly string[]).includes(file.contentType))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS.image.messageId, { photoIds: FILE_KINDS.image.messageId });
      received.push({ name: file.name, bytes: file.bytes });
    }
    const partner = await em.findOneOrFail(Partner, { id: partnerId }, { ...ACROSS, fields: ['name'] });
    // The réserve's company's own lifting, in an entity manager bound to that company (the réserve only, by its id).
    const theirs = em.fork({ clear: true });
    scopeToCompany(theirs, current.company.id);
    await this.reserves.lift(
      theirs,
      { ...auth, companyId: current.company.id },
      id,
      { note: input.note, photoIds: wanted.filter((p) => owned.has(p)) },
      { name: partner.name, received, assigned: (r) => r.responsiblePartner?.id === partnerId },
    );
    if (uploads.length) await em.transactional((tx) => this.files.release(tx, uploads));
    return this.get(em.fork(), auth, id);
  }

  /** The plan around the réserve's pin, the pin drawn (null: its sheet cannot be drawn). */
  async planCrop(em: EntityManager, auth: AuthInfo, id: string): Promise<PlanCrop | null> {
    const reserve = await this.get(em, auth, id);
    return (await planCrops(em, this.files, [reserve])).get(reserve.id) ?? null;
  }

  view(r: Reserve, today = todayInMorocco()): PartnerReserveView {
    return {
      id: r.id,
      reference: reserveReference(r.number),
      companyName: r.company.name,
      site: { name: r.site.name, address: r.site.address ?? null, city: r.site.city ?? null },
      plan: {
        title: r.plan.title,
        version: r.planVersion.number,
        versionInForce: r.plan.versionCount,
        page: r.page,
        fileUrl: this.files.url(r.planVersion.file.id),
        contentType: r.planVersion.contentType,
      },
      title: r.title,
      description: r.description,
      trade: r.trade,
      photos: photosOf(r, 'REPORT').map((p) => photoView(this.files, p)),
      liftPhotos: photosOf(r, 'LIFT').map((p) => photoView(this.files, p)),
      dueDate: r.dueDate ?? null,
      overdue: !!r.dueDate && r.dueDate < today && (r.status === 'OPEN' || r.status === 'REFUSED'),
      status: r.status,
      statusNote: r.statusNote,
      liftedAt: r.liftedAt ?? null,
      reviewedAt: r.reviewedAt ?? null,
      createdAt: r.createdAt,
    };
  }

  /**
   * A réserve given to a partner (made with them, or changed to them): its account is mailed, in the change's transaction
   * (the outbox sends after the commit). A person of the company or a typed name is told nothing here.
   */
  async assignedTo(tx: EntityManager, reserve: Reserve): Promise<void> {
    if (!reserve.responsiblePartner) return;
    const partner = await tx.findOne(Partner, { id: reserve.responsiblePartner.id }, { ...ACROSS, populate: ['owner'] });
    if (!partner || partner.owner.status !== 'ACTIVE') return;
    const company = await tx.findOneOrFail(Company, { id: reserve.company.id }, { fields: ['name'] });
    const site = reserve.site;
    const mail = reserveAssignedMail(
      partner.owner.email,
      partner.owner.firstName,
      {
        number: reserve.number,
        title: reserve.title,
        trade: reserve.trade,
        dueDate: reserve.dueDate,
        siteName: site.name,
        siteCity: site.city,
        companyName: company.name,
      },
      `${this.publicOrigin()}${PARTNER_RESERVES_PATH}`,
    );
    this.outbox.enqueue(tx, mail);
  }
}
