import { Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import './settings-nav.css';

const PAGES = [
  { path: '/parametres/societe', labelId: 'settings.nav.company' },
  { path: '/parametres/equipe', labelId: 'settings.nav.team' },
  { path: '/parametres/api', labelId: 'settings.nav.api' },
  { path: '/parametres/webhooks', labelId: 'settings.nav.webhooks' },
];

/** The MANAGER's settings are four screens under 'Paramètres': the company, its team, its API tokens and its webhooks. */
export function SettingsNav() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <nav aria-label={intl.formatMessage({ id: 'menu.settings' })} className="settings-nav">
      <Segmented
        value={PAGES.find((p) => pathname.startsWith(p.path))?.path}
        options={PAGES.map((p) => ({ value: p.path, label: intl.formatMessage({ id: p.labelId }) }))}
        onChange={(path) => navigate(String(path))}
      />
    </nav>
  );
}
