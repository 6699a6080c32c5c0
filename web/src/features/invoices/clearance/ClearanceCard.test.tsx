import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { grant, GRANTS } from '../../../test/grants';
import { invoicesMessages } from '../messages';
import { ClearanceCard } from './ClearanceCard';
import { InvoiceUblDocument, SubmitInvoiceClearanceDocument } from './clearance.generated';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({
  ...jest.requireActual('../../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));

type Mock = MockLink.MockedResponse;
const ID = 'e1000000-0000-4000-8000-000000000021';
const clearance = (status: string, extra: object = {}) => ({
  __typename: 'InvoiceClearanceView',
  status,
  number: null,
  reasons: null,
  submittedAt: null,
  answeredAt: null,
  ...extra,
});
const invoice = (c: ReturnType<typeof clearance> | null) => ({ id: ID, reference: 'FAC-2026-0021', kind: 'SOLDE', clearance: c });
const ubl = (violations: object[]): Mock => ({
  request: { query: InvoiceUblDocument, variables: { id: ID } },
  result: { data: { invoiceUbl: { __typename: 'InvoiceUblView', fileName: 'FAC-2026-0021.xml', violations } } },
  maxUsageCount: 10,
});

function show(props: Parameters<typeof ClearanceCard>[0], mocks: Mock[]) {
  return render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr, ...invoicesMessages }}>
          <ClearanceCard {...props} />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('the « Facture électronique » card', () => {
  it('is not drawn for a document outside e-invoicing', () => {
    grant(GRANTS.MANAGER);
    const { container } = show({ invoice: invoice(null) }, []);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the state, the rules not met with their articles, and marks the invoice as submitted', async () => {
    grant(GRANTS.MANAGER);
    const sent = jest.fn(() => ({
      data: {
        submitInvoiceClearance: {
          __typename: 'SalesInvoiceView',
          id: ID,
          clearance: clearance('SOUMISE', { submittedAt: '2026-12-02T09:00:00.000Z' }),
        },
      },
    }));
    show({ invoice: invoice(clearance('A_SOUMETTRE')) }, [
      ubl([{ __typename: 'UblViolationView', rule: 'MA-03', article: 'CGI art. 145-III-2°', message: 'La patente du vendeur manque.' }]),
      { request: { query: SubmitInvoiceClearanceDocument, variables: { id: ID } }, result: sent },
    ]);
    const card = screen.getByRole('region', { name: 'Facture électronique' });
    expect(within(card).getByText('À soumettre')).toBeInTheDocument();
    expect(await within(card).findByText('CGI art. 145-III-2°')).toBeInTheDocument();
    expect(within(card).getByText(/La patente du vendeur manque/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Télécharger le fichier UBL/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Enregistrer la réponse de la plateforme/ })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /Marquer comme soumise/ }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('says a rejected invoice is corrected by a credit note, and offers it', () => {
    grant(GRANTS.MANAGER);
    const onCredit = jest.fn();
    show({ invoice: invoice(clearance('REJETEE', { reasons: ['ICE du client inconnu'], answeredAt: '2026-12-02T10:00:00.000Z' })), onCredit }, [
      ubl([]),
    ]);
    const card = screen.getByRole('region', { name: 'Facture électronique' });
    expect(within(card).getByText('Rejetée DGI')).toBeInTheDocument();
    expect(within(card).getByText('ICE du client inconnu')).toBeInTheDocument();
    expect(within(card).getByText(/la loi demande de l’annuler par un avoir/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Marquer comme soumise/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /Émettre un avoir/ }));
    expect(onCredit).toHaveBeenCalledTimes(1);
  });

  it('leaves submitting and answering to the Admin Société', async () => {
    grant(GRANTS.USER);
    show({ invoice: invoice(clearance('A_SOUMETTRE')) }, [ubl([])]);
    const card = screen.getByRole('region', { name: 'Facture électronique' });
    expect(await within(card).findByText('Le fichier respecte toutes les règles du profil marocain.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Marquer comme soumise/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Enregistrer la réponse/ })).toBeNull();
  });
});
