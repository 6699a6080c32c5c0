import type { EntityManager } from '@mikro-orm/postgresql';
import { add, money, percentOf } from '../finance';
import { financeLine } from '../finance';
import { isVatSubject } from '../finance';
import { Site } from './site.entity';

/** SPEC §3 summary figures of a site, as decimal strings. */
export interface SiteFigures {
  progress: number;
  budget: string | null;
  /** The accepted avenants of the site's quotes (HT when subject to TVA, else TTC): what the budget grew or shrank by. */
  changeOrders: string;
  /** The budget with those avenants; null without a budget. */
  currentBudget: string | null;
  /** The company is subject to TVA: rentabilité, engagé and réglé are on HT amounts. */
  vatSubject: boolean;
  /** As invoiced (TTC). */
  revenues: string;
  revenuesHT: string;
  revenuesVAT: string;
  /** TVA collectée − TVA déductible. */
  vatBalance: string;
  purchasesTTC: string;
  purchasesHT: string;
  purchasesVAT: string;
  labourGross: string;
  labourNet: string;
  labourBonus: string;
  subcontracting: string;
  profitability: string;
  /** Rentabilité as a % of the budget with its avenants, one decimal; null without a budget. */
  profitabilityPercent: string | null;
  /** Engagé: what the rentabilité deducts (achats HT or TTC + main d'œuvre brut + sous-traitance), against the budget. */
  committed: string;
  /** Réglé: the paid part of the purchases (its HT share when subject to TVA), plus labour and service sheets. */
  paid: string;
}

/**
 * One place computes a site's figures, summed by PostgreSQL on numeric columns from the site's monthly totals
 * (`site_month_finance`, which the finance services keep in the transaction of every change):
 * - recettes = Σ revenues; achats HT / TVA / TTC = Σ purchases;
 * - sous-traitance = Σ service sheets (montant payé + prime);
 * - main d'œuvre: brut = net + prime, net = Σ days × tarif journalier, prime = Σ days × prime panier, the days
 *   imputed in the activity reports (CRA) at the rates in force on each day (assignments are plans, not days worked);
 * - rentabilité = the margin of `financeLine`: recettes HT − (achats HT + main d'œuvre brut + sous-traitance) for a
 *   company subject to TVA (it recovers the TVA it pays), the same on TTC amounts otherwise; and its % of the budget.
 */
export class SiteFiguresService {
  async figures(em: EntityManager, siteId: string): Promise<SiteFigures | null> {
    const site = await em.findOne(Site, { id: siteId }, { fields: ['id', 'company', 'progress', 'budget'] });
    if (!site) return null;
    // The monthly totals (kept in step with every record change) hold a site's sums in at most one row a month.
    const [row] = await em
      .getConnection()
      .execute<
        Record<
          'revenues' | 'rev_ht' | 'rev_vat' | 'ht' | 'vat' | 'ttc' | 'sub' | 'lab_net' | 'lab_bonus' | 'paid' | 'paid_ht' | 'co_ht' | 'co_ttc',
          string
        >[]
      >(
        `select f.*, p.*, c.* from
         (select coalesce(sum(revenues), 0) as revenues, coalesce(sum(revenues_ht), 0) as rev_ht, coalesce(sum(revenues_vat), 0) as rev_vat,
                 coalesce(sum(purchases_ht), 0) as ht, coalesce(sum(purchases_vat), 0) as vat, coalesce(sum(purchases_ttc), 0) as ttc,
                 coalesce(sum(subcontracting), 0) as sub, coalesce(sum(labour_net), 0) as lab_net, coalesce(sum(labour_bonus), 0) as lab_bonus
            from site_month_finance where site_id = ?) f,
         (select coalesce(sum(amount_paid), 0) as paid,
                 coalesce(sum(case when amount_ttc > 0 then round(amount_paid * amount_ht / amount_ttc, 2) else 0 end), 0) as paid_ht
            from purchase where site_id = ?) p,
         (select coalesce(sum(o.delta_ht), 0) as co_ht, coalesce(sum(o.delta_ttc), 0) as co_ttc
            from change_order o join quote q on q.id = o.quote_id where q.site_id = ? and o.status = 'ACCEPTE') c`,
        [site.id, site.id, site.id],
        'all',
        em.getTransactionContext(),
      );
    const vatSubject = await isVatSubject(em, site.company.id);
    const labour = { net: row.lab_net, bonus: row.lab_bonus };
    const labourGross = add(labour.net, labour.bonus);
    const line = financeLine(
      {
        revenues: row.revenues,
        revenuesHT: row.rev_ht,
        revenuesVAT: row.rev_vat,
        purchasesHT: row.ht,
        purchasesVAT: row.vat,
        purchasesTTC: row.ttc,
        subcontracting: row.sub,
        labour: labourGross,
      },
      vatSubject,
    );
    const paidPurchases = money(vatSubject ? row.paid_ht : row.paid);
    const changeOrders = money(vatSubject ? row.co_ht : row.co_ttc);
    const currentBudget = site.budget ? add(site.budget, changeOrders) : null;
    return {
      progress: site.progress,
      budget: site.budget ?? null,
      changeOrders,
      currentBudget,
      vatSubject,
      revenues: line.revenues,
      revenuesHT: line.revenuesHT,
      revenuesVAT: line.revenuesVAT,
      vatBalance: line.vatBalance,
      purchasesTTC: line.purchasesTTC,
      purchasesHT: line.purchasesHT,
      purchasesVAT: line.purchasesVAT,
      labourGross,
      labourNet: money(labour.net),
      labourBonus: money(labour.bonus),
      subcontracting: line.subcontracting,
      profitability: line.margin,
      profitabilityPercent: percentOf(line.margin, currentBudget),
      committed: add(vatSubject ? line.purchasesHT : line.purchasesTTC, labourGross, line.subcontracting),
      paid: add(paidPurchases, labourGross, line.subcontracting),
    };
  }

  /** Whether deleting the site would lose financial records or invoices (it is archived instead). */
  hasFinancialRecords = async (tx: EntityManager, siteId: string): Promise<boolean> => {
    const [row] = await tx
      .getConnection()
      .execute<{ found: boolean }[]>(
        `select exists (select 1 from purchase where site_id = ?) or exists (select 1 from revenue where site_id = ?) or ` +
          `exists (select 1 from service_sheet where site_id = ?) or exists (select 1 from invoice where site_id = ?) or ` +
          `exists (select 1 from activity_entry where site_id = ?) as found`,
        [siteId, siteId, siteId, siteId, siteId],
        'all',
        tx.getTransactionContext(),
      );
    return Boolean(row.found);
  };
}
