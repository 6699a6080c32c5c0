import type { RateKey } from '@chantiers/schema';

/** What each legal rate is, in French and English, and how its value reads. */
type Kind = 'percent' | 'money' | 'days' | 'months' | 'hours' | 'count';
export const RATE_LABELS: Record<RateKey, { fr: string; en: string; kind: Kind }> = {
  'vat.standard': { fr: 'TVA des travaux', en: 'VAT on works', kind: 'percent' },
  'vat.withholding.private': {
    fr: 'Retenue de TVA par un client privé (fournisseur sans attestation)',
    en: 'VAT withheld by a private client',
    kind: 'percent',
  },
  'vat.withholding.public': { fr: 'Retenue de TVA par un client public (prestations)', en: 'VAT withheld by a public client', kind: 'percent' },
  'vat.certificate.maxAgeMonths': {
    fr: 'Âge maximal de l’attestation de régularité fiscale',
    en: 'Tax-compliance certificate, maximum age',
    kind: 'months',
  },
  'cash.deductible.perDay': { fr: 'Espèces déductibles par jour et fournisseur', en: 'Cash deductible per day and supplier', kind: 'money' },
  'cash.deductible.perMonth': { fr: 'Espèces déductibles par mois et fournisseur', en: 'Cash deductible per month and supplier', kind: 'money' },
  'autoEntrepreneur.threshold': {
    fr: 'Auto-entrepreneur : seuil annuel par client',
    en: 'Auto-entrepreneur: yearly threshold per client',
    kind: 'money',
  },
  'autoEntrepreneur.withholding': {
    fr: 'Auto-entrepreneur : retenue au-delà du seuil',
    en: 'Auto-entrepreneur: withholding above it',
    kind: 'percent',
  },
  'paymentDelay.defaultDays': { fr: 'Délai de paiement par défaut (loi 69-21)', en: 'Default payment term (law 69-21)', kind: 'days' },
  'paymentDelay.maxDays': { fr: 'Délai de paiement maximal convenu', en: 'Longest agreed payment term', kind: 'days' },
  'paymentDelay.bamRate': {
    fr: 'Taux directeur de Bank Al-Maghrib (1er mois de retard)',
    en: 'Bank Al-Maghrib key rate (first month late)',
    kind: 'percent',
  },
  'paymentDelay.monthlyIncrement': { fr: 'Majoration par mois de retard supplémentaire', en: 'Increase per further month late', kind: 'percent' },
  'cnss.employer': { fr: 'CNSS et AMO : part patronale totale', en: 'CNSS and AMO: employer share in all', kind: 'percent' },
  'cnss.employee': { fr: 'CNSS et AMO : part salariale totale', en: 'CNSS and AMO: employee share in all', kind: 'percent' },
  'cnss.ceiling': { fr: 'Plafond mensuel des prestations sociales', en: 'Monthly ceiling of social benefits', kind: 'money' },
  'cnss.maxDays': { fr: 'Jours déclarés au plus par mois', en: 'Most days declared a month', kind: 'count' },
  'minimumWage.smigHourly': { fr: 'SMIG horaire', en: 'Hourly minimum wage (SMIG)', kind: 'money' },
  'minimumWage.smagDaily': { fr: 'SMAG journalier', en: 'Daily farm minimum wage (SMAG)', kind: 'money' },
  'cnss.shortTerm.employer': { fr: 'Prestations à court terme : part patronale', en: 'Short-term benefits: employer', kind: 'percent' },
  'cnss.shortTerm.employee': { fr: 'Prestations à court terme : part salariale', en: 'Short-term benefits: employee', kind: 'percent' },
  'cnss.longTerm.employer': { fr: 'Prestations à long terme : part patronale', en: 'Long-term benefits: employer', kind: 'percent' },
  'cnss.longTerm.employee': { fr: 'Prestations à long terme : part salariale', en: 'Long-term benefits: employee', kind: 'percent' },
  'cnss.familyAllowances.employer': { fr: 'Allocations familiales : part patronale', en: 'Family allowances: employer', kind: 'percent' },
  'cnss.amo.employer': { fr: 'AMO : part patronale', en: 'Health insurance (AMO): employer', kind: 'percent' },
  'cnss.amo.employee': { fr: 'AMO : part salariale', en: 'Health insurance (AMO): employee', kind: 'percent' },
  'cnss.amoSolidarity.employer': { fr: 'AMO, participation solidaire : part patronale', en: 'AMO solidarity: employer', kind: 'percent' },
  'cnss.tfp.employer': { fr: 'Taxe de formation professionnelle', en: 'Vocational training tax', kind: 'percent' },
  'cnss.mealBonusExemptSmigHours': {
    fr: 'Prime de panier exonérée (heures de SMIG par jour)',
    en: 'Meal bonus exempt (SMIG hours a day)',
    kind: 'hours',
  },
  'minimumWage.weeklyHours': { fr: 'Durée légale hebdomadaire', en: 'Legal weekly hours', kind: 'hours' },
  'minimumWage.weeklyDays': { fr: 'Jours travaillés par semaine', en: 'Working days a week', kind: 'count' },
};
