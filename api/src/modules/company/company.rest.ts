import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';
import { USER_DETAILS } from '../accounts/accounts.rest';

const SETTINGS =
  'nom: name assujettiTva: vatSubject delaiValiditeDevis: quoteValidityDays delaiPaiement: paymentTermsDays retenueGarantie: retentionRate';
const LEGAL =
  'raisonSociale: name formeJuridique: legalForm capital adresse: address ville: city ice identifiantFiscal: fiscalId ' +
  'registreCommerce: tradeRegister tribunal: tradeRegisterCourt patente cnss telephone: phone email banque: bank rib ' +
  'logo { id: fileId url }';

const WELCOME =
  'societe: companyName mentionsLegales: companyDetails premierChantier: firstSite equipeInvitee: teamInvited personnel ' +
  'fournisseurs: suppliers premierDevis: firstQuote';

/** Only a JSON value of the right kind is passed on: anything else is left for the schema to refuse with its message. */
const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined);
/** null clears a legal field (the legal details are sent whole, as the form holds them). */
const field = (v: unknown) => (v === null ? null : text(v));

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
    variables: (req) => {
      const b = bodyOf(req);
      return {
        input: {
          vatSubject: bool(b.assujettiTva),
          quoteValidityDays: int(b.delaiValiditeDevis),
          paymentTermsDays: int(b.delaiPaiement),
          retentionRate: b.retenueGarantie === undefined ? undefined : String(b.retenueGarantie),
        },
      };
    },
    legacyFields: {
      vatSubject: 'assujettiTva',
      quoteValidityDays: 'delaiValiditeDevis',
      paymentTermsDays: 'delaiPaiement',
      retentionRate: 'retenueGarantie',
    },
  },
  { method: 'get', path: '/societe', operation: `query CompanyLegal { companyLegal { ${LEGAL} } }` },
  {
    method: 'put',
    path: '/societe',
    operation: `mutation UpdateCompanyLegal($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ${LEGAL} } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return {
        input: {
          name: text(b.raisonSociale),
          legalForm: field(b.formeJuridique),
          capital: b.capital === null ? null : b.capital === undefined ? undefined : String(b.capital),
          address: field(b.adresse),
          city: field(b.ville),
          ice: field(b.ice),
          fiscalId: field(b.identifiantFiscal),
          tradeRegister: field(b.registreCommerce),
          tradeRegisterCourt: field(b.tribunal),
          patente: field(b.patente),
          cnss: field(b.cnss),
          phone: field(b.telephone),
          email: field(b.email),
          bank: field(b.banque),
          rib: field(b.rib),
          logoFileId: b.idLogo === undefined ? undefined : field(b.idLogo),
        },
      };
    },
    legacyFields: {
      name: 'raisonSociale',
      legalForm: 'formeJuridique',
      address: 'adresse',
      city: 'ville',
      fiscalId: 'identifiantFiscal',
      tradeRegister: 'registreCommerce',
      tradeRegisterCourt: 'tribunal',
      phone: 'telephone',
      bank: 'banque',
      logoFileId: 'idLogo',
    },
  },
];
