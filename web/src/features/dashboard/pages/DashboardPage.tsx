import { LogoutOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { clearSession, readTokens, readUser, type StoredUser, writeUser } from '../../../app/session/storage';
import { LogoutDocument, MeDocument } from '../../../gql/graphql';
import { Logo } from '../../../shared/components/Logo';
import '../dashboard.css';

/** The main dashboard; its figures arrive with the finance issue. Until then, a real empty state. */
export default function DashboardPage() {
  const navigate = useNavigate();
  const { data, loading } = useQuery(MeDocument);
  const [logout, { loading: leaving }] = useMutation(LogoutDocument);
  const user = data?.me ?? readUser();

  useEffect(() => {
    if (data?.me) writeUser(data.me as StoredUser);
  }, [data]);

  const signOut = async () => {
    await logout({ variables: { refreshToken: readTokens().refreshToken }, context: { silent: true } }).catch(() => undefined);
    clearSession();
    navigate('/sign-in', { replace: true });
  };

  return (
    <div className="dashboard-page">
      <header className="dashboard-header">
        <Logo />
        <Button icon={<LogoutOutlined />} onClick={signOut} loading={leaving}>
          <FormattedMessage id="dashboard.signOut" />
        </Button>
      </header>
      <main className="dashboard-main">
        <Typography.Title level={1}>
          <FormattedMessage id="dashboard.title" />
        </Typography.Title>
        {loading && !data ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <Typography.Paragraph className="dashboard-greeting">
            <FormattedMessage id="dashboard.hello" values={{ name: `${user.firstName} ${user.lastName}` }} /> —{' '}
            <FormattedMessage id="dashboard.company" values={{ company: user.companyName }} />
          </Typography.Paragraph>
        )}
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Title level={2} style={{ fontSize: 20 }}>
                  <FormattedMessage id="dashboard.empty.title" />
                </Typography.Title>
                <Typography.Paragraph type="secondary">
                  <FormattedMessage id="dashboard.empty.body" />
                </Typography.Paragraph>
              </>
            }
          />
        </Card>
      </main>
    </div>
  );
}
