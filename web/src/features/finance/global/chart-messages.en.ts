import type { GlobalFinanceChartMessageId } from './chart-messages';

export const globalFinanceChartMessagesEn: Record<GlobalFinanceChartMessageId, string> = {
  'finance.global.chart.expenses': 'Expenses',
  'finance.global.chart.margin': 'Margin',
  'finance.global.chart.month': 'Month',
  'finance.global.chart.revenues': 'Revenues',
  'finance.global.chart.revenuesHT': 'Revenues excl. VAT',
};
