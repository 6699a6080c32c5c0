import type { QueryAsker } from '../../app/routing/app-route';
import prefetch, { followUpsVariables } from './first-queries';
import { FollowUpsSiteDocument, SiteFollowUpsDocument } from './follow-ups.generated';

const SITE = '3f1c2a9e-5b7d-4e21-9c3a-1d2e3f4a5b6c';

type Asked = Parameters<QueryAsker['query']>[0];
function recorder(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const asked: Asked[] = [];
  return { asked, client: { query: (o: Asked) => (asked.push(o), answer()) } };
}
const nameOf = (o: Asked) => (o.query.definitions[0] as { name?: { value: string } }).name?.value;

describe('the site follow-ups’ first queries', () => {
  it('asks the site and the first unsearched page, with the page’s own variables, silently', () => {
    const { asked, client } = recorder();
    prefetch(client, { params: { idChantier: SITE }, search: new URLSearchParams() });
    expect(asked.map((o) => o.query)).toEqual([FollowUpsSiteDocument, SiteFollowUpsDocument]);
    expect(asked.map(nameOf)).toEqual(['FollowUpsSite', 'SiteFollowUps']);
    expect(asked[0].variables).toEqual({ id: SITE });
    // Apollo answers from its cache for exactly the same variables: null, not left out.
    expect(asked[1].variables).toStrictEqual({ siteId: SITE, search: null, page: 0, size: 20 });
    expect(asked[1].variables).toStrictEqual(followUpsVariables(SITE, { search: '', page: 0 }));
    expect(asked.every((o) => o.context?.silent === true)).toBe(true);
  });

  it('asks nothing for an id that is no site’s', () => {
    for (const params of [{ idChantier: '42' }, { idChantier: '' }, {}] as Record<string, string>[]) {
      const { asked, client } = recorder();
      prefetch(client, { params, search: new URLSearchParams() });
      expect(asked).toEqual([]);
    }
  });

  it('swallows a failed answer (the page shows its own)', async () => {
    const { asked, client } = recorder(() => Promise.reject(new Error('offline')));
    expect(() => prefetch(client, { params: { idChantier: SITE }, search: new URLSearchParams() })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(2);
  });
});
