import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { QueryAsker } from '../../../app/routing/app-route';
import { invoicesCardVariables } from '../../invoices/invoices-card-variables';
import { sitePlanningSummaryVariables } from '../../planning/first-queries';
import prefetchSiteDetail, { siteQuotesVariables, siteVariables } from './first-queries';
import prefetchSiteNews, { siteNewsVariables } from './news-first-queries';

const SITE = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';

const nameOf = (doc: DocumentNode) => (doc.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

/** An asker that writes down what it is asked, answering each with `answer`. */
function recorder(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const asked: { name?: string; variables?: Record<string, unknown>; context?: Record<string, unknown> }[] = [];
  const client: QueryAsker = {
    query: ({ query, variables, context }) => (asked.push({ name: nameOf(query), variables, context }), answer()),
  };
  return { client, asked };
}

const at = (idChantier: string) => ({ params: { idChantier }, search: new URLSearchParams() });

describe("a site's detail: first queries", () => {
  it('asks the site, its figures and the planning, quotes and invoices cards as the page and cards ask them', () => {
    const { client, asked } = recorder();
    prefetchSiteDetail(client, at(SITE));
    expect(asked.map(({ name, variables }) => ({ name, variables }))).toEqual([
      { name: 'Site', variables: siteVariables(SITE) },
      { name: 'SiteSummary', variables: siteVariables(SITE) },
      { name: 'SitePlanningSummary', variables: sitePlanningSummaryVariables(SITE) },
      { name: 'SiteQuotes', variables: siteQuotesVariables(SITE) },
      { name: 'Invoices', variables: invoicesCardVariables({ siteId: SITE }) },
    ]);
    // The exact shapes the cache keys on: an absent key is not a null one.
    expect(asked[0].variables).toEqual({ id: SITE });
    expect(asked[2].variables).toEqual({ siteId: SITE });
    expect(asked[4].variables).toStrictEqual({ filter: { siteId: SITE }, size: 100 });
    expect(asked.every((a) => a.context?.silent === true)).toBe(true);
  });

  it('asks nothing for an id that is not one', () => {
    const { client, asked } = recorder();
    prefetchSiteDetail(client, at('pas-un-id'));
    prefetchSiteDetail(client, { params: {}, search: new URLSearchParams() });
    expect(asked).toEqual([]);
  });

  it('keeps its failures to itself (the page tells them)', async () => {
    const { client, asked } = recorder(() => Promise.reject(new Error('offline')));
    expect(() => prefetchSiteDetail(client, at(SITE))).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toHaveLength(5);
  });

  it("a quote's invoices card keeps its own filter", () => {
    expect(invoicesCardVariables({ quoteId: 'q1' })).toStrictEqual({ filter: { quoteId: 'q1' }, size: 100 });
  });
});

describe("a site's news: first queries", () => {
  it('asks the first page of the whole feed, its filter null', () => {
    const { client, asked } = recorder();
    prefetchSiteNews(client, at(SITE));
    expect(asked).toEqual([{ name: 'SiteNews', variables: siteNewsVariables(SITE, null), context: { silent: true } }]);
    expect(asked[0].variables).toStrictEqual({ siteId: SITE, first: 20, types: null });
  });

  it('asks nothing for an id that is not one', () => {
    const { client, asked } = recorder();
    prefetchSiteNews(client, at('12'));
    expect(asked).toEqual([]);
  });

  it('the filtered feed asks its one type', () => {
    expect(siteNewsVariables(SITE, 'ANNOUNCEMENT').types).toEqual(['ANNOUNCEMENT']);
  });
});
