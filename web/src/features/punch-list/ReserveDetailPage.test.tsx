import '../../test/jsdom-screen-globals';
import type { Action } from '@chantiers/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../shared/errors/notify';
import { grant, GRANTS } from '../../test/grants';
import { LiftReserveDocument, RefuseReserveDocument, ReserveDetailDocument } from './punch-list.generated';
import ReserveDetailPage from './ReserveDetailPage';
import { type Mock, reserve, show, SITE, type TestReserve } from './test-kit';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyInfo: jest.fn(),
}));

const PATTERN = '/detail-chantier/:idChantier/reserves/:reserveId';
const site = { __typename: 'SiteRef', id: SITE, name: 'Villa Anfa' };
const detail = (r: TestReserve, maxUsageCount = 1): Mock => ({
  request: { query: ReserveDetailDocument, variables: { id: r.id } },
  result: { data: { reserve: { ...r, site } } },
  maxUsageCount,
});
/** A Gestionnaire Chantier: writes and checks réserves, deletes none (the Admin Société does). */
const USER: readonly Action[] = GRANTS.USER.filter((a) => a !== 'reserves.delete' && a !== 'plans.delete');
const BUTTONS = ['Lever', 'Valider', 'Refuser', 'Modifier', 'Supprimer'];

async function actionsOf(r: TestReserve, actions: readonly Action[]) {
  grant(actions, ['ownSites']);
  const view = show(ReserveDetailPage, PATTERN, `/detail-chantier/${SITE}/reserves/${r.id}`, [detail(r)]);
  await screen.findByRole('heading', { level: 1, name: `${r.reference} ${r.title}` });
  const shown = BUTTONS.filter((name) => screen.queryByRole('button', { name: new RegExp(`^\\S*\\s*${name}$`) }));
  view.unmount();
  return shown;
}

beforeEach(() => {
  localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'USER', type: 'USER' }));
  jest.mocked(notifySuccess).mockClear();
});

describe('a réserve’s detail', () => {
  it('offers the actions its status and the user’s rights allow', async () => {
    expect(await actionsOf(reserve(1), USER)).toEqual(['Lever', 'Modifier']);
    expect(await actionsOf(reserve(2, { status: 'LIFTED' }), USER)).toEqual(['Valider', 'Refuser', 'Modifier']);
    expect(await actionsOf(reserve(3, { status: 'REFUSED', statusNote: 'Frotte encore' }), USER)).toEqual(['Lever', 'Modifier']);
    expect(await actionsOf(reserve(4, { status: 'VALIDATED' }), USER)).toEqual([]);
    expect(await actionsOf(reserve(5, { status: 'VALIDATED' }), GRANTS.MANAGER)).toEqual(['Supprimer']);
    expect(await actionsOf(reserve(6), GRANTS.MANAGER)).toEqual(['Lever', 'Modifier', 'Supprimer']);
    expect(await actionsOf(reserve(7, { status: 'LIFTED' }), ['reserves.read', 'plans.read'])).toEqual([]);
  });

  it('shows where it is, what it says and its history', async () => {
    grant(USER, ['ownSites']);
    const r = reserve(8, {
      status: 'REFUSED',
      statusNote: 'Frotte encore en bas',
      description: 'Porte palière du 2e',
      liftedAt: '2026-11-10T10:00:00.000Z',
      liftedByName: 'Samira Idrissi',
      reviewedAt: '2026-11-11T10:00:00.000Z',
      reviewedByName: 'Karim Alami',
      version: { ...reserve(8).version, number: 1, superseded: true, supersededBy: 2 },
    });
    show(ReserveDetailPage, PATTERN, `/detail-chantier/${SITE}/reserves/${r.id}`, [detail(r)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Version remplacée par l’indice 2');
    expect(screen.getByRole('link', { name: 'Ouvrir l’indice 2 en vigueur' })).toHaveAttribute('href', `/detail-chantier/${SITE}/plans/${r.plan.id}`);
    expect(screen.getByText('Plan RDC, indice 1, page 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir sur le plan' })).toHaveAttribute(
      'href',
      `/detail-chantier/${SITE}/plans/${r.plan.id}?version=1&reserve=${r.id}`,
    );
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(history).toHaveTextContent(/Créée le 03\/11\/2026 .* par Karim Alami/);
    expect(history).toHaveTextContent(/Levée le 10\/11\/2026 .* par Samira Idrissi/);
    expect(history).toHaveTextContent(/Refusée le 11\/11\/2026 .* par Karim Alami/);
    expect(history).toHaveTextContent('Motif : Frotte encore en bas');
  });

  it('is lifted with a note, and refused only with a reason', async () => {
    grant(USER, ['ownSites']);
    const open = reserve(9);
    const lifted = { ...open, status: 'LIFTED' as const, statusNote: 'Enduit repris', liftedAt: '2026-11-12T10:00:00.000Z', liftedByName: 'Samira' };
    const refused = {
      ...lifted,
      status: 'REFUSED' as const,
      statusNote: 'Encore visible',
      reviewedAt: '2026-11-13T10:00:00.000Z',
      reviewedByName: 'Karim',
    };
    const lift = jest.fn(() => ({ data: { liftReserve: lifted } }));
    const refuse = jest.fn(() => ({ data: { refuseReserve: refused } }));
    show(ReserveDetailPage, PATTERN, `/detail-chantier/${SITE}/reserves/${open.id}`, [
      detail(open),
      { request: { query: LiftReserveDocument, variables: { id: open.id, input: { note: 'Enduit repris', photoIds: [] } } }, result: lift },
      detail(lifted),
      { request: { query: RefuseReserveDocument, variables: { id: open.id, input: { reason: 'Encore visible' } } }, result: refuse },
      detail(refused, 2),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Lever$/ }));
    const liftForm = await screen.findByRole('form', { name: 'Lever la réserve R-009' });
    fireEvent.change(within(liftForm).getByRole('textbox', { name: 'Note de levée' }), { target: { value: 'Enduit repris' } });
    fireEvent.click(within(liftForm).getByRole('button', { name: 'Lever la réserve' }));
    await waitFor(() => expect(lift).toHaveBeenCalledTimes(1));
    expect(notifySuccess).toHaveBeenCalledWith('Réserve R-009 levée.');
    fireEvent.click(await screen.findByRole('button', { name: /Refuser$/ }));
    const refuseForm = await screen.findByRole('form', { name: 'Refuser la levée de R-009' });
    fireEvent.click(within(refuseForm).getByRole('button', { name: 'Refuser' }));
    expect(await within(refuseForm).findByText(/Le motif du refus est requis/)).toBeInTheDocument();
    expect(refuse).not.toHaveBeenCalled();
    fireEvent.change(within(refuseForm).getByRole('textbox', { name: 'Motif du refus' }), { target: { value: 'Encore visible' } });
    fireEvent.click(within(refuseForm).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(refuse).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: /Lever$/ })).toBeInTheDocument();
  });
});
