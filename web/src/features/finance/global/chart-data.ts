import type { IntlShape } from 'react-intl';
import { type Basis, chartNumber, expensesOf, type FinanceLine, incomeOf } from './amounts';
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

/** One group a month: recettes, dépenses (achats + main d'œuvre + sous-traitance) and the margin, on the basis. */
export function chartPoints(months: MonthLine[], intl: IntlShape, basis: Basis): ChartPoint[] {
  return months.map((m) => {
    const revenues = incomeOf(m, basis);
    const expenses = expensesOf(m, basis);
    return {
      label: intl.formatDate(monthDate(m.month), { month: 'short', year: 'numeric' }),
      revenues: chartNumber(revenues),
      expenses: chartNumber(expenses),
      margin: chartNumber(m.margin),
      shown: { revenues, expenses, margin: m.margin },
    };
  });
}
