/**
 * The CNSS payroll of a month (issue 38), as a pure computation: the month's activity entries (CRA) in, one row per
 * worker out, decimal strings throughout (schema/money), every rate read from schema/accounting/rates.ts.
 *
 * - Days: the sum of the entries' values (1, 0.5); the days declared are that sum rounded up to a whole day and at
 *   most `cnss.maxDays` (26), with a warning when the CRA has more (or a calendar day counts more than one day).
 * - Pay: wages = Σ net (value × daily rate); meal bonus (prime panier) = Σ bonus; gross = wages + meal bonus.
 * - CNSS base (salaire réel déclaré): wages + the meal bonus above its exempt part, `cnss.mealBonusExemptSmigHours`
 *   (2) × SMIG horaire per day worked. The short and long term parts are on the base capped at `cnss.ceiling` (6 000);
 *   family allowances, AMO, AMO participation and TFP on the whole base. Each part is rounded half-up to the centime,
 *   a share (employee, employer) is the sum of its rounded parts.
 * - Net to pay: gross − the employee's share (the income tax, IR, is not computed here).
 * - Minimum wage: each day's daily rate against the daily minimum in force that day: SMIG horaire × weekly hours /
 *   weekly days (44 / 6) for the building trade, or the SMAG per day for an agricultural company; before the first
 *   known minimum the check is not made (warning NO_MINIMUM_WAGE).
 */
import {
  RATES,
  atPercent,
  compareDecimal,
  fixed,
  fromCentimes,
  multiply,
  parseFixed,
  quotientAt,
  rateAt,
  subtractMoney,
  sumMoney,
  toCentimes,
  type RateKey,
} from '@chantiers/schema';

/** A worker as the declaration names them. */
export interface PayrollWorker {
  id: string;
  lastName: string;
  firstName: string;
  cni: string;
  /** CNSS registration number (numéro d'immatriculation), null when not known yet. */
  cnssNumber?: string | null;
}

/** One activity entry of the month (ActivityEntry): value 0 / 0.5 / 1, amounts as stored. */
export interface PayrollEntry {
  personnelId: string;
  /** YYYY-MM-DD. */
  day: string;
  value: string;
  dailyRate: string;
  /** value × daily rate. */
  net: string;
  /** value × prime panier. */
  bonus: string;
}

export type PayrollSector = 'NON_AGRICULTURAL' | 'AGRICULTURAL';

export interface PayrollOptions {
  /** Which minimum applies: the SMIG (building, the default) or the SMAG. */
  sector?: PayrollSector;
}

export const PAYROLL_PARTS = ['shortTerm', 'longTerm', 'familyAllowances', 'amo', 'amoSolidarity', 'tfp'] as const;
export type PayrollPartKey = (typeof PAYROLL_PARTS)[number];

/** One contribution of a worker's month: its base (capped or whole), its rates and amounts. */
export interface PayrollShare {
  part: PayrollPartKey;
  /** On the base capped at the ceiling. */
  capped: boolean;
  base: string;
  employeeRate: string;
  employerRate: string;
  employee: string;
  employer: string;
}

export type PayrollWarning =
  /** More than 26 days in the CRA: 26 declared. */
  | 'DAYS_OVER_MAX'
  /** One calendar day counts more than one day (two sites the same day). */
  | 'DAY_OVER_ONE'
  /** A daily rate under the minimum wage in force. */
  | 'BELOW_MINIMUM_WAGE'
  /** No minimum wage known for a day of the month: not checked. */
  | 'NO_MINIMUM_WAGE'
  /** No CNSS registration number: the line cannot go to Damancom as it is. */
  | 'NO_CNSS_NUMBER';

export interface PayrollRow {
  personnelId: string;
  lastName: string;
  firstName: string;
  cni: string;
  cnssNumber: string | null;
  /** Days in the CRA, one decimal ('27.5'). */
  days: string;
  /** Days declared: whole, at most 26. */
  declaredDays: number;
  /** Σ value × daily rate. */
  wages: string;
  /** Σ prime panier. */
  mealBonus: string;
  /** The part of the prime panier outside the CNSS base. */
  mealBonusExempt: string;
  /** wages + meal bonus. */
  gross: string;
  /** The CNSS base (salaire réel): wages + the meal bonus above its exempt part. */
  base: string;
  /** The base capped at the ceiling (salaire plafonné). */
  cappedBase: string;
  shares: PayrollShare[];
  employeeShare: string;
  employerShare: string;
  /** gross − employee share. */
  netToPay: string;
  /** The daily minimum of the month's last worked day, null when none is known. */
  minimumDaily: string | null;
  /** The lowest daily rate of the days worked. */
  lowestDailyRate: string;
  belowMinimumWage: boolean;
  warnings: PayrollWarning[];
}

export interface PayrollTotals {
  workers: number;
  declaredDays: number;
  wages: string;
  mealBonus: string;
  gross: string;
  base: string;
  cappedBase: string;
  employeeShare: string;
  employerShare: string;
  netToPay: string;
  /** Per part, summed over the rows. */
  shares: { part: PayrollPartKey; employee: string; employer: string }[];
}

const CAPPED: Record<PayrollPartKey, boolean> = {
  shortTerm: true,
  longTerm: true,
  familyAllowances: false,
  amo: false,
  amoSolidarity: false,
  tfp: false,
};

/** The value in force on `day`; before the first date, the first value (the rates below predate the app). */
const valueAt = (key: RateKey, day: string): string => (rateAt(key, day) ?? RATES[key][0]).value;
const partRate = (part: PayrollPartKey, side: 'employee' | 'employer', day: string): string => {
  const key = `cnss.${part}.${side}` as RateKey;
  return (RATES as Partial<Record<string, unknown>>)[key] ? valueAt(key, day) : '0.00';
};

/** The daily minimum wage on `day`: SMIG horaire × weekly hours / weekly days, or the SMAG; null before either. */
export function minimumDailyWage(day: string, sector: PayrollSector = 'NON_AGRICULTURAL'): string | null {
  if (sector === 'AGRICULTURAL') return rateAt('minimumWage.smagDaily', day)?.value ?? null;
  const hourly = rateAt('minimumWage.smigHourly', day);
  if (!hourly) return null;
  const num = multiply(parseFixed(hourly.value), parseFixed(valueAt('minimumWage.weeklyHours', day)));
  return fromCentimes(quotientAt(num, parseFixed(valueAt('minimumWage.weeklyDays', day)), 2));
}

/** The first day of a YYYY-MM month. */
const firstDay = (month: string): string => `${month}-01`;

/** `days` half-days as '27.5'. */
const halfDays = (n: number): string => `${Math.floor(n / 2)}.${n % 2 ? 5 : 0}`;

/** One worker's month. */
export function payrollRow(month: string, worker: PayrollWorker, entries: readonly PayrollEntry[], options: PayrollOptions = {}): PayrollRow {
  const sector = options.sector ?? 'NON_AGRICULTURAL';
  const day1 = firstDay(month);
  const warnings = new Set<PayrollWarning>();
  const worked = entries.filter((e) => compareDecimal(e.value, 0) > 0);

  // Half-days, per calendar day too (two sites the same day).
  const perDay = new Map<string, number>();
  let half = 0;
  for (const e of worked) {
    const h = Number(fixed(e.value, 1)) * 2;
    half += h;
    perDay.set(e.day, (perDay.get(e.day) ?? 0) + h);
  }
  if ([...perDay.values()].some((h) => h > 2)) warnings.add('DAY_OVER_ONE');
  const maxDays = Number(valueAt('cnss.maxDays', day1));
  const wholeDays = Math.ceil(half / 2);
  if (wholeDays > maxDays) warnings.add('DAYS_OVER_MAX');
  const declaredDays = Math.min(wholeDays, maxDays);

  const wages = sumMoney(worked.map((e) => e.net));
  const mealBonus = sumMoney(worked.map((e) => e.bonus));
  // Exempt meal bonus: 2 × SMIG horaire per day worked (a half day, half of it), never more than what was paid.
  let exemptCap = 0n;
  for (const e of worked) {
    const smig = rateAt('minimumWage.smigHourly', e.day) ?? RATES['minimumWage.smigHourly'][0];
    const perDayCap = multiply(parseFixed(smig.value), parseFixed(valueAt('cnss.mealBonusExemptSmigHours', e.day)), parseFixed(e.value));
    exemptCap += quotientAt(perDayCap, { units: 1n, scale: 0 }, 2);
  }
  const bonusCents = toCentimes(mealBonus);
  const mealBonusExempt = fromCentimes(bonusCents < exemptCap ? bonusCents : exemptCap);
  const gross = sumMoney([wages, mealBonus]);
  const base = subtractMoney(gross, mealBonusExempt);
  const ceiling = valueAt('cnss.ceiling', day1);
  const cappedBase = compareDecimal(base, ceiling) > 0 ? fixed(ceiling, 2) : base;

  const shares: PayrollShare[] = PAYROLL_PARTS.map((part) => {
    const partBase = CAPPED[part] ? cappedBase : base;
    const employeeRate = fixed(partRate(part, 'employee', day1), 2);
    const employerRate = fixed(partRate(part, 'employer', day1), 2);
    return {
      part,
      capped: CAPPED[part],
      base: partBase,
      employeeRate,
      employerRate,
      employee: atPercent(partBase, employeeRate),
      employer: atPercent(partBase, employerRate),
    };
  });
  const employeeShare = sumMoney(shares.map((s) => s.employee));
  const employerShare = sumMoney(shares.map((s) => s.employer));

  // Minimum wage, day by day (a decree may change it within the month).
  let below = false;
  let minimumDaily: string | null = null;
  let lowest: string | null = null;
  for (const e of [...worked].sort((a, b) => a.day.localeCompare(b.day))) {
    const min = minimumDailyWage(e.day, sector);
    if (lowest === null || compareDecimal(e.dailyRate, lowest) < 0) lowest = fixed(e.dailyRate, 2);
    if (min === null) {
      warnings.add('NO_MINIMUM_WAGE');
      continue;
    }
    minimumDaily = min;
    if (compareDecimal(e.dailyRate, min) < 0) below = true;
  }
  if (below) warnings.add('BELOW_MINIMUM_WAGE');
  const cnssNumber = worker.cnssNumber?.trim() || null;
  if (!cnssNumber) warnings.add('NO_CNSS_NUMBER');

  return {
    personnelId: worker.id,
    lastName: worker.lastName,
    firstName: worker.firstName,
    cni: worker.cni,
    cnssNumber,
    days: halfDays(half),
    declaredDays,
    wages,
    mealBonus,
    mealBonusExempt,
    gross,
    base,
    cappedBase,
    shares,
    employeeShare,
    employerShare,
    netToPay: subtractMoney(gross, employeeShare),
    minimumDaily,
    lowestDailyRate: lowest ?? '0.00',
    belowMinimumWage: below,
    warnings: [...warnings],
  };
}

/**
 * The month's rows: one per worker with at least one day worked in `month` (YYYY-MM), sorted by last then first name.
 * Entries outside the month, or of a worker not given, are ignored.
 */
export function payrollRows(
  month: string,
  workers: readonly PayrollWorker[],
  entries: readonly PayrollEntry[],
  options: PayrollOptions = {},
): PayrollRow[] {
  const byWorker = new Map<string, PayrollEntry[]>();
  for (const e of entries) {
    if (e.day.slice(0, 7) !== month) continue;
    const list = byWorker.get(e.personnelId) ?? [];
    list.push(e);
    byWorker.set(e.personnelId, list);
  }
  return workers
    .filter((w) => (byWorker.get(w.id) ?? []).some((e) => compareDecimal(e.value, 0) > 0))
    .map((w) => payrollRow(month, w, byWorker.get(w.id) ?? [], options))
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr') || a.cni.localeCompare(b.cni));
}

/** The month's totals (what the CNSS bordereau adds up). */
export function payrollTotals(rows: readonly PayrollRow[]): PayrollTotals {
  const sum = (pick: (r: PayrollRow) => string) => sumMoney(rows.map(pick));
  return {
    workers: rows.length,
    declaredDays: rows.reduce((n, r) => n + r.declaredDays, 0),
    wages: sum((r) => r.wages),
    mealBonus: sum((r) => r.mealBonus),
    gross: sum((r) => r.gross),
    base: sum((r) => r.base),
    cappedBase: sum((r) => r.cappedBase),
    employeeShare: sum((r) => r.employeeShare),
    employerShare: sum((r) => r.employerShare),
    netToPay: sum((r) => r.netToPay),
    shares: PAYROLL_PARTS.map((part) => ({
      part,
      employee: sumMoney(rows.map((r) => r.shares.find((s) => s.part === part)?.employee ?? '0')),
      employer: sumMoney(rows.map((r) => r.shares.find((s) => s.part === part)?.employer ?? '0')),
    })),
  };
}
