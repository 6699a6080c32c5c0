import type { EntityManager } from '@mikro-orm/postgresql';
import { add, money, percentOf, sub } from '../finance/money';
import { Site } from './site.entity';

/** SPEC §3 summary figures of a site, as decimal strings. */
export interface SiteFigures {
  progress: number;
  budget: string | null;
  revenues: string;
  purchasesTTC: string;
  purchasesHT: string;
  purchasesVAT: string;
  labourGross: string;
  labourNet: string;
  labourBonus: string;
  subcontracting: string;
  profitability: string;
  /** Rentabilité as a % of the budget, one decimal; null without a budget. */
  profitabilityPercent: string | null;
  /** Engagé: what the rentabilité deducts (achats TTC + main d'œuvre brut + sous-traitance), against the budget. */
  committed: string;
  /** Réglé: the paid part of the purchases, plus labour and service sheets (paid amounts by nature). */
  paid: string;
}

/**
 * One place computes a site's figures, summed by PostgreSQL on numeric columns from the site's monthly totals
 * (`site_month_finance`, which the finance services keep in the transaction of every change):
 * - recettes = Σ revenues; achats HT / TVA / TTC = Σ purchases;
 * - sous-traitance = Σ service sheets (montant payé + prime);
 * - main d'œuvre: brut = net + prime, net = Σ days × tarif journalier, prime = Σ days × prime panier, the days
 *   coming from the activity reports (CRA) — zero until that work lands, since assignments are plans, not days worked;
 * - rentabilité = recettes − (achats TTC + main d'œuvre brut + sous-traitance), and its % of the budget.
 */
export class SiteFiguresService {
  /** Labour of a site (the activity report work plugs in here); zero until then. */
  labour: (em: EntityManager, siteId: string) => Promise<{ net: string; bonus: string }> = async () => ({ net: '0.00', bonus: '0.00' });

  async figures(em: EntityManager, siteId: string): Promise<SiteFigures | null> {
    const site = await em.findOne(Site, { id: siteId }, { fields: ['id', 'progress', 'budget'] });
    if (!site) return null;
    // The monthly totals (kept in step with every record change) hold a site's sums in at most one row a month.
    const [row] = await em.getConnection().execute<{ revenues: string; ht: string; vat: string; ttc: string; sub: string; paid: string }[]>(
      `select coalesce(sum(revenues), 0) as revenues, coalesce(sum(purchases_ht), 0) as ht, coalesce(sum(purchases_vat), 0) as vat,
              coalesce(sum(purchases_ttc), 0) as ttc, coalesce(sum(subcontracting), 0) as sub,
              (select coalesce(sum(amount_paid), 0) from purchase where site_id = ?) as paid
         from site_month_finance where site_id = ?`,
      [site.id, site.id],
      'all',
      em.getTransactionContext(),
    );
    const labour = await this.labour(em, site.id);
    const labourGross = add(labour.net, labour.bonus);
    const committed = add(row.ttc, labourGross, row.sub);
    const profitability = sub(money(row.revenues), committed);
    return {
      progress: site.progress,
      budget: site.budget ?? null,
      revenues: money(row.revenues),
      purchasesTTC: money(row.ttc),
      purchasesHT: money(row.ht),
      purchasesVAT: money(row.vat),
      labourGross,
      labourNet: money(labour.net),
      labourBonus: money(labour.bonus),
      subcontracting: money(row.sub),
      profitability,
      profitabilityPercent: percentOf(profitability, site.budget),
      committed,
      paid: add(row.paid, labourGross, row.sub),
    };
  }

  /** Whether deleting the site would lose financial records (it is archived instead). */
  hasFinancialRecords = async (tx: EntityManager, siteId: string): Promise<boolean> => {
    const [row] = await tx
      .getConnection()
      .execute<{ found: boolean }[]>(
        `select exists (select 1 from purchase where site_id = ?) or exists (select 1 from revenue where site_id = ?) or ` +
          `exists (select 1 from service_sheet where site_id = ?) as found`,
        [siteId, siteId, siteId],
        'all',
        tx.getTransactionContext(),
      );
    return Boolean(row.found);
  };
}
