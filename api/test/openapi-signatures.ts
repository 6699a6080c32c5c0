import type { FuzzWorld } from './fuzz-setup';
import type { TestServer } from './server';

/** What the contract test's calls made, by name; the values a route is sent where plausible ones would not do. */
type Made = Record<string, string>;
type Values = Partial<Record<'params' | 'query' | 'body', Record<string, unknown>>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** An accepted quote of its own per link: an avenant accepted on one quote changes what the others amend. */
const QUOTE = {
  client: 'Client Signature',
  idChantier: null,
  dateEmission: day(0),
  dateValidite: day(30),
  statut: 'ACCEPTE',
  lignes: [{ lot: 'Gros œuvre', designation: 'Béton', unite: 'm³', quantite: '2', prixUnitaireHT: '900.00', tva: '20', remise: '0' }],
};
const AVENANT = {
  objet: 'Option portail',
  date: day(0),
  lignes: [{ type: 'AJOUT', lot: 'Options', designation: 'Portail coulissant', unite: 'u', quantite: '1', prixUnitaireHT: '100' }],
};

/**
 * Signature by link (issue 37) in the contract test: an avenant sent by the POST, listed and withdrawn; then four
 * links each at the step its route needs: opened and asked a code, a code to verify, a session to sign, one to refuse.
 */
export const SIGNATURE_OVERRIDES: Record<string, (made: Made) => Values> = {
  'POST /signatures': (m) => ({ body: { type: 'CHANGE_ORDER', idDocument: m.sigSent, email: 'client.contrat@example.ma', nom: 'M. Bennani' } }),
  'GET /signatures': (m) => ({ query: { type: 'CHANGE_ORDER', idDocument: m.sigSent } }),
  'DELETE /signatures/:id': (m) => ({ params: { id: m.sigRequest } }),
  'GET /signatures/lien/:jeton': (m) => ({ params: { jeton: m.sigOpen } }),
  'POST /signatures/lien/:jeton/code': (m) => ({ params: { jeton: m.sigOpen } }),
  'POST /signatures/lien/:jeton/verification': (m) => ({ params: { jeton: m.sigVerify }, body: { code: m.sigCode } }),
  'POST /signatures/lien/:jeton/signature': (m) => ({
    params: { jeton: m.sigSign },
    body: { session: m.sigSignSession, nom: 'M. Bennani', signature: m.signature, consentement: true },
  }),
  'POST /signatures/lien/:jeton/refus': (m) => ({ params: { jeton: m.sigRefuse }, body: { session: m.sigRefuseSession, motif: 'Trop cher' } }),
};

/** Four avenants sent for signature, each link taken to the step its route starts from. */
export async function prepareSignatures(t: TestServer, world: FuzzWorld, made: Made): Promise<void> {
  const auth = { authorization: `Bearer ${world.sessions.token}` };
  const avenant = async (objet: string) => {
    const quote = (await t.rest('POST', '/devis', QUOTE, auth)).body.id as string;
    return (await t.rest('POST', `/devis/${quote}/avenants`, { ...AVENANT, objet }, auth)).body.id as string;
  };
  made.sigSent = await avenant('À envoyer');
  const link = async (objet: string, email: string): Promise<string> => {
    const id = await avenant(objet);
    const sent = await t.rest('POST', '/signatures', { type: 'CHANGE_ORDER', idDocument: id, email, nom: 'M. Bennani' }, auth);
    if (sent.status !== 201) throw new Error(`signature not sent: ${JSON.stringify(sent.body)}`);
    const mail = await t.smtp.waitFor(email, (m) => m.subject.startsWith('À signer'));
    return mail.links.find((l) => l.includes('/signature/'))!.split('/signature/')[1];
  };
  const code = async (token: string, email: string): Promise<string> => {
    const before = t.smtp.mails.length;
    await t.rest('POST', `/signatures/lien/${token}/code`);
    const mail = await t.smtp.waitFor(email, (m) => m.subject.startsWith('Code de signature') && t.smtp.mails.indexOf(m) >= before);
    return /(\d{6})/.exec(mail.subject)![1];
  };
  const session = async (token: string, email: string) =>
    (await t.rest('POST', `/signatures/lien/${token}/verification`, { code: await code(token, email) })).body.session as string;
  made.sigOpen = await link('À ouvrir', 'ouvre@example.ma');
  made.sigVerify = await link('À vérifier', 'verifie@example.ma');
  made.sigCode = await code(made.sigVerify, 'verifie@example.ma');
  made.sigSign = await link('À signer', 'signe@example.ma');
  made.sigSignSession = await session(made.sigSign, 'signe@example.ma');
  made.sigRefuse = await link('À refuser', 'refuse@example.ma');
  made.sigRefuseSession = await session(made.sigRefuse, 'refuse@example.ma');
}

/** The request the POST made, for its withdrawal. */
export function rememberSignatures(route: { method: string; path: string }, id: string | undefined, made: Made): void {
  if (route.method === 'post' && route.path === '/signatures') made.sigRequest = id!;
}
