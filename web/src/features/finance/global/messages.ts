/** Finance globale (`/finance-globale/`), French: the source; English lives in messages.en.ts. */
export const globalFinanceMessages = {
  'finance.global.title': 'Finance globale',
  'finance.global.subtitle': 'Recettes, dépenses et marge de tous vos chantiers du {from} au {to}',
  'finance.global.period': 'Période',
  'finance.global.period.start': 'Début',
  'finance.global.period.end': 'Fin',
  'finance.global.period.thisMonth': 'Ce mois',
  'finance.global.period.thisQuarter': 'Ce trimestre',
  'finance.global.period.thisYear': 'Cette année',
  'finance.global.period.lastYear': "L'année dernière",
  'finance.global.export': 'Exporter',
  'finance.global.export.csv': 'CSV (.csv)',
  'finance.global.export.xlsx': 'Excel (.xlsx)',
  'finance.global.kpi.revenues': 'Recettes',
  'finance.global.kpi.purchases': 'Achats TTC',
  'finance.global.kpi.purchasesHT': 'Achats HT',
  'finance.global.kpi.labour': "Main d'œuvre",
  'finance.global.kpi.labour.help':
    "La main d'œuvre sera calculée à partir des rapports d'activité ; elle reste à 0 tant qu'aucun rapport n'est saisi.",
  'finance.global.kpi.labour.helpLabel': "À propos de la main d'œuvre",
  'finance.global.kpi.subcontracting': 'Sous-traitance',
  'finance.global.kpi.margin': 'Marge',
  'finance.global.kpi.margin.help': "Recettes − (achats TTC + main d'œuvre + sous-traitance) : société non assujettie à la TVA",
  'finance.global.chart.title': 'Évolution mensuelle',
  'finance.global.chart.note': "Dépenses = achats TTC + main d'œuvre + sous-traitance",
  'finance.global.sites.title': 'Par chantier',
  'finance.global.col.site': 'Chantier',
  'finance.global.col.revenues': 'Recettes',
  'finance.global.col.purchases': 'Achats TTC',
  'finance.global.col.labour': "Main d'œuvre",
  'finance.global.col.subcontracting': 'Sous-traitance',
  'finance.global.col.margin': 'Marge',
  'finance.global.col.marginPercent': 'Marge %',
  'finance.global.col.marginPercent.help': 'La marge en pourcentage des recettes du chantier sur la période.',
  'finance.global.kpi.revenuesHT': 'Recettes HT',
  'finance.global.kpi.ofWhichHT': 'dont {amount} HT',
  'finance.global.kpi.ttc': '{amount} TTC',
  'finance.global.kpi.vatBalance': 'TVA à reverser',
  'finance.global.kpi.vatCredit': 'Crédit de TVA',
  'finance.global.kpi.vatBalance.helpLabel': 'À propos de la TVA',
  'finance.global.kpi.vatBalance.help':
    'TVA collectée sur les recettes − TVA déductible sur les achats, sur la période. Positive, elle est due à ' +
    "l'État ; négative, c'est un crédit de TVA.",
  'finance.global.kpi.vatParts': 'Collectée {collected} − déductible {deductible}',
  'finance.global.kpi.margin.helpHT': "Recettes HT − (achats HT + main d'œuvre + sous-traitance)",
  'finance.global.chart.noteHT': "Recettes HT ; dépenses = achats HT + main d'œuvre + sous-traitance",
  'finance.global.col.revenuesHT': 'Recettes HT',
  'finance.global.col.purchasesHT': 'Achats HT',
  'finance.global.col.vatBalance': 'TVA due',
  'finance.global.col.marginPercent.helpHT': 'La marge en pourcentage des recettes HT du chantier sur la période.',
  'finance.global.total': 'Total',
  'finance.global.empty.title': 'Aucune recette ni dépense sur cette période',
  'finance.global.empty.body':
    'Les achats, recettes et fiches de service saisis dans vos chantiers apparaîtront ici. Choisissez une autre période ' +
    'ou ouvrez un chantier pour y saisir ses finances.',
  'finance.global.empty.action': 'Voir mes chantiers',
  'finance.global.error': 'Les finances n’ont pas pu être chargées.',
  'finance.global.retry': 'Réessayer',
} as const;

export type GlobalFinanceMessageId = keyof typeof globalFinanceMessages;

/** The chart's words: the dashboard draws it too, so they load with the private area. */
export const globalFinanceChartMessages = {
  'finance.global.chart.expenses': 'Dépenses',
  'finance.global.chart.margin': 'Marge',
  'finance.global.chart.month': 'Mois',
  'finance.global.chart.revenues': 'Recettes',
  'finance.global.chart.revenuesHT': 'Recettes HT',
} as const;

export type GlobalFinanceChartMessageId = keyof typeof globalFinanceChartMessages;
