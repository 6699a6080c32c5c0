import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { downloadFile } from '../../../shared/download/download-file';
import { notifySuccess } from '../../../shared/errors/notify';
import { grant, GRANTS } from '../../../test/grants';
import { AcceptChangeOrderDocument, RefuseChangeOrderDocument } from './change-orders.generated';
import { ACCEPTED, changeOrdersAnswer, changeOrdersMock, PENDING, QUOTE, REFUSED } from './change-orders.test-data';
import ChangeOrdersCard from './ChangeOrdersCard';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/download/download-file', () => ({ downloadFile: jest.fn(() => Promise.resolve()) }));
jest.mock('../../../shared/errors/notify', () => ({
  ...jest.requireActual('../../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
// The invoicing refetched after an acceptance is not on screen here: Apollo warns it has no such query to refetch.
jest.spyOn(console, 'warn').mockImplementation(() => undefined);

/** A Gestionnaire Chantier: writes avenants, the manager decides them (the api's policy; the test table lacks it). */
const USER = GRANTS.USER.filter((a) => a !== 'changeOrders.decide');

function show(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
        <ChangeOrdersCard quote={QUOTE} />
      </IntlProvider>
    </MockedProvider>,
  );
}

const read = (el: Element) => el.textContent!.replace(/\s+/g, ' ').trim();
/** What an avenant of the list says, piece by piece (its reference, object, date, status, reason, amounts). */
const shows = (li: HTMLElement) => [...li.querySelectorAll('.change-order-head > *, .change-order-reason, .change-order-amounts > *')].map(read);
const item = async (reference: string) => (await screen.findByText(reference)).closest('li')!;
const totals = () =>
  within(screen.getByRole('table', { name: 'Montants du devis avec ses avenants' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map(read));

beforeEach(() => jest.mocked(notifySuccess).mockClear());
// A confirmation is drawn outside the tree the test renders: none is left for the next test.
afterEach(() => Modal.destroyAll());

describe('the avenants of an accepted quote', () => {
  it('lists them with their status and signed amounts, totals the quote with the accepted ones, and accepts a pending one', async () => {
    grant(GRANTS.MANAGER);
    let accepted = false;
    const list = changeOrdersMock(() =>
      accepted
        ? changeOrdersAnswer({ currentHT: '88000.00', currentTTC: '105600.00', items: [ACCEPTED, { ...PENDING, status: 'ACCEPTE' }, REFUSED] })
        : changeOrdersAnswer(),
    );
    const accept = jest.fn(() => {
      accepted = true;
      return { data: { acceptChangeOrder: { ...PENDING, status: 'ACCEPTE' } } };
    });
    show([list.mock, { request: { query: AcceptChangeOrderDocument, variables: { id: PENDING.id } }, result: accept }]);

    expect(shows(await item('AVT-2026-0001'))).toEqual([
      'AVT-2026-0001',
      'Mur de clôture',
      '04/05/2026',
      'Accepté',
      '+12 000,00 DH HT',
      '+14 400,00 DH TTC',
    ]);
    const pending = await item('AVT-2026-0002');
    expect(shows(pending)).toEqual(['AVT-2026-0002', 'Élévation supprimée', '10/06/2026', 'En attente', '−24 000,00 DH HT', '−28 800,00 DH TTC']);
    const refused = await item('AVT-2026-0003');
    expect(shows(refused)).toEqual([
      'AVT-2026-0003',
      'Piscine',
      '12/06/2026',
      'Refusé',
      'Motif : Budget dépassé',
      '+50 000,00 DH HT',
      '+60 000,00 DH TTC',
    ]);
    expect(screen.getByText('1 avenant en attente : il compte une fois accepté.')).toBeInTheDocument();
    expect(totals()).toEqual([
      ['Devis initial', '100 000,00 DH', '120 000,00 DH'],
      ['Avenants acceptés', '+12 000,00 DH', '+14 400,00 DH'],
      ['Total avec avenants', '112 000,00 DH', '134 400,00 DH'],
    ]);
    // Decided avenants are read, not decided again.
    expect(within(await item('AVT-2026-0001')).queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(within(refused).getByRole('button', { name: 'Voir AVT-2026-0003' })).toBeInTheDocument();

    fireEvent.click(within(pending).getByRole('button', { name: 'Accepter' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accepter l’avenant AVT-2026-0002 ?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Le devis facturera désormais ces lignes/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Avenant AVT-2026-0002 accepté'));
    expect(accept).toHaveBeenCalledTimes(1);
    // The billable lines and totals are asked again.
    await waitFor(() => expect(totals()[2]).toEqual(['Total avec avenants', '88 000,00 DH', '105 600,00 DH']));
    expect(totals()[1]).toEqual(['Avenants acceptés', '−12 000,00 DH', '−14 400,00 DH']);
    expect(screen.queryByText(/en attente :/)).toBeNull();
  });

  it("downloads an avenant's PDF, the document the client signs", async () => {
    grant(GRANTS.USER);
    show([changeOrdersMock(() => changeOrdersAnswer()).mock]);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger l’avenant AVT-2026-0002 en PDF' }));
    expect(downloadFile).toHaveBeenCalledWith(`/api/v1/devis/avenants/${PENDING.id}/pdf`, 'AVT-2026-0002.pdf');
  });

  it('asks a manager why the client refused', async () => {
    grant(GRANTS.MANAGER);
    const refuse = jest.fn(() => ({ data: { refuseChangeOrder: { ...PENDING, status: 'REFUSE', refusalReason: 'Trop cher' } } }));
    show([
      changeOrdersMock().mock,
      { request: { query: RefuseChangeOrderDocument, variables: { id: PENDING.id, reason: 'Trop cher' } }, result: refuse },
    ]);
    fireEvent.click(within(await item('AVT-2026-0002')).getByRole('button', { name: 'Refuser' }));
    const form = await screen.findByRole('form', { name: 'Refuser l’avenant AVT-2026-0002' });
    fireEvent.click(within(form).getByRole('button', { name: 'Refuser' }));
    expect(await within(form).findByText('Le motif du refus est requis')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Motif du refus'), { target: { value: ' Trop cher ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Avenant AVT-2026-0002 refusé'));
    expect(refuse).toHaveBeenCalledTimes(1);
  });

  it('lets a site manager write avenants but not accept or refuse them', async () => {
    grant(USER);
    show([changeOrdersMock().mock]);
    const pending = await item('AVT-2026-0002');
    expect(within(pending).queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(within(pending).queryByRole('button', { name: 'Refuser' })).toBeNull();
    const card = pending.closest<HTMLElement>('.change-orders-card')!;
    expect(within(card).queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(within(card).getByRole('button', { name: /Nouvel avenant/ })).toBeInTheDocument();
    // Pending, it is still edited; its removal of a line shows in its drawer.
    fireEvent.click(within(pending).getByRole('button', { name: 'Modifier AVT-2026-0002' }));
    const form = await screen.findByRole('form', { name: 'Avenant AVT-2026-0002' });
    const line = within(form).getByRole('group', { name: '1. Ligne supprimée' });
    expect(line.querySelector('.ant-select')).toHaveTextContent('Gros œuvre — Élévation');
    expect(within(line).getByTestId('change-line-delta').textContent!.replace(/\s+/g, ' ')).toBe('−24 000,00 DH');
  });
});
