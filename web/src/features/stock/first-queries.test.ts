import type { QueryAsker } from '../../app/routing/app-route';
import prefetch, { FIRST_STOCK_FILTERS, stockProductsVariables } from './first-queries';
import { StockCategoriesDocument, StockProductsDocument, StockSummaryDocument } from './stock.generated';

type Asked = Parameters<QueryAsker['query']>[0];
function recorder(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const asked: Asked[] = [];
  return { asked, client: { query: (o: Asked) => (asked.push(o), answer()) } };
}
const nameOf = (o: Asked) => (o.query.definitions[0] as { name?: { value: string } }).name?.value;

describe('the stock’s first queries', () => {
  it('asks the first unfiltered page, the subtitle’s figures and the categories, as the page asks them, silently', () => {
    const { asked, client } = recorder();
    prefetch(client, { params: {}, search: new URLSearchParams() });
    expect(asked.map((o) => o.query)).toEqual([StockProductsDocument, StockSummaryDocument, StockCategoriesDocument]);
    expect(asked.map(nameOf)).toEqual(['StockProducts', 'StockSummary', 'StockCategories']);
    // Apollo answers from its cache for exactly the same variables: null, not left out; none where the page gives none.
    expect(asked[0].variables).toStrictEqual({ search: null, category: null, toRestock: false, page: 0, size: 20 });
    expect(asked[0].variables).toStrictEqual(stockProductsVariables({ search: '', ...FIRST_STOCK_FILTERS, page: 0 }));
    expect(asked[1].variables).toBeUndefined();
    expect(asked[2].variables).toBeUndefined();
    expect(asked.every((o) => o.context?.silent === true)).toBe(true);
  });

  it('searches the first page for the header’s `?q=`, trimmed as the page trims it', () => {
    const { asked, client } = recorder();
    prefetch(client, { params: {}, search: new URLSearchParams('q=%20ciment%20') });
    expect(asked[0].variables).toStrictEqual({ search: 'ciment', category: null, toRestock: false, page: 0, size: 20 });
  });

  it('swallows a failed answer (the page shows its own)', async () => {
    const { asked, client } = recorder(() => Promise.reject(new Error('offline')));
    expect(() => prefetch(client, { params: {}, search: new URLSearchParams() })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(3);
  });
});
