import { decimalText, type LegacyKeys, percentText, text } from '../../../core/rest/legacy-keys';
import { siteRecordRoutes } from '../../../core/records/rest-routes';
import { INVOICE_KEYS, INVOICE_UPLOAD } from '../invoice-file/invoice-file.keys';

/** A purchase's legacy keys (SPEC §3), in the legacy answer's order; amounts are decimal strings. */
export const PURCHASE_KEYS: LegacyKeys = {
  supplierId: { key: 'idFournisseur', read: text },
  supplier: { key: 'fournisseur', select: { id: 'id', name: 'nom' } },
  label: { key: 'libelle', read: text },
  reference: { read: text },
  date: { read: text },
  amountHT: { key: 'montantHT', read: decimalText },
  vatRate: { key: 'tva', read: percentText },
  amountVAT: 'montantTVA',
  amountTTC: 'montantTTC',
  amountPaid: { key: 'montantRegle', read: decimalText },
  amountRemaining: 'montantRestant',
  paymentDate: { key: 'dateReglement', read: text },
  paymentMode: { key: 'modeReglement', read: text },
  dueDate: { key: 'dateEcheance', read: text },
  settled: 'solde',
  vatWithheld: 'tvaRetenue',
  netToPay: 'netAPayer',
  ...INVOICE_KEYS,
};

/** `/chantiers/depenses/*`. */
export const purchaseRestRoutes = siteRecordRoutes({
  type: 'Purchase',
  list: 'purchases',
  path: '/chantiers/depenses',
  edit: 'modifierDepense',
  keys: PURCHASE_KEYS,
  totals: ['count', 'amountHT', 'amountVAT', 'amountTTC', 'amountPaid', 'amountRemaining'],
  filters: { supplierId: 'ID', toPay: { type: 'Boolean', key: 'aRegler' } },
  upload: INVOICE_UPLOAD,
});
