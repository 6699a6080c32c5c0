import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import {
  ClientByIdDocument,
  ClientMatchesDocument,
  ClientsDocument,
  CreateClientDocument,
  DeleteClientDocument,
  UpdateClientDocument,
} from './clients.generated';
import { clientsMessages } from './messages';
import ClientsPage from './ClientsPage';
import { onPhone } from '../../test/phone-screen';
import { grant, GRANTS } from '../../test/grants';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));

const client = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ClientView' as const,
  id,
  name,
  kind: 'COMPANY',
  language: 'fr',
  ice: null as string | null,
  address: null as string | null,
  city: null as string | null,
  phone: null as string | null,
  email: null as string | null,
  ...extra,
});
const ATLAS = client('c1000000-0000-4000-8000-000000000001', 'Atlas Construction', {
  city: 'Casablanca',
  phone: '05 22 11-22.33',
  email: 'contact@atlas.ma',
});
const ALAMI = client('c1000000-0000-4000-8000-000000000002', 'Karim Alami', { kind: 'PERSON', city: 'Rabat' });
const BENALI = client('c1000000-0000-4000-8000-000000000003', 'Benali Immobilier', { ice: '001525874000057', city: 'Tanger' });
const ICE = '002233445000066';

type Mock = MockLink.MockedResponse;
const page = (items: unknown[]) => ({ data: { clients: { __typename: 'ClientPage', total: items.length, items } } });
/** The list for a search; `answer` may change between calls (a refetch after a save). */
function clients(search: string | null, answer: () => unknown[]) {
  const sent = jest.fn(() => page(answer()));
  const mock: Mock = { request: { query: ClientsDocument, variables: { search, page: 0, size: 20 } }, result: sent, maxUsageCount: 10 };
  return { mock, sent };
}
const matches = (name: string | null, ice: string | null, exceptId: string | null, found: unknown[] = []): Mock => ({
  request: { query: ClientMatchesDocument, variables: { name, ice, exceptId } },
  result: { data: { clientMatches: found } },
  maxUsageCount: 5,
});

/** Where the page sent the browser: the `?modifier=` it was opened with goes once the form is closed. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="adresse">{search}</output>;
}

function show(mocks: Mock[], path = '/clients') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr, ...clientsMessages }}>
          <ClientsPage />
          <Address />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;
const address = () => screen.getByRole('status', { name: 'adresse' });

beforeEach(() => {
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyError).mockClear();
});

describe('Clients', () => {
  it('lists the clients in a table and says which company still lacks its ICE', async () => {
    show([clients(null, () => [ATLAS, ALAMI, BENALI]).mock]);
    await screen.findByText('Atlas Construction', { selector: 'strong' });
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByText('3 clients')).toBeInTheDocument();

    const atlas = rowOf('Atlas Construction');
    expect(within(atlas).getByText('Société')).toBeInTheDocument();
    const missing = within(atlas).getByText('ICE à renseigner');
    expect(missing).toHaveAttribute('title', 'Une société sans ICE ne peut pas être facturée : complétez sa fiche.');
    expect(within(atlas).getByText('Casablanca')).toBeInTheDocument();
    expect(within(atlas).getByText('contact@atlas.ma')).toBeInTheDocument();

    // A private person needs no ICE: a dash, no hint.
    const alami = rowOf('Karim Alami');
    expect(within(alami).getByText('Particulier')).toBeInTheDocument();
    expect(within(alami).queryByText('ICE à renseigner')).toBeNull();
    expect(within(alami).getAllByText('—')).toHaveLength(3);

    const benali = rowOf('Benali Immobilier');
    expect(within(benali).getByText('001525874000057')).toBeInTheDocument();
    expect(within(benali).queryByText('ICE à renseigner')).toBeNull();
    expect(screen.getAllByText('ICE à renseigner')).toHaveLength(1);
  });

  it('says when there is no client yet', async () => {
    show([clients(null, () => []).mock]);
    expect(await screen.findByText('Aucun client')).toBeInTheDocument();
    expect(screen.getByText('Aucun client pour le moment : ils s’ajoutent ici ou depuis un devis.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
  });

  it('searches on the server once the user pauses', async () => {
    const all = clients(null, () => [ATLAS, ALAMI, BENALI]);
    const found = clients('tanger', () => [BENALI]);
    show([all.mock, found.mock]);
    await screen.findByText('Atlas Construction', { selector: 'strong' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher un nom, un ICE, une ville' }), { target: { value: '  tanger ' } });
    expect(await screen.findByText('1 client')).toBeInTheDocument();
    expect(found.sent).toHaveBeenCalledTimes(1);
    expect(rowOf('Benali Immobilier')).toBeInTheDocument();
    expect(screen.queryByText('Atlas Construction', { selector: 'strong' })).toBeNull();
  });

  it('shows cards on a phone, with a number to call and an address to write to', async () => {
    localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'MANAGER' }));
    grant(GRANTS.MANAGER);
    await onPhone(async () => {
      show([clients(null, () => [ATLAS, ALAMI]).mock, matches('Atlas Construction', null, ATLAS.id)]);
      const edit = await screen.findByRole('button', { name: 'Modifier Atlas Construction' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = edit.closest('article')!;
      expect(within(card).getByText('Société · Casablanca')).toBeInTheDocument();
      expect(within(card).getByText('ICE à renseigner')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: '05 22 11-22.33' })).toHaveAttribute('href', 'tel:0522112233');
      expect(within(card).getByRole('link', { name: 'contact@atlas.ma' })).toHaveAttribute('href', 'mailto:contact@atlas.ma');
      const alami = screen.getByRole('button', { name: 'Modifier Karim Alami' }).closest('article')!;
      expect(within(alami).getByText('Particulier · Rabat')).toBeInTheDocument();
      expect(within(alami).queryByRole('link')).toBeNull();

      // Deleting says what happens to a client named on quotes.
      fireEvent.click(within(card).getByRole('button', { name: 'Supprimer Atlas Construction' }));
      const popover = (await screen.findByText('Supprimer le client « Atlas Construction » ?')).closest('.ant-popover') as HTMLElement;
      expect(within(popover).getByText('Un client qui figure sur des devis est gardé : ses documents gardent leur historique.')).toBeInTheDocument();
      fireEvent.click(within(popover).getByRole('button', { name: 'Annuler' }));

      fireEvent.click(edit);
      const form = await screen.findByRole('form', { name: 'Modifier le client' });
      expect(within(form).getByLabelText('Nom ou raison sociale')).toHaveValue('Atlas Construction');
    });
  });

  it('opens the client asked by ?modifier=, saves its ICE and goes back to the plain list', async () => {
    let saved = false;
    const list = clients(null, () => [saved ? { ...ATLAS, ice: ICE } : ATLAS, ALAMI]);
    const input = {
      name: 'Atlas Construction',
      kind: 'COMPANY',
      language: 'fr',
      ice: ICE,
      phone: '05 22 11-22.33',
      email: 'contact@atlas.ma',
      address: '',
      city: 'Casablanca',
    };
    const update = jest.fn(() => {
      saved = true;
      return { data: { updateClient: { ...ATLAS, ice: ICE } } };
    });
    show(
      [
        list.mock,
        // Apollo asks for the client again once the save has changed it in the cache.
        {
          request: { query: ClientByIdDocument, variables: { id: ATLAS.id } },
          result: () => ({ data: { client: saved ? { ...ATLAS, ice: ICE } : ATLAS } }),
          maxUsageCount: 2,
        },
        matches('Atlas Construction', null, ATLAS.id),
        matches('Atlas Construction', '12345', ATLAS.id),
        matches('Atlas Construction', ICE, ATLAS.id),
        { request: { query: UpdateClientDocument, variables: { id: ATLAS.id, input } }, result: update },
      ],
      `/clients?modifier=${ATLAS.id}`,
    );
    const form = await screen.findByRole('form', { name: 'Modifier le client' });
    expect(address()).toHaveTextContent(`?modifier=${ATLAS.id}`);
    expect(within(form).getByLabelText('Nom ou raison sociale')).toHaveValue('Atlas Construction');
    expect(within(form).getByLabelText('Ville')).toHaveValue('Casablanca');
    expect(within(form).getByText('15 chiffres ; nécessaire pour facturer une société')).toBeInTheDocument();

    // An ICE that is not 15 digits is refused before anything is sent.
    fireEvent.change(within(form).getByLabelText('ICE'), { target: { value: '12345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText("L'ICE doit contenir exactement 15 chiffres")).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('ICE'), { target: { value: ICE } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Client « Atlas Construction » enregistré'));
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Modifier le client' })).toBeNull());
    await waitFor(() => expect(address()).toHaveTextContent(/^$/));
    await waitFor(() => expect(within(rowOf('Atlas Construction')).getByText(ICE)).toBeInTheDocument());
    expect(screen.queryByText('ICE à renseigner')).toBeNull();
  });

  it('says when the client asked by ?modifier= no longer exists', async () => {
    const gone = 'c1000000-0000-4000-8000-000000000099';
    show(
      [
        clients(null, () => [ATLAS]).mock,
        {
          request: { query: ClientByIdDocument, variables: { id: gone } },
          result: { errors: [{ message: 'Client introuvable', extensions: { code: 'NOT_FOUND', status: 404 } }] },
        },
      ],
      `/clients?modifier=${gone}`,
    );
    await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
    expect(jest.mocked(notifyError).mock.calls[0][0]).toEqual(new Error('Ce client n’existe plus : il a peut-être été supprimé.'));
    expect(screen.queryByRole('form', { name: 'Modifier le client' })).toBeNull();
  });

  it('adds a client, warning first of a similar one already in the directory', async () => {
    const created = client('c1000000-0000-4000-8000-000000000004', 'Atlas Travaux', { city: 'Fès' });
    const input = { name: 'Atlas Travaux', kind: 'COMPANY', language: 'fr', ice: '', phone: '', email: '', address: '', city: 'Fès' };
    const create = jest.fn(() => ({ data: { createClient: created } }));
    let added = false;
    show([
      clients(null, () => (added ? [ATLAS, created] : [ATLAS])).mock,
      matches('Atlas', null, null, [client('c1000000-0000-4000-8000-000000000005', 'Atlas BTP', { ice: '001525874000057', city: 'Casablanca' })]),
      matches('Atlas Travaux', null, null),
      {
        request: { query: CreateClientDocument, variables: { input } },
        result: () => {
          added = true;
          return create();
        },
      },
    ]);
    await screen.findByText('Atlas Construction', { selector: 'strong' });
    fireEvent.click(screen.getByRole('button', { name: /Ajouter/ }));
    const form = await screen.findByRole('form', { name: 'Nouveau client' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Le nom du client est requis')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Nom ou raison sociale'), { target: { value: 'Atlas' } });
    expect(await within(form).findByText('Un client semblable existe déjà :')).toBeInTheDocument();
    expect(within(form).getByText('Atlas BTP', { selector: 'li strong' })).toBeInTheDocument();
    expect(within(form).getByText(/^· ICE 001525874000057 · Casablanca$/)).toBeInTheDocument();
    // In the directory there is nothing to choose instead: the warning only.
    expect(within(form).queryByRole('button', { name: 'Choisir ce client' })).toBeNull();

    fireEvent.change(within(form).getByLabelText('Nom ou raison sociale'), { target: { value: 'Atlas Travaux' } });
    await waitFor(() => expect(within(form).queryByText('Un client semblable existe déjà :')).toBeNull());
    fireEvent.change(within(form).getByLabelText('Ville'), { target: { value: 'Fès' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Client « Atlas Travaux » ajouté'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Atlas Travaux', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('2 clients')).toBeInTheDocument();
  });

  it('lets a manager delete a client after confirming', async () => {
    localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'MANAGER' }));
    grant(GRANTS.MANAGER);
    let deleted = false;
    const remove = jest.fn(() => {
      deleted = true;
      return { data: { deleteClient: true } };
    });
    show([
      clients(null, () => (deleted ? [ATLAS] : [ATLAS, ALAMI])).mock,
      { request: { query: DeleteClientDocument, variables: { id: ALAMI.id } }, result: remove },
    ]);
    await screen.findByText('Karim Alami', { selector: 'strong' });
    fireEvent.click(within(rowOf('Karim Alami')).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByText('Supprimer le client « Karim Alami » ?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Client « Karim Alami » supprimé'));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Karim Alami', { selector: 'strong' })).toBeNull());
  });

  it('hides deleting from a site manager', async () => {
    localStorage.setItem('user_details', JSON.stringify({ id: 'u2', role: 'USER' }));
    grant(GRANTS.USER);
    show([clients(null, () => [ATLAS]).mock]);
    const row = (await screen.findByText('Atlas Construction', { selector: 'strong' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });
});
