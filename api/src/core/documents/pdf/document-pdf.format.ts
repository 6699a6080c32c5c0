import type { PdfDocumentTitle } from './document-pdf.types';

// The formats are every PDF's (core/pdf): re-exported so the layout's files read them from one place.
export * from '../../pdf/pdf-format';

/** 'Arrêté le présent devis à la somme de : …': the document's noun takes its own article. */
export const STOP_PHRASE: Record<PdfDocumentTitle, string> = {
  DEVIS: 'Arrêté le présent devis',
  FACTURE: 'Arrêtée la présente facture',
  AVOIR: 'Arrêté le présent avoir',
  AVENANT: 'Arrêté le présent avenant',
};

export const DOCUMENT_NAME: Record<PdfDocumentTitle, string> = { DEVIS: 'Devis', FACTURE: 'Facture', AVOIR: 'Avoir', AVENANT: 'Avenant' };
