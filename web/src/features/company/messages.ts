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
  'company.unsaved': 'Modifications non enregistrées',
  'company.save': 'Enregistrer',
  'company.defaults.title': 'Devis et factures',
  'company.defaults.help': 'Les valeurs proposées pour chaque nouveau devis et chaque nouvelle facture ; elles restent modifiables sur chacun.',
  'company.defaults.saved': 'Valeurs par défaut enregistrées',
  'company.einvoicing.title': 'Facturation électronique',
  'company.einvoicing.help':
    'La DGI valide chaque facture sur sa plateforme avant qu’elle ne parvienne au client (<nowrap>CGI art. 145-IX</nowrap>). ' +
    'À partir de cette date, chaque facture et chaque avoir émis est vérifié à l’émission ' +
    '(mentions obligatoires) puis soumis à la plateforme ; il n’est envoyé au client qu’une fois validé. ' +
    'Laissez vide si la société n’est pas encore concernée.',
  'company.field.einvoicingFrom': 'Concernée à partir du',
  'company.einvoicing.saved': 'Facturation électronique enregistrée',
  'company.field.quoteValidityDays': 'Validité d’un devis (jours)',
  'company.field.paymentTermsDays': 'Délai de paiement (jours)',
  'company.field.paymentTermsDays.note': 'Loi 69-21 : 60 jours sans accord, 120 au plus.',
  'company.field.retentionRate': 'Retenue de garantie (%)',
  'company.field.guaranteeMonths': 'Délai de garantie (mois)',
  'company.field.guaranteeMonths.note': 'De la réception provisoire à la définitive, qui libère la retenue : 0 à 60 mois.',
  'company.legal.title': 'Mentions légales',
  'company.legal.help':
    'Imprimées sur vos devis et factures. Une facture ne peut pas être émise sans ICE, identifiant fiscal (IF) et registre de commerce (RC).',
  'company.legal.saved': 'Mentions légales enregistrées',
  'company.field.logo': 'Logo',
  'company.field.name': 'Raison sociale',
  'company.field.legalForm': 'Forme juridique',
  'company.field.capital': 'Capital (DH)',
  'company.field.address': 'Adresse',
  'company.field.city': 'Ville',
  'company.field.ice': 'ICE',
  'company.field.ice.note': '15 chiffres',
  'company.field.fiscalId': 'Identifiant fiscal (IF)',
  'company.field.tradeRegister': 'Registre de commerce (RC)',
  'company.field.tradeRegisterCourt': 'Tribunal du RC',
  'company.field.patente': 'Taxe professionnelle (patente)',
  'company.field.cnss': 'CNSS',
  'company.field.phone': 'Téléphone',
  'company.field.email': 'E-mail',
  'company.field.bank': 'Banque',
  'company.field.rib': 'RIB',
  'company.field.rib.note': '24 chiffres',
  'company.vat.saved': 'Régime de TVA enregistré : les chiffres suivent.',
  'company.vat.records': 'Les recettes et achats déjà saisis gardent leur taux de TVA ; seul le calcul des marges change.',
} as const;
export type CompanyMessageId = keyof typeof companyMessages;
