import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangePasswordData, ProfileData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import type { RequestMeta } from '../../core/http/request-meta';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import { AppError } from '../../core/errors/app-error';
import { may } from '../../core/policies/authorize';
import type { FilesService } from '../../core/files/files.service';
import type { LoginLimiter } from '../../core/rate-limit/login-limiter';
import { toUserDetails, type UserDetails } from '../accounts';
import { AuthSession } from '../accounts';
import { User } from '../accounts';
import { assertAnotherManager } from '../team';

/** The signed-in user's own account: profile, photo, role (MANAGER only) and password. */
export class ProfileService {
  constructor(
    private readonly files: FilesService,
    private readonly limiter: LoginLimiter,
  ) {}

  async update(em: EntityManager, auth: AuthInfo, input: ProfileData): Promise<UserDetails> {
    return em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: auth.userId }, { populate: ['company'] });
      user.firstName = input.firstName;
      user.lastName = input.lastName;
      if (input.phone !== undefined) user.phone = input.phone || null;
      if (input.role && input.role !== user.role) {
        // The original let anyone promote themselves; changing a role is managing the team (the policy table's
        // team.manage, what the web asks before offering it), and never the last manager away.
        if (!may(auth, 'team.manage')) throw new AppError('FORBIDDEN', 'team.roleForbidden', { role: 'team.roleForbidden' });
        if (user.role === 'MANAGER') await assertAnotherManager(tx, auth.companyId, user.id);
        user.role = input.role;
      }
      const previous = user.photoFileId;
      if (input.photoFileId && input.photoFileId !== previous) {
        user.photoFileId = (await this.files.claim(tx, input.photoFileId, 'image')).id;
      } else if (input.removePhoto) {
        user.photoFileId = null;
      }
      if (previous && previous !== user.photoFileId) await this.files.release(tx, [previous]);
      await tx.flush();
      return toUserDetails(user);
    });
  }

  /** Checks the current password (counted like sign-in failures), sets the new one and ends the other sessions. */
  async changePassword(em: EntityManager, auth: AuthInfo, input: ChangePasswordData, meta: RequestMeta): Promise<string> {
    const user = await em.findOneOrFail(User, { id: auth.userId }, { populate: ['passwordHash'] });
    // A signed-in caller is held by the (e-mail, IP) and IP limits; the address-wide one guards sign-in.
    const attempt = await this.limiter.begin(em, user.email, meta.ip, { knownIp: true });
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw AppError.badInput({ oldPassword: 'password.oldWrong' });
    await this.limiter.succeeded(em, attempt);
    const passwordHash = await hashPassword(input.password);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash, updatedAt: new Date() });
      await tx.nativeUpdate(
        AuthSession,
        { user: user.id, revokedAt: null, id: { $ne: auth.sessionId } },
        { revokedAt: new Date(), revokedReason: 'password_change' },
      );
    });
    return 'password.changed';
  }
}
