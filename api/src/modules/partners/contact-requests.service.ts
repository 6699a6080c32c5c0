import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTACT_REQUEST_STATUSES, type ContactRequestStatus, type PartnerContactData, PARTNER_LIMITS } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { MailOutbox } from '../../core/mail/outbox';
import type { RateCounters } from '../../core/rate-limit/counters';
import { Company } from '../../core/tenancy/company.entity';
import { User } from '../accounts';
import { Site } from '../sites';
import { contactRequestMail } from './partners.mail';
import { ContactRequest } from './contact-request.entity';
import { Partner, PartnerPhoto } from './partner.entity';

const HOUR = 3600;

/** What a listing lacks, in the order the dashboard lists it; each weighs the same. */
const COMPLETENESS = ['logo', 'photos', 'description', 'ice', 'cities'] as const;

export interface Completeness {
  percent: number;
  missing: string[];
}

export function completenessOf(p: Partner, photoCount: number): Completeness {
  const has: Record<(typeof COMPLETENESS)[number], boolean> = {
    logo: Boolean(p.logoFileId),
    photos: photoCount > 0,
    description: (p.description?.length ?? 0) >= 50,
    ice: Boolean(p.ice),
    cities: p.cities.length > 0,
  };
  const missing = COMPLETENESS.filter((k) => !has[k]);
  // Name, trades, region and phone are required: a listing starts at half.
  return { percent: Math.round(50 + (50 * (COMPLETENESS.length - missing.length)) / COMPLETENESS.length), missing };
}

/** Requests from company users to partners: sending (mail and dashboard), the partner's inbox and the dashboard's figures. */
export class ContactRequestsService {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly counters: RateCounters,
    private readonly publicOrigin: () => string,
  ) {}

  /**
   * A company user writes to a published partner, about one of their sites or none. Limited per sender (per hour, and
   * per partner per day) before any work; the partner reads it on their dashboard and by mail, with the sender's
   * address as Reply-To.
   */
  async send(em: EntityManager, auth: AuthInfo, input: PartnerContactData): Promise<ContactRequest> {
    const partner = await em.findOne(Partner, { id: input.partnerId }, { filters: false, populate: ['owner'] });
    if (!partner || !partner.published || partner.owner.status !== 'ACTIVE') throw AppError.notFound('partner.notFound');
    // The tenant (and a USER's site) filters apply: only a site the sender sees can be named.
    const site = input.siteId ? await em.findOne(Site, { id: input.siteId }) : null;
    if (input.siteId && !site) throw AppError.badInput({ siteId: 'site.notFound' });
    const taken = await this.counters.take(em, [
      { key: `partner_request:${auth.userId}`, limit: PARTNER_LIMITS.requestsPerHour, windowSeconds: HOUR },
      { key: `partner_request:${auth.userId}:${partner.id}`, limit: PARTNER_LIMITS.requestsPerPartnerPerDay, windowSeconds: 24 * HOUR },
    ]);
    if (!taken.allowed) throw new AppError('RATE_LIMITED', 'partner.request.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
    const request = await em.transactional(async (tx) => {
      const sender = await tx.findOneOrFail(User, { id: auth.userId });
      const company = await tx.findOneOrFail(Company, { id: auth.companyId });
      const row = tx.create(ContactRequest, {
        company: partner.company.id,
        partner: partner.id,
        senderUser: sender,
        senderCompany: company,
        senderName: `${sender.firstName} ${sender.lastName}`.trim(),
        senderCompanyName: company.name,
        senderEmail: sender.email,
        senderPhone: sender.phone ?? company.phone ?? null,
        siteName: site?.name ?? null,
        siteCity: site?.city ?? null,
        message: input.message,
      });
      this.outbox.enqueue(tx, contactRequestMail(partner.owner.email, partner.owner.firstName, row, `${this.publicOrigin()}/dashboard-partenaire`));
      return row;
    });
    void this.outbox.kick();
    return request;
  }

  /** The partner's requests, newest first, of one status or all. */
  async list(
    em: EntityManager,
    auth: AuthInfo,
    q: { status?: string | null; page: number; size: number },
  ): Promise<{ items: ContactRequest[]; total: number }> {
    const partner = await this.partnerOf(em, auth);
    const status = statusOf(q.status);
    const where = { partner, ...(status ? { status } : {}) };
    const [items, total] = await em.findAndCount(ContactRequest, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: q.size,
      offset: q.page * q.size,
    });
    return { items, total };
  }

  async setStatus(em: EntityManager, auth: AuthInfo, id: string, status: string): Promise<ContactRequest> {
    const next = statusOf(status);
    if (!next) throw AppError.badInput({ status: 'partner.request.status.invalid' });
    return em.transactional(async (tx) => {
      // The tenant filter: another partner's request is not found.
      const row = await tx.findOne(ContactRequest, { id });
      if (!row) throw AppError.notFound('partner.request.notFound');
      row.status = next;
      return row;
    });
  }

  async dashboard(em: EntityManager, auth: AuthInfo) {
    const partner = await this.partnerOf(em, auth);
    const photos = await em.count(PartnerPhoto, { partner });
    const counts: { status: ContactRequestStatus; n: string }[] = await em.execute(
      `select status, count(*) as n from partner_contact_request where partner_id = ? group by status`,
      [partner.id],
    );
    const views: { this_month: string | null; last_month: string | null }[] = await em.execute(
      `select sum(views) filter (where month = date_trunc('month', now())::date) as this_month,
              sum(views) filter (where month = (date_trunc('month', now()) - interval '1 month')::date) as last_month
         from partner_view_month where partner_id = ?`,
      [partner.id],
    );
    const n = (s: ContactRequestStatus) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    return {
      partnerId: partner.id,
      name: partner.name,
      published: partner.published,
      completeness: completenessOf(partner, photos),
      viewsThisMonth: Number(views[0]?.this_month ?? 0),
      viewsLastMonth: Number(views[0]?.last_month ?? 0),
      requests: { nouveau: n('NOUVEAU'), repondu: n('REPONDU'), clos: n('CLOS') },
    };
  }

  private async partnerOf(em: EntityManager, auth: AuthInfo): Promise<Partner> {
    const partner = await em.findOne(Partner, { company: auth.companyId });
    if (!partner) throw AppError.notFound('partner.profile.missing');
    return partner;
  }
}

function statusOf(value: string | null | undefined): ContactRequestStatus | null {
  if (!value?.trim()) return null;
  const v = value.trim().toUpperCase();
  const found = CONTACT_REQUEST_STATUSES.find((s) => s === v);
  if (!found) throw AppError.badInput({ status: 'partner.request.status.invalid' });
  return found;
}
