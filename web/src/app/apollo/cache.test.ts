import { SiteFinanceSummaryDocument } from '../../features/finance/site/site-finance.generated';
import { SiteSummaryDocument } from '../../features/sites/sites.generated';
import { newCache } from './client';

const ID = '3f1c2a9e-5b7d-4e21-9c3a-1d2e3f4a5b6c';

/** An answer with every field the document asks, all zero: what the server sends is not the point here. */
function answerOf(document: typeof SiteSummaryDocument | typeof SiteFinanceSummaryDocument) {
  const op = document.definitions[0] as unknown as {
    selectionSet: { selections: { selectionSet: { selections: { name: { value: string } }[] } }[] };
  };
  const fields = op.selectionSet.selections[0].selectionSet.selections.map((f) => f.name.value);
  const value = (f: string) => (f === 'vatSubject' ? true : f === 'progress' ? 0 : f === 'profitabilityPercent' ? null : '0.00');
  return { siteSummary: { __typename: 'SiteFiguresView', ...Object.fromEntries(fields.map((f) => [f, value(f)])) } } as never;
}

describe("the client's cache", () => {
  it("keeps both screens' answers of a site's figures whole (merged, not replaced), for the phone's kept copy", () => {
    const cache = newCache();
    cache.writeQuery({ query: SiteSummaryDocument, variables: { id: ID }, data: answerOf(SiteSummaryDocument) });
    cache.writeQuery({ query: SiteFinanceSummaryDocument, variables: { id: ID }, data: answerOf(SiteFinanceSummaryDocument) });
    expect(cache.readQuery({ query: SiteSummaryDocument, variables: { id: ID } })).not.toBeNull();
    expect(cache.readQuery({ query: SiteFinanceSummaryDocument, variables: { id: ID } })).not.toBeNull();
  });
});
