import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import { InvoicesDocument } from './invoices.generated';
import InvoicesCard from './InvoicesCard';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

const SITE = { __typename: 'SiteRef', id: 'd1000000-0000-4000-8000-000000000001', name: 'Villa Anfa' };
const QUOTE = { __typename: 'DocumentRef', id: 'a1000000-0000-4000-8000-000000000001', reference: 'DEV-2026-0012' };
const invoice = (id: string, reference: string, kind: string, status: string, issueDate: string, totalTTC: string, extra: object = {}) => ({
  __typename: 'SalesInvoiceView',
  id,
  reference,
  kind,
  label: kind,
  quote: QUOTE,
  client: { __typename: 'InvoiceClientRef', id: 'c1000000-0000-4000-8000-000000000001', name: 'Atlas Construction' },
  site: SITE,
  creditOf: null,
  issueDate,
  dueDate: issueDate,
  totalTTC,
  netToPay: totalTTC,
  balance: '0.00',
  status,
  clearance: null,
  ...extra,
});
const DEPOSIT = invoice('e1000000-0000-4000-8000-000000000001', 'FAC-2026-0008', 'ACOMPTE', 'PAYEE', '2026-02-01', '36000.00');
const LATE = invoice('e1000000-0000-4000-8000-000000000002', 'FAC-2026-0011', 'SITUATION', 'EN_RETARD', '2026-03-01', '14400.00', {
  clearance: { __typename: 'InvoiceClearanceView', status: 'VALIDEE', number: 'DGI-1', reasons: null, submittedAt: null, answeredAt: null },
});
const CREDIT = invoice('e1000000-0000-4000-8000-000000000003', 'AV-2026-0002', 'AVOIR', 'EMISE', '2026-03-10', '-1200.00', {
  creditOf: { __typename: 'DocumentRef', id: LATE.id, reference: LATE.reference },
});

function show(props: { siteId: string } | { quoteId: string }, filter: object, items: unknown[]) {
  const sent = jest.fn(() => ({
    data: {
      invoices: {
        __typename: 'InvoicePage',
        total: items.length,
        items,
        totals: { __typename: 'InvoiceTotalsView', count: items.length, totalTTC: '0.00', due: '0.00' },
      },
    },
  }));
  const mock: MockLink.MockedResponse = { request: { query: InvoicesDocument, variables: { filter, size: 100 } }, result: sent };
  render(
    <MemoryRouter>
      <MockedProvider mocks={[mock]}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <InvoicesCard {...props} />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return sent;
}

describe('InvoicesCard', () => {
  it('lists what was billed on a site: each invoice a link, its kind, date, status and amount', async () => {
    const sent = show({ siteId: SITE.id }, { siteId: SITE.id }, [CREDIT, LATE, DEPOSIT]);
    const list = await screen.findByRole('list', { name: 'Factures du chantier' });
    expect(sent).toHaveBeenCalledTimes(1);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual(['AV-2026-0002', 'FAC-2026-0011', 'FAC-2026-0008']);

    // A credit note reads 'Avoir', whatever its status.
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', `/factures/${CREDIT.id}`);
    expect(items[0]).toHaveTextContent('AV-2026-0002 · Avoir · 10/03/2026 Avoir');
    expect(within(items[0]).getByText('Avoir', { selector: '.ant-tag' })).toHaveClass('ant-tag-purple');
    expect(within(items[0]).getByText('−1 200,00 DH', { selector: 'strong' })).toBeInTheDocument();

    // Cleared by the DGI's platform: its tag beside the status; a document outside e-invoicing has none.
    expect(items[1]).toHaveTextContent('FAC-2026-0011 · Situation · 01/03/2026 En retard Validée DGI');
    expect(within(items[1]).getByText('En retard')).toHaveClass('ant-tag-error');
    expect(within(items[1]).getByText('Validée DGI')).toHaveClass('ant-tag-success');
    expect(within(items[2]).queryByText(/DGI|soumettre/)).toBeNull();
    expect(within(items[1]).getByText('14 400,00 DH', { selector: 'strong' })).toBeInTheDocument();

    expect(within(items[2]).getByRole('link')).toHaveAttribute('href', `/factures/${DEPOSIT.id}`);
    expect(items[2]).toHaveTextContent('FAC-2026-0008 · Acompte · 01/02/2026 Payée');
    expect(within(items[2]).getByText('36 000,00 DH', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Aucune facture émise pour ce chantier.')).toBeNull();
  });

  it('says when nothing was billed on the site', async () => {
    const sent = show({ siteId: SITE.id }, { siteId: SITE.id }, []);
    // Answered (the card says 'none' while it loads too).
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Aucune facture émise pour ce chantier.')).toBeInTheDocument();
    expect(screen.getByText('Factures du chantier')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('speaks of the quote on a quote’s page, asking for that quote’s invoices only', async () => {
    const sent = show({ quoteId: QUOTE.id }, { quoteId: QUOTE.id }, [DEPOSIT]);
    const list = await screen.findByRole('list', { name: 'Factures du devis' });
    expect(within(list).getByRole('link', { name: 'FAC-2026-0008' })).toBeInTheDocument();
    expect(screen.queryByText('Factures du chantier')).toBeNull();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
