import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import { notifySuccess } from '../../shared/errors/notify';
import { grant, GRANTS } from '../../test/grants';
import { SendForSignatureDocument, SignatureRequestsDocument } from '../signatures/staff/signature-requests.generated';
import InvoiceDetailPage from './InvoiceDetailPage';
import { InvoiceDetailDocument } from './invoices.generated';
import { InvoiceSendingsDocument } from './mail/invoice-mail.generated';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));

type Mock = MockLink.MockedResponse;
const ID = 'e1000000-0000-4000-8000-000000000011';
const SITUATION = {
  __typename: 'SalesInvoiceView',
  id: ID,
  reference: 'FAC-2026-0011',
  kind: 'SITUATION',
  label: 'Situation n° 2 — gros œuvre',
  quote: { __typename: 'DocumentRef', id: 'a1000000-0000-4000-8000-000000000001', reference: 'DEV-2026-0012' },
  client: { __typename: 'InvoiceClientRef', id: 'c1000000-0000-4000-8000-000000000001', name: 'Atlas Construction', email: 'compta@atlas.ma' },
  site: { __typename: 'SiteRef', id: 'd1000000-0000-4000-8000-000000000001', name: 'Villa Anfa' },
  creditOf: null,
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  totalTTC: '14400.00',
  netToPay: '14400.00',
  balance: '14400.00',
  status: 'EMISE',
  percent: '40.00',
  totalHT: '12000.00',
  totalVAT: '2400.00',
  retentionRate: '0.00',
  retentionAmount: '0.00',
  paidAmount: '0.00',
  creditedAmount: '0.00',
  amountInWords: 'quatorze mille quatre cents dirhams',
  notes: null,
  lines: [],
  vat: [{ __typename: 'VatRowView', rate: '20.00', base: '12000.00', vat: '2400.00' }],
  payments: [],
  clearance: null,
};

const detail = (invoice: object): Mock => ({
  request: { query: InvoiceDetailDocument, variables: { id: ID } },
  result: { data: { invoice } },
  maxUsageCount: 10,
});
const sendings: Mock = {
  request: { query: InvoiceSendingsDocument, variables: { invoiceId: ID } },
  result: { data: { invoiceSendings: [] } },
  maxUsageCount: 10,
};
const requests = (items: object[]): Mock => ({
  request: { query: SignatureRequestsDocument, variables: { kind: 'SITUATION', documentId: ID } },
  result: { data: { signatureRequests: items } },
});

function show(mocks: Mock[]) {
  render(
    <MemoryRouter initialEntries={[`/factures/${ID}`]}>
      <MockedProvider mocks={[sendings, ...mocks]}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <Routes>
            <Route path="/factures/:id" element={<InvoiceDetailPage />} />
          </Routes>
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

afterEach(() => Modal.destroyAll());

describe('a situation approved by the client by link', () => {
  it('is sent for signature under its reference, to the client’s address', async () => {
    grant(GRANTS.MANAGER);
    const input = { kind: 'SITUATION', documentId: ID, email: 'compta@atlas.ma', name: 'Atlas Construction', message: null };
    const pending = {
      __typename: 'SignatureRequestView',
      id: 'r1',
      kind: 'SITUATION',
      documentId: ID,
      title: 'Situation FAC-2026-0011 — Situation n° 2 — gros œuvre',
      recipientEmail: 'compta@atlas.ma',
      recipientName: 'Atlas Construction',
      status: 'PENDING',
      sentByName: 'Nadia Berrada',
      createdAt: '2026-11-30T09:00:00.000Z',
      expiresAt: '2026-12-14T09:00:00.000Z',
      signerName: null,
      signatureKind: null,
      answeredAt: null,
      answerIp: null,
      refusalReason: null,
      signedPdfPath: null,
    };
    const sent = jest.fn(() => ({ data: { sendForSignature: pending } }));
    show([
      detail(SITUATION),
      requests([]),
      { request: { query: SendForSignatureDocument, variables: { input } }, result: sent },
      requests([pending]),
    ]);
    const card = (await screen.findByText('Signature électronique')).closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: /Envoyer pour signature/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer « FAC-2026-0011 » pour signature' });
    expect(within(dialog).getByLabelText('E-mail du signataire')).toHaveValue('compta@atlas.ma');
    expect(within(dialog).getByLabelText('Nom du signataire')).toHaveValue('Atlas Construction');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Lien de signature envoyé à compta@atlas.ma'));
    expect(await within(card).findByRole('list', { name: /FAC-2026-0011/ })).toBeInTheDocument();
  });

  it('is not sent once a credit note voided it', async () => {
    grant(GRANTS.MANAGER);
    show([detail({ ...SITUATION, creditedAmount: '14400.00', balance: '0.00' }), requests([])]);
    expect(await screen.findByRole('heading', { level: 1, name: /FAC-2026-0011/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Signature électronique')).toBeNull());
    expect(screen.queryByRole('button', { name: /Envoyer pour signature/ })).toBeNull();
  });

  it('shows a Gestionnaire Chantier the button disabled, with why', async () => {
    grant(GRANTS.USER);
    show([detail(SITUATION), requests([])]);
    const button = await screen.findByRole('button', { name: /Envoyer pour signature/ });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Seul un manager envoie un document à signer.')).toBeInTheDocument();
  });
});
