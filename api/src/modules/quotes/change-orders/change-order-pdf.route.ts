import { ChangeOrder } from './change-order.entity';
import { changeOrderPdfData } from './change-order-pdf-data';
import { type DocumentPdfRoute, documentPdfDoc, documentPdfRouter } from '../../../core/documents/pdf-route';
import { renderDocumentPdf } from '../../../core/documents/pdf/document-pdf';
import type { RouterOperation } from '../../../core/rest/router-doc';
import { AppError } from '../../../core/errors/app-error';
import { Quote } from '../quote.entity';

/** `GET /api/v1/devis/avenants/{id}/pdf`: the avenant as the client reads and signs it, named after its reference. */
const CHANGE_ORDER_PDF: DocumentPdfRoute = {
  access: 'changeOrders.read',
  summary: 'Télécharger l’avenant en PDF',
  description:
    "L'avenant à l'en-tête de l'entreprise : ses lignes ajoutées, modifiées ou supprimées, ses totaux, et le montant du " +
    'marché avant et après lui (le document envoyé à la signature).',
  idDescription: 'L’avenant.',
  answer: 'Le PDF de l’avenant.',
  render: async (ctx, auth, id) => {
    const order = await ctx.em.findOne(ChangeOrder, { id }, { populate: ['lines'] });
    if (!order) throw AppError.notFound('changeOrder.notFound');
    const quote = await ctx.em.findOneOrFail(Quote, { id: order.quote.id }, { populate: ['client', 'site', 'lines'] });
    const accepted = await ctx.em.find(ChangeOrder, { quote: quote.id, status: 'ACCEPTE', id: { $ne: order.id } }, { populate: ['lines'] });
    // An accepted avenant reads as it was accepted: the ones accepted after it are not before it.
    const before = order.status === 'ACCEPTE' ? accepted.filter((o) => o.number < order.number) : accepted;
    const data = await changeOrderPdfData(ctx.em, ctx.services.files, auth.companyId, order, quote, before);
    return { filename: `${order.reference}.pdf`, pdf: await renderDocumentPdf(data) };
  },
};
export const changeOrderPdfDoc: readonly RouterOperation[] = [documentPdfDoc(CHANGE_ORDER_PDF)];
export const changeOrderPdfRouter = documentPdfRouter(CHANGE_ORDER_PDF);
