import './jsdom-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { arabicMessages } from '../../../app/i18n-ar';
import { privateMessagesFr } from '../../../app/private-messages';
import { privateMessagesAr } from '../../../app/private-messages.ar';
import { type StoredUser, writeUser } from '../../../shared/session/storage';
import type { PartnerProfileInput, SpacePartnerProfileFieldsFragment } from '../../../gql/graphql';
import { MeDocument } from '../../../shared/session/session.generated';
import {
  SpaceCitiesDocument,
  SpaceCreatePartnerProfileDocument,
  SpaceDeletePartnerProfileDocument,
  SpaceMyPartnerProfileDocument,
  SpaceRegionsDocument,
  SpaceUpdatePartnerProfileDocument,
} from './partner-space.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { uploadFile } from '../../../shared/upload/upload-file';
import PartnerProfilePage from './PartnerProfilePage';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({
  ...jest.requireActual('../../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyMessage: jest.fn(),
}));
jest.mock('../../../shared/upload/upload-file', () => ({ uploadFile: jest.fn() }));
// antd's multiple selects watch their size (the tags that fit); jsdom has no ResizeObserver.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
// New photos are previewed from the file itself.
URL.createObjectURL = jest.fn(() => 'blob:preview');
URL.revokeObjectURL = jest.fn();
// antd measures a list's or a text area's height from styles jsdom does not compute: React warns of a NaN height.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('is an invalid value for the `height` css style property')) return;
  consoleError(...args);
});

const PROFILE_ID = '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d';
const LOGO = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const PHOTO_1 = '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
const PHOTO_2 = '2c3d4e5f-6a7b-4c8d-ae9f-1a2b3c4d5e6f';
const UPLOAD = '3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a';
const STORED = '5e6f7a8b-9c0d-4e1f-9a2b-3c4d5e6f7a8b';

const user: StoredUser = {
  id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
  firstName: 'Samir',
  lastName: 'Bennani',
  email: 'samir@atlas.ma',
  phone: '0612345678',
  photoUrl: null,
  role: 'MANAGER',
  type: 'PARTNER',
  status: 'ACTIVE',
  companyId: '7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d',
  companyName: 'Plomberie Atlas',
  createdAt: null,
  updatedAt: null,
};

const logo = (id: string) => ({ __typename: 'PartnerImage' as const, id, url: `https://cdn.test/${id}.png` });
const image = (id: string) => ({ __typename: 'PartnerImage' as const, id, thumbnailUrl: `https://cdn.test/${id}-t.jpg` });
const place = (code: string, nameFr: string, nameAr: string) => ({ __typename: 'PlaceRef' as const, code, nameFr, nameEn: nameFr, nameAr });

const profile = (extra: Partial<SpacePartnerProfileFieldsFragment> = {}): SpacePartnerProfileFieldsFragment => ({
  // The cache keys the profile by its type, as the server's answer carries it (the generated type leaves it out).
  ...{ __typename: 'PartnerProfileView' },
  id: PROFILE_ID,
  name: 'Plomberie Atlas',
  ice: '001234567000089',
  description: 'Plomberie sanitaire et chauffage pour villas et immeubles à Casablanca.',
  firstName: 'Samir',
  lastName: 'Bennani',
  phone: '0612345678',
  email: 'samir@atlas.ma',
  serviceTypes: ['PLOMBERIE'],
  regions: [place('MA-06', 'Casablanca-Settat', 'الدار البيضاء-سطات')],
  cities: [place('ma-casablanca', 'Casablanca', 'الدار البيضاء')],
  logo: logo(LOGO),
  photos: [image(PHOTO_1), image(PHOTO_2)],
  published: true,
  ...extra,
});

/** What the form sends for `profile()` untouched. */
const input = (extra: Partial<PartnerProfileInput> = {}): PartnerProfileInput => ({
  companyName: 'Plomberie Atlas',
  ice: '001234567000089',
  description: 'Plomberie sanitaire et chauffage pour villas et immeubles à Casablanca.',
  firstName: 'Samir',
  lastName: 'Bennani',
  phone: '0612345678',
  serviceTypes: ['PLOMBERIE'],
  regions: ['MA-06'],
  cities: ['ma-casablanca'],
  logoFileId: LOGO,
  photoFileIds: [PHOTO_1, PHOTO_2],
  published: true,
  ...extra,
});

const referentials: MockLink.MockedResponse[] = [
  {
    request: { query: MeDocument },
    result: { data: { me: { __typename: 'UserDetails', ...user } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: SpaceRegionsDocument },
    result: {
      data: {
        regions: [
          { __typename: 'RegionView', code: 'MA-06', nameFr: 'Casablanca-Settat', nameEn: 'Casablanca-Settat', nameAr: 'الدار البيضاء-سطات' },
          { __typename: 'RegionView', code: 'MA-07', nameFr: 'Marrakech-Safi', nameEn: 'Marrakesh-Safi', nameAr: 'مراكش-آسفي' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: SpaceCitiesDocument, variables: () => true },
    result: {
      data: {
        cities: [
          { __typename: 'CityView', code: 'ma-casablanca', nameFr: 'Casablanca', nameEn: 'Casablanca', nameAr: 'الدار البيضاء', region: 'MA-06' },
          { __typename: 'CityView', code: 'ma-mohammedia', nameFr: 'Mohammedia', nameEn: 'Mohammedia', nameAr: 'المحمدية', region: 'MA-06' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

const mine = (p: SpacePartnerProfileFieldsFragment | null): MockLink.MockedResponse => ({
  request: { query: SpaceMyPartnerProfileDocument },
  result: { data: { myPartnerProfile: p } },
});

/** A save answered for any variables, the variables kept to be read. */
function saving(
  query: typeof SpaceUpdatePartnerProfileDocument | typeof SpaceCreatePartnerProfileDocument,
  answer: MockLink.MockedResponse['result'],
) {
  const sent: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query,
      variables: (v: Record<string, unknown>) => {
        sent.push(v);
        return true;
      },
    },
    result: answer,
  };
  return { mock, sent };
}

function show(mocks: MockLink.MockedResponse[], locale: 'fr' | 'ar' = 'fr') {
  writeUser(user);
  const messages = locale === 'ar' ? { ...arabicMessages, ...privateMessagesAr } : { ...frenchMessages, ...privateMessagesFr };
  return render(
    <MockedProvider mocks={[...referentials, ...mocks]}>
      <IntlProvider locale={locale} defaultLocale="fr" messages={messages}>
        <MemoryRouter>
          <PartnerProfilePage />
        </MemoryRouter>
      </IntlProvider>
    </MockedProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const helpOf = (name: string) => document.getElementById(`field-${name}-help`);
const submit = (name = 'Enregistrer') => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(uploadFile).mockReset();
});

describe('PartnerProfilePage', () => {
  it('shows the listing in its sections, the e-mail read-only', async () => {
    show([mine(profile())]);
    const form = await screen.findByRole('form', { name: 'Ma fiche partenaire' });
    for (const section of ['Entreprise', 'Contact', 'Services', 'Zone d’intervention', 'Logo', 'Photos de réalisations', 'Visibilité'])
      expect(within(form).getByRole('group', { name: section })).toBeInTheDocument();
    expect(screen.getByLabelText('Raison sociale')).toHaveValue('Plomberie Atlas');
    expect(screen.getByLabelText('ICE')).toHaveValue('001234567000089');
    expect(screen.getByLabelText('E-mail')).toHaveValue('samir@atlas.ma');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(await screen.findByText('Casablanca-Settat')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.getByText('Publiée dans l’annuaire')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ }).map((i) => i.getAttribute('src'))).toEqual([
      `https://cdn.test/${PHOTO_1}-t.jpg`,
      `https://cdn.test/${PHOTO_2}-t.jpg`,
    ]);
    expect(screen.getByText('2 / 10')).toBeInTheDocument();
    await settle();
  });

  it('checks the form with the shared schema and sends nothing while it is wrong', async () => {
    const { mock, sent } = saving(SpaceUpdatePartnerProfileDocument, { data: { updatePartnerProfile: profile() } });
    show([mine(profile()), mock]);
    const name = await screen.findByLabelText('Raison sociale');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('ICE'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: 'abc' } });
    submit();
    await waitFor(() => expect(helpOf('companyName')).toHaveTextContent('La raison sociale est requise'));
    expect(helpOf('ice')).toHaveTextContent("L'ICE compte exactement 15 chiffres");
    expect(helpOf('phone')).toHaveTextContent('Numéro de téléphone invalide');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('sends the photos in the order shown (kept ones by id, a new upload by its id), then resets to what was saved', async () => {
    jest.mocked(uploadFile).mockResolvedValue({ id: UPLOAD } as never);
    const savedProfile = profile({ photos: [image(PHOTO_2), image(PHOTO_1), image(STORED)], published: false });
    const { mock, sent } = saving(SpaceUpdatePartnerProfileDocument, { data: { updatePartnerProfile: savedProfile } });
    show([mine(profile()), mock]);
    await screen.findByRole('form', { name: 'Ma fiche partenaire' });
    // The second photo first.
    fireEvent.click(screen.getByRole('button', { name: 'Déplacer la photo 2 vers la gauche' }));
    // A new one, taken or chosen.
    const photo = new File(['x'], 'chantier.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('partner-photos-input'), { target: { files: [photo] } });
    await waitFor(() => expect(uploadFile).toHaveBeenCalledWith(photo, 'image', expect.any(Function)));
    await waitFor(() => expect(screen.getByText('3 / 10')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled());
    // Hidden from the directory.
    fireEvent.click(screen.getByRole('switch'));
    expect(screen.getByText('Masquée')).toBeInTheDocument();
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ id: PROFILE_ID, input: input({ photoFileIds: [PHOTO_2, PHOTO_1, UPLOAD], published: false }) });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Fiche enregistrée'));
    // The form now holds the api's photos (the new one stored under its own id).
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Photo \d$/ }).map((i) => i.getAttribute('src'))).toEqual([
        `https://cdn.test/${PHOTO_2}-t.jpg`,
        `https://cdn.test/${PHOTO_1}-t.jpg`,
        `https://cdn.test/${STORED}-t.jpg`,
      ]),
    );
  });

  it('shows the api’s field errors under their fields', async () => {
    const { mock } = saving(SpaceUpdatePartnerProfileDocument, {
      errors: [
        new GraphQLError('Données invalides', {
          extensions: { code: 'BAD_USER_INPUT', status: 400, fieldIds: { 'cities.0': 'partner.city.unknown', 'photoFileIds.1': 'file.notFound' } },
        }),
      ],
    });
    show([mine(profile()), mock]);
    await screen.findByRole('form', { name: 'Ma fiche partenaire' });
    submit();
    await waitFor(() => expect(helpOf('cities')).toHaveTextContent('Ville inconnue'));
    expect(helpOf('photos')).toHaveAttribute('role', 'alert');
  });

  it('creates the listing when there is none, starting from the account', async () => {
    const { mock, sent } = saving(SpaceCreatePartnerProfileDocument, {
      data: { createPartnerProfile: profile({ logo: null, photos: [], ice: null, description: null, cities: [] }) },
    });
    show([mine(null), mock]);
    expect(await screen.findByRole('heading', { name: 'Créer ma fiche partenaire' })).toBeInTheDocument();
    expect(screen.getByLabelText('Raison sociale')).toHaveValue('Plomberie Atlas');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Samir');
    expect(screen.queryByRole('button', { name: 'Supprimer ma fiche' })).toBeNull();
    submit('Créer ma fiche');
    // No service nor region chosen yet.
    await waitFor(() => expect(helpOf('serviceTypes')).toHaveTextContent('Choisissez au moins un type de service'));
    expect(helpOf('regions')).toHaveTextContent('Choisissez au moins une région desservie');
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('in Arabic, names the zone’s regions and cities in Arabic and finds a city typed in Arabic (issue 39)', async () => {
    show([mine(profile())], 'ar');
    const zone = (await screen.findByText('الدار البيضاء-سطات')).closest('form') as HTMLElement;
    expect(within(zone).getByText('الدار البيضاء')).toBeInTheDocument();
    expect(within(zone).queryByText('Casablanca-Settat')).not.toBeInTheDocument();
    expect(within(zone).queryByText('Casablanca')).not.toBeInTheDocument();
    // Typed without the ta marbuta's dots: the region's المحمدية is offered, not الدار البيضاء, which stays listed apart
    // only because it is chosen (its tag keeps its name).
    const cities = screen.getByLabelText('مدن التدخل');
    fireEvent.mouseDown(cities);
    fireEvent.change(cities, { target: { value: 'محمديه' } });
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item')].map((o) => o.textContent)).toEqual([
        'الدار البيضاء-سطات',
        'المحمدية',
        'مدن أخرى',
        'الدار البيضاء',
      ]),
    );
    await settle();
  });

  it('deletes the listing after a confirmation, then offers to create one', async () => {
    const deleted = jest.fn(() => ({ data: { deletePartnerProfile: true } }));
    show([mine(profile()), { request: { query: SpaceDeletePartnerProfileDocument, variables: { id: PROFILE_ID } }, result: deleted }, mine(null)]);
    await screen.findByRole('form', { name: 'Ma fiche partenaire' });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer ma fiche' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Supprimer ma fiche' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Supprimer ma fiche' }).at(-1)!);
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Fiche supprimée'));
    expect(await screen.findByRole('heading', { name: 'Créer ma fiche partenaire' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer ma fiche' })).toBeInTheDocument();
  });
});
