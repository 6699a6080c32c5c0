import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Logo } from '../../shared/components/Logo';
import { homePath } from '../../shared/session/storage';

/** The wide screen's sidebar: the logo (home), then the menu it is given; narrow (76 px) or gone when folded. */
export function ShellSider({
  collapsed,
  closed,
  theme,
  children,
}: {
  collapsed: boolean;
  closed: boolean;
  theme: 'light' | 'dark';
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Layout.Sider className="shell-sider" width={248} collapsedWidth={closed ? 0 : 76} collapsed={collapsed} trigger={null} theme={theme}>
      <div className="shell-brand">
        <Link to={homePath()} aria-label={intl.formatMessage({ id: 'shell.home' })}>
          <Logo inverted={theme === 'dark'} />
        </Link>
      </div>
      {children}
    </Layout.Sider>
  );
}
