import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { partnerSignUpSchema, type SocialSignUpData } from '@chantiers/schema';
import { hashLinkToken } from '../../core/auth/tokens';
import { AppError } from '../../core/errors/app-error';
import { parseInput } from '../../core/errors/parse';
import type { RequestMeta } from '../../core/http/request-meta';
import type { AccountsService } from '../accounts';
import type { AuthPayload } from '../accounts';
import type { SessionsService } from '../accounts';
import { User } from '../accounts';
import type { PartnersService } from '../partners';
import { OAuthIdentity, OAuthPendingSignUp } from './oauth.entities';
import type { OAuthService } from './oauth.service';
import { unusablePasswordHash } from './oauth.service';

/** A fresh object per query: MikroORM writes into the options it is given (see accounts.service.ts). */
const noFilters = () => ({ filters: false }) as const;
/** The partners' schema wants a password (by its rule); a social sign-up has none: the account gets an unusable one. */
const NO_PASSWORD = 'Social-sign-in-1';

/** A partner's listing fields, asked on `/inscription-sociale` when the person signs up as a partner. */
export interface PartnerFields {
  phone?: string | null;
  serviceTypes?: string[] | null;
  region?: string | null;
  city?: string | null;
  ice?: string | null;
  description?: string | null;
}

export interface PendingSignUpView {
  email: string;
  firstName: string | null;
  lastName: string | null;
  providerName: string;
}

const invalidTicket = () => new AppError('BAD_USER_INPUT', 'oauth.ticket.invalid', { ticket: 'oauth.ticket.invalid' });

/**
 * `/inscription-sociale`: a provider-verified e-mail with no account becomes a company and its MANAGER (as the
 * usual sign-up makes them, AccountsService) or a partner (PartnersService), active at once, linked to the provider's
 * identity, and signed in.
 */
export class SocialSignUpService {
  constructor(
    private readonly oauth: OAuthService,
    private readonly accounts: AccountsService,
    private readonly partners: PartnersService,
    private readonly sessions: SessionsService,
  ) {}

  /** What the page shows of a live pending sign-up; null when the ticket is unknown, used or expired. */
  async pending(em: EntityManager, ticket: string): Promise<PendingSignUpView | null> {
    if (!ticket || ticket.length > 200) return null;
    const row = await em.findOne(OAuthPendingSignUp, { ticketHash: hashLinkToken(ticket), usedAt: null, expiresAt: { $gt: new Date() } });
    if (!row) return null;
    return {
      email: row.email,
      firstName: row.firstName ?? null,
      lastName: row.lastName ?? null,
      providerName: this.oauth.provider(row.provider)?.name ?? row.provider,
    };
  }

  async complete(em: EntityManager, input: SocialSignUpData, partnerFields: PartnerFields, meta: RequestMeta): Promise<AuthPayload> {
    await this.oauth.limit(em, 'exchange', meta.ip);
    const pending = await em.findOne(OAuthPendingSignUp, { ticketHash: hashLinkToken(input.ticket) });
    if (!pending || pending.usedAt || pending.expiresAt.getTime() <= Date.now()) throw invalidTicket();
    const names = { companyName: input.companyName, firstName: input.firstName, lastName: input.lastName, email: pending.email };
    const partner =
      input.kind === 'PARTNER'
        ? parseInput(partnerSignUpSchema, { ...partnerFields, ...names, password: NO_PASSWORD, confirmPassword: NO_PASSWORD })
        : null;
    const places = partner ? await this.partners.signUpPlaces(em, partner) : null;
    const passwordHash = await unusablePasswordHash();
    try {
      return await em.transactional(async (tx) => {
        const claimed = await tx.nativeUpdate(
          OAuthPendingSignUp,
          { id: pending.id, usedAt: null, expiresAt: { $gt: new Date() } },
          { usedAt: new Date() },
        );
        if (claimed !== 1) throw invalidTicket();
        if (await tx.count(User, { email: pending.email }, noFilters())) throw new AppError('CONFLICT', 'oauth.email.taken');
        const user =
          partner && places
            ? this.partners.newPartner(tx, partner, places, passwordHash, 'ACTIVE')
            : this.accounts.newCompany(tx, names, passwordHash, 'ACTIVE');
        tx.create(OAuthIdentity, { provider: pending.provider, subject: pending.subject, user, email: pending.email });
        return this.sessions.open(tx, user, meta);
      });
    } catch (err) {
      // The same address (or provider identity) signed up meanwhile, by any door: the unique index decided.
      if (err instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', 'oauth.email.taken');
      throw err;
    }
  }
}
