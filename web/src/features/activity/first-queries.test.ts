import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { QueryAsker } from '../../app/routing/app-route';
import prefetchSiteActivity, { activityDay, siteActivityMonthVariables, siteActivityWeekVariables } from './first-queries';

const SITE = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';

const nameOf = (doc: DocumentNode) => (doc.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

function recorder() {
  const asked: { name?: string; variables?: Record<string, unknown>; context?: Record<string, unknown> }[] = [];
  const client: QueryAsker = {
    query: ({ query, variables, context }) => (asked.push({ name: nameOf(query), variables, context }), Promise.resolve({})),
  };
  return { client, asked };
}

const at = (dateImputation: string, search = '') => ({ params: { idChantier: SITE, dateImputation }, search: new URLSearchParams(search) });

describe("a site's activity report: first queries", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 2, 11, 10) }));
  afterEach(() => jest.useRealTimers());

  it("asks the date's week by its Monday, and no month in the week view", () => {
    const { client, asked } = recorder();
    prefetchSiteActivity(client, at('2026-03-11'));
    expect(asked).toEqual([{ name: 'SiteActivityWeek', variables: siteActivityWeekVariables(SITE, '2026-03-11'), context: { silent: true } }]);
    expect(asked[0].variables).toStrictEqual({ siteId: SITE, day: '2026-03-09' });
  });

  it('a Sunday belongs to the week that began the Monday before', () => {
    expect(siteActivityWeekVariables(SITE, '2026-03-15').day).toBe('2026-03-09');
  });

  it('asks the month too at ?vue=mois', () => {
    const { client, asked } = recorder();
    prefetchSiteActivity(client, at('2026-04-02', 'vue=mois'));
    expect(asked.map(({ name, variables }) => ({ name, variables }))).toEqual([
      { name: 'SiteActivityWeek', variables: { siteId: SITE, day: '2026-03-30' } },
      { name: 'ActivityMonth', variables: siteActivityMonthVariables(SITE, '2026-04-02') },
    ]);
    expect(asked[1].variables).toStrictEqual({ month: '2026-04', siteId: SITE });
  });

  it("a date that is not one is today's, as the screen reads it", () => {
    expect(activityDay('demain', '2026-03-11')).toBe('2026-03-11');
    const { client, asked } = recorder();
    prefetchSiteActivity(client, at('demain'));
    expect(asked[0].variables).toStrictEqual({ siteId: SITE, day: '2026-03-09' });
  });

  it('asks nothing for an id that is not one', () => {
    const { client, asked } = recorder();
    prefetchSiteActivity(client, { params: { idChantier: 'nope', dateImputation: '2026-03-11' }, search: new URLSearchParams() });
    expect(asked).toEqual([]);
  });
});
