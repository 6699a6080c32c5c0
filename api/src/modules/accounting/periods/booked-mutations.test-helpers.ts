import { purchaseInput, revenueInput, sheetInput } from '../../../../test/factories';

/** What an attempt needs: the records made in the closed month, a day of it, its weekday's French name. */
interface World {
  ids: Record<string, string>;
  closedDay: string;
  frenchDay: (day: string) => string;
}
interface Attempt {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * The mutations that write dated records of the books (core/books, accounting/periods/book-records.ts), each with the
 * writes into a closed month it must refuse. A new mutation must be named here or in NOT_BOOKED (the test fails).
 */
export const BOOKED: Record<string, (w: World) => Attempt[]> = {
  createPurchase: ({ ids, closedDay }) => [
    {
      query: 'mutation ($s: ID!, $i: PurchaseInput!) { createPurchase(siteId: $s, input: $i) { id } }',
      variables: { s: ids.site, i: purchaseInput(ids.supplier, { date: closedDay }) },
    },
  ],
  updatePurchase: ({ ids, closedDay }) => [
    // What it says, in its own closed month; moved out of it; a payment taken back from the closed month.
    {
      query: UPDATE_PURCHASE,
      variables: {
        id: ids.purchase,
        i: purchaseInput(ids.supplier, { date: closedDay, label: 'Changé', amountPaid: '500', paymentDate: closedDay, paymentMode: 'VIREMENT' }),
      },
    },
    {
      query: UPDATE_PURCHASE,
      variables: {
        id: ids.purchase,
        i: purchaseInput(ids.supplier, { date: `${closedDay.slice(0, 7)}-28`, amountPaid: '500', paymentDate: closedDay, paymentMode: 'VIREMENT' }),
      },
    },
    { query: UPDATE_PURCHASE, variables: { id: ids.purchase, i: purchaseInput(ids.supplier, { date: closedDay, amountPaid: '0' }) } },
  ],
  deletePurchase: ({ ids }) => [{ query: 'mutation ($id: ID!) { deletePurchase(id: $id) }', variables: { id: ids.purchase } }],
  createRevenue: ({ ids, closedDay }) => [
    {
      query: 'mutation ($s: ID!, $i: RevenueInput!) { createRevenue(siteId: $s, input: $i) { id } }',
      variables: { s: ids.site, i: revenueInput({ date: closedDay }) },
    },
  ],
  updateRevenue: ({ ids, closedDay }) => [
    {
      query: 'mutation ($id: ID!, $i: RevenueInput!) { updateRevenue(id: $id, input: $i) { id } }',
      variables: { id: ids.revenue, i: revenueInput({ date: closedDay, amount: '1.00' }) },
    },
  ],
  deleteRevenue: ({ ids }) => [{ query: 'mutation ($id: ID!) { deleteRevenue(id: $id) }', variables: { id: ids.revenue } }],
  createServiceSheet: ({ ids, closedDay, frenchDay }) => [
    {
      query: 'mutation ($s: ID!, $i: ServiceSheetInput!) { createServiceSheet(siteId: $s, input: $i) { id } }',
      variables: { s: ids.site, i: sheetInput({ date: closedDay, day: frenchDay(closedDay) }) },
    },
  ],
  updateServiceSheet: ({ ids, closedDay, frenchDay }) => [
    {
      query: 'mutation ($id: ID!, $i: ServiceSheetInput!) { updateServiceSheet(id: $id, input: $i) { id } }',
      variables: { id: ids.sheet, i: sheetInput({ date: closedDay, day: frenchDay(closedDay), amountPaid: '1.00' }) },
    },
  ],
  deleteServiceSheet: ({ ids }) => [{ query: 'mutation ($id: ID!) { deleteServiceSheet(id: $id) }', variables: { id: ids.sheet } }],
  createInvoice: ({ ids, closedDay }) => [
    {
      query: 'mutation ($q: ID!, $i: InvoiceInput!) { createInvoice(quoteId: $q, input: $i) { id } }',
      variables: { q: ids.quote, i: { kind: 'ACOMPTE', percent: '10', issueDate: closedDay } },
    },
  ],
  createCreditNote: ({ ids, closedDay }) => [
    {
      query: 'mutation ($id: ID!, $i: CreditNoteInput!) { createCreditNote(invoiceId: $id, input: $i) { id } }',
      variables: { id: ids.invoice, i: { reason: 'Erreur', amountTTC: '10', issueDate: closedDay } },
    },
  ],
  recordPayment: ({ ids, closedDay }) => [
    {
      query: 'mutation ($id: ID!, $i: PaymentInput!) { recordPayment(invoiceId: $id, input: $i) { id } }',
      variables: { id: ids.invoice, i: { date: closedDay, amount: '10', mode: 'VIREMENT' } },
    },
  ],
  deletePayment: ({ ids }) => [{ query: 'mutation ($id: ID!) { deletePayment(paymentId: $id) { id } }', variables: { id: ids.payment } }],
  saveActivity: ({ ids, closedDay }) => [
    {
      query: 'mutation ($e: [ActivityEntryInput!]!) { saveActivity(entries: $e) { day } }',
      variables: { e: [{ siteId: ids.site, personnelId: ids.person, day: closedDay, value: '0.5' }] },
    },
  ],
  clearActivity: ({ ids }) => [
    {
      query: 'mutation ($c: [ActivityCellInput!]!) { clearActivity(cells: $c) }',
      variables: { c: [{ siteId: ids.site, personnelId: ids.person, day: ids.activityDay }] },
    },
  ],
};

const UPDATE_PURCHASE = 'mutation ($id: ID!, $i: PurchaseInput!) { updatePurchase(id: $id, input: $i) { id } }';

/** Mutations that write no dated record of the books (accounts, settings, sites' field records, documents, partners…). */
export const NOT_BOOKED: string[] = [
  // Accounts and sessions.
  ...['acceptInvitation', 'changePassword', 'completeSocialSignUp', 'confirmEmail', 'confirmEmailAndSignIn', 'exchangeOAuthCode', 'logout'],
  ...['refreshPartnerSession', 'refreshSession', 'registerPartner', 'requestPasswordReset', 'resendEmailVerification', 'resetPassword'],
  ...['signIn', 'signUp', 'updateProfile', 'inviteUser', 'setUserActive', 'setUserRole', 'updateNotificationSettings', 'markNotificationRead'],
  ...['markAllNotificationsRead'],
  // Company settings, tokens, webhooks, referentials (changing them changes no booked amount: records keep theirs).
  ...['updateCompanyLegal', 'updateCompanySettings', 'createApiToken', 'revokeApiToken', 'createWebhookEndpoint', 'updateWebhookEndpoint'],
  ...['deleteWebhookEndpoint', 'pingWebhookEndpoint', 'replayWebhookDelivery', 'rotateWebhookSecret', 'createDocumentType'],
  ...['createClient', 'updateClient', 'deleteClient', 'createSupplier', 'updateSupplier', 'deleteSupplier'],
  ...['createPersonnel', 'updatePersonnel', 'deletePersonnel', 'setPersonnelActive', 'setHoliday', 'removeHoliday'],
  // The month's validation of days worked (activity.lock) changes no entry; the books' own closing.
  ...['lockActivityMonth', 'unlockActivityMonth', 'closeBooksMonth'],
  // The chart of accounts: it writes no dated record (the journals are computed from the records; see DECISIONS).
  ...['setAccountMapping'],
  // Sites (one with records of the books is archived, not deleted: the test checks it) and their field records,
  // planning, stock, documents, news.
  ...['deleteSite', 'createSite', 'createSiteFromQuote', 'updateSite', 'archiveSite', 'unarchiveSite', 'setSiteImage', 'linkQuoteToSite'],
  ...['assignPersonnel', 'assignPersonnelBatch', 'deleteAssignment', 'rescheduleAssignment', 'createTask', 'updateTask', 'deleteTask', 'moveTask'],
  ...['createPlanningFeed', 'revokePlanningFeed', 'createStockProduct', 'updateStockProduct', 'deleteStockProduct', 'addStockMovement'],
  ...['createFollowUp', 'updateFollowUp', 'deleteFollowUp', 'sendFollowUp', 'saveDailyLog', 'signDailyLog', 'addDailyLogAddendum'],
  ...['createPlan', 'renamePlan', 'addPlanVersion', 'deletePlan', 'createReserve', 'updateReserve', 'deleteReserve', 'liftReserve'],
  ...['liftPartnerReserve', 'validateReserve', 'refuseReserve', 'createReception', 'updateReception', 'deleteReception', 'signReception'],
  ...['createSiteDocument', 'updateSiteDocument', 'deleteSiteDocument', 'postAnnouncement'],
  // Quotes and change orders are offers, not books; sending an invoice changes no amount.
  ...['createQuote', 'updateQuote', 'deleteQuote', 'duplicateQuote', 'setQuoteStatus', 'sendQuote', 'sendInvoice'],
  // The DGI's clearance of an issued document: a state beside it, no amount (a rejected one is corrected by a credit note).
  ...['submitInvoiceClearance', 'recordInvoiceClearance'],
  // An upload is a file no record holds yet: the record that takes it is what may be booked.
  ...['startFileUpload', 'completeFileUpload'],
  ...['createChangeOrder', 'updateChangeOrder', 'deleteChangeOrder', 'acceptChangeOrder', 'refuseChangeOrder'],
  // Signatures, partners, contact.
  ...['sendForSignature', 'cancelSignatureRequest', 'requestSignatureCode', 'verifySignatureCode', 'signDocument', 'refuseDocument'],
  ...['createPartnerProfile', 'updatePartnerProfile', 'deletePartnerProfile', 'sendPartnerRequest', 'setContactRequestStatus', 'sendContactMessage'],
];
