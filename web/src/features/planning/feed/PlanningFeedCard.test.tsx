import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { CreatePlanningFeedDocument, PlanningFeedDocument, RevokePlanningFeedDocument } from './planning-feed.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { PlanningFeedCard } from './PlanningFeedCard';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({ notifySuccess: jest.fn(), notifyInfo: jest.fn(), notifyError: jest.fn() }));
// jsdom has no ResizeObserver: antd's popovers (the confirmations) watch their size.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const personnelId = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
const variables = { personnelId };
const URL_1 = 'https://chantiers.example.ma/api/v1/calendriers/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE.ics';
const URL_2 = 'https://chantiers.example.ma/api/v1/calendriers/ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-ZyXwV.ics';

const info = (createdAt: string | null): MockLink.MockedResponse => ({
  request: { query: PlanningFeedDocument, variables },
  result: { data: { planningFeed: createdAt ? { __typename: 'PlanningFeedInfo', createdAt } : null } },
});
const created = (url: string, createdAt: string): MockLink.MockedResponse => ({
  request: { query: CreatePlanningFeedDocument, variables },
  result: { data: { createPlanningFeed: { __typename: 'PlanningFeedLink', url, createdAt } } },
});
const revoked: MockLink.MockedResponse = {
  request: { query: RevokePlanningFeedDocument, variables },
  result: { data: { revokePlanningFeed: true } },
};

function show(mocks: MockLink.MockedResponse[], locale: 'fr' | 'en' = 'fr') {
  return render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale={locale} defaultLocale="fr" messages={{}}>
        <PlanningFeedCard personnelId={personnelId} name="Karim Alami" />
      </IntlProvider>
    </MockedProvider>,
  );
}

/** Clicks a button that opens a confirmation, then the confirmation's own button (the last of that name). */
async function confirm(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(screen.getAllByRole('button', { name })).toHaveLength(2));
  fireEvent.click(screen.getAllByRole('button', { name }).at(-1)!);
}

beforeEach(() => jest.mocked(notifySuccess).mockClear());

describe('PlanningFeedCard', () => {
  it('explains the link when there is none, then shows the new URL once, to copy or subscribe with', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show([info(null), created(URL_1, '2026-11-26T10:00:00.000Z')]);
    expect(await screen.findByText(/dans l’agenda de son téléphone/)).toHaveTextContent('Un lien secret affiche le planning de Karim Alami');
    expect(screen.getByText('Agenda du téléphone (iCalendar)')).toBeInTheDocument();
    expect(screen.getByText(/sans se connecter/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Créer un lien' }));
    const input = await screen.findByRole('textbox', { name: 'Lien de l’agenda' });
    expect(input).toHaveValue(URL_1);
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByText(/il ne sera plus affiché/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /S’abonner/ })).toHaveAttribute('href', URL_1.replace('https://', 'webcal://'));
    expect(screen.getByText(/Lien actif depuis le/)).toHaveTextContent('Lien actif depuis le 26/11/2026');
    expect(screen.queryByRole('button', { name: 'Créer un lien' })).toBeNull();
    expect(notifySuccess).toHaveBeenCalledWith('Lien d’agenda créé');

    fireEvent.click(screen.getByRole('button', { name: /Copier/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Lien copié'));
  });

  it('with a live link: its date, then a new link after a confirmation (the URL shown once), and a revocation after another', async () => {
    show([info('2026-10-05T09:30:00.000Z'), created(URL_2, '2026-11-26T10:00:00.000Z'), revoked]);
    expect(await screen.findByText(/Lien actif depuis le/)).toHaveTextContent('Lien actif depuis le 05/10/2026');
    // No URL: the api keeps only the token's hash.
    expect(screen.queryByRole('textbox')).toBeNull();

    await confirm('Nouveau lien');
    expect(await screen.findByRole('textbox', { name: 'Lien de l’agenda' })).toHaveValue(URL_2);
    expect(screen.getByText(/Lien actif depuis le/)).toHaveTextContent('Lien actif depuis le 26/11/2026');

    await confirm('Révoquer');
    expect(await screen.findByRole('button', { name: 'Créer un lien' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/Lien actif depuis le/)).toBeNull();
    expect(notifySuccess).toHaveBeenLastCalledWith('Lien d’agenda révoqué');
  });

  it('speaks English with English', async () => {
    show([info('2026-10-05T09:30:00.000Z')], 'en');
    expect(await screen.findByText(/Link active since/)).toHaveTextContent('Link active since 05/10/2026');
    expect(screen.getByText('Phone calendar (iCalendar)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  });
});
