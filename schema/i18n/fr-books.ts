/** The books' own wording (issue 38): closed months, the accounting export. */
export const frBooks = {
  'books.month.closed':
    'Le mois de {month} est clôturé : rien de ce qui y est daté ne peut être créé, modifié ou supprimé. ' +
    'Corrigez par un avoir ou une écriture datée d’un mois ouvert.',
  'books.month.notOpen':
    'Le mois de {month} n’est pas encore ouvert : la comptabilité garde au plus deux mois ouverts. ' +
    'L’Admin Société doit d’abord clôturer {oldest} (Finance › Comptabilité).',
  'books.close.invalid': 'Mois invalide (AAAA-MM)',
  'books.close.notEnded': 'Un mois se clôture une fois terminé : {month} ne l’est pas encore.',
  'books.close.order': 'Les mois se clôturent dans l’ordre : clôturez d’abord {oldest}.',
  'books.close.already': 'Le mois de {month} est déjà clôturé.',
  'books.period.invalid': 'Période invalide : indiquez un mois (AAAA-MM) ou un début et une fin (AAAA-MM-JJ).',
  'books.mapping.account': 'Le compte doit compter de 4 à 10 chiffres (plan comptable marocain, CGNC).',
  'books.mapping.unknown': 'Poste de la correspondance inconnu.',
  // The returns' own refusals (TVA, CNSS): the api's; the web shows what the api says.
  'accounting.vat.period.invalid': 'Période invalide : un mois AAAA-MM ou un trimestre AAAA-T1 à AAAA-T4',
  'accounting.vat.notSubject': "La société n'est pas assujettie à la TVA : elle n'a pas de déclaration de TVA",
  'accounting.vat.amount.invalid': 'Montant invalide',
  'accounting.payroll.month.invalid': 'Mois invalide : AAAA-MM',
  'accounting.payroll.affiliate.missing': 'Renseignez le numéro d’affiliation CNSS de la société (7 chiffres) dans ses informations légales',
} as const;
