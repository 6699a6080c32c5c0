import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import { User } from '../accounts';

/**
 * Within a transaction: fails when `leaving` is the company's last active MANAGER. The company row is locked
 * first, so two managers demoting each other at the same time cannot leave the company without one.
 */
export async function assertAnotherManager(tx: EntityManager, companyId: string, leaving: string): Promise<void> {
  await tx.getConnection().execute('select id from company where id = ? for update', [companyId], 'all', tx.getTransactionContext());
  const others = await tx.count(User, { company: companyId, role: 'MANAGER', status: 'ACTIVE', id: { $ne: leaving } });
  if (others === 0) throw new AppError('CONFLICT', 'team.lastManager', { role: 'team.lastManager' });
}
