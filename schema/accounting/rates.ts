/**
 * Every legal rate, threshold and date the accounting screens compute with (issue 38), as dated data: each value
 * applies from its date until the next one of the same key. Decimal strings (money rules, schema/money), never
 * floats. A MANAGER sees this table (Finance › Comptabilité › Taux en vigueur); docs/DECISIONS.md names the sources.
 * A new decree (or a new Bank Al-Maghrib rate) is a new row with its date, never an edit of an old one: a past
 * month keeps the rate it had.
 */
export interface DatedRate {
  /** First day it applies, YYYY-MM-DD. */
  from: string;
  value: string;
  /** The public text it comes from. */
  source: string;
}

export const RATE_KEYS = [
  'vat.standard',
  'vat.withholding.private',
  'vat.withholding.public',
  'vat.certificate.maxAgeMonths',
  'cash.deductible.perDay',
  'cash.deductible.perMonth',
  'autoEntrepreneur.threshold',
  'autoEntrepreneur.withholding',
  'paymentDelay.defaultDays',
  'paymentDelay.maxDays',
  'paymentDelay.bamRate',
  'paymentDelay.monthlyIncrement',
  'cnss.employer',
  'cnss.employee',
  'cnss.ceiling',
  'cnss.maxDays',
  'minimumWage.smigHourly',
  'minimumWage.smagDaily',
  'cnss.shortTerm.employer',
  'cnss.shortTerm.employee',
  'cnss.longTerm.employer',
  'cnss.longTerm.employee',
  'cnss.familyAllowances.employer',
  'cnss.amo.employer',
  'cnss.amo.employee',
  'cnss.amoSolidarity.employer',
  'cnss.tfp.employer',
  'cnss.mealBonusExemptSmigHours',
  'minimumWage.weeklyHours',
  'minimumWage.weeklyDays',
] as const;
export type RateKey = (typeof RATE_KEYS)[number];

const CGI = 'Code général des impôts, art. 117 (LF 2024, retenue à la source de la TVA depuis le 1er juillet 2024)';
const CASH = 'CGI art. 106 et 11 (paiements en espèces déductibles : 5 000 DH par jour, 50 000 DH par mois et par fournisseur)';
const AE = 'CGI art. 73-II-B-6° et 160 bis (LF 2023 : auto-entrepreneur, 80 000 DH par an du même client, 30 %)';
const LAW_6921 = 'Loi 69-21 modifiant la loi 15-95 (délais de paiement), décret 2-23-544';
const CNSS = 'CNSS : taux de cotisation (prestations sociales, AMO, TFP, allocations familiales) et plafond de 6 000 DH';
const CNSS_PARTS =
  'CNSS : prestations sociales court terme (dont IPE) et long terme plafonnées à 6 000 DH, allocations familiales, AMO, participation AMO, TFP (CLEISS 2024)';
const PANIER = 'CNSS, note circulaire sur l’assiette de cotisations : prime de panier exclue dans la limite de 2 fois le SMIG horaire par jour';
const LABOUR = 'Code du travail (loi 65-99), art. 184 (44 heures par semaine) et 205 (repos hebdomadaire : 6 jours travaillés)';
const WAGE = 'Décret fixant le SMIG et le SMAG (accord social d’avril 2024, seconde hausse)';

export const RATES: Record<RateKey, readonly DatedRate[]> = {
  'vat.standard': [{ from: '2024-01-01', value: '20.00', source: 'CGI art. 98 et 99 (TVA des travaux immobiliers : 20 %)' }],
  'vat.withholding.private': [{ from: '2024-07-01', value: '100.00', source: CGI }],
  'vat.withholding.public': [{ from: '2024-07-01', value: '75.00', source: CGI }],
  'vat.certificate.maxAgeMonths': [{ from: '2024-07-01', value: '6', source: CGI }],
  'cash.deductible.perDay': [{ from: '2024-01-01', value: '5000.00', source: CASH }],
  'cash.deductible.perMonth': [{ from: '2024-01-01', value: '50000.00', source: CASH }],
  'autoEntrepreneur.threshold': [{ from: '2023-01-01', value: '80000.00', source: AE }],
  'autoEntrepreneur.withholding': [{ from: '2023-01-01', value: '30.00', source: AE }],
  'paymentDelay.defaultDays': [{ from: '2023-07-01', value: '60', source: LAW_6921 }],
  'paymentDelay.maxDays': [{ from: '2023-07-01', value: '120', source: LAW_6921 }],
  // Bank Al-Maghrib's key rate: the first month's penalty rate (the rate in force on the due date).
  'paymentDelay.bamRate': [
    { from: '2023-07-01', value: '3.00', source: 'Bank Al-Maghrib, taux directeur (mars 2023)' },
    { from: '2024-06-25', value: '2.75', source: 'Bank Al-Maghrib, taux directeur (juin 2024)' },
    { from: '2024-12-17', value: '2.50', source: 'Bank Al-Maghrib, taux directeur (décembre 2024)' },
    {
      from: '2025-03-18',
      value: '2.25',
      source: 'Bank Al-Maghrib, taux directeur (mars 2025 ; maintenu jusqu’au conseil du 16 décembre 2025 au moins)',
    },
  ],
  'paymentDelay.monthlyIncrement': [{ from: '2023-07-01', value: '0.85', source: LAW_6921 }],
  'cnss.employer': [{ from: '2024-01-01', value: '21.09', source: CNSS }],
  'cnss.employee': [{ from: '2024-01-01', value: '6.74', source: CNSS }],
  'cnss.ceiling': [{ from: '2002-01-01', value: '6000.00', source: CNSS }],
  'cnss.maxDays': [{ from: '2002-01-01', value: '26', source: 'CNSS : déclaration des salaires, 26 jours au plus par mois' }],
  'minimumWage.smigHourly': [{ from: '2026-01-01', value: '17.92', source: WAGE }],
  'minimumWage.smagDaily': [{ from: '2026-04-01', value: '97.44', source: WAGE }],
  // The parts of cnss.employer (21.09) and cnss.employee (6.74); shortTerm and longTerm are on the salary capped at
  // cnss.ceiling, the others on the whole salary (CLEISS, « Les cotisations au Maroc », taux au 1er janvier 2024).
  'cnss.shortTerm.employer': [{ from: '2024-01-01', value: '1.05', source: CNSS_PARTS }],
  'cnss.shortTerm.employee': [{ from: '2024-01-01', value: '0.52', source: CNSS_PARTS }],
  'cnss.longTerm.employer': [{ from: '2024-01-01', value: '7.93', source: CNSS_PARTS }],
  'cnss.longTerm.employee': [{ from: '2024-01-01', value: '3.96', source: CNSS_PARTS }],
  'cnss.familyAllowances.employer': [{ from: '2024-01-01', value: '6.40', source: CNSS_PARTS }],
  'cnss.amo.employer': [{ from: '2024-01-01', value: '2.26', source: CNSS_PARTS }],
  'cnss.amo.employee': [{ from: '2024-01-01', value: '2.26', source: CNSS_PARTS }],
  'cnss.amoSolidarity.employer': [{ from: '2024-01-01', value: '1.85', source: CNSS_PARTS }],
  'cnss.tfp.employer': [{ from: '2024-01-01', value: '1.60', source: CNSS_PARTS }],
  'cnss.mealBonusExemptSmigHours': [{ from: '2004-12-24', value: '2', source: PANIER }],
  'minimumWage.weeklyHours': [{ from: '2004-06-08', value: '44', source: LABOUR }],
  'minimumWage.weeklyDays': [{ from: '2004-06-08', value: '6', source: LABOUR }],
};

/** The value of `key` on `day` (YYYY-MM-DD), or null before its first date. */
export function rateAt(key: RateKey, day: string): DatedRate | null {
  let found: DatedRate | null = null;
  for (const row of RATES[key]) if (row.from <= day) found = row;
  return found;
}
