import { CrownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import type { StoredUser } from '../../shared/session/storage';
import { HeaderButton, HeaderPopupTheme } from '../theme/HeaderTheme';
import { roleLabelId } from './menus';

export type AccountAction = 'profile' | 'password' | 'subscription' | 'logout';

interface Props {
  user: StoredUser;
  onAction(action: AccountAction): void;
}

/** SPEC §2 profile dropdown: name and role label; Profile and Abonnement are not for partners. */
export function AccountMenu({ user, onAction }: Props) {
  const intl = useIntl();
  const partner = user.type === 'PARTNER';
  const name = `${user.firstName} ${user.lastName}`.trim();
  const role = intl.formatMessage({ id: roleLabelId(user.role, user.type) });
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span className="account-who">
          <strong>{name}</strong>
          <span>{role}</span>
        </span>
      ),
    },
    { type: 'divider' },
    ...(partner ? [] : [{ key: 'profile', icon: <UserOutlined />, label: intl.formatMessage({ id: 'account.menu.profile' }) }]),
    { key: 'password', icon: <KeyOutlined />, label: intl.formatMessage({ id: 'account.menu.password' }) },
    ...(partner ? [] : [{ key: 'subscription', icon: <CrownOutlined />, label: intl.formatMessage({ id: 'account.menu.subscription' }) }]),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: intl.formatMessage({ id: 'account.menu.logout' }) },
  ];
  return (
    <HeaderPopupTheme>
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick: ({ key }) => onAction(key as AccountAction) }}>
        <HeaderButton type="text" className="account-button" aria-label={`${intl.formatMessage({ id: 'header.account' })} : ${name}, ${role}`}>
          <Avatar size={32} src={user.photoUrl ?? undefined} icon={user.photoUrl ? undefined : <UserOutlined />} alt="" />
          <span className="account-name">
            <span className="account-name-full">{name}</span>
            <span className="account-role">{role}</span>
          </span>
        </HeaderButton>
      </Dropdown>
    </HeaderPopupTheme>
  );
}
