import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../layout/FullPageSpinner';
import { AppProviders } from './AppProviders';
import { RequireSession } from './routing/RequireSession';
import { PRIVATE_ROUTES } from './routing/route-access';

const SignInPage = lazy(() => import('../features/auth/pages/SignInPage'));
const SignUpPage = lazy(() => import('../features/auth/pages/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const EmailVerificationPage = lazy(() => import('../features/auth/pages/EmailVerificationPage'));
const NotFoundPage = lazy(() => import('../layout/NotFoundPage'));
const PrivateArea = lazy(() => import('./PrivateArea'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/DashboardPage'));
const ComingSoonPage = lazy(() => import('../layout/ComingSoonPage'));

const BUILT = new Set<string>(['/dashboard/']);

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            <Route path="/" element={<SignInPage />} />
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="/sign-up" element={<SignUpPage />} />
            <Route path="/forget-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/email-verfication" element={<EmailVerificationPage />} />
            <Route element={<RequireSession />}>
              <Route element={<PrivateArea />}>
                <Route path="/dashboard" element={<DashboardPage />} />
                {PRIVATE_ROUTES.filter((r) => !BUILT.has(r)).map((path) => (
                  <Route key={path} path={path} element={<ComingSoonPage />} />
                ))}
              </Route>
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
