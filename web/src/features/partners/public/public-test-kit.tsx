import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { arabicMessages } from '../../../app/i18n-ar';

/** What the tests of the public partner screens share: the api by operation name, the router, French (or Arabic). */

type Body = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
export type Handler = (variables: Record<string, unknown>, headers: Record<string, string>) => Body;

export const fetchMock = jest.fn();

/** Answers each GraphQL call with the handler of its operation (200 with data or errors, as the api does). */
export function serveApi(handlers: Record<string, Handler>) {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url: string, init: { body: string; headers: Record<string, string> }) => {
    const { operationName, variables } = JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> };
    const handler = handlers[operationName];
    if (!handler) throw new Error(`no answer for ${operationName}`);
    const body = handler(variables, init.headers);
    return { status: 200, statusText: 'OK', json: async () => body };
  });
  global.fetch = fetchMock;
}

/** The calls made to one operation: their variables and headers. */
export function callsOf(operationName: string): { variables: Record<string, unknown>; headers: Record<string, string> }[] {
  return fetchMock.mock.calls
    .map(([, init]: [string, { body: string; headers: Record<string, string> }]) => ({ ...JSON.parse(init.body), headers: init.headers }))
    .filter((c: { operationName: string }) => c.operationName === operationName);
}

export const apiError = (code: string, message: string, extra: Record<string, unknown> = {}): Body => ({
  errors: [{ message, extensions: { code, ...extra } }],
});

/** Where the router is, and the state it was given: tests read the address the screen wrote. */
function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export function renderAt(path: string, routes: { path: string; element: ReactNode }[], locale: 'fr' | 'ar' = 'fr') {
  return render(
    <IntlProvider locale={locale} defaultLocale="fr" messages={locale === 'ar' ? arabicMessages : frenchMessages}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </IntlProvider>,
  );
}

export const REGIONS = [
  { code: 'MA-03', nameFr: 'Fès-Meknès', nameEn: 'Fez-Meknes', nameAr: 'فاس-مكناس' },
  { code: 'MA-06', nameFr: 'Casablanca-Settat', nameEn: 'Casablanca-Settat', nameAr: 'الدار البيضاء-سطات' },
];
export const CITIES: Record<string, { code: string; nameFr: string; nameEn: string; nameAr: string; region: string }[]> = {
  'MA-03': [
    { code: 'ma-fes', nameFr: 'Fès', nameEn: 'Fez', nameAr: 'فاس', region: 'MA-03' },
    { code: 'ma-meknes', nameFr: 'Meknès', nameEn: 'Meknes', nameAr: 'مكناس', region: 'MA-03' },
  ],
  'MA-06': [{ code: 'ma-casablanca', nameFr: 'Casablanca', nameEn: 'Casablanca', nameAr: 'الدار البيضاء', region: 'MA-06' }],
};
export const placesApi: Record<string, Handler> = {
  PublicRegions: () => ({ data: { regions: REGIONS } }),
  PublicCities: (v) => ({ data: { cities: CITIES[String(v.region)] ?? [] } }),
};

/** A macrotask channel (antd's selects close through one); jsdom has none. */
class TimeoutChannel {
  port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}

/** antd's parts that jsdom lacks: ResizeObserver and MessageChannel (selects), pseudo-element styles (modals' scroll bar). */
export function antdInJsdom() {
  globalThis.MessageChannel ??= TimeoutChannel as unknown as typeof MessageChannel;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}
