import type { IntlShape } from 'react-intl';
import { chartNumber, expensesOf, type FinanceLine } from './amounts';
import { monthDate } from './period';

export interface MonthLine extends FinanceLine {
  month: string;
}

export interface ChartPoint {
  label: string;
  /** Numbers for the geometry only. */
  revenues: number;
  expenses: number;
  margin: number;
  /** The exact strings the tooltip and the table show. */
  shown: { revenues: string; expenses: string; margin: string };
}

export interface LegendEntry {
  key: 'revenues' | 'expenses' | 'margin';
  label: string;
  colour: string;
  shape: 'bar' | 'line';
}

/** One group a month: recettes, dépenses (achats TTC + main d'œuvre + sous-traitance) and the margin. */
export function chartPoints(months: MonthLine[], intl: IntlShape): ChartPoint[] {
  return months.map((m) => {
    const expenses = expensesOf(m);
    return {
      label: intl.formatDate(monthDate(m.month), { month: 'short', year: 'numeric' }),
      revenues: chartNumber(m.revenues),
      expenses: chartNumber(expenses),
      margin: chartNumber(m.margin),
      shown: { revenues: m.revenues, expenses, margin: m.margin },
    };
  });
}
