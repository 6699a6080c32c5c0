import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { notifySuccess } from '../../../shared/errors/notify';
import { grant, GRANTS } from '../../../test/grants';
import { CreateChangeOrderDocument, UpdateChangeOrderDocument } from './change-orders.generated';
import { changeOrdersMock, ELEVATION, FONDATIONS, order, PENDING, QUOTE, QUOTE_ID } from './change-orders.test-data';
import ChangeOrdersCard from './ChangeOrdersCard';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({
  ...jest.requireActual('../../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
// antd's Select opens on a macrotask from a MessageChannel, which jsdom lacks.
class TimeoutChannel {
  port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
globalThis.MessageChannel ??= TimeoutChannel as unknown as typeof MessageChannel;
// jsdom has no layout: a designation's growing textarea measures a NaN height, which React reports; nothing a user meets.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (String(args[0]).includes('is an invalid value for the') && args.includes('height')) return;
  consoleError(...args);
});

function show(mocks: MockLink.MockedResponse[]) {
  grant(GRANTS.USER.filter((a) => a !== 'changeOrders.decide'));
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
        <ChangeOrdersCard quote={QUOTE} />
      </IntlProvider>
    </MockedProvider>,
  );
}

const money = (el: HTMLElement) => el.textContent!.replace(/\s+/g, ' ');
const type = (scope: HTMLElement, label: string, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
/** Opens a line's target list and picks the quote line whose option starts so. */
async function choose(line: HTMLElement, starts: string) {
  fireEvent.mouseDown(within(line).getByRole('combobox', { name: 'Ligne du devis' }));
  const option = await waitFor(() => {
    // The list just opened: an earlier line's closed list stays in the page, hidden.
    const open = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    const found = [...open].find((o) => o.textContent!.startsWith(starts));
    if (!found) throw new Error(`no option ${starts}`);
    return found;
  });
  fireEvent.click(option);
}

beforeEach(() => jest.mocked(notifySuccess).mockClear());

describe('an avenant’s form', () => {
  it('previews each line’s delta and the total, and sends what was added, changed and removed', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const input = {
      label: 'Clôture et reprise des fondations',
      issueDate: today,
      lines: [
        {
          action: 'ADD',
          lotTitle: 'Clôture',
          designation: 'Mur de clôture',
          unit: 'u',
          quantity: '2',
          unitPriceHT: '1500',
          discountPercent: undefined,
          vatRate: '20',
        },
        {
          action: 'CHANGE',
          lineId: FONDATIONS,
          designation: 'Fondations',
          unit: 'm³',
          quantity: '45',
          unitPriceHT: '1500',
          discountPercent: undefined,
          vatRate: '20',
        },
        { action: 'REMOVE', lineId: ELEVATION },
      ],
    };
    const create = jest.fn(() => ({ data: { createChangeOrder: order(4, 'EN_COURS', { label: input.label }) } }));
    show([changeOrdersMock().mock, { request: { query: CreateChangeOrderDocument, variables: { quoteId: QUOTE_ID, input } }, result: create }]);
    fireEvent.click(await screen.findByRole('button', { name: /Nouvel avenant/ }));
    const form = await screen.findByRole('form', { name: 'Nouvel avenant au devis DEV-2026-0012' });
    expect(within(form).getByText('Ajoutez, modifiez ou supprimez au moins une ligne du devis.')).toBeInTheDocument();
    type(form, 'Objet', input.label);

    fireEvent.click(within(form).getByRole('button', { name: /Ajouter une ligne/ }));
    const added = within(form).getByRole('group', { name: '1. Ligne ajoutée' });
    type(added, 'Lot', 'Clôture');
    type(added, 'Désignation', 'Mur de clôture');
    type(added, 'Quantité', '2');
    type(added, 'PU HT', '1500');
    expect(money(within(added).getByTestId('change-line-delta'))).toBe('+3 000,00 DH');

    fireEvent.click(within(form).getByRole('button', { name: /Modifier une ligne/ }));
    const changed = within(form).getByRole('group', { name: '2. Ligne modifiée' });
    await choose(changed, 'Gros œuvre — Fondations');
    // Chosen, the line comes with what the quote bills of it: the user changes what changes.
    await waitFor(() => expect(within(changed).getByLabelText('Quantité')).toHaveValue('40'));
    expect(within(changed).getByLabelText('Désignation')).toHaveValue('Fondations');
    expect(within(changed).getByLabelText('PU HT')).toHaveValue('1500');
    expect(money(within(changed).getByTestId('change-line-delta'))).toBe('0,00 DH');
    type(changed, 'Quantité', '45');
    expect(money(within(changed).getByTestId('change-line-delta'))).toBe('+7 500,00 DH');

    fireEvent.click(within(form).getByRole('button', { name: /Supprimer une ligne/ }));
    const removed = within(form).getByRole('group', { name: '3. Ligne supprimée' });
    await choose(removed, 'Gros œuvre — Élévation');
    // Élévation is billed at 40 %: what was billed stays, the rest goes.
    await waitFor(() => expect(money(within(removed).getByTestId('change-line-delta'))).toBe('−24 000,00 DH'));
    expect(
      within(removed).getByText('Déjà facturé : 16 000,00 DH HT, qui reste dû.', { normalizer: (t) => t.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(['ht', 'vat', 'ttc'].map((k) => money(within(form).getByTestId(`change-order-${k}`)))).toEqual([
      '−13 500,00 DH',
      '−2 700,00 DH',
      '−16 200,00 DH',
    ]);

    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Avenant AVT-2026-0004 créé'));
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nouvel avenant au devis DEV-2026-0012' })).toBeNull());
  });

  it('puts the server’s refusal of a line on that line’s field', async () => {
    const input = { label: PENDING.label, issueDate: PENDING.issueDate, lines: [{ action: 'REMOVE', lineId: ELEVATION }] };
    const gone = "Cette ligne n'est pas (ou plus) une ligne du devis : rechargez le devis et choisissez-la à nouveau.";
    const update = jest.fn(() => ({
      errors: [
        {
          message: 'Données invalides',
          extensions: { code: 'BAD_USER_INPUT', status: 400, fieldIds: { 'lines.0.lineId': 'changeOrder.line.target.unknown' } },
        },
      ],
    }));
    show([changeOrdersMock().mock, { request: { query: UpdateChangeOrderDocument, variables: { id: PENDING.id, input } }, result: update }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier AVT-2026-0002' }));
    const form = await screen.findByRole('form', { name: 'Avenant AVT-2026-0002' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const line = within(form).getByRole('group', { name: '1. Ligne supprimée' });
    expect(await within(line).findByText(gone)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
