import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { Site } from '../sites';

export const planNotFound = () => AppError.notFound('plan.notFound');
export const reserveNotFound = () => AppError.notFound('reserve.notFound');

/** How a change names its author: their name as the records keep it. */
export type NameOf = (tx: EntityManager, userId: string) => Promise<{ name: string }>;

/** The site, in the caller's reach (a USER's sites only), kept from being deleted until the transaction ends. */
export async function lockSite(tx: EntityManager, auth: AuthInfo, siteId: string): Promise<Site> {
  await tx.execute('select id from site where id = ? and company_id = ? for share', [siteId, auth.companyId]);
  const site = await tx.findOne(Site, { id: siteId });
  if (!site) throw AppError.badInput({ siteId: 'site.notFound' });
  return site;
}

/** Whether the site is in the caller's reach: a list answers NOT_FOUND without it, a create names its `siteId`. */
export const siteVisible = async (em: EntityManager, siteId: string): Promise<boolean> => (await em.count(Site, { id: siteId })) > 0;
