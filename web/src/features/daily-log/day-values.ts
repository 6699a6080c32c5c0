import { dailyLogSchema, type Weather } from '@chantiers/schema';
import type { DailyLogFieldsFragment, DailyLogInput } from '../../gql/graphql';
import { zodValidate } from '../../shared/form/zod-validate';

/** `uid` is the form's own: React keeps each line's inputs (and focus) with it when a line above goes; it is never sent. */
export interface ManpowerRow {
  uid: string;
  trade: string;
  company: string;
  count: number | null;
}
export interface EquipmentRow {
  uid: string;
  name: string;
  count: number | null;
}
export interface VisitorRow {
  uid: string;
  name: string;
  organisation: string;
  purpose: string;
}

/** The day's log as the form holds it. */
export interface DayValues {
  weatherMorning: Weather | null;
  weatherAfternoon: Weather | null;
  temperatureMin: number | null;
  temperatureMax: number | null;
  weatherNote: string;
  stoppedByWeather: boolean;
  manpower: ManpowerRow[];
  equipment: EquipmentRow[];
  deliveryPurchaseIds: string[];
  deliveryNote: string;
  events: string;
  incidents: string;
  visitors: VisitorRow[];
  photoIds: string[];
}

export interface DayKey {
  siteId: string;
  day: string;
}

let counter = 0;
const uid = () => `line-${(counter += 1)}`;

export const newManpower = (): ManpowerRow => ({ uid: uid(), trade: '', company: '', count: 1 });
export const newEquipment = (): EquipmentRow => ({ uid: uid(), name: '', count: 1 });
export const newVisitor = (): VisitorRow => ({ uid: uid(), name: '', organisation: '', purpose: '' });

const withUids = <T extends object>(lines: readonly T[] | null | undefined): (T & { uid: string })[] =>
  (lines ?? []).map((l) => ({ ...l, uid: uid() }));

/** The server's log (saved, or the draft it prefilled) as the form edits it. */
export function valuesOfLog(log: DailyLogFieldsFragment): DayValues {
  return {
    weatherMorning: log.weatherMorning,
    weatherAfternoon: log.weatherAfternoon,
    temperatureMin: log.temperatureMin,
    temperatureMax: log.temperatureMax,
    weatherNote: log.weatherNote,
    stoppedByWeather: log.stoppedByWeather,
    manpower: withUids(log.manpower),
    equipment: withUids(log.equipment),
    deliveryPurchaseIds: log.deliveries.map((d) => d.id),
    deliveryNote: log.deliveryNote,
    events: log.events,
    incidents: log.incidents,
    visitors: withUids(log.visitors),
    photoIds: log.photos.map((p) => p.id),
  };
}

/** A save kept on the phone, not sent yet, as the form edits it: what will reach the server. */
export function valuesOfInput(input: DailyLogInput): DayValues {
  return {
    weatherMorning: input.weatherMorning ?? null,
    weatherAfternoon: input.weatherAfternoon ?? null,
    temperatureMin: input.temperatureMin ?? null,
    temperatureMax: input.temperatureMax ?? null,
    weatherNote: input.weatherNote ?? '',
    stoppedByWeather: input.stoppedByWeather ?? false,
    manpower: withUids((input.manpower ?? []).map((l) => ({ trade: l.trade, company: l.company ?? '', count: l.count }))),
    equipment: withUids(input.equipment),
    deliveryPurchaseIds: (input.deliveryPurchaseIds ?? []).map(String),
    deliveryNote: input.deliveryNote ?? '',
    events: input.events ?? '',
    incidents: input.incidents ?? '',
    visitors: withUids((input.visitors ?? []).map((v) => ({ name: v.name, organisation: v.organisation ?? '', purpose: v.purpose ?? '' }))),
    photoIds: input.photoIds ?? [],
  };
}

/** What the api takes: the whole day (what is left out is emptied), without the form's uids. */
export function toInput(values: DayValues, key: DayKey): DailyLogInput {
  return {
    ...key,
    weatherMorning: values.weatherMorning,
    weatherAfternoon: values.weatherAfternoon,
    temperatureMin: values.temperatureMin,
    temperatureMax: values.temperatureMax,
    weatherNote: values.weatherNote,
    stoppedByWeather: values.stoppedByWeather,
    // A count left empty goes as it is: the schema names the line it belongs to.
    manpower: (values.manpower ?? []).map(({ trade, company, count }) => ({ trade, company, count: count as number })),
    equipment: (values.equipment ?? []).map(({ name, count }) => ({ name, count: count as number })),
    deliveryPurchaseIds: values.deliveryPurchaseIds ?? [],
    deliveryNote: values.deliveryNote,
    events: values.events,
    incidents: values.incidents,
    visitors: (values.visitors ?? []).map(({ name, organisation, purpose }) => ({ name, organisation, purpose })),
    photoIds: values.photoIds ?? [],
  };
}

/** The shared schema (the api's) run on what would be sent: field -> message id, a line's as 'manpower.0.trade'. */
export function validateDay(key: DayKey): (values: DayValues) => Record<string, string> {
  const validate = zodValidate(dailyLogSchema);
  return (values) => validate(toInput(values, key));
}

/** The day's total of people on site. */
export const headcount = (lines: readonly { count: number | null }[] | undefined): number =>
  (lines ?? []).reduce((sum, l) => sum + (l.count ?? 0), 0);

/** Lines and id lists compared by what they hold: typed back as it was, a list is unchanged. */
export const sameContent = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
