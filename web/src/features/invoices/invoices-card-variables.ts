/**
 * The invoices card's list (a quote's or a site's, up to 100): the card and a site's first queries
 * (sites/pages/first-queries.ts) ask it alike, so the offline copy answers the card.
 */
export const invoicesCardVariables = (of: { quoteId?: string; siteId?: string }) => ({
  filter: of.quoteId ? { quoteId: of.quoteId } : { siteId: of.siteId },
  size: 100,
});
