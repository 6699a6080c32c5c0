import '../../test/jsdom-screen-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../shared/errors/notify';
import { DRAFT, listOf, PNG, PV, requestsOf, show, SIGNED, signIn, SITE, TODAY } from './reception-test-kit';
import { CreateReceptionDocument, SignReceptionDocument } from './receptions.generated';

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

beforeEach(() => {
  mockPad.empty = true;
  jest.mocked(notifySuccess).mockClear();
});

describe('the PV de réception screen', () => {
  it('prepares the provisional PV with the company and the client named, and says why the final one must wait', async () => {
    signIn('MANAGER');
    const create = jest.fn(() => ({ data: { createReception: DRAFT } }));
    const input = {
      siteId: SITE,
      kind: 'PROVISIONAL',
      date: TODAY,
      parties: [
        { role: 'COMPANY', name: 'Nadia Berrada', organisation: 'BTP Atlas' },
        { role: 'CLIENT', name: 'M. Bennani', organisation: '' },
      ],
      notes: 'Clés remises au maître d’ouvrage.',
    };
    show([listOf([]), { request: { query: CreateReceptionDocument, variables: { input } }, result: create }, listOf([DRAFT], null, true)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Réception des travaux' })).toBeInTheDocument();
    expect(await screen.findByText('12 mois')).toBeInTheDocument();
    expect(screen.getByText('Aucun PV de réception provisoire pour ce chantier.')).toBeInTheDocument();
    expect(screen.getByText(/La réception définitive suit une réception provisoire signée/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Préparer le PV définitif/ })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: /Préparer le PV provisoire/ }));
    const form = await screen.findByRole('form', { name: 'Nouveau PV de réception' });
    expect(within(form).getByRole('textbox', { name: 'Nom, partie 1' })).toHaveValue('Nadia Berrada');
    expect(within(form).getByRole('textbox', { name: 'Organisme, partie 1' })).toHaveValue('BTP Atlas');
    expect(within(form).getByRole('textbox', { name: 'Nom, partie 2' })).toHaveValue('M. Bennani');
    // The final kind is greyed, and the form says why.
    expect(within(form).getByRole('radio', { name: 'Réception définitive' })).toBeDisabled();
    expect(within(form).getByText(/La réception définitive suit une réception provisoire signée/)).toBeInTheDocument();
    expect(within(form).getByText('Avec réserves (1)')).toBeInTheDocument();
    expect(within(form).getByText('R-001 Fissure enduit')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Observations' }), { target: { value: 'Clés remises au maître d’ouvrage.' } });
    fireEvent.click(within(form).getByRole('button', { name: /Enregistrer/ }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Brouillon')).toBeInTheDocument();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('PV de réception préparé : faites-le signer quand les parties sont présentes.'));
    expect(screen.getByText('Enduits Atlas', { exact: false })).toBeInTheDocument();
  });

  it('refuses a PV without the client among the parties, before asking the api', async () => {
    signIn('MANAGER');
    show([listOf([], null, true)]);
    fireEvent.click(await screen.findByRole('button', { name: /Préparer le PV provisoire/ }));
    const form = await screen.findByRole('form', { name: 'Nouveau PV de réception' });
    fireEvent.click(within(form).getByRole('button', { name: 'Retirer la partie 2' }));
    fireEvent.click(within(form).getByRole('button', { name: /Enregistrer/ }));
    expect(await within(form).findByText('L’entreprise et le maître d’ouvrage doivent figurer parmi les parties')).toBeInTheDocument();
  });

  it('lets a Gestionnaire Chantier prepare it but tells them the Admin Société has it signed', async () => {
    signIn('USER');
    show([listOf([DRAFT], null, true)]);
    expect(await screen.findByText('Brouillon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Faire signer le PV/ })).toBeDisabled();
    expect(screen.getByText(/^Seul l’Admin Société peut faire signer le PV/)).toHaveAttribute('role', 'note');
    expect(screen.getByRole('button', { name: /Modifier/ })).toBeEnabled();
    expect(screen.getByText('Seul l’Admin Société peut le modifier (Paramètres › Société).')).toBeInTheDocument();
  });

  it('is signed by the company then the client on the screen, then read-only with both signatures and its PDF', async () => {
    signIn('MANAGER');
    const input = { companySignerName: 'Nadia Berrada', companySignature: PNG, clientSignerName: 'Karim Bennani', clientSignature: PNG };
    const sign = jest.fn(() => ({ data: { signReception: SIGNED } }));
    show([
      listOf([DRAFT]),
      { request: { query: SignReceptionDocument, variables: { id: PV, input } }, result: sign },
      listOf([SIGNED], '2099-01-01', true),
      requestsOf(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Faire signer le PV/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Étape 1 sur 3 — Signature de l’entreprise');
    expect(within(dialog).getByRole('textbox', { name: 'Nom du signataire' })).toHaveValue('Nadia Berrada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le cadre de signature est vide : signez avant de valider.');
    mockPad.empty = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    expect(await within(dialog).findByText(/Étape 2 sur 3/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom du signataire' }), { target: { value: 'Karim Bennani' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suivant' }));
    expect(await within(dialog).findByText(/Étape 3 sur 3/)).toBeInTheDocument();
    expect(within(dialog).getByText('Avec réserves (1)')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Signature de Karim Bennani' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Signer le PV/ }));
    await waitFor(() => expect(sign).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Signé')).toBeInTheDocument();
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('PV de réception signé.'));
    expect(screen.getByRole('img', { name: 'Signature de M. Bennani' })).toHaveAttribute('src', SIGNED.clientSignatureUrl);
    expect(screen.getByRole('button', { name: /Télécharger le PDF/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier/ })).toBeNull();
    // The final reception waits for the guarantee delay: from when, why, and where it changes.
    expect(screen.getByText(/Possible à partir du 01\/01\/2099 : le délai de garantie de 12 mois court/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Préparer le PV définitif/ })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'Modifier dans Paramètres › Société' })[0]).toHaveAttribute('href', '/parametres/societe');
  });
});
