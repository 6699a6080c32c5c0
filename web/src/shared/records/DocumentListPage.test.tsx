import '../../test/jsdom-screen-globals';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { onPhone } from '../../test/phone-screen';
import { DocumentListPage } from './DocumentListPage';
import { recordsMessages } from './messages';
import { useDocumentList } from './useDocumentList';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

// A feature's list as the kit sees it: any query taking the common variables and answering a page with its totals.
interface Doc {
  id: string;
  reference: string;
}
interface DocsData {
  docs: { total: number; items: Doc[]; totals: { count: number; totalTTC: string } };
}
const DOCS: TypedDocumentNode<DocsData, { filter?: object | null; page?: number | null; size?: number | null }> = gql`
  query Docs($filter: DocFilter, $page: Int, $size: Int) {
    docs(filter: $filter, page: $page, size: $size) {
      total
      items {
        id
        reference
      }
      totals {
        count
        totalTTC
      }
    }
  }
`;
const STATUSES = ['ALL', 'OPEN', 'LATE'] as const;
const MESSAGES = {
  ...recordsMessages,
  'docs.title': 'Documents',
  'docs.subtitle': '{count, plural, one {# document} other {# documents}}',
  'docs.filter.status': 'Statut',
  'docs.filter.ALL': 'Tous',
  'docs.filter.OPEN': 'Ouverts',
  'docs.filter.LATE': 'En retard',
  'docs.search': 'Rechercher',
  'docs.empty': 'Aucun document',
  'docs.totals': '{count, plural, one {Total (# document)} other {Total (# documents)}}',
  'docs.ttc': 'TTC',
};

function DocsPage() {
  const docs = useDocumentList(DOCS, { statuses: STATUSES, pick: (data) => data.docs });
  return (
    <DocumentListPage
      prefix="docs"
      docs={docs}
      action={null}
      card={(d) => ({ title: d.reference, figures: [] })}
      custom={() => null}
      totals={(totals) => [{ label: 'TTC', value: totals.totalTTC }]}
      table={
        <ul aria-label="Tableau">
          {docs.list?.items.map((d) => (
            <li key={d.id}>{d.reference}</li>
          ))}
        </ul>
      }
    />
  );
}

/** Renders the page at `address`; every query answers 25 documents (two pages) and is recorded with its variables. */
function show(address: string) {
  const sent = jest.fn((variables: Record<string, unknown>) => {
    const page = variables.page as number;
    const items = Array.from({ length: page === 0 ? 20 : 5 }, (_, i) => ({ __typename: 'Doc', id: `d${page}-${i}`, reference: `DOC-${page}-${i}` }));
    return { data: { docs: { __typename: 'DocPage', total: 25, items, totals: { __typename: 'DocTotals', count: 25, totalTTC: '1 234,00' } } } };
  });
  const mock: MockLink.MockedResponse<DocsData, Record<string, unknown>> = {
    request: { query: DOCS, variables: () => true },
    result: sent,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  render(
    <MemoryRouter initialEntries={[address]}>
      <MockedProvider mocks={[mock]}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={MESSAGES}>
          <DocsPage />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return sent;
}

describe('DocumentListPage', () => {
  it('opens on the status the address asks for (any case), selects its segment and queries with it', async () => {
    const sent = show('/docs?statut=late');
    await screen.findByText('DOC-0-0');
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ filter: { status: 'LATE', search: null, from: null, to: null }, page: 0, size: 20 }));
    // The query takes no sort: it is sent none.
    expect(sent.mock.calls.every(([variables]) => !('sort' in variables))).toBe(true);
    const filters = screen.getByRole('search');
    expect(filters).toHaveClass('docs-filters');
    expect(within(filters).getByText('En retard').closest('.ant-segmented-item')).toHaveClass('ant-segmented-item-selected');
    expect(screen.getByText('25 documents')).toBeInTheDocument();

    // Another status: queried without one for 'Tous'.
    fireEvent.click(within(filters).getByText('Tous'));
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ filter: expect.objectContaining({ status: null }) })));
  });

  it('shows the totals card on a phone; a search is sent and goes back to the first page', async () => {
    await onPhone(async () => {
      const sent = show('/docs');
      const totals = await screen.findByRole('region', { name: 'Total (25 documents)' });
      expect(within(totals).getByText('1 234,00')).toBeInTheDocument();

      // antd's own texts: the test gives it no locale.
      fireEvent.click(within(screen.getByTitle('Next Page')).getByRole('button'));
      await screen.findByText('DOC-1-0');
      expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));

      const box = screen.getByLabelText('Rechercher');
      expect(box.closest('.docs-search')).not.toBeNull();
      fireEvent.change(box, { target: { value: ' villa ' } });
      await screen.findByText('DOC-0-0');
      expect(sent).toHaveBeenLastCalledWith(expect.objectContaining({ filter: expect.objectContaining({ search: 'villa' }), page: 0 }));
    });
  });
});
