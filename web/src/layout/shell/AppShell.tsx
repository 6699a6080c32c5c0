import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Layout } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { readTokens, clearSession, homePath } from '../../shared/session/storage';
import { usePermissions } from '../../shared/session/useCan';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { usePermissionsSync } from '../../shared/session/usePermissionsSync';
import { LogoutDocument } from '../../shared/session/session.generated';
import { Logo } from '../../shared/components/Logo';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { headerIsDark, menuThemeFor } from '../theme/antd-theme';
import { HeaderTheme } from '../theme/HeaderTheme';
import { useThemeSettings } from '../theme/ThemeSettingsProvider';
import { type AccountAction, AccountMenu } from './AccountMenu';
import { FullscreenToggle, LanguageMenu, ModeToggle, ThemeButton } from './HeaderTools';
import { buildMenu } from './menus';
import { ShellDialogs, type ShellDialog } from './ShellDialogs';
import { RequestProgress, ScrollTop, ShellContent, ShellFooter } from './ShellParts';
import { ShellSider } from './ShellSider';
import { OfflineBar } from './OfflineBar';
import { mayLeaveChanges, OfflineOutbox } from './OfflineOutbox';
import { isNarrowScreen, useNarrowScreen } from './useNarrowScreen';
import './shell.css';

// Loaded when needed rather than with the layout, so a phone's first screen carries less: the drawer menu (narrow
// screens, on the first tap) and the search box (wide screens only; it brings antd's Select).
const Drawer = lazy(() => import('antd/es/drawer'));
const HeaderSearch = lazy(() => import('./HeaderSearch'));
// A phone's own: a button, and a full-screen list once opened, without the desk's AutoComplete (antd's Select).
const PhoneSearch = lazy(() => import('./search/PhoneSearchButton'));
const loadDrawer = () => void import('antd/es/drawer').catch(() => undefined);
// The sidebar menu (antd's Menu): on a wide screen it starts loading with the layout, beside the first screen; on a
// narrow one it lives in the drawer and comes with it.
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));
if (!isNarrowScreen()) void loadSideMenu().catch(() => undefined);

/** The private layout of SPEC §2: header, sidebar (a drawer below 992 px), content, footer, scroll-to-top. */
export default function AppShell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  usePermissionsSync();
  const permissions = usePermissions();
  const { settings, dispatch } = useThemeSettings();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [dialog, setDialog] = useState<ShellDialog>(null);
  const [logout] = useMutation(LogoutDocument);

  const menu = useMemo(
    () => buildMenu({ pathname, type: user.type, can: (action) => permissions?.actions.has(action) ?? false, today: dayjs().format('YYYY-MM-DD') }),
    [pathname, user.type, permissions],
  );
  const titleId = `menu.title.${menu.kind}`;
  const horizontal = settings.dataNavLayout === 'horizontal' && !narrow;
  const collapsed = settings.datatoggled || settings.dataVerticalStyle === 'closed';
  const menuTheme = menuThemeFor(settings);

  const onAccount = async (action: AccountAction) => {
    if (action === 'subscription') return navigate('/abonnement');
    if (action !== 'logout') return setDialog(action);
    if (!(await mayLeaveChanges(user.id))) return undefined;
    // Signed out at once, even offline on a site: the server revokes the session when the request gets through.
    const { refreshToken } = readTokens();
    clearSession();
    navigate('/sign-in', { replace: true });
    await logout({ variables: { refreshToken }, context: { silent: true } }).catch(() => undefined);
  };
  const toggleMenu = () => {
    if (!narrow) return dispatch({ type: 'toggleSidebar' });
    setDrawerUsed(true);
    setDrawerOpen((o) => !o);
  };

  const sideMenu = (inDrawer: boolean) => (
    <Suspense fallback={null}>
      <SideMenu
        entries={menu.entries}
        mode="inline"
        theme={inDrawer ? 'light' : menuTheme}
        collapsed={!inDrawer && collapsed}
        titleId={titleId}
        onNavigate={() => setDrawerOpen(false)}
      />
    </Suspense>
  );

  return (
    <Layout className="shell">
      <a className="skip-link" href="#main-content">
        {intl.formatMessage({ id: 'layout.skipToContent' })}
      </a>
      {!narrow && !horizontal ? (
        <ShellSider collapsed={collapsed} closed={settings.dataVerticalStyle === 'closed'} theme={menuTheme}>
          {sideMenu(false)}
        </ShellSider>
      ) : null}
      {drawerUsed ? (
        <Suspense fallback={null}>
          <Drawer
            className="shell-drawer"
            open={narrow && drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement={settings.dir === 'rtl' ? 'right' : 'left'}
            size={280}
            title={<Logo />}
          >
            {sideMenu(true)}
          </Drawer>
        </Suspense>
      ) : null}
      <Layout className="shell-main">
        <Layout.Header className={`shell-header${headerIsDark(settings) ? ' is-dark' : ''}`}>
          {/* The header's own colours (light, dark, coloured) decide its controls' algorithm, whatever the page mode;
              the popups its tools open (HeaderPopupTheme) keep the page's. */}
          <HeaderTheme>
            {narrow || !horizontal ? (
              <Button
                type="text"
                shape="circle"
                aria-label={intl.formatMessage({ id: 'header.toggleMenu' })}
                aria-expanded={narrow ? drawerOpen : !collapsed}
                icon={(narrow ? !drawerOpen : collapsed) ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={toggleMenu}
                onPointerDown={narrow ? loadDrawer : undefined}
              />
            ) : null}
            {narrow || horizontal ? (
              <Link to={homePath()} className="shell-header-logo" aria-label={intl.formatMessage({ id: 'shell.home' })}>
                <Logo inverted={headerIsDark(settings)} />
              </Link>
            ) : null}
            <Suspense fallback={narrow ? null : <span className="header-search" />}>{narrow ? <PhoneSearch /> : <HeaderSearch />}</Suspense>
            <span className="shell-header-spacer" />
            <OfflineOutbox userId={user.id} />
            <ModeToggle />
            <LanguageMenu />
            {!narrow ? <FullscreenToggle /> : null}
            <ThemeButton onClick={() => setDialog('theme')} />
            {user.type === 'USER' ? <NotificationsBell /> : null}
            <AccountMenu user={user} onAction={(a) => void onAccount(a)} />
          </HeaderTheme>
        </Layout.Header>
        {horizontal ? (
          <div className="shell-topnav">
            <Suspense fallback={<div className="shell-topnav-placeholder" />}>
              <SideMenu entries={menu.entries} mode="horizontal" theme={menuTheme} titleId={titleId} />
            </Suspense>
          </div>
        ) : null}
        <RequestProgress />
        <OfflineBar />
        <ShellContent />
        <ShellFooter />
      </Layout>
      <ScrollTop />
      <ShellDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Layout>
  );
}
