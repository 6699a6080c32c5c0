import express, { type Router } from 'express';
import { addDocumentPdfRoute, type DocumentPdfRoute, documentPdfDoc } from '../../core/documents/pdf-route';
import type { ContextFor } from '../../core/http/handler';
import type { RouterOperation } from '../../core/rest/router-doc';
import { renderReceptionPdf } from './pdf/reception-pdf';
import { receptionPdfData, receptionPdfName } from './pdf/reception-pdf.data';

const RECEPTION_PDF: DocumentPdfRoute = {
  access: 'receptions.read',
  summary: 'Télécharger le procès-verbal de réception en PDF',
  description:
    "Le PV à l'en-tête de l'entreprise : chantier, maître d'ouvrage, parties présentes, réserves (ou « Sans réserves »), " +
    'observations, la mention de la garantie et de la retenue, les deux signatures datées (heure du Maroc). Un PV non signé ' +
    'est imprimé comme projet.',
  idDescription: 'Le procès-verbal de réception.',
  answer: 'Le PDF du procès-verbal.',
  render: async (ctx, auth, id) => {
    const reception = await ctx.services.receptions.get(ctx.em, id);
    const data = await receptionPdfData(ctx.em, ctx.services.files, ctx.services.receptions, auth, reception);
    return { filename: receptionPdfName(reception), pdf: await renderReceptionPdf(data) };
  },
};

export const receptionsDoc: readonly RouterOperation[] = [documentPdfDoc(RECEPTION_PDF)];

/** `/api/v1/chantiers/receptions/{id}/pdf`: the PV's PDF, for the caller's company and, for a USER, their sites. */
export function receptionsRouter(contextFor: ContextFor): Router {
  return addDocumentPdfRoute(express.Router(), contextFor, RECEPTION_PDF);
}
