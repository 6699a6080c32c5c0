import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../../shared/components/LanguageSwitch';
import { Logo } from '../../../shared/components/Logo';
import { PlainIcon } from '../../../shared/plain/PlainIcon';
import '../auth.css';

interface Props {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every public screen: the brand panel (desk widths) and the form card. Public screens load no
 * antd (shared/plain draws its look), so the sign-in route stays light on a phone.
 */
export function AuthLayout({ title, subtitle, children }: Props) {
  const intl = useIntl();
  return (
    <div className="auth-shell">
      <aside className="auth-brand" aria-hidden="true">
        <Logo inverted />
        <p className="auth-brand-tagline">
          <FormattedMessage id="auth.brand.tagline" />
        </p>
        <ul className="auth-brand-features">
          {(['auth.brand.feature1', 'auth.brand.feature2', 'auth.brand.feature3'] as const).map((id) => (
            <li key={id}>
              <PlainIcon icon={CheckCircleFilled} /> <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
        <p className="auth-brand-footer">
          <FormattedMessage id="auth.brand.footer" />
        </p>
      </aside>
      <main className="auth-main">
        <div className="auth-top">
          <Link to="/sign-in" className="auth-mobile-logo">
            <Logo />
          </Link>
          <LanguageSwitch />
        </div>
        <div className="auth-card">
          {title ? <h1 className="auth-title">{title}</h1> : null}
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
        </div>
        {/* The way out for a visitor who is not signing in: the other public pages. */}
        <nav className="auth-public-links" aria-label={intl.formatMessage({ id: 'auth.public.nav' })}>
          <Link to="/partenaires">
            <FormattedMessage id="auth.public.directory" />
          </Link>
          <Link to="/insription-partenaire">
            <FormattedMessage id="auth.public.partnerSignUp" />
          </Link>
          <Link to="/faq">
            <FormattedMessage id="auth.public.faq" />
          </Link>
          <Link to="/contact">
            <FormattedMessage id="auth.public.contact" />
          </Link>
        </nav>
      </main>
    </div>
  );
}
