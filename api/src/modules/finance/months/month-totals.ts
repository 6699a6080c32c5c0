import type { EntityManager } from '@mikro-orm/postgresql';
import Decimal from 'decimal.js';

/** What one record adds to its site's month. */
export interface MonthAmounts {
  /** Revenues as invoiced (TTC), and their HT and TVA parts. */
  revenues?: string;
  revenuesHT?: string;
  revenuesVAT?: string;
  purchasesHT?: string;
  purchasesVAT?: string;
  purchasesTTC?: string;
  subcontracting?: string;
  labourNet?: string;
  labourBonus?: string;
}

export interface MonthEntry {
  companyId: string;
  siteId: string;
  /** The record's date, YYYY-MM-DD. */
  date: string;
  amounts: MonthAmounts;
}

const signed = (value: string | undefined, sign: 1 | -1) => new Decimal(value ?? 0).times(sign).toFixed(2);

/**
 * Adds (`sign` 1) or takes away (-1) a record's amounts from its site's month, in the caller's transaction. One
 * upsert that adds to the stored value, so concurrent changes of one month queue on the row and none is lost.
 */
export async function applyToMonth(tx: EntityManager, entry: MonthEntry, sign: 1 | -1): Promise<void> {
  const a = entry.amounts;
  await tx.getConnection().execute(
    `insert into site_month_finance
       (company_id, site_id, month, revenues, revenues_ht, revenues_vat, purchases_ht, purchases_vat, purchases_ttc, subcontracting,
        labour_net, labour_bonus)
     values (?, ?, date_trunc('month', ?::date)::date, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (site_id, month) do update set
       revenues = site_month_finance.revenues + excluded.revenues,
       revenues_ht = site_month_finance.revenues_ht + excluded.revenues_ht,
       revenues_vat = site_month_finance.revenues_vat + excluded.revenues_vat,
       purchases_ht = site_month_finance.purchases_ht + excluded.purchases_ht,
       purchases_vat = site_month_finance.purchases_vat + excluded.purchases_vat,
       purchases_ttc = site_month_finance.purchases_ttc + excluded.purchases_ttc,
       subcontracting = site_month_finance.subcontracting + excluded.subcontracting,
       labour_net = site_month_finance.labour_net + excluded.labour_net,
       labour_bonus = site_month_finance.labour_bonus + excluded.labour_bonus`,
    [
      entry.companyId,
      entry.siteId,
      entry.date,
      signed(a.revenues, sign),
      signed(a.revenuesHT, sign),
      signed(a.revenuesVAT, sign),
      signed(a.purchasesHT, sign),
      signed(a.purchasesVAT, sign),
      signed(a.purchasesTTC, sign),
      signed(a.subcontracting, sign),
      signed(a.labourNet, sign),
      signed(a.labourBonus, sign),
    ],
    'all',
    tx.getTransactionContext(),
  );
}

/** A record changed: its old amounts leave their month, the new ones join theirs. */
export async function moveInMonths(tx: EntityManager, before: MonthEntry | null, after: MonthEntry | null): Promise<void> {
  if (before) await applyToMonth(tx, before, -1);
  if (after) await applyToMonth(tx, after, 1);
}

/** The SQL that rebuilds every month from the records (migration backfill, bench seeding, consistency checks). */
export const REBUILD_MONTHS_SQL = `
insert into site_month_finance (company_id, site_id, month, revenues, revenues_ht, revenues_vat, purchases_ht, purchases_vat, purchases_ttc,
  subcontracting, labour_net, labour_bonus)
select company_id, site_id, month, sum(revenues), sum(rev_ht), sum(rev_vat), sum(ht), sum(vat), sum(ttc), sum(sub), sum(lab_net), sum(lab_bonus) from (
  select company_id, site_id, date_trunc('month', date)::date as month, amount as revenues, amount_ht as rev_ht, amount_vat as rev_vat,
         0 as ht, 0 as vat, 0 as ttc, 0 as sub, 0 as lab_net, 0 as lab_bonus from revenue
  union all
  select company_id, site_id, date_trunc('month', date)::date, 0, 0, 0, amount_ht, amount_vat, amount_ttc, 0, 0, 0 from purchase
  union all
  select company_id, site_id, date_trunc('month', date)::date, 0, 0, 0, 0, 0, 0, amount_paid + bonus, 0, 0 from service_sheet
  union all
  select company_id, site_id, date_trunc('month', day)::date, 0, 0, 0, 0, 0, 0, 0, net, bonus from activity_entry
) r group by company_id, site_id, month
on conflict (site_id, month) do update set revenues = excluded.revenues, revenues_ht = excluded.revenues_ht, revenues_vat = excluded.revenues_vat,
  purchases_ht = excluded.purchases_ht, purchases_vat = excluded.purchases_vat, purchases_ttc = excluded.purchases_ttc,
  subcontracting = excluded.subcontracting, labour_net = excluded.labour_net, labour_bonus = excluded.labour_bonus`;
