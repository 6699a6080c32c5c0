import { decimalText, type LegacyKeys, text } from '../../../core/records/legacy-keys';
import { siteRecordRoutes } from '../../../core/records/rest-routes';

/** A service sheet's legacy keys (SPEC §3), in the legacy answer's order. */
export const SERVICE_SHEET_KEYS: LegacyKeys = {
  day: { key: 'jour', read: text },
  // Absent: the sheet is dated the last such weekday (the legacy client sent no date).
  date: { read: (v) => text(v) ?? null },
  amountPaid: { key: 'montantPaye', read: decimalText },
  bonus: { key: 'montantPrime', read: decimalText },
  total: 'total',
  supplier: { key: 'fournisseur', read: text },
  // A number an old client sends keeps its digits as text.
  phone: { key: 'telephone', read: decimalText },
  worker: { key: 'intervenant', read: text },
};

/** `/chantiers/services/*`. */
export const serviceSheetRestRoutes = siteRecordRoutes({
  type: 'ServiceSheet',
  list: 'serviceSheets',
  path: '/chantiers/services',
  edit: 'modifierService',
  keys: SERVICE_SHEET_KEYS,
  totals: ['count', 'amountPaid', 'bonus', 'total'],
  filters: { supplier: 'String' },
});
