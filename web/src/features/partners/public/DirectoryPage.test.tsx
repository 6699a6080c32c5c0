import '../../dashboard/components/jsdom-text-encoding';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DirectoryPage from './DirectoryPage';
import { antdInJsdom, callsOf, placesApi, renderAt, serveApi } from './public-test-kit';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// antd's provider and theme load lazily in the app (AntdScope); here antd's defaults are enough.
jest.mock('../../../app/antd/AntdScope', () => ({ AntdScope: ({ children }: { children: React.ReactNode }) => children }));
antdInJsdom();

const ATLAS = {
  id: '5b1d2c5e-8f0a-4c57-9d6e-2a4b6c8d0e1f',
  name: 'Atlas Plomberie',
  logoUrl: null,
  serviceTypes: ['PLOMBERIE', 'CLIMATISATION'],
  summary: 'Installation et dépannage à Fès depuis 2005.',
  cities: [{ code: 'ma-fes', nameFr: 'Fès', nameEn: 'Fez', nameAr: 'فاس' }],
  regions: [{ code: 'MA-03', nameFr: 'Fès-Meknès', nameEn: 'Fez-Meknes', nameAr: 'فاس-مكناس' }],
};
const ZELLIGE = {
  id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
  name: 'Zellige & Co',
  logoUrl: 'https://files.example/logo.png',
  serviceTypes: ['CARRELAGE'],
  summary: null,
  cities: [],
  regions: [{ code: 'MA-06', nameFr: 'Casablanca-Settat', nameEn: 'Casablanca-Settat', nameAr: 'الدار البيضاء-سطات' }],
};

function serve(items: unknown[], total = items.length) {
  serveApi({
    ...placesApi,
    PublicPartnerDirectory: (v) => ({ data: { partners: { items, total, page: v.page, size: v.size } } }),
  });
}

const where = () => screen.getByTestId('where').textContent;
const lastSearch = () => callsOf('PublicPartnerDirectory').at(-1)!.variables;
const renderDirectory = (path = '/partenaires', locale: 'fr' | 'ar' = 'fr') =>
  renderAt(
    path,
    [
      { path: '/partenaires', element: <DirectoryPage /> },
      { path: '/partenaires/:idPartenaire', element: <p>fiche</p> },
    ],
    locale,
  );

/** Opens an antd select by its label and picks an option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('DirectoryPage', () => {
  it('reads its filters from the address and shows the cards of the answer, each a link to the partner', async () => {
    serve([ATLAS, ZELLIGE], 23);
    renderDirectory('/partenaires?type=PLOMBERIE&region=MA-03&city=ma-fes&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Annuaire des partenaires' })).toBeInTheDocument();
    expect(await screen.findByText('23 partenaires')).toBeInTheDocument();
    expect(lastSearch()).toEqual({ search: null, serviceType: 'PLOMBERIE', region: 'MA-03', city: 'ma-fes', page: 1, size: 12 });

    const atlas = screen.getByRole('link', { name: 'Atlas Plomberie' });
    expect(atlas).toHaveAttribute('href', `/partenaires/${ATLAS.id}`);
    const card = atlas.closest('.pp-card') as HTMLElement;
    expect(within(card).getByText('Plomberie')).toBeInTheDocument();
    expect(within(card).getByText('Climatisation')).toBeInTheDocument();
    expect(within(card).getByText('Fès')).toBeInTheDocument();
    expect(within(card).getByText('Installation et dépannage à Fès depuis 2005.')).toBeInTheDocument();
    expect(within(card).getByText('AP')).toBeInTheDocument();
    // No city: the regions served.
    const zellige = screen.getByRole('link', { name: 'Zellige & Co' }).closest('.pp-card') as HTMLElement;
    expect(within(zellige).getByText('Casablanca-Settat')).toBeInTheDocument();
    expect(within(zellige).getByRole('img', { name: 'Logo de Zellige & Co' })).toHaveAttribute('src', ZELLIGE.logoUrl);
    // 23 partners, 12 a page: two pages, the second one current.
    expect(screen.getByRole('listitem', { name: '2' })).toHaveClass('ant-pagination-item-active');

    fireEvent.click(atlas);
    expect(where()).toBe(`/partenaires/${ATLAS.id}`);
  });

  it('puts the filters in the address: the search after a pause, a service type at once, and back to page 1', async () => {
    serve([ATLAS], 30);
    renderDirectory('/partenaires?page=3');
    await screen.findByText('30 partenaires');

    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'plomb' } });
    expect(where()).toBe('/partenaires?page=3');
    await waitFor(() => expect(where()).toBe('/partenaires?q=plomb'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ search: 'plomb', page: 0 }));

    await choose('Type de service', 'Plomberie');
    await waitFor(() => expect(where()).toBe('/partenaires?q=plomb&type=PLOMBERIE'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ search: 'plomb', serviceType: 'PLOMBERIE' }));

    await choose('Région', 'Fès-Meknès');
    await waitFor(() => expect(where()).toBe('/partenaires?q=plomb&type=PLOMBERIE&region=MA-03'));
    // The city select offers that region's cities.
    await waitFor(() => expect(callsOf('PublicCities').at(-1)?.variables).toMatchObject({ country: 'MA', region: 'MA-03' }));
    await choose('Ville', 'Meknès');
    await waitFor(() => expect(where()).toBe('/partenaires?q=plomb&type=PLOMBERIE&region=MA-03&city=ma-meknes'));

    fireEvent.click(await screen.findByRole('listitem', { name: '3' }));
    await waitFor(() => expect(where()).toBe('/partenaires?q=plomb&type=PLOMBERIE&region=MA-03&city=ma-meknes&page=3'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ city: 'ma-meknes', page: 2 }));
  });

  it('in Arabic, names the places in Arabic: the cards, the regions and the cities offered (issue 39)', async () => {
    serve([ATLAS, ZELLIGE]);
    renderDirectory('/partenaires', 'ar');
    const atlas = (await screen.findByRole('link', { name: 'Atlas Plomberie' })).closest('.pp-card') as HTMLElement;
    expect(within(atlas).getByText('فاس')).toBeInTheDocument();
    expect(within(atlas).queryByText('Fès')).not.toBeInTheDocument();
    const zellige = screen.getByRole('link', { name: 'Zellige & Co' }).closest('.pp-card') as HTMLElement;
    expect(within(zellige).getByText('الدار البيضاء-سطات')).toBeInTheDocument();

    await choose('الجهة', 'فاس-مكناس');
    await waitFor(() => expect(where()).toBe('/partenaires?region=MA-03'));
    await choose('المدينة', 'مكناس');
    await waitFor(() => expect(where()).toBe('/partenaires?region=MA-03&city=ma-meknes'));
    expect(document.body.textContent).not.toMatch(/Fès-Meknès|Meknès/);
  });

  it('shows an empty state whose button clears the filters', async () => {
    serve([]);
    renderDirectory('/partenaires?q=zzz&type=PEINTURE');
    expect(await screen.findByText('Aucun partenaire ne correspond à ces critères.')).toBeInTheDocument();
    expect(screen.getByText('Aucun partenaire')).toBeInTheDocument();
    serve([ATLAS]);
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(where()).toBe('/partenaires'));
    expect(await screen.findByRole('link', { name: 'Atlas Plomberie' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher')).toHaveValue('');
    expect(lastSearch()).toMatchObject({ search: null, serviceType: null });
  });

  it('shows skeletons while the list loads, and drops a filter the address cannot mean', async () => {
    let answer: (body: unknown) => void = () => undefined;
    serve([ATLAS]);
    const served = fetchAnswerLater((resolve) => (answer = resolve));
    renderDirectory('/partenaires?type=NOPE&city=ma-fes');
    expect(await screen.findByLabelText('Chargement des partenaires…')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ data: { partners: { items: [ATLAS], total: 1, page: 0, size: 12 } } }));
    expect(await screen.findByText('1 partenaire')).toBeInTheDocument();
    expect(screen.queryByLabelText('Chargement des partenaires…')).not.toBeInTheDocument();
    // An unknown type and a city without its region are not sent.
    expect(served.variables()).toMatchObject({ serviceType: null, region: null, city: null });
  });
});

/** Holds the directory's answer until the test gives it. */
function fetchAnswerLater(capture: (resolve: (body: unknown) => void) => void) {
  let variables: Record<string, unknown> = {};
  const regions = placesApi.PublicRegions({}, {});
  global.fetch = jest.fn(async (_url: string, init: { body: string }) => {
    const call = JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> };
    if (call.operationName !== 'PublicPartnerDirectory') return { status: 200, statusText: 'OK', json: async () => regions };
    variables = call.variables;
    const body = await new Promise((resolve) => capture(resolve));
    return { status: 200, statusText: 'OK', json: async () => body };
  }) as unknown as typeof fetch;
  return { variables: () => variables };
}
