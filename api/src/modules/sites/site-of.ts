import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import { exportFileName, periodNameParts } from '../../core/export/table-export';
import type { PeriodFilter } from '../../core/records/site-record';
import { Site } from './site.entity';

/** The caller's site (tenant filter), or NOT_FOUND: what every site record's service checks first. */
export async function siteOf(em: EntityManager, siteId: string): Promise<Site> {
  const site = await em.findOne(Site, { id: siteId });
  if (!site) throw AppError.notFound('site.notFound');
  return site;
}

/** A site record export's file name: 'achats_villa-anfa_2026-11-01_2026-11-30' (the site read in the caller's company). */
export async function siteRecordFileName(em: EntityManager, records: string, siteId: string, period: PeriodFilter): Promise<string> {
  return exportFileName(records, (await siteOf(em, siteId)).name, ...periodNameParts(period));
}
