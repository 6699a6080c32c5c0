import { FloatButton } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRequestsInFlight } from '../../app/apollo/in-flight';

/** A thin bar while any call is under way: it never blocks the page, background refetches included. */
export function RequestProgress() {
  const busy = useRequestsInFlight() > 0;
  const intl = useIntl();
  return <div className={`request-progress${busy ? ' is-busy' : ''}`} role="progressbar" aria-hidden={!busy} aria-label={intl.formatMessage({ id: 'layout.requestInFlight' })} />;
}

export function ScrollTop() {
  const intl = useIntl();
  return <FloatButton.BackTop visibilityHeight={100} aria-label={intl.formatMessage({ id: 'layout.scrollTop' })} tooltip={intl.formatMessage({ id: 'layout.scrollTop' })} />;
}

export function ShellFooter() {
  return (
    <footer className="shell-footer">
      <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
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
