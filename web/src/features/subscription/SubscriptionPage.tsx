import { CheckCircleTwoTone, CrownOutlined } from '@ant-design/icons';
import { Card, Col, List, Row, Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../shared/components/LinkButton';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { subscriptionMessages } from './messages';
import { subscriptionMessagesEn } from './messages.en';
import './subscription.css';

// What the app does today, nothing planned sold as included.
const FEATURES = ['sites', 'quotes', 'invoices', 'finance', 'team', 'resources', 'planning', 'documents', 'partners', 'data'] as const;
// The professional account is guidance from the team, asked for through the contact form; no feature is locked (DECISIONS).
const PRO = ['import', 'training', 'support'] as const;

function Ticks({ items }: { items: readonly string[] }) {
  return (
    <List
      size="small"
      dataSource={[...items]}
      renderItem={(text) => (
        <List.Item>
          <span>
            <CheckCircleTwoTone twoToneColor="#2e7d32" aria-hidden /> {text}
          </span>
        </List.Item>
      )}
    />
  );
}

/** The 'Abonnement' entry of the profile menu and the sidebar's 'Passer au compte professionnel' (SPEC: their action not shown). */
export default function SubscriptionPage() {
  return (
    <FeatureMessages fr={subscriptionMessages} en={subscriptionMessagesEn} ar={() => import('./messages.ar').then((m) => m.subscriptionMessagesAr)}>
      <Subscription />
    </FeatureMessages>
  );
}

function Subscription() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const subject = encodeURIComponent(t('subscription.pro.subject'));
  return (
    <>
      <div className="page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          <FormattedMessage id="subscription.title" />
        </Typography.Title>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card>
            <Tag color="green" className="plan-tag">
              <FormattedMessage id="subscription.current" />
            </Tag>
            <Typography.Title level={2} style={{ fontSize: 22, marginTop: 12 }}>
              <FormattedMessage id="subscription.plan" />
            </Typography.Title>
            <Typography.Paragraph>
              <FormattedMessage id="subscription.lead" />
            </Typography.Paragraph>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              <FormattedMessage id="subscription.includes" />
            </Typography.Title>
            <Ticks items={FEATURES.map((f) => t(`subscription.f.${f}`))} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card id="professionnel">
            <Tag color="gold" className="plan-tag">
              <FormattedMessage id="subscription.pro.tag" />
            </Tag>
            <Typography.Title level={2} style={{ fontSize: 22, marginTop: 12 }}>
              <CrownOutlined aria-hidden /> <FormattedMessage id="subscription.pro.title" />
            </Typography.Title>
            <Typography.Paragraph>
              <FormattedMessage id="subscription.pro.lead" />
            </Typography.Paragraph>
            <Ticks items={PRO.map((f) => t(`subscription.pro.${f}`))} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              <FormattedMessage id="subscription.pro.noPayment" />
            </Typography.Paragraph>
            <LinkButton to={`/contact?objet=${subject}`}>
              <FormattedMessage id="subscription.pro.ask" />
            </LinkButton>
          </Card>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        <FormattedMessage id="subscription.contact" values={{ link: <Link to="/contact">{t('subscription.contactLink')}</Link> }} />
      </Typography.Paragraph>
    </>
  );
}
