import {
  AppstoreOutlined,
  ArrowLeftOutlined,
  AuditOutlined,
  CrownOutlined,
  BankOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FileDoneOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  NotificationOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { type MenuEntry, type MenuIcon, selectedEntry } from './menus';
import { useCloseAfter } from './useCloseAfter';

const ICONS: Record<MenuIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  sites: <HomeOutlined />,
  quotes: <FileTextOutlined />,
  invoices: <FileDoneOutlined />,
  clients: <IdcardOutlined />,
  finance: <BankOutlined />,
  stock: <InboxOutlined />,
  planning: <CalendarOutlined />,
  activity: <ScheduleOutlined />,
  suppliers: <ShopOutlined />,
  personnel: <TeamOutlined />,
  settings: <SettingOutlined />,
  back: <ArrowLeftOutlined />,
  detail: <AppstoreOutlined />,
  news: <NotificationOutlined />,
  documents: <FolderOpenOutlined />,
  followUp: <AuditOutlined />,
  dailyLog: <FileTextOutlined />,
  plans: <BankOutlined />,
  reserves: <FileDoneOutlined />,
  reception: <AuditOutlined />,
  upgrade: <CrownOutlined />,
};

/** How long a horizontal menu's popup stays open untouched (SPEC §4: 'a click on the main content after 10 s'). */
export const HORIZONTAL_MENU_OPEN_MS = 10_000;

interface Props {
  entries: MenuEntry[];
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  titleId: string;
  onNavigate?: () => void;
}

/** The menu of the current area (company, site or partner), as links the keyboard and screen readers know. */
export function SideMenu({ entries, mode, theme, collapsed, titleId, onNavigate }: Props) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedEntry(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const closeAll = useCallback(() => setOpenKeys([]), []);
  useCloseAfter(openKeys, closeAll, HORIZONTAL_MENU_OPEN_MS, mode === 'horizontal');
  return (
    <nav aria-label={intl.formatMessage({ id: titleId })} className={`shell-nav shell-nav-${mode}`}>
      <Menu
        mode={mode}
        theme={theme}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        {...(mode === 'horizontal' ? { openKeys, onOpenChange: setOpenKeys } : {})}
        selectedKeys={selected ? [selected.path] : []}
        items={entries.map((e) => ({
          key: e.path,
          icon: ICONS[e.icon],
          label: (
            <a
              href={e.path}
              onClick={(ev) => {
                // Plain clicks stay in the app; modified clicks open a tab as links do.
                if (ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.button !== 0) return;
                ev.preventDefault();
                navigate(e.path);
                onNavigate?.();
              }}
            >
              {intl.formatMessage({ id: e.labelId })}
              {e.soon ? (
                <>
                  {' '}
                  <span className="menu-soon">{intl.formatMessage({ id: 'menu.soon' })}</span>
                </>
              ) : null}
            </a>
          ),
        }))}
      />
    </nav>
  );
}
