import { type ServiceSheetData, serviceSheetSchema, WEEKDAYS } from '@chantiers/schema';
import { parseInput } from '../../../core/errors/parse';
import { raise } from '../../../core/events/domain-events';
import { decimalText, textOrNull } from '../../../core/rest/legacy-keys';
import { todayInMorocco } from '../../../core/time/morocco';
import { POLICY } from '../../../core/policies/policies';
import { defineSiteRecord } from '../../site-records';
import { serviceSheetState } from '../finance.events';
import { add, money } from '../money';
import { ServiceSheet } from './service-sheet.entity';

/** The latest day on or before `today` that falls on `weekday` (a legacy sheet sent without a date). */
export function lastWeekday(weekday: string, today = todayInMorocco()): string {
  const date = new Date(`${today}T00:00:00Z`);
  const want = WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  const back = (((date.getUTCDay() + 6) % 7) - want + 7) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

/**
 * A site's service sheets (sous-traitance): paid amount plus bonus per sheet. Declared on the site-record kit
 * (modules/site-records): GraphQL, `/chantiers/services/*` and its export derive from these fields.
 */
export const serviceSheets = defineSiteRecord({
  type: 'ServiceSheet',
  list: 'serviceSheets',
  entity: ServiceSheet,
  description: 'Une fiche de service (sous-traitance) d’un chantier.',
  listDescription: 'Les fiches de service d’un chantier, filtrées par période et fournisseur, avec les totaux du filtre.',
  // In the legacy answer's order (SPEC §3).
  fields: {
    day: { kind: 'text', rest: 'jour', header: 'Jour', description: 'Lundi … Dimanche.', inputDescription: 'Lundi … Dimanche' },
    // Absent: the sheet is dated the last such weekday (the legacy client sent no date).
    date: { kind: 'date', rest: { read: textOrNull }, header: 'Date', inputDescription: 'AAAA-MM-JJ ; son jour de semaine doit être `day`.' },
    amountPaid: { kind: 'money', rest: 'montantPaye', header: 'Montant payé', total: true },
    bonus: { kind: 'money', rest: 'montantPrime', header: 'Prime', total: true },
    total: { kind: 'money', computed: (s) => add(s.amountPaid, s.bonus), description: 'Payé + prime.' },
    supplier: { kind: 'text', rest: 'fournisseur', header: 'Fournisseur' },
    // A number an old client sends keeps its digits as text.
    phone: { kind: 'text', rest: { key: 'telephone', read: decimalText }, header: 'Téléphone' },
    worker: { kind: 'text', rest: 'intervenant', header: 'Intervenant' },
  },
  computedTotals: { total: (t) => add(t.amountPaid, t.bonus) },
  filters: {
    supplier: { kind: 'contains', field: 'supplier', max: 75, description: 'Une partie du nom du fournisseur (accents et casse ignorés).' },
  },
  parse: (input) => parseInput(serviceSheetSchema, input),
  toEntity: (input: ServiceSheetData) => ({
    day: input.day,
    date: input.date ?? lastWeekday(input.day),
    amountPaid: money(input.amountPaid),
    bonus: money(input.bonus),
    supplier: input.supplier,
    phone: input.phone,
    worker: input.worker,
  }),
  notFound: 'service.notFound',
  rest: { path: '/chantiers/services', edit: 'modifierService' },
  export: {
    path: '/services/export',
    name: 'fiches-de-service',
    summary: "Exporter les fiches de service d'un chantier",
    description: 'Date, jour, fournisseur, intervenant, téléphone, montant payé, prime ; puis une ligne de totaux.',
    columns: ['date', 'day', 'supplier', 'worker', 'phone', 'amountPaid', 'bonus'],
    access: 'finance.export',
  },
  // Deleting a money record is the Admin Société's, as for purchases (DECISIONS.md).
  policies: { delete: POLICY.managerOnSites },
  audit: { name: (s) => s.worker },
  events: {
    state: serviceSheetState,
    created: (tx, sheet) => raise(tx, 'serviceSheet.created', { sheet }),
    updated: (tx, before, sheet) => raise(tx, 'serviceSheet.updated', { before, sheet }),
    removed: (tx, before) => raise(tx, 'serviceSheet.removed', { before }),
  },
});
