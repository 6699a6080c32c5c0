import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import dayjs from 'dayjs';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import { grant, GRANTS } from '../../test/grants';
import { SignatureRequestsDocument } from '../signatures/staff/signature-requests.generated';
import SiteReceptionPage from './SiteReceptionPage';
import { ReceptionSiteDocument, SiteReceptionsDocument } from './receptions.generated';

// The PV de réception screen's tests: a site, its PVs as drafted, awaiting the client or signed, and the screen.
export type Mock = MockLink.MockedResponse;
export const SITE = 'd1000000-0000-4000-8000-000000000001';
export const PV = 'a1000000-0000-4000-8000-000000000001';
export const TODAY = dayjs().format('YYYY-MM-DD');
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

export const RESERVE = {
  __typename: 'ReceptionReserveView',
  number: 1,
  title: 'R-001 Fissure enduit',
  trade: 'Enduit',
  status: 'OPEN',
  responsible: 'Enduits Atlas',
};
export const party = (role: string, name: string, organisation = '') => ({ __typename: 'ReceptionPartyView', role, name, organisation });
export const DRAFT = {
  __typename: 'ReceptionView',
  id: PV,
  kind: 'PROVISIONAL',
  date: TODAY,
  parties: [party('COMPANY', 'Nadia Berrada', 'BTP Atlas'), party('CLIENT', 'M. Bennani')],
  notes: '',
  status: 'DRAFT',
  withReserves: true,
  reserves: [RESERVE],
  companySignerName: null,
  companySignatureUrl: null,
  clientSignerName: null,
  clientSignatureUrl: null,
  signedAt: null,
  createdAt: '2026-11-30T09:00:00.000Z',
};
export const AWAITING = {
  ...DRAFT,
  status: 'AWAITING',
  companySignerName: 'Nadia Berrada',
  companySignatureUrl: '/api/v1/files/s1?sig=a',
  signedAt: '2026-11-30T10:00:00.000Z',
};
export const SIGNED = {
  ...DRAFT,
  status: 'SIGNED',
  companySignerName: 'Nadia Berrada',
  companySignatureUrl: '/api/v1/files/s1?sig=a',
  clientSignerName: 'M. Bennani',
  clientSignatureUrl: '/api/v1/files/s2?sig=b',
  signedAt: '2026-11-30T10:00:00.000Z',
};

export const siteMock: Mock = {
  request: { query: ReceptionSiteDocument, variables: { id: SITE } },
  result: { data: { site: { __typename: 'SiteView', id: SITE, name: 'Villa Anfa', client: 'M. Bennani' } } },
  maxUsageCount: 10,
};
export const listOf = (items: object[], finalFrom: string | null = null, last = false): Mock => ({
  request: { query: SiteReceptionsDocument, variables: { siteId: SITE } },
  result: { data: { receptions: { __typename: 'SiteReceptionsView', items, guaranteeMonths: 12, finalFrom, openReserves: [RESERVE] } } },
  ...(last ? { maxUsageCount: 10 } : {}),
});

export function show(mocks: Mock[]) {
  return render(
    <MemoryRouter initialEntries={[`/detail-chantier/${SITE}/reception`]}>
      <MockedProvider mocks={[siteMock, ...mocks]}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <Routes>
            <Route path="/detail-chantier/:idChantier/reception" element={<SiteReceptionPage />} />
          </Routes>
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

export const signIn = (role: 'MANAGER' | 'USER') => {
  localStorage.setItem(
    'user_details',
    JSON.stringify({ id: 'u1', firstName: 'Nadia', lastName: 'Berrada', role, type: 'USER', companyName: 'BTP Atlas' }),
  );
  grant(GRANTS[role], role === 'USER' ? ['ownSites'] : []);
};

/** The PV's signature requests by link (none unless told). */
export const requestsOf = (items: object[] = [], id = PV): Mock => ({
  request: { query: SignatureRequestsDocument, variables: { kind: 'RECEPTION', documentId: id } },
  result: { data: { signatureRequests: items } },
  maxUsageCount: 10,
});
