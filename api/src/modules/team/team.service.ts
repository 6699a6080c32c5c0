import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type InviteUserData, type Role, SESSION } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import type { RequestMeta } from '../../core/http/request-meta';
import { hashPassword } from '../../core/auth/passwords';
import { AppError } from '../../core/errors/app-error';
import type { MailOutbox } from '../../core/mail/outbox';
import type { MailLimiter } from '../../core/rate-limit/mail-limiter';
import type { AccountsService } from '../accounts';
import { toUserDetails, type UserDetails } from '../accounts';
import { AuthSession } from '../accounts';
import { User } from '../accounts';
import { assertAnotherManager } from './managers';
import { invitationMail } from './team.mail';

const NO_FILTERS = { filters: false } as const;

export interface UserPage {
  items: UserDetails[];
  total: number;
  page: number;
  size: number;
}

/** A company's users, managed by its MANAGERs: invitations, roles, enabling and disabling. */
export class TeamService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly outbox: MailOutbox,
    private readonly mailLimiter: MailLimiter,
  ) {}

  async members(em: EntityManager, page: number, size: number): Promise<UserPage> {
    const [users, total] = await em.findAndCount(
      User,
      {},
      { populate: ['company'], orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' }, limit: size, offset: page * size },
    );
    return { items: users.map(toUserDetails), total, page, size };
  }

  /** Active users of the company, by name: the people a site can be given to (both roles may ask). */
  async assignable(em: EntityManager): Promise<Pick<User, 'id' | 'firstName' | 'lastName' | 'role'>[]> {
    return em.find(
      User,
      { status: 'ACTIVE' },
      { orderBy: { lastName: 'asc', firstName: 'asc' }, limit: 500, fields: ['id', 'firstName', 'lastName', 'role'] },
    );
  }

  /**
   * Creates the account (PENDING) and mails a 7-day link to choose a password; again for a pending invitee.
   * Counted against the invitee's mail budget and the inviter's IP before anything else, so probing addresses
   * of other companies (409) is as limited as sending invitations.
   */
  async invite(em: EntityManager, auth: AuthInfo, input: InviteUserData, meta: RequestMeta): Promise<UserDetails> {
    await this.mailLimiter.consume(em, 'invitation', input.email, meta.ip);
    const unusable = await hashPassword(randomBytes(24).toString('base64url'));
    const user = await this.inviteOnce(em, auth, input, unusable).catch((err: unknown) => {
      // The same address invited (or signed up) at the same moment: the unique e-mail wins, not a 500.
      if (err instanceof UniqueConstraintViolationException)
        throw new AppError('CONFLICT', 'auth.signUp.emailTaken', { email: 'auth.signUp.emailTaken' });
      throw err;
    });
    void this.outbox.kick();
    return toUserDetails(user);
  }

  private inviteOnce(em: EntityManager, auth: AuthInfo, input: InviteUserData, unusable: string): Promise<User> {
    return em.transactional(async (tx) => {
      const inviter = await tx.findOneOrFail(User, { id: auth.userId }, { populate: ['company'] });
      let invitee = await tx.findOne(User, { email: input.email }, { populate: ['company'], ...NO_FILTERS });
      if (invitee && invitee.company.id !== auth.companyId)
        throw new AppError('CONFLICT', 'auth.signUp.emailTaken', { email: 'auth.signUp.emailTaken' });
      if (invitee && invitee.status !== 'PENDING') throw new AppError('CONFLICT', 'team.alreadyMember', { email: 'team.alreadyMember' });
      if (invitee) {
        invitee.firstName = input.firstName;
        invitee.lastName = input.lastName;
        invitee.role = input.role;
      } else {
        invitee = tx.create(User, {
          company: inviter.company,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          status: 'PENDING',
          passwordHash: unusable,
        });
      }
      const link = this.accounts.issueLink(tx, invitee, 'INVITE', SESSION.invitationTtlSeconds);
      const inviterName = `${inviter.firstName} ${inviter.lastName}`;
      this.outbox.enqueue(tx, invitationMail(invitee.email, invitee.firstName, inviterName, inviter.company.name, link));
      return invitee;
    });
  }

  async setRole(em: EntityManager, auth: AuthInfo, userId: string, role: Role): Promise<UserDetails> {
    return em.transactional(async (tx) => {
      const user = await this.member(tx, userId);
      if (user.role === 'MANAGER' && role !== 'MANAGER') await assertAnotherManager(tx, auth.companyId, user.id);
      user.role = role;
      await tx.flush();
      return toUserDetails(user);
    });
  }

  /** Disabling ends every session of the user at once; enabling restores an account to where it was. */
  async setActive(em: EntityManager, auth: AuthInfo, userId: string, active: boolean): Promise<UserDetails> {
    return em.transactional(async (tx) => {
      const user = await this.member(tx, userId);
      if (!active) {
        if (user.id === auth.userId) throw new AppError('BAD_USER_INPUT', 'team.selfDisable', { userId: 'team.selfDisable' });
        if (user.role === 'MANAGER') await assertAnotherManager(tx, auth.companyId, user.id);
        user.status = 'DISABLED';
        await tx.nativeUpdate(AuthSession, { user: user.id, revokedAt: null }, { revokedAt: new Date(), revokedReason: 'disabled' });
      } else if (user.status === 'DISABLED') {
        user.status = user.emailVerifiedAt ? 'ACTIVE' : 'PENDING';
      }
      await tx.flush();
      return toUserDetails(user);
    });
  }

  /** Another company's user answers NOT_FOUND: the tenant filter hides it. */
  private async member(tx: EntityManager, userId: string): Promise<User> {
    const user = await tx.findOne(User, { id: userId }, { populate: ['company'] });
    if (!user) throw AppError.notFound();
    return user;
  }
}
