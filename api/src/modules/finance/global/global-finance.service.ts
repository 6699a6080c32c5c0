import { visibleSitesSql, visibleTo } from '../../../core/tenancy/site-access';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type FinancePeriod, financePeriodSchema } from '@chantiers/schema';
import { parseInput } from '../../../core/errors/parse';
import { Site } from '../../sites';
import Decimal from 'decimal.js';
import { add, money, percentOf, sub } from '../money';
import { isVatSubject } from '../vat';

/** A required period (global finance): both dates, five years at most. */
export const requiredPeriod = (from?: string | null, to?: string | null) => parseInput(financePeriodSchema, { from, to });

/** What a site, a month or the company earned and spent over a period. */
export interface FinanceLine {
  /** As invoiced (TTC). */
  revenues: string;
  revenuesHT: string;
  /** TVA collectée on the revenues. */
  revenuesVAT: string;
  purchasesHT: string;
  /** TVA déductible on the purchases. */
  purchasesVAT: string;
  purchasesTTC: string;
  subcontracting: string;
  /** Main d'œuvre brut: zero until the activity reports land (see SiteFiguresService). */
  labour: string;
  /** TVA collectée − TVA déductible: due to the State when positive, a credit when negative. */
  vatBalance: string;
  /** Subject to TVA: revenues HT − (purchases HT + labour + subcontracting); otherwise the same on TTC amounts. */
  margin: string;
  /** The margin as a % of the revenues (HT or TTC, as the margin), one decimal; null without revenues. */
  marginPercent: string | null;
}

export interface GlobalFinance {
  period: FinancePeriod;
  /** The company is subject to TVA: margins are on HT amounts. */
  vatSubject: boolean;
  totals: FinanceLine;
  sites: (FinanceLine & { siteId: string; siteName: string })[];
  /** Every month of the period, empty ones included, 'YYYY-MM'. */
  months: (FinanceLine & { month: string })[];
}

/** The sums a finance line is made of, as decimal strings. */
export interface FinanceSums {
  revenues: string;
  revenuesHT: string;
  revenuesVAT: string;
  purchasesHT: string;
  purchasesVAT: string;
  purchasesTTC: string;
  subcontracting: string;
  labour: string;
}

/**
 * The one place the margin is computed (global finance, dashboard, site figures). A company subject to TVA recovers
 * the TVA it pays and owes the TVA it collects: its margin is on HT amounts, the TVA shown apart. One that is not
 * bears the TVA of its purchases: its margin is on TTC amounts.
 */
export function financeLine(s: FinanceSums, vatSubject: boolean): FinanceLine {
  const sums = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, money(v)])) as unknown as FinanceSums;
  const income = vatSubject ? sums.revenuesHT : sums.revenues;
  const margin = sub(income, add(vatSubject ? sums.purchasesHT : sums.purchasesTTC, sums.labour, sums.subcontracting));
  return {
    ...sums,
    vatBalance: sub(sums.revenuesVAT, sums.purchasesVAT),
    margin,
    marginPercent: new Decimal(income).greaterThan(0) ? percentOf(margin, income) : null,
  };
}

interface Sums {
  revenues: string;
  rev_ht: string;
  rev_vat: string;
  ht: string;
  vat: string;
  ttc: string;
  sub: string;
  lab: string;
}
const emptySums = (): Sums => ({ revenues: '0', rev_ht: '0', rev_vat: '0', ht: '0', vat: '0', ttc: '0', sub: '0', lab: '0' });
const line = (s: Sums, vatSubject: boolean): FinanceLine =>
  financeLine(
    {
      revenues: s.revenues,
      revenuesHT: s.rev_ht,
      revenuesVAT: s.rev_vat,
      purchasesHT: s.ht,
      purchasesVAT: s.vat,
      purchasesTTC: s.ttc,
      subcontracting: s.sub,
      labour: money(s.lab),
    },
    vatSubject,
  );

/** 'YYYY-MM' of every month from `from` to `to`. */
export function monthsOf(period: FinancePeriod): string[] {
  const months: string[] = [];
  let [y, m] = period.from.slice(0, 7).split('-').map(Number);
  const [ty, tm] = period.to.slice(0, 7).split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const addMonths = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
};
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * A period as the whole months inside it (read from the monthly totals) and at most two partial stretches at its
 * ends (summed from the records).
 */
export function splitPeriod(period: FinancePeriod): { months: { from: string; to: string } | null; partial: FinancePeriod[] } {
  const firstFull = period.from.endsWith('-01') ? period.from.slice(0, 7) : addMonths(period.from.slice(0, 7), 1);
  const lastFull = period.to === lastDayOf(period.to.slice(0, 7)) ? period.to.slice(0, 7) : addMonths(period.to.slice(0, 7), -1);
  if (firstFull > lastFull) return { months: null, partial: [period] };
  const partial: FinancePeriod[] = [];
  if (period.from < `${firstFull}-01`) partial.push({ from: period.from, to: dayBefore(`${firstFull}-01`) });
  if (period.to > lastDayOf(lastFull)) partial.push({ from: `${addMonths(lastFull, 1)}-01`, to: period.to });
  return { months: { from: firstFull, to: lastFull }, partial };
}

interface Row extends Sums {
  site_id: string;
  month: string;
  no_site: number;
  no_month: number;
}

/**
 * The company's finances over a period, per site and per month. Whole months come from `site_month_finance`
 * (one row per site and month, kept in step with every record change); the partial months at the ends are summed
 * from the records through the (company, date) covering indexes; PostgreSQL adds it all up in one statement.
 * Then one query for the site names.
 */
export class GlobalFinanceService {
  async finance(em: EntityManager, companyId: string, period: FinancePeriod): Promise<GlobalFinance> {
    const split = splitPeriod(period);
    // A USER's dashboard adds up their sites only.
    const mine = visibleSitesSql(visibleTo(em), 'site_id');
    const sources: string[] = [];
    const params: string[] = [];
    if (split.months) {
      // A month whose records all moved away or were deleted keeps a row of zeros: it names no site.
      sources.push(`select site_id, to_char(month, 'YYYY-MM') as month, revenues, revenues_ht as rev_ht, revenues_vat as rev_vat,
                           purchases_ht as ht, purchases_vat as vat, purchases_ttc as ttc, subcontracting as sub,
                           labour_net + labour_bonus as lab
                      from site_month_finance where company_id = ? and month >= ? and month <= ?
                       and (revenues <> 0 or purchases_ht <> 0 or purchases_ttc <> 0 or subcontracting <> 0 or labour_net <> 0
                            or labour_bonus <> 0)${mine.sql}`);
      params.push(companyId, `${split.months.from}-01`, `${split.months.to}-01`, ...mine.params);
    }
    for (const range of split.partial) {
      // Named columns: without whole months, this select comes first and names the union's columns.
      sources.push(
        `select site_id, to_char(date, 'YYYY-MM') as month, amount as revenues, amount_ht as rev_ht, amount_vat as rev_vat, 0 as ht, 0 as vat,
                0 as ttc, 0 as sub, 0 as lab
           from revenue where company_id = ? and date >= ? and date <= ?${mine.sql}`,
        `select site_id, to_char(date, 'YYYY-MM'), 0, 0, 0, amount_ht, amount_vat, amount_ttc, 0, 0
           from purchase where company_id = ? and date >= ? and date <= ?${mine.sql}`,
        `select site_id, to_char(date, 'YYYY-MM'), 0, 0, 0, 0, 0, 0, amount_paid + bonus, 0
           from service_sheet where company_id = ? and date >= ? and date <= ?${mine.sql}`,
        `select site_id, to_char(day, 'YYYY-MM'), 0, 0, 0, 0, 0, 0, 0, net + bonus
           from activity_entry where company_id = ? and day >= ? and day <= ?${mine.sql}`,
      );
      for (let i = 0; i < 4; i++) params.push(companyId, range.from, range.to, ...mine.params);
    }
    // One statement: PostgreSQL sums per site, per month and overall (grouping sets) on numeric.
    const rows = await em.getConnection().execute<Row[]>(
      `select site_id, month, sum(revenues) as revenues, sum(rev_ht) as rev_ht, sum(rev_vat) as rev_vat, sum(ht) as ht, sum(vat) as vat,
              sum(ttc) as ttc, sum(sub) as sub, sum(lab) as lab,
              grouping(site_id) as no_site, grouping(month) as no_month
         from (${sources.join(' union all ')}) r
        group by grouping sets ((site_id), (month), ())`,
      params,
      'all',
      em.getTransactionContext(),
    );
    const sums = ({ site_id: _s, month: _m, no_site: _n, no_month: _o, ...r }: Row): Sums => r;
    const bySite = new Map<string, Sums>();
    const byMonth = new Map<string, Sums>(monthsOf(period).map((m) => [m, emptySums()]));
    let all = emptySums();
    for (const r of rows) {
      if (Number(r.no_site) === 0) bySite.set(r.site_id, sums(r));
      else if (Number(r.no_month) === 0) byMonth.set(r.month, sums(r));
      else all = sums(r);
    }

    const vatSubject = await isVatSubject(em, companyId);
    const sites = bySite.size ? await em.find(Site, { id: { $in: [...bySite.keys()] } }, { fields: ['id', 'name'] }) : [];
    const names = new Map(sites.map((s) => [s.id, s.name]));
    return {
      period,
      vatSubject,
      totals: line(all, vatSubject),
      sites: [...bySite.entries()]
        .filter(([id]) => names.has(id))
        .map(([siteId, sums]) => ({ siteId, siteName: names.get(siteId)!, ...line(sums, vatSubject) }))
        .sort((a, b) => a.siteName.localeCompare(b.siteName, 'fr')),
      months: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, sums]) => ({ month, ...line(sums, vatSubject) })),
    };
  }
}
