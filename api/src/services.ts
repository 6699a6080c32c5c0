import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from './config';
import { TokenService } from './core/auth/tokens';
import { fileStorageOf } from './core/files/storage-of';
import type { ObjectChecks } from './core/files/s3/object-checks';
import { FilesService } from './core/files/files.service';
import { MailOutbox } from './core/mail/outbox';
import { ReadReplicas } from './core/replicas/read-replicas';
import { createMailTransport } from './core/mail/transport';
import { RateCounters } from './core/rate-limit/counters';
import { LoginLimiter } from './core/rate-limit/login-limiter';
import { MailLimiter } from './core/rate-limit/mail-limiter';
import { AccountsService } from './modules/accounts/accounts.service';
import { SessionsService } from './modules/accounts/sessions.service';
import { ProfileService } from './modules/profile/profile.service';
import { SiteFiguresService } from './modules/sites/site-figures.service';
import { SitesService } from './modules/sites/sites.service';
import { SiteImagesService } from './modules/sites/images/site-images.service';
import { SiteNewsService } from './modules/sites/news/site-news.service';
import { SuppliersService } from './modules/suppliers/suppliers.service';
import { PersonnelService } from './modules/personnel/personnel.service';
import { AssignmentsService } from './modules/personnel/assignments/assignments.service';
import { StockService } from './modules/stock/stock.service';
import { SearchService } from './modules/search/search.service';
import { PurchasesService } from './modules/finance/purchases/purchases.service';
import { RevenuesService } from './modules/finance/revenues/revenues.service';
import { serviceSheets } from './modules/finance/service-sheets/service-sheets.record';
import { GlobalFinanceService } from './modules/finance/global/global-finance.service';
import { CompanyService } from './modules/company/company.service';
import { ClientsService } from './modules/clients/clients.service';
import { QuotesService } from './modules/quotes/quotes.service';
import { QuoteMailService } from './modules/quotes/mail/quote-mail.service';
import { InvoicesService } from './modules/invoices/invoices.service';
import { InvoiceMailService } from './modules/invoices/mail/invoice-mail.service';
import { ClearanceService } from './modules/invoices/clearance/clearance.service';
import { CLEARANCE_DRIVERS } from './modules/invoices/clearance/clearance-drivers';
import { ActivityService } from './modules/activity/activity.service';
import { HolidaysService } from './modules/activity/holidays.service';
import { PlanningService } from './modules/planning/planning.service';
import { PlanningFeedService } from './modules/planning-feed/planning-feed.service';
import { FollowUpsService } from './modules/follow-ups/follow-ups.service';
import { FollowUpMailService } from './modules/follow-ups/mail/follow-up-mail.service';
import { DocumentsService } from './modules/documents/documents.service';
import { DocumentTypesService } from './modules/documents/document-types.service';
import { Purchase } from './modules/finance/purchases/purchase.entity';
import { TeamService } from './modules/team/team.service';
import { PartnersService } from './modules/partners/partners.service';
import { ContactRequestsService } from './modules/partners/contact-requests.service';
import { OAuthService } from './modules/oauth/oauth.service';
import { SocialSignUpService } from './modules/oauth/social-sign-up.service';
import { NotificationsService } from './modules/notifications/notifications.service';
import { NotificationDigest } from './modules/notifications/notification-digest';
import { ContactService } from './modules/contact/contact.service';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import { WebhookDispatcher } from './modules/webhooks/webhook-dispatcher';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import { subscribe } from './core/events/domain-events';
import { apiModules } from './modules';
import { DocumentMailer } from './core/documents/document-mailer';
import { documentSenderOf } from './modules/accounts/document-sender';
import { DailyLogsService } from './modules/daily-logs/daily-logs.service';
import { ChangeOrdersService } from './modules/quotes/change-orders/change-orders.service';
import { ReceptionsService } from './modules/receptions/receptions.service';
import { SignaturesService } from './modules/signatures/signatures.service';
import { changeOrderSignable, quoteSignable } from './modules/quotes';
import { situationSignable } from './modules/invoices';
import { receptionSignable } from './modules/receptions';
import { PlansService } from './modules/punch-list/plans.service';
import { ReservesService } from './modules/punch-list/reserves.service';
import { PartnerReservesService } from './modules/punch-list/partner-reserves.service';

// The kernel's request context types `ctx.services` through this merge (core/context names no module).
declare module './core/context/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppServices extends Services {}
}

export interface Services {
  accounts: AccountsService;
  sessions: SessionsService;
  outbox: MailOutbox;
  /** The read replicas and read-your-writes (DATABASE_REPLICA_URLS); disabled without replicas. */
  replicas: ReadReplicas;
  files: FilesService;
  /** Null unless the files are in an object store (FILES_DRIVER=s3). */
  objectChecks: ObjectChecks | null;
  profile: ProfileService;
  team: TeamService;
  sites: SitesService;
  siteFigures: SiteFiguresService;
  suppliers: SuppliersService;
  personnel: PersonnelService;
  assignments: AssignmentsService;
  stock: StockService;
  search: SearchService;
  purchases: PurchasesService;
  revenues: RevenuesService;
  serviceSheets: typeof serviceSheets.service;
  globalFinance: GlobalFinanceService;
  company: CompanyService;
  clients: ClientsService;
  quotes: QuotesService;
  quoteMails: QuoteMailService;
  invoices: InvoicesService;
  invoiceMails: InvoiceMailService;
  clearance: ClearanceService;
  activity: ActivityService;
  holidays: HolidaysService;
  planning: PlanningService;
  planningFeed: PlanningFeedService;
  apiTokens: ApiTokensService;
  webhooks: WebhooksService;
  webhookDispatcher: WebhookDispatcher;
  followUps: FollowUpsService;
  followUpMails: FollowUpMailService;
  dailyLogs: DailyLogsService;
  changeOrders: ChangeOrdersService;
  receptions: ReceptionsService;
  signatures: SignaturesService;
  plans: PlansService;
  reserves: ReservesService;
  partnerReserves: PartnerReservesService;
  documentTypes: DocumentTypesService;
  documents: DocumentsService;
  siteNews: SiteNewsService;
  siteImages: SiteImagesService;
  partners: PartnersService;
  contactRequests: ContactRequestsService;
  oauth: OAuthService;
  socialSignUp: SocialSignUpService;
  notifications: NotificationsService;
  notificationDigest: NotificationDigest;
  contact: ContactService;
}

export function createServices(deps: { orm: MikroORM; config: Config; jwtSecret: string; logger: Logger; publicOrigin: () => string }): Services {
  const { orm, config, logger } = deps;
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const outbox = new MailOutbox(orm, transport, logger);
  const counters = new RateCounters();
  const documentMailer = new DocumentMailer(outbox, counters, documentSenderOf);
  const limiter = new LoginLimiter(counters, config.login);
  const mailLimiter = new MailLimiter(counters, config.mail);
  const fileStorage = fileStorageOf(orm, config.files, logger);
  const files = new FilesService(fileStorage.storage, deps.jwtSecret);
  const clients = new ClientsService();
  const documentTypes = new DocumentTypesService();
  const documents = new DocumentsService(files, documentTypes);
  const followUps = new FollowUpsService(files);
  const dailyLogs = new DailyLogsService(files, documentSenderOf);
  const plans = new PlansService(files, documentSenderOf);
  const reserves = new ReservesService(files, documentSenderOf);
  const receptions = new ReceptionsService(files);
  const sites = new SitesService(files, [
    documents.fileIdsOfSite,
    followUps.fileIdsOfSite,
    dailyLogs.fileIdsOfSite,
    plans.fileIdsOfSite,
    reserves.fileIdsOfSite,
    receptions.fileIdsOfSite,
  ]);
  const revenues = new RevenuesService(files);
  const activity = new ActivityService();
  const planning = new PlanningService();
  const personnel = new PersonnelService();
  personnel.activityChecks.push(activity.hasEntries);
  personnel.rateChanges.push(activity.rateChanged);
  const company = new CompanyService(files);
  const clearance = new ClearanceService(files, CLEARANCE_DRIVERS[config.clearanceDriver]);
  const invoices = new InvoicesService(revenues, (em, auth) => company.missingForInvoices(em, auth), clearance);
  const quotes = new QuotesService(clients, (tx, auth, input) => sites.create(tx, auth, input));
  const apiTokens = new ApiTokensService(counters, config.apiTokenPerMinute);
  const webhookDispatcher = new WebhookDispatcher(orm, logger, config.webhooks);
  const sessions = new SessionsService(new TokenService(deps.jwtSecret), limiter, apiTokens);
  const accounts = new AccountsService(outbox, deps.publicOrigin, mailLimiter, limiter);
  // A supplier named on purchases is kept: deleting it would orphan their history.
  const partners = new PartnersService(files, accounts);
  const oauth = new OAuthService(config.oidc, counters, sessions, config.oauthPerIp, config.appUrl);
  const changeOrders = new ChangeOrdersService();
  const signatures = new SignaturesService(files, outbox, documentMailer, counters, deps.publicOrigin, [
    quoteSignable(quotes, files),
    changeOrderSignable(changeOrders, files),
    receptionSignable(receptions, files),
    situationSignable(invoices, files),
  ]);
  const suppliers = new SuppliersService(async (tx, supplierId) => (await tx.count(Purchase, { supplier: supplierId })) > 0);
  const services: Services = {
    accounts,
    sessions,
    outbox,
    replicas: new ReadReplicas(orm, logger),
    partners,
    oauth,
    socialSignUp: new SocialSignUpService(oauth, accounts, partners, sessions),
    contactRequests: new ContactRequestsService(outbox, counters, deps.publicOrigin),
    notifications: new NotificationsService(),
    notificationDigest: new NotificationDigest(orm, outbox, logger, { hour: config.notificationDigestHour, publicOrigin: deps.publicOrigin }),
    contact: new ContactService(outbox, counters, config.contactEmail, deps.jwtSecret),
    files,
    objectChecks: fileStorage.checks,
    profile: new ProfileService(files, limiter),
    team: new TeamService(accounts, outbox, mailLimiter),
    sites,
    siteFigures: new SiteFiguresService(),
    suppliers,
    personnel,
    assignments: new AssignmentsService(),
    stock: new StockService(),
    search: new SearchService(),
    purchases: new PurchasesService(files),
    revenues,
    serviceSheets: serviceSheets.service,
    globalFinance: new GlobalFinanceService(),
    company,
    clients,
    quotes,
    quoteMails: new QuoteMailService(quotes, files, documentMailer),
    activity,
    holidays: new HolidaysService(),
    planning,
    planningFeed: new PlanningFeedService(planning, deps.publicOrigin, counters),
    apiTokens,
    webhookDispatcher,
    webhooks: new WebhooksService(config.webhooks.allowPrivate, () => void webhookDispatcher.kick()),
    followUps,
    followUpMails: new FollowUpMailService(followUps, files, documentMailer),
    dailyLogs,
    changeOrders,
    receptions,
    signatures,
    plans,
    reserves,
    documentTypes,
    documents,
    invoices,
    invoiceMails: new InvoiceMailService(invoices, files, documentMailer),
    clearance,
    siteNews: new SiteNewsService(files),
    siteImages: new SiteImagesService(files),
    partnerReserves: new PartnerReservesService(files, reserves, outbox, deps.publicOrigin),
  };
  // The modules' reactions to domain events (month totals, notifications, webhooks, mails), in the modules' order.
  subscribe(apiModules.flatMap((m) => [...(m.subscribers ?? []), ...(m.reactions?.(services) ?? [])]));
  return services;
}
