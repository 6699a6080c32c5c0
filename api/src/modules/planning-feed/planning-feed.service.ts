import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { RateCounters, TakenPoint } from '../../core/rate-limit/counters';
import { scopeToCompany } from '../../core/tenancy/scope';
import { todayInMorocco } from '../../core/time/morocco';
import { Personnel } from '../personnel';
import type { PlanningService } from '../planning';
import { planningCalendar } from './planning-feed.ics';
import { PlanningFeed } from './planning-feed.entity';

/** Where the calendars are served, under the public origin (the route of planning-feed.routes.ts). */
export const FEED_PATH = '/api/v1/calendriers';
/** What the feed covers around today (Morocco's date): recent weeks for reference, a year ahead. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;

/**
 * Limits of the public route, in 15-minute windows. Misses (unknown, revoked or malformed tokens) count per IP: a
 * guesser is stopped before the lookup, while phones polling a live link from one network (an office, a carrier's
 * shared address) never spend it. A live link is limited on its own (an app polls every few minutes at most).
 */
export const FEED_LIMITS = { windowSeconds: 15 * 60, missesPerIp: 60, perLink: 30 };

/** The token's shape: 32 random bytes in base64url, 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const shiftDay = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const notFound = () => AppError.notFound('personnel.notFound');

export interface FeedLink {
  url: string;
  createdAt: Date;
}

/** A person's iCalendar link: made, replaced and revoked by a MANAGER, read by whoever holds the URL. */
export class PlanningFeedService {
  constructor(
    private readonly planning: PlanningService,
    private readonly publicOrigin: () => string,
    private readonly counters: RateCounters,
  ) {}

  /** The person's live link (its date only), or null; another company's person is NOT_FOUND. */
  async info(em: EntityManager, personnelId: string): Promise<PlanningFeed | null> {
    const person = await em.findOne(Personnel, { id: personnelId });
    if (!person) throw notFound();
    return em.findOne(PlanningFeed, { personnel: person });
  }

  /** A new link for the person, replacing (so revoking) the previous one; the URL is answered here only. */
  async create(em: EntityManager, auth: AuthInfo, personnelId: string): Promise<FeedLink> {
    return em.transactional(async (tx) => {
      // The person's row is locked: two clicks at once end with one link, the second's.
      const person = await tx.findOne(Personnel, { id: personnelId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!person) throw notFound();
      const token = randomBytes(32).toString('base64url');
      const fields = { tokenHash: hashFeedToken(token), createdAt: new Date(), createdBy: auth.userId };
      const feed = await tx.findOne(PlanningFeed, { personnel: person });
      if (feed) Object.assign(feed, fields);
      else tx.create(PlanningFeed, { company: auth.companyId, personnel: person, ...fields });
      await tx.flush();
      return { url: `${this.publicOrigin()}${FEED_PATH}/${token}.ics`, createdAt: fields.createdAt };
    });
  }

  /** Ends the person's link; true when there was one. */
  async revoke(em: EntityManager, personnelId: string): Promise<boolean> {
    return em.transactional(async (tx) => {
      const person = await tx.findOne(Personnel, { id: personnelId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!person) throw notFound();
      const feed = await tx.findOne(PlanningFeed, { personnel: person });
      if (!feed) return false;
      tx.remove(feed);
      await tx.flush();
      return true;
    });
  }

  /**
   * The calendar a token opens, or null (unknown, revoked, malformed, or its person deactivated: all alike). The
   * token is the credential, so the lookup runs without the tenant filter; the tasks are then read scoped to the
   * link's company, every site of it. Throws RATE_LIMITED before any lookup once the IP or the link is over its limit.
   */
  async calendar(em: EntityManager, token: string, ip: string): Promise<string | null> {
    const wellFormed = TOKEN.test(token);
    const hash = wellFormed ? hashFeedToken(token) : null;
    const { windowSeconds } = FEED_LIMITS;
    const ipKey = `calendar_ip:${ip}`;
    const taken = await this.counters.take(em, [
      { key: ipKey, limit: FEED_LIMITS.missesPerIp, windowSeconds },
      ...(hash ? [{ key: `calendar_link:${hash}`, limit: FEED_LIMITS.perLink, windowSeconds }] : []),
    ]);
    if (!taken.allowed) throw new AppError('RATE_LIMITED', 'feed.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
    const feed = hash ? await em.findOne(PlanningFeed, { tokenHash: hash }, { filters: false, populate: ['personnel'] }) : null;
    if (!feed || !feed.personnel.active) return null;
    // A live link is no miss: the IP's point is given back.
    await this.counters.giveBack(
      em,
      taken.points.filter((p: TakenPoint) => p.key === ipKey),
    );
    scopeToCompany(em, feed.company.id);
    const today = todayInMorocco();
    const tasks = await this.planning.list(em, {
      from: shiftDay(today, -FEED_DAYS_BACK),
      to: shiftDay(today, FEED_DAYS_AHEAD),
      personnelId: feed.personnel.id,
    });
    return planningCalendar(feed.personnel, tasks);
  }
}
