import { MailOutlined, StopOutlined, UserAddOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Button, Card, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readUser } from '../../shared/session/storage';
import type { UserDetailsFieldsFragment } from '../../gql/graphql';
import { SetUserActiveDocument, SetUserRoleDocument, TeamMembersDocument } from './team.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { SettingsNav } from '../../shared/company/SettingsNav';
import { InviteModal } from './InviteModal';
import './team.css';

const PAGE_SIZE = 20;
const STATUS_COLOUR: Record<string, string> = { ACTIVE: 'green', PENDING: 'gold', DISABLED: 'default' };

/** 'Setting' for a MANAGER: the company's users, invitations, roles, enabling and disabling. */
export default function TeamPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const me = readUser();
  const [page, setPage] = useState(0);
  const [inviting, setInviting] = useState<Partial<UserDetailsFieldsFragment> | null>(null);
  const { data, loading, refetch } = useQuery(TeamMembersDocument, { variables: { page, size: PAGE_SIZE } });
  const [setRole] = useMutation(SetUserRoleDocument);
  const [setActive] = useMutation(SetUserActiveDocument);
  const name = (u: UserDetailsFieldsFragment) => `${u.firstName} ${u.lastName}`;

  const changeRole = async (u: UserDetailsFieldsFragment, role: string) => {
    await setRole({ variables: { userId: u.id, role } })
      .then(() => notifySuccess(t('team.role.changed', { name: name(u) })))
      .catch(() => undefined);
  };
  const changeActive = async (u: UserDetailsFieldsFragment, active: boolean) => {
    await setActive({ variables: { userId: u.id, active } })
      .then(() => notifySuccess(t('team.status.changed', { name: name(u) })))
      .catch(() => undefined);
  };

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="team.title" />
          </Typography.Title>
          <Typography.Text type="secondary">
            <FormattedMessage id="team.subtitle" />
          </Typography.Text>
        </div>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting({})}>
          <FormattedMessage id="team.invite" />
        </Button>
      </div>
      <SettingsNav />
      <Card>
        <Table<UserDetailsFieldsFragment>
          rowKey="id"
          loading={loading && !data}
          dataSource={data?.teamMembers.items ?? []}
          locale={{ emptyText: t('team.empty') }}
          scroll={{ x: 900 }}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: data?.teamMembers.total ?? 0,
            onChange: (p) => setPage(p - 1),
            hideOnSinglePage: true,
          }}
          columns={[
            {
              title: t('team.col.name'),
              key: 'name',
              render: (_, u) => (
                <Space>
                  <Avatar src={u.photoUrl ?? undefined} alt="" className="team-avatar">
                    {u.photoUrl ? null : `${u.firstName[0] ?? ''}${u.lastName[0] ?? ''}`}
                  </Avatar>
                  <span className="team-who">
                    <span>
                      {name(u)} {u.id === me.id ? <Typography.Text type="secondary">({t('team.you')})</Typography.Text> : null}
                    </span>
                    <Typography.Text type="secondary">{u.email}</Typography.Text>
                  </span>
                </Space>
              ),
            },
            { title: t('team.col.phone'), dataIndex: 'phone', key: 'phone', render: (p: string | null) => p ?? '—' },
            {
              title: t('team.col.role'),
              key: 'role',
              render: (_, u) => (
                <Select
                  aria-label={`${t('team.col.role')} : ${name(u)}`}
                  value={u.role}
                  style={{ width: 190 }}
                  onChange={(role) => void changeRole(u, role)}
                  options={[
                    { value: 'MANAGER', label: t('role.manager') },
                    { value: 'USER', label: t('role.user') },
                    { value: 'ACCOUNTANT', label: t('role.accountant') },
                  ]}
                />
              ),
            },
            {
              title: t('team.col.status'),
              key: 'status',
              render: (_, u) => (
                <Tag color={STATUS_COLOUR[u.status]} className="team-status">
                  {t(`team.status.${u.status}`)}
                </Tag>
              ),
            },
            {
              title: t('team.col.actions'),
              key: 'actions',
              render: (_, u) => (
                <Space wrap>
                  {u.status === 'PENDING' ? (
                    <Button size="small" icon={<MailOutlined />} onClick={() => setInviting(u)}>
                      {t('team.resend')}
                    </Button>
                  ) : null}
                  {u.id !== me.id && u.status !== 'DISABLED' ? (
                    <Popconfirm
                      title={t('team.disable.confirm', { name: name(u) })}
                      onConfirm={() => changeActive(u, false)}
                      okText={t('team.disable')}
                      cancelText={t('profile.cancel')}
                    >
                      <Button size="small" danger icon={<StopOutlined />}>
                        {t('team.disable')}
                      </Button>
                    </Popconfirm>
                  ) : null}
                  {u.status === 'DISABLED' ? (
                    <Button size="small" icon={<CheckCircleOutlined />} onClick={() => void changeActive(u, true)}>
                      {t('team.enable')}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {inviting ? (
        <InviteModal
          open
          initial={
            inviting.email
              ? { email: inviting.email, firstName: inviting.firstName, lastName: inviting.lastName, role: inviting.role as 'MANAGER' | 'USER' }
              : undefined
          }
          onClose={() => setInviting(null)}
          onInvited={() => void refetch()}
        />
      ) : null}
    </>
  );
}
