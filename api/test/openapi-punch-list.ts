import type { RestRoute } from '../src/core/rest/facade';
import { gqlOk, PDF, upload } from './company';
import type { FuzzWorld } from './fuzz-setup';
import type { TestServer } from './server';

/** What the contract test's calls made, by name; the values a route is sent where plausible ones would not do. */
type Made = Record<string, string>;
type Values = Partial<Record<'params' | 'query' | 'body', Record<string, unknown>>>;

const RESERVE = {
  version: 1,
  page: 1,
  x: 0.25,
  y: 0.5,
  titre: 'Fissure enduit',
  description: 'Sous la fenêtre.',
  metier: 'Enduit',
  responsable: { type: 'AUTRE', nom: 'Enduits Atlas' },
  dateEcheance: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
};

/**
 * Plans and réserves in the contract test (openapi-contract.test.ts): a plan made by its POST is renamed then deleted,
 * the fuzz world's plan gets a version; a réserve made by its POST is lifted then validated (the table's order), one
 * lifted beforehand is refused, the world's réserve is changed then deleted.
 */
export const PUNCH_LIST_OVERRIDES: Record<string, (made: Made) => Values> = {
  'POST /chantiers/:idChantier/plans': (m) => ({ body: { titre: 'Plan RDC', idFichier: m.planFile, note: 'Indice A' } }),
  'POST /chantiers/plans/:id/versions': (m) => ({ params: { id: m.plan }, body: { idFichier: m.versionFile, note: 'Indice B' } }),
  'GET /chantiers/plans/:id': (m) => ({ params: { id: m.plan } }),
  'PUT /chantiers/plans/:id': (m) => ({ params: { id: m.newPlan }, body: { titre: 'Plan du RDC' } }),
  'DELETE /chantiers/plans/:id': (m) => ({ params: { id: m.newPlan } }),
  'GET /chantiers/:idChantier/reserves': (m) => ({ query: { plan: m.plan, metier: 'Enduit', statut: 'OUVERTE', responsable: 'Atlas' } }),
  'POST /chantiers/:idChantier/reserves': (m) => ({ body: { ...RESERVE, plan: m.plan } }),
  'GET /chantiers/reserves/:id': (m) => ({ params: { id: m.reserve } }),
  'PUT /chantiers/reserves/:id': (m) => ({ params: { id: m.reserveToEdit }, body: { ...RESERVE, plan: m.plan, titre: 'Fissure reprise' } }),
  'DELETE /chantiers/reserves/:id': (m) => ({ params: { id: m.reserveToEdit } }),
  'POST /chantiers/reserves/:id/levee': (m) => ({ params: { id: m.reserve }, body: { note: 'Enduit refait', idPhotos: [] } }),
  'POST /chantiers/reserves/:id/validation': (m) => ({ params: { id: m.reserve } }),
  'POST /chantiers/reserves/:id/refus': (m) => ({ params: { id: m.reserveToRefuse }, body: { motif: 'Fissure encore visible' } }),
};

/** The records the routes above need before they run: two uploads to put on plans, a réserve lifted to refuse. */
export async function preparePunchList(t: TestServer, world: FuzzWorld, made: Made): Promise<void> {
  const token = world.sessions.token;
  const sheet = async () => (await upload(t, token, PDF, 'plan.pdf', 'document')).json.id as string;
  [made.planFile, made.versionFile] = [await sheet(), await sheet()];
  [made.plan, made.reserveToEdit] = [world.ids.plan, world.ids.reserve];
  const create = 'mutation ($input: ReserveInput!) { createReserve(input: $input) { id } }';
  const input = { siteId: world.ids.site, planId: made.plan, x: 0.5, y: 0.5, title: 'Porte palière' };
  made.reserveToRefuse = gqlOk(await t.gql(create, { input }, token)).createReserve.id;
  gqlOk(await t.gql('mutation ($id: ID!) { liftReserve(id: $id) { id } }', { id: made.reserveToRefuse }, token));
}

/** What a plan's or a réserve's creation gives the later routes. */
export function rememberPunchList(route: RestRoute, id: string | undefined, made: Made): void {
  if (route.method === 'post' && route.path === '/chantiers/:idChantier/plans') made.newPlan = id!;
  if (route.method === 'post' && route.path === '/chantiers/:idChantier/reserves') made.reserve = id!;
}
