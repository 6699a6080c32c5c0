import { RECEPTION_LIMITS, type ReceptionKind, type ReceptionRole, receptionSchema, validateWith } from '@chantiers/schema';
import dayjs from 'dayjs';
import type { ReceptionFieldsFragment } from '../../gql/graphql';

export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ROLES: readonly ReceptionRole[] = ['COMPANY', 'CLIENT', 'ARCHITECT', 'ENGINEER', 'OTHER'];
export const MAX_PARTIES = RECEPTION_LIMITS.parties;

/** Today on the phone's calendar (YYYY-MM-DD): a PV is dated today or a past day. */
export const today = (): string => dayjs().format('YYYY-MM-DD');

/** A party as the form holds it: a line with its own key, so a removed line never hands its values to the next. */
export interface PartyLine {
  uid: string;
  role: ReceptionRole;
  name: string;
  organisation: string;
}

export interface ReceptionValues {
  kind: ReceptionKind;
  date: string;
  parties: PartyLine[];
  notes: string;
}

let lines = 0;
export const partyLine = (role: ReceptionRole, name = '', organisation = ''): PartyLine => ({
  uid: `party-${(lines += 1)}`,
  role,
  name,
  organisation,
});

/** The site's PVs in the order they are made: the provisional one, then the final one. */
export function receptionsOf(items: readonly ReceptionFieldsFragment[]) {
  return { provisional: items.find((r) => r.kind === 'PROVISIONAL') ?? null, final: items.find((r) => r.kind === 'FINAL') ?? null };
}

/**
 * Whether a final PV can be prepared today, and if not why and from when: it follows a signed provisional one, once
 * the company's guarantee delay has run (`finalFrom`, the api's).
 */
export type FinalState =
  | { state: 'exists' }
  | { state: 'needsProvisional' }
  | { state: 'tooEarly'; from: string; provisional: string }
  | { state: 'available'; from: string };

export function finalState(items: readonly ReceptionFieldsFragment[], finalFrom: string | null, today: string): FinalState {
  const { provisional, final } = receptionsOf(items);
  if (final) return { state: 'exists' };
  if (!provisional || provisional.status !== 'SIGNED' || !finalFrom) return { state: 'needsProvisional' };
  return finalFrom > today ? { state: 'tooEarly', from: finalFrom, provisional: provisional.date } : { state: 'available', from: finalFrom };
}

/** A new PV: today, the company (the user, for the company) and the client (the site's) named; a final one takes the provisional one's parties. */
export function newValues(
  kind: ReceptionKind,
  today: string,
  who: { userName: string; companyName: string; client: string | null },
  provisional: ReceptionFieldsFragment | null,
): ReceptionValues {
  const parties =
    kind === 'FINAL' && provisional
      ? provisional.parties.map((p) => partyLine(p.role, p.name, p.organisation))
      : [partyLine('COMPANY', who.userName, who.companyName), partyLine('CLIENT', who.client ?? '')];
  return { kind, date: today, parties, notes: '' };
}

export const valuesOf = (reception: ReceptionFieldsFragment): ReceptionValues => ({
  kind: reception.kind,
  date: reception.date,
  parties: reception.parties.map((p) => partyLine(p.role, p.name, p.organisation)),
  notes: reception.notes,
});

export const toInput = (siteId: string, values: ReceptionValues) => ({
  siteId,
  kind: values.kind,
  date: values.date,
  parties: values.parties.map(({ role, name, organisation }) => ({ role, name, organisation })),
  notes: values.notes,
});

/** The shared schema's checks, and a day not to come (the api's too, said before the round trip). */
export function validateReception(siteId: string, today: string) {
  return (values: ReceptionValues): Record<string, string> => {
    const checked = validateWith(receptionSchema, toInput(siteId, values));
    const errors = checked.ok ? {} : { ...checked.fields };
    if (!errors.date && values.date > today) errors.date = 'reception.date.future';
    return errors;
  };
}

/** Two lists of lines hold the same parties (the form's `isEqual`: a line's key is no content). */
export const sameParties = (a: readonly PartyLine[] = [], b: readonly PartyLine[] = []) =>
  a.length === b.length && a.every((l, i) => l.role === b[i].role && l.name === b[i].name && l.organisation === b[i].organisation);
