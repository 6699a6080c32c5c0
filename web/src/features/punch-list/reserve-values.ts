import { reserveSchema, type ReserveResponsibleType } from '@chantiers/schema';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { ReserveFieldsFragment, ReserveUpdateInput } from '../../gql/graphql';
import { zodValidate } from '../../shared/form/zod-validate';

/** Where a réserve is pinned: the plan, the version's number, the page, and the point (0 to 1 from the top-left corner). */
export interface PinPlace {
  planId: string;
  version: number;
  page: number;
  x: number;
  y: number;
}

/** No one named yet, or one of the api's three kinds. */
export type ResponsibleChoice = 'NONE' | ReserveResponsibleType;

/**
 * The réserve form's values, flat: final-form reads a field's error at its path ('responsibleId'), while the shared
 * schema names it 'responsible.id', so the responsible is three fields here and one object in the input.
 */
export interface ReserveValues {
  title: string;
  trade: string;
  description: string;
  responsibleType: ResponsibleChoice;
  /** The person's or the partner's id. */
  responsibleId: string | null;
  /** The typed name (OTHER), or the picked one's name as shown. */
  responsibleName: string;
  /** YYYY-MM-DD, '' when none. */
  dueDate: string;
  photoIds: string[];
}

export const emptyValues = (): ReserveValues => ({
  title: '',
  trade: '',
  description: '',
  responsibleType: 'NONE',
  responsibleId: null,
  responsibleName: '',
  dueDate: '',
  photoIds: [],
});

/** A réserve's values as its form opens on them. */
export function valuesOf(reserve: ReserveFieldsFragment): ReserveValues {
  return {
    title: reserve.title,
    trade: reserve.trade,
    description: reserve.description,
    responsibleType: reserve.responsible?.type ?? 'NONE',
    responsibleId: reserve.responsible?.id ?? null,
    responsibleName: reserve.responsible?.name ?? '',
    dueDate: reserve.dueDate ?? '',
    photoIds: reserve.photos.map((p) => p.id),
  };
}

export const placeOf = (reserve: ReserveFieldsFragment): PinPlace => ({
  planId: reserve.plan.id,
  version: reserve.version.number,
  page: reserve.page,
  x: reserve.x,
  y: reserve.y,
});

function responsibleOf(values: ReserveValues): ReserveUpdateInput['responsible'] {
  if (values.responsibleType === 'NONE') return null;
  if (values.responsibleType === 'OTHER') return { type: 'OTHER', name: values.responsibleName };
  return { type: values.responsibleType, id: values.responsibleId };
}

/** What the api is sent: the whole réserve (an update replaces it), its pin where it was placed. */
export function toInput(values: ReserveValues, place: PinPlace): ReserveUpdateInput {
  return {
    ...place,
    title: values.title,
    trade: values.trade,
    description: values.description,
    responsible: responsibleOf(values),
    dueDate: values.dueDate || null,
    photoIds: values.photoIds,
  };
}

/** The schema's and the api's field names → the form's; what has no field here (the pin, the plan) is the form's own error. */
const FIELD_OF: Record<string, keyof ReserveValues> = {
  title: 'title',
  trade: 'trade',
  description: 'description',
  dueDate: 'dueDate',
  photoIds: 'photoIds',
  responsible: 'responsibleType',
  'responsible.type': 'responsibleType',
  'responsible.id': 'responsibleId',
  'responsible.name': 'responsibleName',
};

export function placeErrors(errors: SubmissionErrors | Record<string, string> = {}): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    const field = key === FORM_ERROR ? FORM_ERROR : (FIELD_OF[key] ?? FORM_ERROR);
    if (typeof message === 'string' && !(field in placed)) placed[field] = message;
  }
  return placed;
}

const validateInput = zodValidate(reserveSchema);

/** The shared schema's check of what would be sent, its errors on the form's fields. */
export const validateReserve = (place: PinPlace) => (values: ReserveValues) => {
  const errors = placeErrors(validateInput(toInput(values, place)));
  // The pin is chosen on the plan, not typed: a wrong one cannot stop the form before the server says why.
  delete errors[FORM_ERROR];
  return errors;
};

/** The corps de métier suggested while typing: the usual ones, then those the site's réserves already use. */
export function tradeSuggestions(usual: string, seen: readonly string[]): string[] {
  const all = [...usual.split('|'), ...seen].map((t) => t.trim()).filter(Boolean);
  const key = (t: string) =>
    t
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const unique = new Map<string, string>();
  for (const trade of all) if (!unique.has(key(trade))) unique.set(key(trade), trade);
  return [...unique.values()];
}

/** A suggestion shown while typing: the typed letters anywhere in it, case aside. */
export const suggestionFilter = (input: string, option?: { value?: unknown }) =>
  String(option?.value ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());
