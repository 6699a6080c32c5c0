/** The chart's words: the dashboard draws it too, so they load with the private area (the page's own load with it). */
export const globalFinanceChartMessages = {
  'finance.global.chart.expenses': 'Dépenses',
  'finance.global.chart.margin': 'Marge',
  'finance.global.chart.month': 'Mois',
  'finance.global.chart.revenues': 'Recettes',
  'finance.global.chart.revenuesHT': 'Recettes HT',
} as const;

export type GlobalFinanceChartMessageId = keyof typeof globalFinanceChartMessages;
