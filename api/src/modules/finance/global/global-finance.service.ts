import type { EntityManager } from '@mikro-orm/postgresql';
import type { FinancePeriod } from '@chantiers/schema';
import { Site } from '../../sites/site.entity';
import { add, money, sub } from '../money';

/** What a site, a month or the company earned and spent over a period. */
export interface FinanceLine {
  revenues: string;
  purchasesHT: string;
  purchasesTTC: string;
  subcontracting: string;
  /** Main d'oeuvre brut: zero until the activity reports land (see SiteFiguresService). */
  labour: string;
  /** Revenues − (purchases TTC + labour + subcontracting). */
  margin: string;
}

export interface GlobalFinance {
  period: FinancePeriod;
  totals: FinanceLine;
  sites: (FinanceLine & { siteId: string; siteName: string })[];
  /** Every month of the period, empty ones included, 'YYYY-MM'. */
  months: (FinanceLine & { month: string })[];
}

interface Sums {
  revenues: string[];
  ht: string[];
  ttc: string[];
  sub: string[];
}
const emptySums = (): Sums => ({ revenues: [], ht: [], ttc: [], sub: [] });
function line(s: Sums): FinanceLine {
  const revenues = add(...s.revenues);
  const purchasesTTC = add(...s.ttc);
  const subcontracting = add(...s.sub);
  const labour = '0.00';
  return { revenues, purchasesHT: add(...s.ht), purchasesTTC, subcontracting, labour, margin: sub(revenues, add(purchasesTTC, labour, subcontracting)) };
}

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

/**
 * The company's finances over a period, per site and per month: three aggregate queries (one per table, grouped
 * by site and month, reading the (company, date) covering indexes) and one for the site names.
 */
export class GlobalFinanceService {
  async finance(em: EntityManager, companyId: string, period: FinancePeriod): Promise<GlobalFinance> {
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    const params = [companyId, period.from, period.to];
    const where = 'where company_id = ? and date >= ? and date <= ? group by site_id, month';
    const [revenues, purchases, services] = await Promise.all([
      conn.execute<{ site_id: string; month: string; amount: string }[]>(`select site_id, to_char(date, 'YYYY-MM') as month, sum(amount) as amount from revenue ${where}`, params, 'all', ctx),
      conn.execute<{ site_id: string; month: string; ht: string; ttc: string }[]>(`select site_id, to_char(date, 'YYYY-MM') as month, sum(amount_ht) as ht, sum(amount_ttc) as ttc from purchase ${where}`, params, 'all', ctx),
      conn.execute<{ site_id: string; month: string; amount: string }[]>(`select site_id, to_char(date, 'YYYY-MM') as month, sum(amount_paid + bonus) as amount from service_sheet ${where}`, params, 'all', ctx),
    ]);
    const bySite = new Map<string, Sums>();
    const byMonth = new Map<string, Sums>(monthsOf(period).map((m) => [m, emptySums()]));
    const all = emptySums();
    const sumsOf = (map: Map<string, Sums>, key: string) => map.get(key) ?? map.set(key, emptySums()).get(key)!;
    const put = (siteId: string, month: string, field: keyof Sums, value: string) => {
      sumsOf(bySite, siteId)[field].push(value);
      sumsOf(byMonth, month)[field].push(value);
      all[field].push(value);
    };
    for (const r of revenues) put(r.site_id, r.month, 'revenues', r.amount);
    for (const p of purchases) {
      put(p.site_id, p.month, 'ht', p.ht);
      put(p.site_id, p.month, 'ttc', p.ttc);
    }
    for (const s of services) put(s.site_id, s.month, 'sub', s.amount);

    const sites = bySite.size ? await em.find(Site, { id: { $in: [...bySite.keys()] } }, { fields: ['id', 'name'] }) : [];
    const names = new Map(sites.map((s) => [s.id, s.name]));
    return {
      period,
      totals: line(all),
      sites: [...bySite.entries()]
        .filter(([id]) => names.has(id))
        .map(([siteId, sums]) => ({ siteId, siteName: names.get(siteId)!, ...line(sums) }))
        .sort((a, b) => a.siteName.localeCompare(b.siteName, 'fr')),
      months: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, sums]) => ({ month, ...line(sums) })),
    };
  }
}

export const zeroLine = (): FinanceLine => ({ revenues: money(0), purchasesHT: money(0), purchasesTTC: money(0), subcontracting: money(0), labour: money(0), margin: money(0) });
