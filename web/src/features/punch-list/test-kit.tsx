// Shared by the punch list's screen tests: a site, plans and réserves as the api answers them, and the screens drawn
// in French under a router and a mocked Apollo.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ComponentType } from 'react';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import type { PlanFieldsFragment, ReserveFieldsFragment } from '../../gql/graphql';
import { PunchListSiteDocument } from './punch-list.generated';

export type Mock = MockLink.MockedResponse;

export const SITE = 'd1000000-0000-4000-8000-000000000001';
export const PLAN = 'e1000000-0000-4000-8000-000000000001';

export const version = (number: number, over: Partial<PlanFieldsFragment['currentVersion']> = {}) => ({
  __typename: 'PlanVersionView' as const,
  id: `f1000000-0000-4000-8000-00000000000${number}`,
  number,
  fileUrl: `/api/v1/files/sheet-${number}?sig=abc`,
  fileName: `rdc-${number}.png`,
  contentType: 'image/png',
  pageCount: 1,
  note: '',
  uploadedByName: 'Karim Alami',
  uploadedAt: '2026-11-02T09:00:00.000Z',
  superseded: false,
  supersededBy: null,
  ...over,
});

export const plan = (over: Partial<PlanFieldsFragment> = {}) => ({
  __typename: 'PlanView' as const,
  id: PLAN,
  title: 'Plan RDC',
  currentVersion: version(2),
  versions: [version(2), version(1, { superseded: true, supersededBy: 2 })],
  reserveCount: 2,
  openReserveCount: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  ...over,
});

/** A réserve as the api answers it; `over` may carry nested objects with their __typename, as answers do. */
export type TestReserve = ReserveFieldsFragment & { __typename: 'ReserveView' };

export const reserve = (number: number, over: Partial<Record<keyof ReserveFieldsFragment, unknown>> = {}) =>
  ({
    __typename: 'ReserveView' as const,
    id: `c1000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    reference: `R-${String(number).padStart(3, '0')}`,
    plan: { __typename: 'PlanRef' as const, id: PLAN, title: 'Plan RDC' },
    version: {
      __typename: 'PlanVersionView' as const,
      id: version(2).id,
      number: 2,
      contentType: 'image/png',
      fileUrl: version(2).fileUrl,
      pageCount: 1,
      superseded: false,
      supersededBy: null,
    },
    page: 1,
    x: 0.25,
    y: 0.75,
    title: 'Fissure enduit façade nord',
    description: '',
    trade: 'Enduit',
    photos: [],
    liftPhotos: [],
    responsible: { __typename: 'ReserveResponsibleView' as const, type: 'OTHER' as const, id: null, name: 'Enduits Atlas' },
    dueDate: null,
    overdue: false,
    status: 'OPEN' as const,
    statusNote: '',
    liftedAt: null,
    liftedByName: null,
    reviewedAt: null,
    reviewedByName: null,
    createdByName: 'Karim Alami',
    createdAt: '2026-11-03T09:00:00.000Z',
    updatedAt: '2026-11-03T09:00:00.000Z',
    ...(over as object),
  }) as TestReserve;

export const siteMock: Mock = {
  request: { query: PunchListSiteDocument, variables: { id: SITE } },
  result: { data: { site: { __typename: 'SiteView', id: SITE, name: 'Villa Anfa' } } },
  maxUsageCount: 5,
};

/** A screen at `path` (its route `pattern`), in French, with these answers. */
export function show(Screen: ComponentType, pattern: string, path: string, mocks: readonly Mock[]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <Routes>
            <Route path={pattern} element={<Screen />} />
            <Route path="*" element={<p>Ailleurs</p>} />
          </Routes>
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}
