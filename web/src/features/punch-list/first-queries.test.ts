import type { QueryAsker } from '../../app/routing/app-route';
import prefetchPlans, {
  filterOf,
  pageOf,
  planReservesVariables,
  prefetchPlanViewer,
  prefetchReserveDetail,
  prefetchReserves,
  reservesVariables,
} from './first-queries';
import { PlanDetailDocument, PunchListSiteDocument, ReserveDetailDocument, SitePlansDocument, SiteReservesDocument } from './punch-list.generated';

const SITE = '3f1c2a9e-5b7d-4e21-9c3a-1d2e3f4a5b6c';
const PLAN = '4a2d3b8f-6c8e-4f32-8d4b-2e3f4a5b6c7d';
const RESERVE = '5b3e4c9a-7d9f-4a43-9e5c-3f4a5b6c7d8e';

type Asked = Parameters<QueryAsker['query']>[0];
function recorder(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const asked: Asked[] = [];
  return { asked, client: { query: (o: Asked) => (asked.push(o), answer()) } };
}
const at = (params: Record<string, string>, search = '') => ({ params, search: new URLSearchParams(search) });

describe('the punch list’s first queries', () => {
  it('asks the site and its plans for the plans page, silently', () => {
    const { asked, client } = recorder();
    prefetchPlans(client, at({ idChantier: SITE }));
    expect(asked.map((o) => o.query)).toEqual([PunchListSiteDocument, SitePlansDocument]);
    expect(asked.map((o) => o.variables)).toEqual([{ id: SITE }, { siteId: SITE }]);
    expect(asked.every((o) => o.context?.silent === true)).toBe(true);
  });

  it('asks the réserves list as the address filters it, with the page’s own variables (null, never left out)', () => {
    const { asked, client } = recorder();
    prefetchReserves(client, at({ idChantier: SITE }, `plan=${PLAN}&corps=Peinture&statut=levee&responsable=alami&page=3`));
    expect(asked.map((o) => o.query)).toEqual([PunchListSiteDocument, SitePlansDocument, SiteReservesDocument]);
    expect(asked[2].variables).toStrictEqual({
      siteId: SITE,
      filter: { planId: PLAN, trade: 'Peinture', status: 'LIFTED', responsible: 'alami' },
      page: 2,
      size: 20,
    });
    const plain = recorder();
    prefetchReserves(plain.client, at({ idChantier: SITE }));
    expect(plain.asked[2].variables).toStrictEqual(reservesVariables(SITE, filterOf(new URLSearchParams()), 0));
    expect(plain.asked[2].variables).toStrictEqual({
      siteId: SITE,
      filter: { planId: null, trade: null, status: null, responsible: null },
      page: 0,
      size: 20,
    });
  });

  it('asks a plan and its réserves for the viewer, a réserve for its detail, and nothing without their ids (the offline mode names none)', () => {
    const viewer = recorder();
    prefetchPlanViewer(viewer.client, at({ idChantier: SITE, planId: PLAN }));
    expect(viewer.asked.map((o) => o.query)).toEqual([PlanDetailDocument, SiteReservesDocument]);
    expect(viewer.asked[1].variables).toStrictEqual(planReservesVariables(SITE, PLAN));
    expect(viewer.asked[1].variables).toMatchObject({ page: 0, size: 100 });
    const detail = recorder();
    prefetchReserveDetail(detail.client, at({ idChantier: SITE, reserveId: RESERVE }));
    expect(detail.asked.map((o) => [o.query, o.variables])).toEqual([[ReserveDetailDocument, { id: RESERVE }]]);
    const none = recorder();
    prefetchPlanViewer(none.client, at({ idChantier: SITE }));
    prefetchReserveDetail(none.client, at({ idChantier: SITE }));
    for (const prefetch of [prefetchPlans, prefetchReserves]) prefetch(none.client, at({ idChantier: '42' }));
    expect(none.asked).toEqual([]);
  });

  it('reads only what the address can mean, and swallows a failed answer (the page shows its own)', async () => {
    expect(filterOf(new URLSearchParams('plan=42&statut=perdue&corps=%20&responsable='))).toEqual({
      planId: null,
      trade: null,
      status: null,
      responsible: null,
    });
    expect([pageOf(new URLSearchParams('page=0')), pageOf(new URLSearchParams('page=x')), pageOf(new URLSearchParams('page=2'))]).toEqual([0, 0, 1]);
    const { asked, client } = recorder(() => Promise.reject(new Error('offline')));
    expect(() => prefetchReserves(client, at({ idChantier: SITE }))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(3);
  });
});
