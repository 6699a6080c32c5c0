export const companyMessages = {
  'company.settings.title': 'Société',
  'company.settings.subtitle': 'Les réglages de {name} qui s’appliquent à tous ses chantiers.',
  'company.vat.title': 'Régime de TVA',
  'company.vat.help':
    'Il décide sur quels montants les marges et la rentabilité sont calculées, dans les finances des chantiers, la ' +
    'finance globale, le tableau de bord et les exports.',
  'company.vat.subject': 'Assujettie à la TVA',
  'company.vat.subject.help':
    'La société récupère la TVA payée sur ses achats et reverse celle qu’elle facture : marge = recettes HT − ' +
    '(achats HT + main d’œuvre + sous-traitance). La TVA collectée, la TVA déductible et le solde dû sont présentés ' +
    'à part.',
  'company.vat.notSubject': 'Non assujettie à la TVA',
  'company.vat.notSubject.help':
    'Auto-entrepreneur ou activité exonérée : la TVA payée sur les achats est une charge et les recettes sont sans ' +
    'TVA. Marge = recettes − (achats TTC + main d’œuvre + sous-traitance).',
  'company.vat.save': 'Enregistrer',
  'company.vat.saved': 'Régime de TVA enregistré : les chiffres suivent.',
  'company.vat.records': 'Les recettes et achats déjà saisis gardent leur taux de TVA ; seul le calcul des marges change.',
} as const;
export type CompanyMessageId = keyof typeof companyMessages;
