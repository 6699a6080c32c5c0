import { drawnSignature } from '../src/modules/daily-logs/daily-logs.test-helpers';
import type { FuzzWorld } from './fuzz-setup';
import type { TestServer } from './server';

/** What the contract test's calls made, by name; the values a route is sent where plausible ones would not do. */
type Made = Record<string, string>;
type Values = Partial<Record<'params' | 'query' | 'body', Record<string, unknown>>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const AVENANT = {
  objet: 'Option portail',
  date: day(0),
  lignes: [{ type: 'AJOUT', lot: 'Options', designation: 'Portail coulissant', unite: 'u', quantite: '1', prixUnitaireHT: '100' }],
};

const PV = {
  type: 'PROVISIONAL',
  date: day(-1),
  parties: [
    { role: 'COMPANY', nom: 'Nadia Berrada', organisme: 'BTP Atlas' },
    { role: 'CLIENT', nom: 'M. Bennani' },
  ],
  observations: 'RAS',
};

/**
 * The field record (issue 37) in the contract test (openapi-contract.test.ts): an avenant of the accepted quote made by
 * its POST, read, then accepted; one refused, one rewritten then deleted. A day's log saved (its PUT ranks first),
 * signed, then given an addendum.
 */
export const FIELD_RECORD_OVERRIDES: Record<string, (made: Made) => Values> = {
  // A PV on the world's site made by its POST, then signed; another one, on a site of its own, rewritten then deleted.
  'POST /chantiers/:idChantier/receptions': () => ({ body: PV }),
  'POST /chantiers/receptions/:id/signature': (m) => ({
    params: { id: m.reception },
    body: { signataireEntreprise: 'Nadia Berrada', signatureEntreprise: m.signature, signataireClient: 'M. Bennani', signatureClient: m.signature },
  }),
  'PUT /chantiers/receptions/:id': (m) => ({ params: { id: m.draftReception }, body: { ...PV, observations: 'Réécrit' } }),
  'DELETE /chantiers/receptions/:id': (m) => ({ params: { id: m.draftReception } }),
  'POST /devis/:id/avenants': (m) => ({ params: { id: m.invoicedQuote }, body: AVENANT }),
  'GET /devis/:id/avenants': (m) => ({ params: { id: m.invoicedQuote } }),
  'GET /devis/avenants/:id': (m) => ({ params: { id: m.changeOrder } }),
  'PUT /devis/avenants/:id': (m) => ({ params: { id: m.deletable }, body: { ...AVENANT, objet: 'Réécrit' } }),
  'POST /devis/avenants/:id/acceptation': (m) => ({ params: { id: m.changeOrder } }),
  'POST /devis/avenants/:id/refus': (m) => ({ params: { id: m.refusable }, body: { motif: 'Trop cher' } }),
  'DELETE /devis/avenants/:id': (m) => ({ params: { id: m.deletable } }),
  // A day's log: a past day, saved, then signed, then given an addendum (the table's order).
  'GET /chantiers/:idChantier/journal': () => ({ query: { du: day(-7), au: day(0) } }),
  'GET /chantiers/:idChantier/journal/:jour': () => ({ params: { jour: day(-1) } }),
  'PUT /chantiers/:idChantier/journal/:jour': () => ({
    params: { jour: day(-1) },
    body: {
      effectifs: [{ metier: 'Maçon', nombre: 2 }],
      materiel: [],
      visiteurs: [],
      idAchatsLivres: [],
      idPhotos: null,
      meteoMatin: 'SUN',
      meteoApresMidi: null,
    },
  }),
  'POST /chantiers/:idChantier/journal/:jour/signature': (m) => ({ params: { jour: day(-1) }, body: { signature: m.signature } }),
  'POST /chantiers/:idChantier/journal/:jour/additifs': () => ({ params: { jour: day(-1) }, body: { texte: 'Lire 3 maçons.' } }),
};

/** What the routes above need before they run: a drawn signature, two pending avenants of the accepted quote. */
export async function prepareFieldRecord(t: TestServer, world: FuzzWorld, made: Made): Promise<void> {
  made.signature = await drawnSignature();
  const avenant = async (objet: string) =>
    (await t.rest('POST', `/devis/${made.invoicedQuote}/avenants`, { ...AVENANT, objet }, { authorization: `Bearer ${world.sessions.token}` })).body
      .id as string;
  made.refusable = await avenant('À refuser');
  made.deletable = await avenant('À supprimer');
  const auth = { authorization: `Bearer ${world.sessions.token}` };
  const site = await t.gql('mutation { createSite(input: { name: "Chantier des PV" }) { id } }', {}, world.sessions.token);
  made.draftReception = (await t.rest('POST', `/chantiers/${site.body.data.createSite.id}/receptions`, PV, auth)).body.id as string;
}

/** What a PV's creation gives the later routes. */
export function rememberFieldRecord(route: { method: string; path: string }, id: string | undefined, made: Made): void {
  if (route.method === 'post' && route.path === '/chantiers/:idChantier/receptions') made.reception = id!;
}
