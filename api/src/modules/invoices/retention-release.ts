import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import { sentence } from '../../core/errors/sentence';
import { formatDate } from '../../core/pdf/pdf-format';
import { guaranteeEnds } from '../receptions';

/**
 * Once its provisional reception is signed, a site's retention is released by its final reception (the guarantee delay
 * run), not before. A site without receptions keeps the release at the company's hand, as before receptions existed.
 */
export async function assertGuaranteeOver(tx: EntityManager, siteId: string | null): Promise<void> {
  if (!siteId) return;
  const [row] = await tx.getConnection().execute<{ provisional: string; months: number; final: boolean }[]>(
    `select p.date::text as provisional, c.guarantee_months as months,
            exists (select 1 from reception f where f.site_id = p.site_id and f.kind = 'FINAL' and f.status = 'SIGNED') as final
       from reception p join company c on c.id = p.company_id
      where p.site_id = ? and p.kind = 'PROVISIONAL' and p.status = 'SIGNED'`,
    [siteId],
    'all',
    tx.getTransactionContext(),
  );
  if (row && !row.final)
    throw new AppError(
      'CONFLICT',
      sentence('invoice.retention.awaitsFinal', { date: formatDate(guaranteeEnds(row.provisional, Number(row.months))) }),
    );
}
