import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { notifySuccess } from '../../../shared/errors/notify';
import { grant, GRANTS } from '../../../test/grants';
import { SendForSignatureDocument, SignatureRequestsDocument } from './signature-requests.generated';
import SignatureRequests from './SignatureRequests';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({
  ...jest.requireActual('../../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));

const ID = '6f1c1f3e-1111-4222-8333-444455556666';
const REQUEST = {
  __typename: 'SignatureRequestView' as const,
  id: 'r1',
  kind: 'CHANGE_ORDER',
  documentId: ID,
  title: 'Avenant AVT-2026-0002',
  recipientEmail: 'karim@example.ma',
  recipientName: 'Karim Alaoui',
  status: 'SIGNED',
  sentByName: 'Amina Manager',
  createdAt: '2026-11-30T09:00:00.000Z',
  expiresAt: '2026-12-14T09:00:00.000Z',
  signerName: 'Karim A.',
  signatureKind: 'DRAWN',
  answeredAt: '2026-11-30T10:15:00.000Z',
  answerIp: '203.0.113.7',
  refusalReason: null,
  signedPdfPath: '/api/v1/signatures/r1/pdf',
};
const list = (items: (typeof REQUEST)[]): MockLink.MockedResponse => ({
  request: { query: SignatureRequestsDocument, variables: { kind: 'CHANGE_ORDER', documentId: ID } },
  result: { data: { signatureRequests: items } },
});

function show(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
        <SignatureRequests
          kind="CHANGE_ORDER"
          documentId={ID}
          title="AVT-2026-0002"
          sendable
          defaultEmail="karim@example.ma"
          defaultName="Karim Alaoui"
        />
      </IntlProvider>
    </MockedProvider>,
  );
}

afterEach(() => Modal.destroyAll());

describe('a document’s signature requests', () => {
  it('sends for signature with the client’s address at hand, and lists a signed request with its proof', async () => {
    grant(GRANTS.MANAGER);
    const sent = jest.fn(() => ({ data: { sendForSignature: { ...REQUEST, id: 'r2', status: 'PENDING', signerName: null, answeredAt: null } } }));
    const input = { kind: 'CHANGE_ORDER', documentId: ID, email: 'karim@example.ma', name: 'Karim Alaoui', message: 'Merci de signer' };
    show([list([REQUEST]), { request: { query: SendForSignatureDocument, variables: { input } }, result: sent }, list([REQUEST])]);

    const signed = await screen.findByText(/Signé par Karim A\./);
    expect(signed.textContent).toContain('(IP 203.0.113.7)');
    expect(signed.textContent).toContain('signature tracée');
    const item = signed.closest('li')!;
    expect(within(item).getByText('Signé')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /PDF signé/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Envoyer pour signature/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('E-mail du signataire')).toHaveValue('karim@example.ma');
    expect(within(dialog).getByLabelText('Nom du signataire')).toHaveValue('Karim Alaoui');
    fireEvent.change(within(dialog).getByLabelText('Message (facultatif)'), { target: { value: 'Merci de signer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Lien de signature envoyé à karim@example.ma'));
  });

  it('shows a user the button disabled, with why', async () => {
    grant(GRANTS.USER);
    show([list([])]);
    const button = await screen.findByRole('button', { name: /Envoyer pour signature/ });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Seul un manager envoie un document à signer.')).toBeInTheDocument();
  });
});
