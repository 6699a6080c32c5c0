import type { QueryAsker } from '../../app/routing/app-route';
import prefetch, { FIRST_SUPPLIER_SORT, suppliersVariables } from './first-queries';
import { SuppliersDocument } from './suppliers.generated';

type Asked = Parameters<QueryAsker['query']>[0];
function recorder(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const asked: Asked[] = [];
  return { asked, client: { query: (o: Asked) => (asked.push(o), answer()) } };
}
const nameOf = (o: Asked) => (o.query.definitions[0] as { name?: { value: string } }).name?.value;

describe('the suppliers’ first queries', () => {
  it('asks the first page by name, as the page asks it, silently', () => {
    const { asked, client } = recorder();
    prefetch(client, { params: {}, search: new URLSearchParams() });
    expect(asked.map((o) => o.query)).toEqual([SuppliersDocument]);
    expect(asked.map(nameOf)).toEqual(['Suppliers']);
    // Apollo answers from its cache for exactly the same variables: null, not left out.
    expect(asked[0].variables).toStrictEqual({ search: null, sort: 'name', desc: false, page: 0, size: 20 });
    expect(asked[0].variables).toStrictEqual(suppliersVariables({ search: '', sort: FIRST_SUPPLIER_SORT, page: 0 }));
    expect(asked[0].context).toEqual({ silent: true });
  });

  it('searches the first page for the header’s `?q=`, trimmed as the page trims it', () => {
    const { asked, client } = recorder();
    prefetch(client, { params: {}, search: new URLSearchParams('q=%20Sotrama%20') });
    expect(asked[0].variables).toStrictEqual({ search: 'Sotrama', sort: 'name', desc: false, page: 0, size: 20 });
  });

  it('swallows a failed answer (the page shows its own)', async () => {
    const { asked, client } = recorder(() => Promise.reject(new Error('offline')));
    expect(() => prefetch(client, { params: {}, search: new URLSearchParams() })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(1);
  });
});
