import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Layout } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useRequestsInFlight } from '../../app/apollo/in-flight';
import { PageSkeleton } from '../PageSkeleton';
import { PrivateScreen } from './PrivateScreen';

// The error page loads when a screen crashes, not with the layout.
const ErrorView = lazy(() => import('../errors/ErrorPage').then((m) => ({ default: m.ErrorView })));

/** A thin bar while any call is under way: it never blocks the page, background refetches included. */
export function RequestProgress() {
  const busy = useRequestsInFlight() > 0;
  const intl = useIntl();
  return (
    <div
      className={`request-progress${busy ? ' is-busy' : ''}`}
      role="progressbar"
      aria-hidden={!busy}
      aria-label={intl.formatMessage({ id: 'layout.requestInFlight' })}
    />
  );
}

const VISIBILITY_HEIGHT = 100;
const BackTop = lazy(() => import('antd/es/float-button').then((m) => ({ default: m.default.BackTop })));

/**
 * antd's back-to-top button, which shows once the page is scrolled 100 px: it loads then (with its float-button,
 * badge and tooltip code), not with the layout, so a first screen that never scrolls does not pay for it.
 */
export function ScrollTop() {
  const intl = useIntl();
  const [scrolled, setScrolled] = useState(() => window.scrollY > VISIBILITY_HEIGHT);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => window.scrollY > VISIBILITY_HEIGHT && setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  if (!scrolled) return null;
  const label = intl.formatMessage({ id: 'layout.scrollTop' });
  return (
    <Suspense fallback={null}>
      <BackTop visibilityHeight={VISIBILITY_HEIGHT} aria-label={label} tooltip={label} />
    </Suspense>
  );
}

export function ShellFooter() {
  return (
    <footer className="shell-footer">
      <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
      <span className="shell-footer-links">
        {' · '}
        <Link to="/faq">
          <FormattedMessage id="shell.footer.faq" />
        </Link>
        {' · '}
        <Link to="/contact">
          <FormattedMessage id="shell.footer.contact" />
        </Link>
      </span>
    </footer>
  );
}

/** A screen that crashes while rendering shows the 500 page inside the layout instead of a blank page. */
export class ScreenErrorBoundary extends Component<{ fallback: ReactNode; resetKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen crashed', error, info.componentStack);
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The page's one <main> (antd's Content): the current screen, a skeleton while it loads, the 500 page if it crashes. */
export function ShellContent() {
  const { pathname } = useLocation();
  return (
    <Layout.Content className="shell-content" id="main-content" tabIndex={-1}>
      <div className="shell-page">
        <ScreenErrorBoundary
          resetKey={pathname}
          fallback={
            <Suspense fallback={null}>
              <ErrorView code="500" inLayout />
            </Suspense>
          }
        >
          <Suspense fallback={<PageSkeleton />}>
            <PrivateScreen />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
    </Layout.Content>
  );
}
