import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { AntdScope } from './antd/AntdScope';
import { AppProviders } from './AppProviders';
import { DocumentTitle } from './routing/DocumentTitle';
import { RequireSession } from './routing/RequireSession';
import { PRIVATE_ROUTES } from './routing/route-access';

// Every screen is its own chunk; public/theme-boot.js preloads the sign-in screen's on /sign-in (vite-bundle.ts).
const SignInPage = lazy(() => import('../features/auth/pages/SignInPage'));
const SignUpPage = lazy(() => import('../features/auth/pages/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const InvitationPage = lazy(() => import('../features/auth/pages/InvitationPage'));
const EmailVerificationPage = lazy(() => import('../features/auth/pages/EmailVerificationPage'));
const NotFoundPage = lazy(() => import('../layout/NotFoundPage'));
const ErrorPage = lazy(() => import('../layout/errors/ErrorPage'));
const PrivateArea = lazy(() => import('./PrivateArea'));

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <DocumentTitle area="public" />
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            <Route path="/" element={<SignInPage />} />
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="/sign-up" element={<SignUpPage />} />
            <Route path="/forget-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/invitation" element={<InvitationPage />} />
            <Route path="/email-verfication" element={<EmailVerificationPage />} />
            <Route
              path="/erreur/:code"
              element={
                <AntdScope>
                  <ErrorPage />
                </AntdScope>
              }
            />
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
      </BrowserRouter>
    </AppProviders>
  );
}
