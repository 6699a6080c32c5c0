import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Card, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useOutbox } from '../../app/offline/outbox-store';
import { useRecordTitle } from '../../app/routing/title-detail';
import { LinkButton } from '../../shared/components/LinkButton';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { readUser } from '../../shared/session/storage';
import { UUID } from './first-queries';
import { punchListMessages } from './messages';
import { punchListMessagesEn } from './messages.en';
import { reservesPath, viewerPath } from './paths';
import { ReserveDetailDocument } from './punch-list.generated';
import { ReserveActions } from './ReserveActions';
import { ReserveFormDrawer } from './ReserveFormDrawer';
import { keptLift } from './reserve-outbox';
import { DueDate, responsibleText, StatusTag, SupersededBanner } from './ReserveParts';
import { PhotoStrip, PinCrop, ReserveHistory } from './ReserveSections';
import { placeOf } from './reserve-values';
import { SiteProblem } from './SiteProblem';
import './punch-list.css';
import './punch-sheet.css';

/** One line of what the réserve says: its label, then its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * `/detail-chantier/:idChantier/reserves/:reserveId` (issue 37; the api's notifications link here): a réserve whole —
 * its pin on the plan, what it says, its photos and those of its lifting, its history — and what can be done to it.
 */
function DetailScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '', reserveId = '' } = useParams();
  const navigate = useNavigate();
  const valid = UUID.test(idChantier) && UUID.test(reserveId);
  const detail = useQuery(ReserveDetailDocument, { variables: { id: reserveId }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const reserve = detail.data?.reserve;
  useRecordTitle(reserve ? `${reserve.reference} ${reserve.title}` : undefined);
  const liftKept = !!keptLift(useOutbox(), readUser().id, reserveId);
  const [editing, setEditing] = useState(false);
  const list = reservesPath(idChantier);
  if (!valid || detail.error || !reserve)
    return <SiteProblem valid={valid} error={detail.error} missingId="reserve.notFound.title" back={{ to: list, labelId: 'reserve.back' }} />;

  const v = reserve.version;
  return (
    <>
      <div className="page-header punch-header">
        <div className="punch-heading">
          <LinkButton to={list} type="default">
            <ArrowLeftOutlined aria-hidden /> {t('reserve.back')}
          </LinkButton>
          <Typography.Title level={1} className="punch-title">
            <span className="punch-reference">{reserve.reference}</span> {reserve.title}
          </Typography.Title>
          <span className="punch-row-meta">
            <StatusTag status={reserve.status} />
            <Typography.Text type="secondary">{reserve.site.name}</Typography.Text>
          </span>
        </div>
      </div>
      {v.superseded ? (
        <SupersededBanner
          by={v.supersededBy ?? v.number}
          current={viewerPath(idChantier, reserve.plan.id)}
          note={t('reserve.superseded', { number: v.number, current: v.supersededBy ?? v.number })}
        />
      ) : null}
      {liftKept ? <Alert type="info" showIcon title={t('reserve.liftKept')} className="punch-notice" /> : null}
      {reserve.status === 'VALIDATED' ? <Alert type="success" showIcon title={t('reserve.closed')} className="punch-notice" /> : null}
      <Card className="punch-detail">
        <ReserveActions
          reserve={reserve}
          liftKept={liftKept}
          onEdit={() => setEditing(true)}
          onChanged={() => void detail.refetch().catch(() => undefined)}
          onDeleted={() => navigate(list, { replace: true })}
        />
        <div className="punch-detail-grid">
          <PinCrop siteId={idChantier} reserve={reserve} />
          <div>
            <dl className="punch-facts">
              <Fact label={t('reserve.field.trade')}>{reserve.trade || t('reserves.noTrade')}</Fact>
              <Fact label={t('reserve.field.responsible')}>{responsibleText(reserve, (id) => t(id))}</Fact>
              <Fact label={t('reserve.field.dueDate')}>{reserve.dueDate ? <DueDate reserve={reserve} /> : '—'}</Fact>
            </dl>
            {reserve.description ? (
              <>
                <h2 className="punch-section-title">{t('reserve.field.description')}</h2>
                <p className="punch-text">{reserve.description}</p>
              </>
            ) : null}
          </div>
        </div>
        <PhotoStrip photos={reserve.photos} label={t('reserve.field.photos')} />
        {reserve.liftPhotos.length ? <PhotoStrip photos={reserve.liftPhotos} label={t('reserve.field.liftPhotos')} /> : null}
        <ReserveHistory reserve={reserve} />
      </Card>
      {editing ? (
        <ReserveFormDrawer
          siteId={idChantier}
          place={placeOf(reserve)}
          planTitle={reserve.plan.title}
          reserve={reserve}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void detail.refetch().catch(() => undefined);
          }}
        />
      ) : null}
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function ReserveDetailPage() {
  return (
    <FeatureMessages fr={punchListMessages} en={punchListMessagesEn} ar={() => import('./messages.ar').then((m) => m.punchListMessagesAr)}>
      <DetailScreen />
    </FeatureMessages>
  );
}
