import type { EntityManager } from '@mikro-orm/postgresql';
import { Site } from './site.entity';

/** SPEC §3 summary figures of a site, as decimal strings. */
export interface SiteFigures {
  progress: number;
  revenues: string;
  purchasesTTC: string;
  purchasesHT: string;
  purchasesVAT: string;
  labourGross: string;
  labourNet: string;
  labourBonus: string;
  subcontracting: string;
  profitability: string;
}

/**
 * One place computes a site's figures, in SQL. Purchases, revenues, service sheets and labour arrive with the
 * finance issue, which adds their sums here; until then every amount is an honest zero, never a made-up one.
 */
export class SiteFiguresService {
  async figures(em: EntityManager, siteId: string): Promise<SiteFigures | null> {
    const site = await em.findOne(Site, { id: siteId }, { fields: ['id', 'progress'] });
    if (!site) return null;
    const zero = '0.00';
    return {
      progress: site.progress,
      revenues: zero,
      purchasesTTC: zero,
      purchasesHT: zero,
      purchasesVAT: zero,
      labourGross: zero,
      labourNet: zero,
      labourBonus: zero,
      subcontracting: zero,
      profitability: zero,
    };
  }

  /** Whether deleting the site would lose financial records (none can exist before the finance issue). */
  hasFinancialRecords = async (_tx: EntityManager, _siteId: string): Promise<boolean> => false;
}
