import { decimalText, type LegacyKeys, percentText, text } from '../../../core/rest/legacy-keys';
import { siteRecordRoutes } from '../../../core/records/rest-routes';
import { INVOICE_KEYS, INVOICE_UPLOAD } from '../invoice-file/invoice-file.keys';

/** A revenue's legacy keys (SPEC §3), in the legacy answer's order. */
export const REVENUE_KEYS: LegacyKeys = {
  label: { key: 'libelle', read: text },
  date: { read: text },
  reference: { read: text },
  amount: { key: 'montant', read: decimalText },
  vatRate: { key: 'tva', read: percentText },
  amountHT: 'montantHT',
  amountVAT: 'montantTVA',
  ...INVOICE_KEYS,
};

/** `/chantiers/recettes/*`. */
export const revenueRestRoutes = siteRecordRoutes({
  type: 'Revenue',
  list: 'revenues',
  path: '/chantiers/recettes',
  edit: 'modifierRecette',
  keys: REVENUE_KEYS,
  totals: ['count', 'amount', 'amountHT', 'amountVAT'],
  upload: INVOICE_UPLOAD,
});
