import express from 'express';
import { parseId } from '../../../core/errors/parse';
import { type ContextFor, handle } from '../../../core/http/handler';
import { fileAnswer, type RouterOperation, uuidParam } from '../../../core/rest/router-doc';
import { invoiceUbl } from './invoice-ubl';

/** `GET /api/v1/factures/{id}/ubl`: the invoice or credit note as a UBL 2.1 file, its PDF embedded. */
export const invoiceUblDoc: readonly RouterOperation[] = [
  {
    method: 'get',
    path: '/{id}/ubl',
    summary: 'Télécharger la facture électronique (UBL 2.1)',
    description:
      'La facture ou l’avoir au format UBL 2.1 (Invoice ou CreditNote), le PDF joint, tel qu’il sera soumis à la plateforme de la DGI. ' +
      'L’en-tête `X-Regles-Non-Respectees` compte les règles du profil marocain que le fichier ne respecte pas (0 : prêt à soumettre).',
    access: 'invoices.read',
    parameters: [uuidParam('id', 'La facture ou l’avoir.')],
    responses: fileAnswer('Le fichier UBL.', ['application/xml'], { 'X-Regles-Non-Respectees': 'Le nombre de règles non respectées.' }),
  },
];

export const invoiceUblRouter = (contextFor: ContextFor) =>
  express.Router().get(
    '/:id/ubl',
    handle(contextFor, 'invoices.read', async (ctx, _auth, req, res) => {
      const invoice = await ctx.services.invoices.get(ctx.em, parseId(String(req.params.id)));
      const ubl = await invoiceUbl(ctx.em, ctx.services.files, invoice);
      res
        .status(200)
        .type('application/xml')
        .setHeader('Content-Disposition', `attachment; filename="${ubl.fileName}"`)
        .setHeader('Cache-Control', 'private, no-store')
        .setHeader('X-Regles-Non-Respectees', String(ubl.violations.length))
        .send(ubl.xml);
    }),
  );
