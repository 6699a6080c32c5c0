import express, { type Router } from 'express';
import type { AuthInfo } from '../auth/auth-info';
import type { Context } from '../context/context';
import { parseId } from '../errors/parse';
import { type ContextFor, handle } from '../http/handler';
import type { Action } from '../policies/authorize';
import { fileAnswer, MEDIA, type RouterOperation, uuidParam } from '../rest/router-doc';

/** A commercial document's PDF download: its policy action, its OpenAPI words and how the module renders it. */
export interface DocumentPdfRoute {
  access: Action;
  summary: string;
  description: string;
  /** The `id` parameter, as the OpenAPI document describes it. */
  idDescription: string;
  /** The 200 answer's description. */
  answer: string;
  /** The document read in the caller's company (NOT_FOUND otherwise), the file's name and its bytes. */
  render(ctx: Context, auth: AuthInfo, id: string): Promise<{ filename: string; pdf: Buffer }>;
}

/** `GET {id}/pdf` as the OpenAPI document lists it beside the router. */
export function documentPdfDoc(route: DocumentPdfRoute): RouterOperation {
  return {
    method: 'get',
    path: '/{id}/pdf',
    summary: route.summary,
    description: route.description,
    access: route.access,
    parameters: [uuidParam('id', route.idDescription)],
    responses: fileAnswer(route.answer, [MEDIA.pdf]),
  };
}

/**
 * Adds `GET {id}/pdf` to a module's router: the caller authorized for the action, the document rendered, answered
 * inline (the browser's viewer opens it) under its name, never cached (it shows the company's bank details).
 */
export function addDocumentPdfRoute(router: Router, contextFor: ContextFor, route: DocumentPdfRoute): Router {
  router.get(
    '/:id/pdf',
    handle(contextFor, route.access, async (ctx, auth, req, res) => {
      const { filename, pdf } = await route.render(ctx, auth, parseId(String(req.params.id)));
      res
        .status(200)
        .type('application/pdf')
        .setHeader('Content-Disposition', `inline; filename="${filename}"`)
        .setHeader('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );
  return router;
}

/** A router that serves only the document's PDF (quotes, invoices). */
export const documentPdfRouter =
  (route: DocumentPdfRoute) =>
  (contextFor: ContextFor): Router =>
    addDocumentPdfRoute(express.Router(), contextFor, route);
