import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import { Company } from '../../core/tenancy/company.entity';

/** Whether a TVA rate (in %) is in force on a day (the dated rate table, not per company: the law sets it). */
export async function rateInForce(tx: EntityManager, rate: string, date: string): Promise<boolean> {
  const [row] = await tx
    .getConnection()
    .execute<{ n: string }[]>(
      'select count(*) as n from vat_rate where rate = ? and valid_from <= ? and (valid_to is null or valid_to >= ?)',
      [rate, date, date],
      'all',
      tx.getTransactionContext(),
    );
  return Number(row.n) > 0;
}

export async function assertRateInForce(tx: EntityManager, rate: string, date: string, messageId: string): Promise<void> {
  if (!(await rateInForce(tx, rate, date))) throw AppError.badInput({ vatRate: messageId });
}

/**
 * Whether the company is subject to TVA (assujettie): its margins are then on HT amounts with the TVA apart,
 * otherwise on TTC amounts (it bears the TVA it pays).
 */
export async function isVatSubject(em: EntityManager, companyId: string): Promise<boolean> {
  const company = await em.findOne(Company, { id: companyId }, { fields: ['vatSubject'] });
  return company?.vatSubject ?? true;
}
