import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { type AfterSignIn, AfterSignInContext } from '../features/auth/after-sign-in';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { PageSkeleton } from '../layout/PageSkeleton';
import { isPrivatePath } from './routing/route-access';
import { AntdScope } from './antd/AntdScope';
import { AppProviders } from './AppProviders';
import { DocumentTitle } from './routing/DocumentTitle';
import { RequireSession } from './routing/RequireSession';
import { PRIVATE_ROUTES } from './routing/route-access';
import { lazyScreen } from './routing/lazy-screen';
import { ROUTES } from './routing/routes';

// Every screen is its own chunk; public/theme-boot.js preloads the sign-in screen's on /sign-in (vite-bundle.ts).
const PUBLIC_SCREENS = ROUTES.filter((r) => r.access === 'public' && r.screen).map((r) => ({ path: r.path, Screen: lazyScreen(r.screen!) }));
const NotFoundPage = lazy(() => import('../layout/NotFoundPage'));
const PrivateArea = lazy(() => import('./PrivateArea'));
const afterSignIn: AfterSignIn = { isPrivatePath, preloadPrivateArea: () => void import('./PrivateArea').catch(() => undefined) };

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AfterSignInContext.Provider value={afterSignIn}>
          <DocumentTitle area="public" />
          {/* A private page opened cold shows its outline (the shell, a page) while its code arrives. */}
          <Suspense fallback={isPrivatePath(window.location.pathname) ? <PageSkeleton shell /> : <FullPageSpinner />}>
            <Routes>
              {PUBLIC_SCREENS.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              <Route element={<RequireSession />}>
                {/* The private area picks the screen itself (layout/shell/PrivateScreen.tsx). */}
                <Route element={<PrivateArea />}>
                  {PRIVATE_ROUTES.map((path) => (
                    <Route key={path} path={path} element={null} />
                  ))}
                </Route>
              </Route>
              <Route
                path="*"
                element={
                  <AntdScope>
                    <NotFoundPage />
                  </AntdScope>
                }
              />
            </Routes>
          </Suspense>
        </AfterSignInContext.Provider>
      </BrowserRouter>
    </AppProviders>
  );
}
