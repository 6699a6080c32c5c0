import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ForgotPasswordData, type ResetPasswordData, SESSION, type SignUpData } from '@chantiers/schema';
import { hashPassword } from '../../core/auth/passwords';
import { hashLinkToken, newLinkToken } from '../../core/auth/tokens';
import { AppError } from '../../core/errors/app-error';
import type { RequestMeta } from '../../core/http/request-meta';
import type { MailOutbox } from '../../core/mail/outbox';
import type { LoginLimiter } from '../../core/rate-limit/login-limiter';
import type { MailLimiter } from '../../core/rate-limit/mail-limiter';
import { Company } from '../../core/tenancy/company.entity';
import { accountExistsMail, resetPasswordMail, verifyEmailMail } from './accounts.mail';
import { AuthSession } from './auth-session.entity';
import { User } from './user.entity';
import { UserToken, type UserTokenKind } from './user-token.entity';

/**
 * A fresh options object per query: MikroORM writes into the options it is given (`populate`, `schema`...),
 * so a shared constant passed once to `findOne` would strip the `populate` of every later query spreading it.
 */
const noFilters = () => ({ filters: false }) as const;

/** Sign-up, e-mail confirmation and password reset: the account flows that happen before a session exists. */
export class AccountsService {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly publicOrigin: () => string,
    private readonly mailLimiter: MailLimiter,
    private readonly loginLimiter: LoginLimiter,
  ) {}

  /**
   * The same answer whether the address is new or already has an account (no account enumeration): the
   * password is hashed either way, and an existing owner is told by mail instead, with the way back in.
   */
  async signUp(em: EntityManager, input: SignUpData, meta: RequestMeta): Promise<{ id: string; email: string }> {
    return this.createAccount(em, input, meta, (tx, passwordHash) => this.newCompany(tx, input, passwordHash, 'PENDING'));
  }

  /**
   * Within the caller's transaction: a company and its first user, a MANAGER. `ACTIVE` when a trusted party already
   * proved the address (social sign-in), `PENDING` until the e-mailed link does.
   */
  newCompany(
    tx: EntityManager,
    input: Pick<SignUpData, 'companyName' | 'firstName' | 'lastName' | 'email'>,
    passwordHash: string,
    status: 'PENDING' | 'ACTIVE',
  ): User {
    return tx.create(User, {
      company: tx.create(Company, { name: input.companyName }),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      role: 'MANAGER',
      status,
      passwordHash,
      emailVerifiedAt: status === 'ACTIVE' ? new Date() : null,
    });
  }

  /**
   * Any sign-up (a company's, a partner's): `create` builds the pending account and what comes with it within the
   * transaction; the confirmation link is mailed. An address that already has an account gets the same answer.
   */
  async createAccount(
    em: EntityManager,
    input: { email: string; password: string },
    meta: RequestMeta,
    create: (tx: EntityManager, passwordHash: string) => User | Promise<User>,
  ): Promise<{ id: string; email: string }> {
    await this.mailLimiter.consume(em, 'anonymous', input.email, meta.ip);
    const passwordHash = await hashPassword(input.password);
    const link = newLinkToken();
    const created = await em
      .transactional(async (tx) => {
        if (await this.warnOwner(tx, input.email)) return null;
        const user = await create(tx, passwordHash);
        this.issueToken(tx, user, 'VERIFY_EMAIL', link.hash, SESSION.emailVerificationTtlSeconds);
        this.outbox.enqueue(tx, verifyEmailMail(user.email, user.firstName, this.link('/email-verfication', link.token)));
        return user;
      })
      .catch(async (err: unknown) => {
        // The same address signed up at the same moment: the unique e-mail decided, the owner is the other one.
        if (!(err instanceof UniqueConstraintViolationException)) throw err;
        await em.transactional((tx) => this.warnOwner(tx, input.email));
        return null;
      });
    void this.outbox.kick();
    return { id: created?.id ?? randomUUID(), email: input.email };
  }

  /** Within the caller's transaction: mails the owner of `email`, if any, that someone tried to sign up with it. */
  private async warnOwner(tx: EntityManager, email: string): Promise<boolean> {
    const owner = await tx.findOne(User, { email }, noFilters());
    if (!owner) return false;
    // A disabled account cannot be recovered by a reset: its owner has nothing to do.
    if (owner.status !== 'DISABLED')
      this.outbox.enqueue(tx, accountExistsMail(owner.email, owner.firstName, `${this.publicOrigin()}/forget-password`));
    return true;
  }

  async confirmEmail(em: EntityManager, token: string | undefined): Promise<string> {
    return this.confirmEmailThen(em, token, () => 'auth.verify.success');
  }

  /** Confirms the address the link was sent to, then `then` in the same transaction (the session of confirm-and-sign-in). */
  async confirmEmailThen<T>(em: EntityManager, token: string | undefined, then: (tx: EntityManager, user: User) => T | Promise<T>): Promise<T> {
    return em.transactional(async (tx) => {
      const row = await this.consumeToken(tx, token, 'VERIFY_EMAIL', 'auth.verify');
      const user = row.user;
      if (user.status === 'PENDING') {
        user.status = 'ACTIVE';
        user.emailVerifiedAt = new Date();
      }
      return then(tx, user);
    });
  }

  /**
   * A new confirmation link for an account still waiting for its own (the first one lost, expired or in the spam).
   * Always the same answer, whether such an account exists or not; limited as every mail a visitor can trigger.
   */
  async resendEmailVerification(em: EntityManager, input: ForgotPasswordData, meta: RequestMeta): Promise<string> {
    await this.mailLimiter.consume(em, 'anonymous', input.email, meta.ip);
    const link = newLinkToken();
    const queued = await em.transactional(async (tx) => {
      const user = await tx.findOne(User, { email: input.email }, noFilters());
      if (user?.status !== 'PENDING') return false;
      this.issueToken(tx, user, 'VERIFY_EMAIL', link.hash, SESSION.emailVerificationTtlSeconds);
      this.outbox.enqueue(tx, verifyEmailMail(user.email, user.firstName, this.link('/email-verfication', link.token)));
      return true;
    });
    if (queued) void this.outbox.kick();
    return 'auth.verify.resent';
  }

  /** Always the same answer, whether an account exists or not (no account enumeration); limited either way. */
  async requestPasswordReset(em: EntityManager, input: ForgotPasswordData, meta: RequestMeta): Promise<string> {
    await this.mailLimiter.consume(em, 'anonymous', input.email, meta.ip);
    const link = newLinkToken();
    const queued = await em.transactional(async (tx) => {
      const user = await tx.findOne(User, { email: input.email }, noFilters());
      if (!user || user.status === 'DISABLED') return false;
      this.issueToken(tx, user, 'RESET_PASSWORD', link.hash, SESSION.passwordResetTtlSeconds);
      this.outbox.enqueue(tx, resetPasswordMail(user.email, user.firstName, this.link('/reset-password', link.token)));
      return true;
    });
    if (queued) void this.outbox.kick();
    return 'auth.forgot.sent';
  }

  /**
   * Sets the password, confirms a pending e-mail (the link proved it) and ends every session of the user. The
   * address's sign-in counters are cleared too: whoever was guessing, the owner can sign in again at once.
   */
  async resetPassword(em: EntityManager, input: ResetPasswordData): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    const email = await em.transactional(async (tx) => {
      const row = await this.consumeToken(tx, input.token, 'RESET_PASSWORD', 'auth.reset');
      const user = row.user;
      if (user.status === 'DISABLED') throw new AppError('BAD_USER_INPUT', 'auth.reset.invalid', { token: 'auth.reset.invalid' });
      user.passwordHash = passwordHash;
      if (user.status === 'PENDING') {
        user.status = 'ACTIVE';
        user.emailVerifiedAt = new Date();
      }
      const now = new Date();
      await tx.nativeUpdate(UserToken, { user, kind: 'RESET_PASSWORD', usedAt: null }, { usedAt: now });
      await tx.nativeUpdate(AuthSession, { user, revokedAt: null }, { revokedAt: now, revokedReason: 'password_reset' });
      return user.email;
    });
    await this.loginLimiter.clearEmail(em, email);
    return 'auth.reset.success';
  }

  /** The invited person chooses a password: the e-mailed link proved the address, the account becomes active. */
  async acceptInvitation(em: EntityManager, input: ResetPasswordData): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    return em.transactional(async (tx) => {
      const row = await this.consumeToken(tx, input.token, 'INVITE', 'invite');
      const user = row.user;
      if (user.status !== 'PENDING') throw new AppError('BAD_USER_INPUT', 'invite.invalid', { token: 'invite.invalid' });
      user.passwordHash = passwordHash;
      user.status = 'ACTIVE';
      user.emailVerifiedAt = new Date();
      await tx.nativeUpdate(UserToken, { user, usedAt: null }, { usedAt: new Date() });
      return 'invite.accepted';
    });
  }

  /** Within the caller's transaction: a new single-use link of `kind` for `user`, mailed through the outbox. */
  issueLink(tx: EntityManager, user: User, kind: UserTokenKind, ttlSeconds: number): string {
    const link = newLinkToken();
    this.issueToken(tx, user, kind, link.hash, ttlSeconds);
    return this.link(kind === 'INVITE' ? '/invitation' : kind === 'RESET_PASSWORD' ? '/reset-password' : '/email-verfication', link.token);
  }

  private issueToken(tx: EntityManager, user: User, kind: UserTokenKind, tokenHash: string, ttlSeconds: number): void {
    tx.create(UserToken, { user, kind, tokenHash, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  }

  /** Finds a link token and marks it used exactly once, even under concurrent clicks. */
  private async consumeToken(
    tx: EntityManager,
    token: string | undefined,
    kind: UserTokenKind,
    prefix: 'auth.verify' | 'auth.reset' | 'invite',
  ): Promise<UserToken> {
    const invalid = () => new AppError('BAD_USER_INPUT', `${prefix}.invalid`, { token: `${prefix}.invalid` });
    if (!token || token.length > 200) throw invalid();
    const row = await tx.findOne(UserToken, { tokenHash: hashLinkToken(token), kind }, { ...noFilters(), populate: ['user'] });
    if (!row || row.usedAt) throw invalid();
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', `${prefix}.expired`);
    const claimed = await tx.nativeUpdate(UserToken, { id: row.id, usedAt: null }, { usedAt: new Date() });
    if (claimed !== 1) throw invalid();
    return row;
  }

  private link(path: string, token: string): string {
    return `${this.publicOrigin()}${path}?token=${encodeURIComponent(token)}`;
  }
}
