import { NotificationOutlined, ShoppingCartOutlined, SwapOutlined, WalletOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

// The chooser (a modal with the sites search) loads with the first tap, not with the dashboard.
const SiteChooser = lazy(() => import('./SiteChooser'));

type SiteAction = 'purchase' | 'revenue' | 'announcement';

/** Where each action opens, once its site is chosen. */
const TARGETS: Record<SiteAction, (siteId: string) => string> = {
  purchase: (id) => `/detail-chantier/${id}/finances?onglet=achats&nouveau=1`,
  revenue: (id) => `/detail-chantier/${id}/finances?onglet=recettes&nouveau=1`,
  announcement: (id) => `/detail-chantier/${id}/acutalit%C3%A9?nouveau=1`,
};

/** '+ Achat', '+ Recette', '+ Mouvement', '+ Annonce': the day's entries one tap from the dashboard. */
export function QuickActions() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<SiteAction | null>(null);
  const forSite = (action: SiteAction, icon: ReactNode) => (
    <Button size="large" icon={icon} onClick={() => setChoosing(action)} title={t(`dashboard.quick.${action}.aria`)}>
      {t(`dashboard.quick.${action}`)}
    </Button>
  );
  return (
    <nav className="dash-quick" aria-label={t('dashboard.quick.title')}>
      {forSite('purchase', <ShoppingCartOutlined />)}
      {forSite('revenue', <WalletOutlined />)}
      <Button size="large" icon={<SwapOutlined />} onClick={() => navigate('/stocks')} title={t('dashboard.quick.movement.aria')}>
        {t('dashboard.quick.movement')}
      </Button>
      {forSite('announcement', <NotificationOutlined />)}
      {choosing ? (
        <Suspense fallback={null}>
          <SiteChooser
            title={t(`dashboard.quick.${choosing}.aria`)}
            onChoose={(siteId) => navigate(TARGETS[choosing](siteId))}
            onClose={() => setChoosing(null)}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
