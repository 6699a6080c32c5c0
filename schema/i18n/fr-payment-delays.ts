/** The wording of the law 69-21 payment delays (issue 38): a purchase's due date, the list and the declaration. */
export const frPaymentDelays = {
  'purchase.dueDate.invalid': "Date d'échéance invalide (AAAA-MM-JJ)",
  'purchase.dueDate.range':
    "L'échéance doit tomber entre la date de l'achat et 120 jours après elle (loi 69-21) ; laissez-la vide pour le délai légal de 60 jours.",
  'paymentDelays.period.invalid': 'Période invalide : une année (AAAA) et, pour une déclaration trimestrielle, un trimestre de 1 à 4.',
  'paymentDelays.side.invalid': 'Sens invalide : EMISES (factures émises) ou RECUES (factures reçues).',
  'paymentDelays.date.invalid': 'Date invalide (AAAA-MM-JJ)',
  'paymentDelays.range.invalid': 'La fin de la période ne peut pas précéder son début',
} as const;
