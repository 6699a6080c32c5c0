import '../../test/jsdom-screen-globals';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { grant, GRANTS } from '../../test/grants';
import { DeletePlanDocument, SitePlansDocument } from './punch-list.generated';
import SitePlansPage from './SitePlansPage';
import { plan, PLAN, show, SITE, siteMock, version } from './test-kit';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

const PATTERN = '/detail-chantier/:idChantier/plans';
const REFUSAL = "Ce plan porte encore des réserves : supprimez-les d'abord, ou ajoutez une nouvelle version du plan.";
// A PDF sheet of 3 pages in force (the same version object in both places, as the api answers it).
const PDF = version(2, { pageCount: 3, contentType: 'application/pdf' });
const plansMock = {
  request: { query: SitePlansDocument, variables: { siteId: SITE } },
  result: { data: { plans: [plan({ currentVersion: PDF, versions: [PDF, version(1, { superseded: true, supersededBy: 2 })] })] } },
  maxUsageCount: 3,
};

beforeEach(() => localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'MANAGER', type: 'USER' })));

describe('the site’s plans', () => {
  it('shows each plan’s sheet in force and its versions, the superseded ones said so', async () => {
    grant(GRANTS.MANAGER);
    show(SitePlansPage, PATTERN, `/detail-chantier/${SITE}/plans`, [siteMock, plansMock]);
    const card = await screen.findByRole('article', { name: 'Plan RDC' });
    expect(within(card).getByRole('link', { name: 'Plan RDC' })).toHaveAttribute('href', `/detail-chantier/${SITE}/plans/${PLAN}`);
    expect(card).toHaveTextContent('Indice 2 du 02/11/2026 · 3 pages');
    expect(card).toHaveTextContent('2 réserves · 1 à traiter');
    fireEvent.click(within(card).getByRole('button', { name: 'Voir les 2 versions' }));
    const versions = within(card).getByRole('list', { name: 'Versions' });
    const [current, old] = within(versions).getAllByRole('listitem');
    expect(current).toHaveTextContent('En vigueur');
    expect(old).toHaveTextContent('Version remplacée par l’indice 2');
    expect(within(old).getByRole('link')).toHaveAttribute('href', `/detail-chantier/${SITE}/plans/${PLAN}?version=1`);
    expect(screen.getByRole('button', { name: /Ajouter un plan/ })).toBeInTheDocument();
  });

  it('says why the api refused a delete, and what to do', async () => {
    grant(GRANTS.MANAGER);
    const refused = {
      request: { query: DeletePlanDocument, variables: { id: PLAN } },
      result: { errors: [new GraphQLError(REFUSAL, { extensions: { code: 'CONFLICT', status: 409 } })] },
    };
    show(SitePlansPage, PATTERN, `/detail-chantier/${SITE}/plans`, [siteMock, plansMock, refused]);
    const card = await screen.findByRole('article', { name: 'Plan RDC' });
    fireEvent.click(within(card).getByRole('button', { name: /Supprimer/ }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(REFUSAL));
    expect(within(card).getByRole('alert')).toHaveTextContent('Le plan n’a pas été supprimé');
  });

  it('leaves a Gestionnaire Chantier without the delete', async () => {
    grant(
      GRANTS.USER.filter((a) => a !== 'plans.delete' && a !== 'reserves.delete'),
      ['ownSites'],
    );
    show(SitePlansPage, PATTERN, `/detail-chantier/${SITE}/plans`, [siteMock, plansMock]);
    const card = await screen.findByRole('article', { name: 'Plan RDC' });
    expect(within(card).getByRole('button', { name: /Nouvelle version/ })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });
});
