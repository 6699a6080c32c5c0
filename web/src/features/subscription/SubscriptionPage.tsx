import { CheckCircleTwoTone, ClockCircleOutlined, CrownOutlined } from '@ant-design/icons';
import { Card, List, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

// What the app does today; what is planned is said apart, never sold as included.
const FEATURES = ['sites', 'quotes', 'finance', 'team', 'resources', 'data'] as const;
const SOON = ['invoices', 'planning', 'documents'] as const;
const SUPPORT_EMAIL = 'support@chantiers.ma';

/** The 'Abonnement' entry of the profile menu: what the company's plan includes (SPEC: its action not shown). */
export default function SubscriptionPage() {
  const intl = useIntl();
  return (
    <>
      <div className="page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          <FormattedMessage id="subscription.title" />
        </Typography.Title>
      </div>
      <Card style={{ maxWidth: 760 }}>
        <Tag color="green">
          <FormattedMessage id="subscription.current" />
        </Tag>
        <Typography.Title level={2} style={{ fontSize: 22, marginTop: 12 }}>
          <CrownOutlined aria-hidden /> <FormattedMessage id="subscription.plan" />
        </Typography.Title>
        <Typography.Paragraph>
          <FormattedMessage id="subscription.lead" />
        </Typography.Paragraph>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          <FormattedMessage id="subscription.includes" />
        </Typography.Title>
        <List
          dataSource={[...FEATURES]}
          renderItem={(f) => (
            <List.Item>
              <span>
                <CheckCircleTwoTone twoToneColor="#4eac4c" aria-hidden /> {intl.formatMessage({ id: `subscription.f.${f}` })}
              </span>
            </List.Item>
          )}
        />
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
          <FormattedMessage id="subscription.soon" />
        </Typography.Title>
        <List
          dataSource={[...SOON]}
          renderItem={(f) => (
            <List.Item>
              <span>
                <ClockCircleOutlined aria-hidden /> {intl.formatMessage({ id: `subscription.f.${f}` })}{' '}
                <Tag>
                  <FormattedMessage id="menu.soon" />
                </Tag>
              </span>
            </List.Item>
          )}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          <FormattedMessage id="subscription.contact" values={{ email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }} />
        </Typography.Paragraph>
      </Card>
    </>
  );
}
