import '../../test/jsdom-screen-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { notifySuccess } from '../../shared/errors/notify';
import { AWAITING, DRAFT, listOf, PNG, PV, requestsOf, show, SIGNED, signIn } from './reception-test-kit';
import { SignReceptionDocument } from './receptions.generated';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
// jsdom draws no canvas: the pad says whether a finger drew in it, and gives a PNG as a canvas would.
const mockPad = { empty: true };
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    clear() {}
    off() {}
    addEventListener() {}
    removeEventListener() {}
    isEmpty() {
      return mockPad.empty;
    }
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
    }
  },
}));
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

const BY_LINK = {
  __typename: 'SignatureRequestView',
  id: 'r1',
  kind: 'RECEPTION',
  documentId: PV,
  title: 'Procès-verbal de réception provisoire — Villa Anfa',
  recipientEmail: 'bennani@example.ma',
  recipientName: 'M. Bennani',
  status: 'SIGNED',
  sentByName: 'Nadia Berrada',
  createdAt: '2026-11-30T11:00:00.000Z',
  expiresAt: '2026-12-14T11:00:00.000Z',
  signerName: 'Karim Bennani',
  signatureKind: 'TYPED',
  answeredAt: '2026-12-01T09:30:00.000Z',
  answerIp: '203.0.113.7',
  refusalReason: null,
  signedPdfPath: '/api/v1/signatures/r1/pdf',
};

beforeEach(() => {
  mockPad.empty = false;
  jest.mocked(notifySuccess).mockClear();
});
afterEach(() => Modal.destroyAll());

describe('a PV the company signs alone', () => {
  it('is signed by the company, the client later: it awaits the client, then is signed by them on the screen', async () => {
    signIn('MANAGER');
    const companyOnly = { companySignerName: 'Nadia Berrada', companySignature: PNG };
    const clientOnly = { clientSignerName: 'Karim Bennani', clientSignature: PNG };
    const signCompany = jest.fn(() => ({ data: { signReception: AWAITING } }));
    const signClient = jest.fn(() => ({ data: { signReception: { ...SIGNED, clientSignerName: 'Karim Bennani' } } }));
    show([
      listOf([DRAFT]),
      { request: { query: SignReceptionDocument, variables: { id: PV, input: companyOnly } }, result: signCompany },
      listOf([AWAITING]),
      requestsOf(),
      { request: { query: SignReceptionDocument, variables: { id: PV, input: clientOnly } }, result: signClient },
      listOf([{ ...SIGNED, clientSignerName: 'Karim Bennani' }], '2099-01-01', true),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Faire signer le PV/ }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    expect(await within(dialog).findByText(/Étape 2 sur 3/)).toBeInTheDocument();
    // The client signs later: no name, no pad, the PV will await them.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Le client signera plus tard (sur l’écran ou par lien)' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Nom du signataire' })).toBeNull();
    expect(within(dialog).getByText(/L’entreprise signe seule/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    expect(await within(dialog).findByText(/Étape 3 sur 3/)).toBeInTheDocument();
    expect(within(dialog).getByText('Signera plus tard, sur l’écran ou par lien')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Signature de Nadia Berrada' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /^Signature de/ })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: /Signer pour l’entreprise/ }));
    await waitFor(() => expect(signCompany).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('PV signé par l’entreprise : il attend la signature du client.'));

    // Awaiting: the company's signature shown, the client's box empty, no change nor deletion; on the screen or by link.
    expect(await screen.findByText('En attente du client')).toBeInTheDocument();
    expect(screen.getByText(/Signé par l’entreprise le/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature de Nadia Berrada' })).toHaveAttribute('src', AWAITING.companySignatureUrl);
    expect(screen.getByText('Signature attendue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Signature du client par lien' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /Envoyer pour signature/ }));
    const send = await screen.findByRole('dialog', { name: /^Envoyer « Réception provisoire — \d\d\/\d\d\/\d{4} » pour signature$/ });
    expect(within(send).getByLabelText('Nom du signataire')).toHaveValue('M. Bennani');
    fireEvent.click(within(send).getByRole('button', { name: /Annuler/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Faire signer le client sur l’écran/ }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Étape 1 sur 2 — Signature du maître d’ouvrage');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Nom du signataire' })).toHaveValue('M. Bennani');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom du signataire' }), { target: { value: 'Karim Bennani' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    expect(await within(dialog).findByText(/Étape 2 sur 2/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Signature de Nadia Berrada' })).toHaveAttribute('src', AWAITING.companySignatureUrl);
    expect(within(dialog).getByRole('img', { name: 'Signature de Karim Bennani' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Signer le PV/ }));
    await waitFor(() => expect(signClient).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Signé')).toBeInTheDocument();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('PV de réception signé.'));
  });

  it('tells a Gestionnaire Chantier the Admin Société has the client sign, on the screen or by link', async () => {
    signIn('USER');
    show([listOf([AWAITING], null, true), requestsOf()]);
    expect(await screen.findByText('En attente du client')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Faire signer le client sur l’écran/ })).toBeDisabled();
    expect(screen.getByText(/^Seul l’Admin Société peut faire signer le client/)).toHaveAttribute('role', 'note');
    expect(await screen.findByRole('button', { name: /Envoyer pour signature/ })).toBeDisabled();
  });

  it('shows a client’s typed signature by link as their name, its proof in the certificate', async () => {
    signIn('MANAGER');
    const typed = { ...SIGNED, clientSignerName: 'Karim Bennani', clientSignatureUrl: null, signedAt: '2026-12-01T09:30:00.000Z' };
    show([listOf([typed], null, true), requestsOf([BY_LINK])]);
    expect(await screen.findByText('Signé')).toBeInTheDocument();
    expect(screen.getByText('signature saisie (voir le certificat)')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Signature de Karim Bennani' })).toBeNull();
    expect(await screen.findByText(/Signé par Karim Bennani/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /PDF signé/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Envoyer pour signature/ })).toBeNull();
  });
});
