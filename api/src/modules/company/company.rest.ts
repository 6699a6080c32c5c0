import type { RestRoute } from '../../core/rest/facade';
import { type LegacyKeys, type LegacyRead, legacyErrorFields, legacyInput, legacySelection, nullableText, text } from '../../core/rest/legacy-keys';
import { USER_DETAILS } from '../accounts';

/** Only a JSON value of the right kind is passed on: anything else is left for the schema to refuse with its message. */
const bool: LegacyRead = (v) => (typeof v === 'boolean' ? v : undefined);
const int: LegacyRead = (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined);
/** A rate or an amount as the text of whatever was sent, for the schema to parse; the legal capital may be cleared with null. */
const anyText: LegacyRead = (v) => (v === undefined ? undefined : String(v));
const capitalText: LegacyRead = (v) => (v === null ? null : v === undefined ? undefined : String(v));

/** The company's settings. */
const SETTINGS_KEYS: LegacyKeys = {
  name: 'nom',
  vatSubject: { key: 'assujettiTva', read: bool },
  quoteValidityDays: { key: 'delaiValiditeDevis', read: int },
  paymentTermsDays: { key: 'delaiPaiement', read: int },
  retentionRate: { key: 'retenueGarantie', read: anyText },
  guaranteeMonths: { key: 'delaiGarantieMois', read: int },
  // A date as text, null to clear; anything else is left for the schema to refuse.
  einvoicingFrom: {
    key: 'factureElectroniqueDepuis',
    read: (v) => (v === null ? null : typeof v === 'string' ? v : v === undefined ? undefined : String(v)),
  },
};
const SETTINGS = legacySelection(SETTINGS_KEYS);
const settingsInput = legacyInput(SETTINGS_KEYS);

/** The company's legal details, sent whole as the form holds them: null clears a field. */
const LEGAL_KEYS: LegacyKeys = {
  name: { key: 'raisonSociale', read: text },
  legalForm: { key: 'formeJuridique', read: nullableText },
  capital: { read: capitalText },
  address: { key: 'adresse', read: nullableText },
  city: { key: 'ville', read: nullableText },
  ice: { read: nullableText },
  fiscalId: { key: 'identifiantFiscal', read: nullableText },
  tradeRegister: { key: 'registreCommerce', read: nullableText },
  tradeRegisterCourt: { key: 'tribunal', read: nullableText },
  patente: { read: nullableText },
  cnss: { read: nullableText },
  phone: { key: 'telephone', read: nullableText },
  email: { read: nullableText },
  bank: { key: 'banque', read: nullableText },
  rib: { read: nullableText },
  logo: { select: { fileId: 'id', url: 'url' } },
  logoFileId: { key: 'idLogo', read: nullableText, out: false },
};
const LEGAL = legacySelection(LEGAL_KEYS);
const legalInput = legacyInput(LEGAL_KEYS);

const WELCOME =
  'societe: companyName mentionsLegales: companyDetails premierChantier: firstSite equipeInvitee: teamInvited personnel ' +
  'fournisseurs: suppliers premierDevis: firstQuote';

/** `/societe` and `/societe/parametres` (beyond SPEC §7, in its style). */
export const companyRestRoutes: RestRoute[] = [
  // SPEC §7: outside /api/v1 (answered under it too); the user-details record as /auth/utilisateurConnecte gives it.
  {
    method: 'get',
    path: '/user-context',
    operation: `query UserContext { userContext { utilisateur: user { ${USER_DETAILS} } permissions accueil: homePath } }`,
  },
  { method: 'get', path: '/societe/premiers-pas', operation: `query WelcomeChecklist { welcomeChecklist { ${WELCOME} } }` },
  { method: 'get', path: '/societe/parametres', operation: `query CompanySettings { companySettings { ${SETTINGS} } }` },
  {
    method: 'put',
    path: '/societe/parametres',
    operation: `mutation UpdateCompanySettings($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { ${SETTINGS} } }`,
    variables: (req) => ({ input: settingsInput(req) }),
    legacyFields: legacyErrorFields(SETTINGS_KEYS),
  },
  { method: 'get', path: '/societe', operation: `query CompanyLegal { companyLegal { ${LEGAL} } }` },
  {
    method: 'put',
    path: '/societe',
    operation: `mutation UpdateCompanyLegal($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ${LEGAL} } }`,
    variables: (req) => ({ input: legalInput(req) }),
    legacyFields: legacyErrorFields(LEGAL_KEYS),
  },
];
