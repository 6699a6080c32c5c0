import { Card, Empty, Skeleton, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useCurrentUser } from '../../../app/session/useCurrentUser';

/** The main dashboard; its figures arrive with the finance issue. Until then, a real empty state. */
export default function DashboardPage() {
  const { user, loading } = useCurrentUser();
  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="dashboard.title" />
          </Typography.Title>
          {loading ? (
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          ) : (
            <Typography.Text type="secondary">
              <FormattedMessage id="dashboard.hello" values={{ name: `${user.firstName} ${user.lastName}` }} /> —{' '}
              <FormattedMessage id="dashboard.company" values={{ company: user.companyName }} />
            </Typography.Text>
          )}
        </div>
      </div>
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
    </>
  );
}
