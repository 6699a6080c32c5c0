import { type LegacyKeys, uploadedOrFileId } from '../../../core/rest/legacy-keys';

/**
 * The supplier's invoice file attached to a purchase or a revenue (not the company's own invoices: modules/invoices).
 */
/** Its legacy keys, the same on purchases and revenues. */
export const INVOICE_KEYS: LegacyKeys = {
  hasInvoice: 'facture',
  invoice: { key: 'fichierFacture', detail: true, select: { url: 'url', name: 'nom', contentType: 'type', size: 'taille', isPdf: 'pdf' } },
  invoiceFileId: { key: 'idFacture', read: uploadedOrFileId, out: false },
};
/** Multipart (fields and a `facture` file) or JSON: the legacy client sent the invoice with the form. */
export const INVOICE_UPLOAD = { field: 'facture', kind: 'document' as const };
