import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { SiteQuotesDocument } from '../sites.generated';
import { SiteQuotesCard } from './SiteQuotesCard';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

const SITE_ID = 'd1000000-0000-4000-8000-000000000001';
const quote = (id: string, reference: string, status: string, issueDate: string, totalTTC: string, client: string) => ({
  __typename: 'QuoteView',
  id,
  reference,
  status,
  issueDate,
  totalTTC,
  client: { __typename: 'ClientView', id: `c-${client}`, name: client },
});
const ACCEPTED = quote('a1000000-0000-4000-8000-000000000001', 'DEV-2026-0012', 'ACCEPTE', '2026-01-15', '120000.00', 'Atlas Construction');
const PENDING = quote('a1000000-0000-4000-8000-000000000002', 'DEV-2026-0019', 'EN_COURS', '2026-03-02', '8450.5', 'Karim Alami');

function show(items: unknown[]) {
  const sent = jest.fn(() => ({ data: { quotes: { __typename: 'QuotePage', total: items.length, items } } }));
  const mock: MockLink.MockedResponse = { request: { query: SiteQuotesDocument, variables: { siteId: SITE_ID } }, result: sent };
  render(
    <MemoryRouter>
      <MockedProvider mocks={[mock]}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <SiteQuotesCard siteId={SITE_ID} />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return sent;
}

describe('SiteQuotesCard', () => {
  it('lists the site’s quotes, each a link to the quote, with its client, date, status and amount', async () => {
    const sent = show([ACCEPTED, PENDING]);
    const list = await screen.findByRole('list', { name: 'Devis du chantier' });
    expect(sent).toHaveBeenCalledTimes(1);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    expect(within(items[0]).getByRole('link', { name: 'DEV-2026-0012' })).toHaveAttribute('href', `/devis/${ACCEPTED.id}`);
    expect(items[0]).toHaveTextContent('DEV-2026-0012 · Atlas Construction · 15/01/2026 Accepté');
    expect(within(items[0]).getByText('Accepté')).toHaveClass('ant-tag-success');
    expect(within(items[0]).getByText('120 000,00 DH', { selector: 'strong' })).toBeInTheDocument();

    expect(within(items[1]).getByRole('link', { name: 'DEV-2026-0019' })).toHaveAttribute('href', `/devis/${PENDING.id}`);
    expect(items[1]).toHaveTextContent('DEV-2026-0019 · Karim Alami · 02/03/2026 En cours');
    expect(within(items[1]).getByText('8 450,50 DH', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Aucun devis lié à ce chantier.')).toBeNull();
  });

  it('says when no quote is linked to the site', async () => {
    const sent = show([]);
    // Answered (the card says 'none' while it loads too).
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Aucun devis lié à ce chantier.')).toBeInTheDocument();
    expect(screen.getByText('Devis du chantier')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
