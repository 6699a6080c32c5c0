import { frFieldRecord } from '@chantiers/schema/i18n/fr-field-record';
import { ACTIONS, type Action } from '@chantiers/schema';
import { FORM_ERROR } from 'final-form';
import type { OutboxChange } from '../../app/offline/outbox-store';
import { punchListMessages } from './messages';
import { punchListMessagesEn } from './messages.en';
import { viewerPath } from './paths';
import { keptLift, keptReserves } from './reserve-outbox';
import { pinAt, reserveActions, sheetOf, sheetPins } from './reserve-status';
import { emptyValues, placeErrors, toInput, tradeSuggestions, validateReserve } from './reserve-values';

const PLACE = { planId: 'a1000000-0000-4000-8000-000000000001', version: 2, page: 1, x: 0.25, y: 0.75 };
const all = (actions: readonly Action[]) => (a: Action) => actions.includes(a);

describe('a réserve’s actions', () => {
  const writer = all(['reserves.read', 'reserves.write']);
  const reviewer = all(['reserves.read', 'reserves.write', 'reserves.review']);
  const manager = all(ACTIONS);
  it('follow its status: lifted from open or refused, checked once lifted, closed once validated', () => {
    expect(reserveActions('OPEN', manager)).toEqual(['lift', 'edit', 'delete']);
    expect(reserveActions('LIFTED', manager)).toEqual(['validate', 'refuse', 'edit', 'delete']);
    expect(reserveActions('REFUSED', manager)).toEqual(['lift', 'edit', 'delete']);
    expect(reserveActions('VALIDATED', manager)).toEqual(['delete']);
  });
  it('follow what the api lets the user do', () => {
    expect(reserveActions('OPEN', writer)).toEqual(['lift', 'edit']);
    expect(reserveActions('LIFTED', writer)).toEqual(['edit']);
    expect(reserveActions('LIFTED', reviewer)).toEqual(['validate', 'refuse', 'edit']);
    expect(reserveActions('VALIDATED', reviewer)).toEqual([]);
    expect(reserveActions('OPEN', all(['reserves.read']))).toEqual([]);
  });
});

describe('a pin on a sheet', () => {
  it('is where the finger touched, 0 to 1 from the page’s top-left corner, inside the page', () => {
    const rect = { left: 100, top: 50, width: 400, height: 200 };
    expect(pinAt(rect, 200, 200)).toEqual({ x: 0.25, y: 0.75 });
    expect(pinAt(rect, 50, 400)).toEqual({ x: 0, y: 1 });
    expect(pinAt(rect, 100 + 400 / 3, 50)).toEqual({ x: 0.33333, y: 0 });
    expect(pinAt({ ...rect, width: 0 }, 1, 1)).toBeNull();
  });

  it('shows on its own version’s page only, by number', () => {
    const r = (number: number, version: number, page: number) => ({ number, page, version: { number: version } });
    expect(sheetPins([r(3, 2, 1), r(1, 2, 1), r(2, 1, 1), r(4, 2, 2)], 2, 1).map((p) => p.number)).toEqual([1, 3]);
  });

  it('opens the version and page the address asks, else the one in force on its first page', () => {
    const v = (number: number, pageCount: number) => ({ number, pageCount });
    const plan = { currentVersion: v(3, 2), versions: [v(3, 2), v(2, 4), v(1, 1)] };
    expect(sheetOf(plan, new URLSearchParams('version=2&page=4'))).toEqual({ version: v(2, 4), page: 4, missing: false });
    expect(sheetOf(plan, new URLSearchParams('page=9'))).toEqual({ version: v(3, 2), page: 1, missing: false });
    expect(sheetOf(plan, new URLSearchParams('version=7'))).toEqual({ version: v(3, 2), page: 1, missing: true });
    expect(viewerPath('s', 'p', { version: 2, page: 3, reserve: 'r' })).toBe('/detail-chantier/s/plans/p?version=2&page=3&reserve=r');
  });
});

describe('the réserve form', () => {
  it('sends the whole réserve with its pin, the responsible as one object, no due date as null', () => {
    const values = { ...emptyValues(), title: 'Fissure', trade: 'Enduit', responsibleType: 'OTHER' as const, responsibleName: 'Enduits Atlas' };
    expect(toInput(values, PLACE)).toEqual({
      ...PLACE,
      title: 'Fissure',
      trade: 'Enduit',
      description: '',
      responsible: { type: 'OTHER', name: 'Enduits Atlas' },
      dueDate: null,
      photoIds: [],
    });
    expect(toInput({ ...values, responsibleType: 'NONE' }, PLACE).responsible).toBeNull();
    expect(toInput({ ...values, responsibleType: 'PARTNER', responsibleId: 'p1' }, PLACE).responsible).toEqual({ type: 'PARTNER', id: 'p1' });
  });

  it('puts the schema’s and the api’s errors on its flat fields, and the pin’s above them', () => {
    expect(validateReserve(PLACE)({ ...emptyValues(), responsibleType: 'PERSONNEL' })).toEqual({
      title: 'reserve.title.required',
      responsibleId: 'reserve.responsible.id',
    });
    expect(validateReserve(PLACE)({ ...emptyValues(), title: 'T', responsibleType: 'OTHER' })).toEqual({
      responsibleName: 'reserve.responsible.name.required',
    });
    expect(placeErrors({ 'responsible.id': 'a', page: 'reserve.page.outside', title: 'b' })).toEqual({
      responsibleId: 'a',
      [FORM_ERROR]: 'reserve.page.outside',
      title: 'b',
    });
  });

  it('suggests the usual trades and the site’s own, each once whatever its accents and case', () => {
    expect(tradeSuggestions('Peinture|Électricité', ['peinture', 'Electricite', 'Serrurerie', ''])).toEqual([
      'Peinture',
      'Électricité',
      'Serrurerie',
    ]);
  });
});

describe('what waits on the phone', () => {
  const change = (over: Partial<OutboxChange>): OutboxChange => ({
    key: 'k',
    userId: 'u1',
    operationName: 'CreateReserve',
    query: '',
    variables: {},
    label: '',
    createdAt: 0,
    attempts: 0,
    ...over,
  });
  it('tells a site’s réserves placed offline and a réserve’s lifting', () => {
    const changes = [
      change({ key: 'a', variables: { input: { siteId: 's1', title: 'A' } } }),
      change({ key: 'b', variables: { input: { siteId: 's2', title: 'B' } } }),
      change({ key: 'c', userId: 'u2', variables: { input: { siteId: 's1', title: 'C' } } }),
      change({ key: 'd', operationName: 'LiftReserve', variables: { id: 'r1', input: { note: '' } } }),
    ];
    expect(keptReserves(changes, 'u1', 's1').map((k) => k.key)).toEqual(['a']);
    expect(keptLift(changes, 'u1', 'r1')?.key).toBe('d');
    expect(keptLift(changes, 'u1', 'r2')).toBeNull();
  });
});

describe('the words', () => {
  it('are the same keys in French and English, none hiding one of the api’s', () => {
    expect(Object.keys(punchListMessagesEn).sort()).toEqual(Object.keys(punchListMessages).sort());
    const own = Object.keys(punchListMessages).filter((k) => !(k in frFieldRecord));
    expect(own.length).toBeGreaterThan(100);
    for (const key of Object.keys(frFieldRecord))
      expect(punchListMessages[key as keyof typeof punchListMessages]).toBe(frFieldRecord[key as keyof typeof frFieldRecord]);
  });
});
