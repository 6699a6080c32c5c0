import type { Policy } from './authorize';

const STAFF = ['USER'] as const;
const ANY_TYPE = ['USER', 'PARTNER'] as const;
const ANY_ROLE = ['MANAGER', 'USER'] as const;
const MANAGER = ['MANAGER'] as const;

/** Anyone signed in, partners included: their own account and session only. */
const signedIn: Policy = { types: ANY_TYPE, roles: ANY_ROLE };
/** Company staff of either role. */
const member: Policy = { types: STAFF, roles: ANY_ROLE };
/** Company staff with the Admin Société role. */
const manager: Policy = { types: STAFF, roles: MANAGER };
/** A partner, on their own listing and requests (the tenant filter keeps them theirs). */
const partner: Policy = { types: ['PARTNER'], roles: ANY_ROLE };

/**
 * Which user types and roles may do what: the table ARCHITECTURE.md shows. Every operation of every door names
 * one of these actions; the policy matrix test (api/test/policy-matrix.test.ts) checks each against this table.
 * Deletes are decided one by one in DECISIONS.md (money records and shared referentials: MANAGER only).
 */
export const POLICIES = {
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

  'sites.read': member,
  'sites.figures': member,
  'sites.create': member,
  'sites.update': member,
  'sites.archive': member,
  'sites.delete': manager,
  'sites.images.read': member,
  'sites.images.update': member,
  'sites.news.read': member,
  'sites.news.post': member,

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

  'purchases.read': member,
  'purchases.create': member,
  'purchases.update': member,
  'purchases.delete': manager,
  'revenues.read': member,
  'revenues.create': member,
  'revenues.update': member,
  'revenues.delete': manager,
  'serviceSheets.read': member,
  'serviceSheets.create': member,
  'serviceSheets.update': member,
  'serviceSheets.delete': manager,
  // The company's finances (Finance globale and its export) are the Admin Société's; a USER's dashboard sums their sites.
  // A USER reads it too, added up over their own sites (SPEC's company menu lists Finance globale for both roles).
  'finance.global': member,
  'finance.export': member,

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
  // Days worked are entered on site by either role (a USER on their sites); validating a month is the Admin Société's.
  'activity.read': member,
  'activity.write': member,
  'activity.lock': manager,
  // Site managers plan their sites; a USER plans on their sites only (the site filter).
  'planning.read': member,
  'planning.write': member,
  // A person's iCalendar link opens their planning to whoever holds it, without signing in: the Admin Société's alone.
  'planningFeed.read': manager,
  'planningFeed.manage': manager,
  // Visit reports of the sites: both roles write, send and delete them (a USER on their sites: the site filter).
  'followUps.read': member,
  'followUps.create': member,
  'followUps.update': member,
  // Deleting a site's records is the Admin Société's, as for its purchases: a Gestionnaire Chantier corrects (a new
  // file, other photos) but does not erase what the site keeps (permits, reception reports, visit reports).
  'followUps.delete': manager,
  'followUps.send': member,
  // A site's documents are kept by whoever works on it (a USER on their sites, the site filter), deleting included:
  // a filing cabinet, not a money record. Document types are the company's vocabulary, added by either role.
  'documents.read': member,
  'documents.create': member,
  'documents.update': member,
  'documents.delete': manager,
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
} as const satisfies Record<string, Policy>;

export type Action = keyof typeof POLICIES;

export function isAction(name: unknown): name is Action {
  return typeof name === 'string' && Object.hasOwn(POLICIES, name);
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
];
