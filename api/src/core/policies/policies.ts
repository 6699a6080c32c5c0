import { type Action, ACTIONS } from '@chantiers/schema';
import type { Policy } from './authorize';

export { type Action, isAction } from '@chantiers/schema';

const STAFF = ['USER'] as const;
const ANY_TYPE = ['USER', 'PARTNER'] as const;
const ANY_ROLE = ['MANAGER', 'USER'] as const;
const MANAGER = ['MANAGER'] as const;

/** Anyone signed in, partners and accountants included: their own account and session only. */
const signedIn: Policy = { types: ANY_TYPE, roles: [...ANY_ROLE, 'ACCOUNTANT'] };
/** Company staff of either role. */
const member: Policy = { types: STAFF, roles: ANY_ROLE };
/** Company staff with the Admin Société role. */
const manager: Policy = { types: STAFF, roles: MANAGER };
/** A partner, on their own listing and requests (the tenant filter keeps them theirs; the ownListing record rule). */
const partner: Policy = { types: ['PARTNER'], roles: ANY_ROLE, scope: 'ownListing' };
/** Company staff on a site's records: a USER on the sites they are responsible for or created (the ownSites rule). */
const onSites: Policy = { ...member, scope: 'ownSites' };
/** The Admin Société on a site's records (every site: the ownSites rule does not limit a MANAGER). */
const managerOnSites: Policy = { ...manager, scope: 'ownSites' };

/**
 * Which user types and roles may do what: the table ARCHITECTURE.md shows. Every operation of every door names
 * one of these actions; the policy matrix test (api/test/policy-matrix.test.ts) checks each against this table.
 * Deletes are decided one by one in DECISIONS.md (money records and shared referentials: MANAGER only).
 */
const CORE_POLICIES = {
  // Own account, whatever the type.
  'account.read': signedIn,
  'profile.update': signedIn,
  'profile.password': signedIn,

  // Partners (issue 19): their listing, dashboard and requests; company staff write to them from the directory.
  'partner.profile.read': partner,
  'partner.profile.update': partner,
  'partner.profile.delete': partner,
  'partner.dashboard': partner,
  'partner.requests.read': partner,
  'partner.requests.update': partner,
  'partners.contact': member,

  'team.read': manager,
  'team.manage': manager,
  // Personal access tokens (issue 21): a token acts with its creator's rights, so only an Admin Société makes one.
  'apiTokens.read': manager,
  'apiTokens.manage': manager,
  // Webhooks (issue 21): the company's events go to an address of the Admin Société's choosing.
  'webhooks.read': manager,
  'webhooks.manage': manager,
  'team.options': member,

  // The screens of every member follow the settings (TVA basis); changing them is the Admin Société's.
  'company.read': member,
  'company.update': manager,

  'dashboard.read': member,

  'sites.read': onSites,
  'sites.figures': onSites,
  'sites.create': member,
  'sites.update': onSites,
  'sites.archive': onSites,
  'sites.delete': managerOnSites,
  'sites.images.read': onSites,
  'sites.images.update': onSites,
  'sites.news.read': onSites,
  'sites.news.post': onSites,

  'suppliers.read': member,
  'suppliers.create': member,
  'suppliers.update': member,
  'suppliers.delete': manager,
  'suppliers.export': member,

  'personnel.read': member,
  'personnel.create': member,
  'personnel.update': member,
  'personnel.activate': member,
  'personnel.delete': manager,
  'personnel.export': member,

  'assignments.read': member,
  'assignments.create': member,
  'assignments.update': member,
  'assignments.delete': member,

  'stock.read': member,
  'stock.create': member,
  'stock.update': member,
  'stock.move': member,
  'stock.delete': manager,
  'stock.export': member,

  'purchases.read': onSites,
  'purchases.create': onSites,
  'purchases.update': onSites,
  'purchases.delete': managerOnSites,
  'revenues.read': onSites,
  'revenues.create': onSites,
  'revenues.update': onSites,
  'revenues.delete': managerOnSites,
  // The company's finances (Finance globale and its export) are the Admin Société's; a USER's dashboard sums their sites.
  // A USER reads it too, added up over their own sites (SPEC's company menu lists Finance globale for both roles).
  'finance.global': member,
  'finance.export': onSites,
  // The books (issue 38): journals, TVA, withholding, payment delays, payroll declaration. Closing a month and the
  // chart of accounts are the Admin Société's.
  'accounting.read': manager,
  'accounting.manage': manager,

  // Quotes are company documents: both roles write them; deleting one (pending only) is the Admin Société's.
  'quotes.read': member,
  'quotes.create': member,
  'quotes.update': member,
  'quotes.decide': member,
  'quotes.send': member,
  // Invoices are legal documents and money: issued, credited and cashed by the Admin Société; read by every member.
  'invoices.read': member,
  'invoices.create': manager,
  'invoices.pay': manager,
  // Sending an issued invoice to its client changes no money: either role, as a quote is sent.
  'invoices.send': member,
  // Days worked are entered on site by either role (a USER on their sites); validating a month is the Admin Société's.
  'activity.read': onSites,
  'activity.write': onSites,
  'activity.lock': manager,
  // Site managers plan their sites; a USER plans on their sites only (the site filter).
  'planning.read': onSites,
  'planning.write': onSites,
  // A person's iCalendar link opens their planning to whoever holds it, without signing in: the Admin Société's alone.
  'planningFeed.read': manager,
  'planningFeed.manage': manager,
  // Visit reports of the sites: both roles write, send and delete them (a USER on their sites: the site filter).
  'followUps.read': onSites,
  'followUps.create': onSites,
  'followUps.update': onSites,
  // Deleting a site's records is the Admin Société's, as for its purchases: a Gestionnaire Chantier corrects (a new
  // file, other photos) but does not erase what the site keeps (permits, reception reports, visit reports).
  'followUps.delete': managerOnSites,
  'followUps.send': onSites,
  // A site's documents are kept by whoever works on it (a USER on their sites, the site filter), deleting included:
  // a filing cabinet, not a money record. Document types are the company's vocabulary, added by either role.
  'documents.read': onSites,
  'documents.create': onSites,
  'documents.update': onSites,
  'documents.delete': managerOnSites,
  'documentTypes.read': member,
  'documentTypes.create': member,
  'quotes.delete': manager,
  'clients.read': member,
  'search.read': member,
  'clients.create': member,
  'clients.update': member,
  'clients.delete': manager,

  // Notifications (issue 20): each member reads and marks their own (the service names the caller in every query).
  'notifications.read': member,
  'notifications.update': member,

  // Partners upload their logo and photos; an upload stays in the caller's company until a record of theirs claims it.
  'files.upload': signedIn,
  // The actions of schema/policies.ts: the ones a module's manifest declares (`ApiModule.policies`) are added by
  // registerPolicies; `checkPolicyTable` refuses to start with one left without a rule.
} as const satisfies Partial<Record<Action, Policy>>;

/** The one table, the core's actions and the modules' (read it, never write it: `registerPolicies`). */
export const POLICIES: Record<Action, Policy> = Object.assign({} as Record<Action, Policy>, CORE_POLICIES);

/** The shared rules a module's manifest names its actions with. */
export const POLICY = { signedIn, member, manager, partner, onSites, managerOnSites } as const;

/**
 * Adds a module's actions to the table (modules/index.ts, once per module), so that adding a module edits no central
 * table. An action named twice is a programming error: two modules would disagree on who may do it.
 */
export function registerPolicies(policies: Partial<Record<Action, Policy>>): void {
  for (const [action, policy] of Object.entries(policies)) {
    if (Object.hasOwn(POLICIES, action) && POLICIES[action as Action] !== policy) throw new Error(`policy ${action} declared twice`);
    POLICIES[action as Action] = policy as Policy;
  }
}

/**
 * What a Comptable (role ACCOUNTANT, issue 38) may do beside their own account: read everything financial — the
 * books, the finances of every site, quotes, invoices, clients, suppliers, people and their days, stock — and change
 * nothing (no operational write, no closing: `accounting.manage` stays the Admin Société's).
 */
export const ACCOUNTANT_READS: readonly Action[] = [
  'company.read',
  'dashboard.read',
  'sites.read',
  'sites.figures',
  'purchases.read',
  'revenues.read',
  'serviceSheets.read',
  'finance.global',
  'finance.export',
  'accounting.read',
  'quotes.read',
  'changeOrders.read',
  'invoices.read',
  'clients.read',
  'suppliers.read',
  'suppliers.export',
  'personnel.read',
  'personnel.export',
  'activity.read',
  'stock.read',
  'stock.export',
  'notifications.read',
  'search.read',
];

/** Adds the ACCOUNTANT to the rules of its reads (modules/index.ts, once every module's actions are in the table). */
export function grantAccountantReads(): void {
  for (const action of ACCOUNTANT_READS) {
    const policy = POLICIES[action];
    if (!policy.roles.includes('ACCOUNTANT')) POLICIES[action] = { ...policy, roles: [...policy.roles, 'ACCOUNTANT'] };
  }
}

/** Every action of schema/policies.ts has its rule once the modules are registered: a missing one is refused to everyone. */
export function checkPolicyTable(): void {
  const missing = ACTIONS.filter((a) => !Object.hasOwn(POLICIES, a));
  if (missing.length) throw new Error(`actions without a policy: ${missing.join(', ')}`);
}

/**
 * GraphQL operations that need no caller, so they name no action. The referentials (countries, regions, cities) are
 * public reference data for the partners' directory and its sign-up form. logout is one: the refresh token it is given is
 * its credential (it must work once the access token has expired) and it only revokes the session that token names.
 */
export const PUBLIC_OPERATIONS: readonly string[] = [
  'signUp',
  'confirmEmail',
  'confirmEmailAndSignIn',
  'resendEmailVerification',
  'signIn',
  'refreshSession',
  'requestPasswordReset',
  'resetPassword',
  'acceptInvitation',
  'logout',
  'countries',
  'regions',
  'cities',
  'registerPartner',
  'refreshPartnerSession',
  'partners',
  'partner',
  'authProviders',
  'pendingSocialSignUp',
  'exchangeOAuthCode',
  'completeSocialSignUp',
  'sendContactMessage',
  // Signature by link: the link's token is the credential, the mailed code the proof.
  'signatureLink',
  'requestSignatureCode',
  'verifySignatureCode',
  'signDocument',
  'refuseDocument',
];
