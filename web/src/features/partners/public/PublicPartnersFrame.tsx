import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AntdScope } from '../../../app/antd/AntdScope';
import { sessionState } from '../../../shared/session/session-client';
import { homePath } from '../../../shared/session/storage';
import { LanguageSwitch } from '../../../shared/components/LanguageSwitch';
import { Logo } from '../../../shared/components/Logo';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { publicPartnersMessages } from './messages';
import { publicPartnersMessagesEn } from './messages.en';
import './partners-public.css';

/** The header bar of the public partner screens: the app's name (home), the directory, sign-up and sign-in links. */
function PublicHeader() {
  const intl = useIntl();
  const location = useLocation();
  const signedIn = sessionState() === 'active';
  return (
    <header className="pp-header">
      <div className="pp-header-inner">
        <Link to="/" className="pp-brand" aria-label={intl.formatMessage({ id: 'publicPartners.home' })}>
          <Logo />
        </Link>
        <nav className="pp-nav" aria-label={intl.formatMessage({ id: 'publicPartners.nav' })}>
          <NavLink to="/partenaires" end className="pp-nav-link">
            <FormattedMessage id="publicPartners.directoryLink" />
          </NavLink>
          <NavLink to="/insription-partenaire" className="pp-nav-link">
            <FormattedMessage id="publicPartners.becomePartner" />
          </NavLink>
          {/* The same words in French and English. */}
          <NavLink to="/faq" className="pp-nav-link">
            FAQ
          </NavLink>
          <NavLink to="/contact" className="pp-nav-link">
            Contact
          </NavLink>
        </nav>
        {signedIn ? (
          <Link to={homePath()} className="pp-nav-link pp-nav-cta pp-cta">
            <FormattedMessage id="publicPartners.mySpace" />
          </Link>
        ) : (
          <Link to="/sign-in" state={{ from: `${location.pathname}${location.search}` }} className="pp-nav-link pp-nav-cta pp-cta">
            <FormattedMessage id="publicPartners.signIn" />
          </Link>
        )}
        <div className="pp-lang">
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}

/**
 * A public partner screen: its words (French and English, with the api's partner messages), antd and its theme
 * (AntdScope), the header bar and the page's width.
 */
export function PublicPartnersFrame({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <FeatureMessages
      fr={publicPartnersMessages}
      en={publicPartnersMessagesEn}
      ar={() => import('./messages.ar').then((m) => m.publicPartnersMessagesAr)}
    >
      <AntdScope>
        <div className="pp-shell">
          <PublicHeader />
          <main className={`pp-main${narrow ? ' pp-main-narrow' : ''}`}>{children}</main>
        </div>
      </AntdScope>
    </FeatureMessages>
  );
}
