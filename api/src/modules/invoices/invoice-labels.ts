/** The words an invoice is issued with: the legal mentions a company lacks, and each kind's label. */
export const LEGAL_NAMES: Record<string, string> = { ice: 'ICE', fiscalId: 'IF (identifiant fiscal)', tradeRegister: 'RC (registre de commerce)' };
export const KIND_LABEL: Record<string, string> = {
  ACOMPTE: 'Acompte',
  SITUATION: 'Situation de travaux',
  SOLDE: 'Facture de solde',
  RETENUE: 'Libération de la retenue de garantie',
};
