import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { QueryAsker } from '../../app/routing/app-route';
import prefetchSitePlanning, { openingViews, planningAnchor, planningSiteVariables, planningTasksVariables } from './first-queries';
import { rangeOf } from './planning-period';

const SITE = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';

const nameOf = (doc: DocumentNode) => (doc.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

function recorder() {
  const asked: { name?: string; variables?: Record<string, unknown>; context?: Record<string, unknown> }[] = [];
  const client: QueryAsker = {
    query: ({ query, variables, context }) => (asked.push({ name: nameOf(query), variables, context }), Promise.resolve({})),
  };
  return { client, asked };
}

describe("a site's planning: first queries", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 2, 11, 10) }));
  afterEach(() => jest.useRealTimers());

  it("asks the site and this month's tasks for both opening views (a desk's month, a phone's list)", () => {
    const { client, asked } = recorder();
    prefetchSitePlanning(client, { params: { idChantier: SITE }, search: new URLSearchParams() });
    expect(asked.map(({ name, variables }) => ({ name, variables }))).toEqual([
      { name: 'PlanningSite', variables: planningSiteVariables(SITE) },
      { name: 'PlanningTasks', variables: planningTasksVariables(rangeOf('month', '2026-03-11'), SITE, null) },
      { name: 'PlanningTasks', variables: planningTasksVariables(rangeOf('list', '2026-03-11'), SITE, null) },
    ]);
    // The exact shapes the cache keys on: the month grid runs Monday to Sunday around the month; null, not absent.
    expect(asked[1].variables).toStrictEqual({ from: '2026-02-23', to: '2026-04-05', siteId: SITE, personnelId: null });
    expect(asked[2].variables).toStrictEqual({ from: '2026-03-01', to: '2026-03-31', siteId: SITE, personnelId: null });
    expect(asked.every((a) => a.context?.silent === true)).toBe(true);
  });

  it('follows the view, the date and the person the address names, as the screen does', () => {
    const { client, asked } = recorder();
    const search = new URLSearchParams('vue=semaine&date=2026-05-20&personne=p1');
    prefetchSitePlanning(client, { params: { idChantier: SITE }, search });
    expect(openingViews(search)).toEqual(['week']);
    expect(planningAnchor(search, '2026-03-11')).toBe('2026-05-20');
    expect(asked.slice(1).map((a) => a.variables)).toEqual([{ from: '2026-05-18', to: '2026-05-24', siteId: SITE, personnelId: 'p1' }]);
  });

  it('a date that is not a day is today', () => {
    expect(planningAnchor(new URLSearchParams('date=2026-02-30'), '2026-03-11')).toBe('2026-03-11');
  });

  it('asks nothing for an id that is not one', () => {
    const { client, asked } = recorder();
    prefetchSitePlanning(client, { params: { idChantier: 'x' }, search: new URLSearchParams() });
    expect(asked).toEqual([]);
  });
});
