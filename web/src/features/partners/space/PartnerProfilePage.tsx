import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../../shared/session/useCurrentUser';
import { SpaceMyPartnerProfileDocument } from './partner-space.generated';
import { LinkButton } from '../../../shared/components/LinkButton';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { partnerSpaceMessages } from './messages';
import { partnerSpaceMessagesEn } from './messages.en';
import { ProfileForm } from './ProfileForm';
import './partner-space.css';

/** `/profile-partenaire` (SPEC §2): the partner's listing as companies see it in the directory, to edit or create. */
function PartnerProfileScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { user } = useCurrentUser();
  const mine = useQuery(SpaceMyPartnerProfileDocument, { fetchPolicy: 'cache-and-network' });
  const back = (
    <div className="ps-back">
      <LinkButton to="/dashboard-partenaire" type="default">
        <ArrowLeftOutlined aria-hidden /> {t('partnerSpace.profile.back')}
      </LinkButton>
    </div>
  );
  if (mine.error && !mine.data)
    return (
      <Card className="ps-card">
        <Result
          status="warning"
          title={t('partnerSpace.profile.loadError')}
          extra={
            <Button type="primary" onClick={() => void mine.refetch().catch(() => undefined)}>
              {t('partnerSpace.retry')}
            </Button>
          }
        />
      </Card>
    );
  if (!mine.data)
    return (
      <Card className="ps-card">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  const profile = mine.data.myPartnerProfile ?? null;
  return (
    <div className="ps-page ps-profile">
      <div className="page-header ps-header">
        <div className="ps-heading">
          {back}
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t(profile ? 'partners.profile.title' : 'partnerSpace.profile.create.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('partnerSpace.profile.subtitle')}</Typography.Text>
        </div>
      </div>
      {profile ? null : <Alert type="info" showIcon className="ps-create-note" title={t('partnerSpace.profile.create.note')} />}
      <ProfileForm
        // A created or deleted listing starts the form again from what the api holds.
        key={profile?.id ?? 'new'}
        profile={profile}
        email={profile?.email ?? user.email}
        account={user.id ? { firstName: user.firstName, lastName: user.lastName, phone: user.phone, companyName: user.companyName } : undefined}
      />
    </div>
  );
}

/** With its own messages, which load with it (not with the private area). */
export default function PartnerProfilePage() {
  return (
    <FeatureMessages fr={partnerSpaceMessages} en={partnerSpaceMessagesEn} ar={() => import('./messages.ar').then((m) => m.partnerSpaceMessagesAr)}>
      <PartnerProfileScreen />
    </FeatureMessages>
  );
}
