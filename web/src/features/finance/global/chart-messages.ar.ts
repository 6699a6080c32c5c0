import type { GlobalFinanceChartMessageId } from './chart-messages';

export const globalFinanceChartMessagesAr: Record<GlobalFinanceChartMessageId, string> = {
  'finance.global.chart.expenses': 'النفقات',
  'finance.global.chart.margin': 'الهامش',
  'finance.global.chart.month': 'الشهر',
  'finance.global.chart.revenues': 'المداخيل',
  'finance.global.chart.revenuesHT': 'المداخيل دون احتساب الرسوم',
};
