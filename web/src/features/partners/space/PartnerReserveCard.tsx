import { ExportOutlined, ToolOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Image, Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { SpacePartnerReserveFieldsFragment } from '../../../gql/graphql';
import { formatDay } from '../../../shared/format/day';
import { STATUS_COLORS } from '../../punch-list/reserve-status';
import { PlanCrop } from './PlanCrop';

type Reserve = SpacePartnerReserveFieldsFragment;

/** Thumbnails, each opening the full photo (antd's preview, swiped on a phone). */
function Photos({ reserve, photos, label }: { reserve: Reserve; photos: Reserve['photos']; label: string }) {
  const intl = useIntl();
  if (!photos.length) return null;
  return (
    <section className="pr-photos" aria-label={label}>
      <h3 className="pr-label">{label}</h3>
      <Image.PreviewGroup>
        <div className="pr-photo-strip">
          {photos.map((p, i) => (
            <Image
              key={p.id}
              src={p.thumbnailUrl}
              preview={{ src: p.url }}
              width={76}
              height={76}
              alt={intl.formatMessage({ id: 'partnerReserves.photo' }, { index: i + 1, reference: reserve.reference })}
            />
          ))}
        </div>
      </Image.PreviewGroup>
    </section>
  );
}

/**
 * One réserve given to the partner: what, for which company and site, by when; the plan around it (and the plan itself),
 * the photos of the defect; the refusal's reason when the company refused a lifting; « Marquer levée » while it is to lift.
 */
export function PartnerReserveCard({ reserve, onLift }: { reserve: Reserve; onLift(r: Reserve): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toLift = reserve.status === 'OPEN' || reserve.status === 'REFUSED';
  const place = [reserve.site.address, reserve.site.city].filter(Boolean).join(', ');
  const plan = reserve.plan;
  return (
    <Card className={`pr-card${reserve.overdue ? ' is-overdue' : ''}`} aria-labelledby={`pr-${reserve.id}`}>
      <div className="pr-card-head">
        <h2 className="pr-card-title" id={`pr-${reserve.id}`}>
          <span className="pr-reference">{reserve.reference}</span> {reserve.title}
        </h2>
        <div className="pr-tags">
          <Tag color={STATUS_COLORS[reserve.status as keyof typeof STATUS_COLORS]}>{t(`partnerReserves.status.${reserve.status}`)}</Tag>
          {reserve.overdue ? <Tag color="error">{t('partnerReserves.overdue')}</Tag> : null}
        </div>
      </div>
      <p className="ps-secondary pr-company">{t('partnerReserves.company', { company: reserve.companyName })}</p>
      <dl className="pr-facts">
        <div>
          <dt>{t('partnerReserves.site')}</dt>
          <dd>
            <strong>{reserve.site.name}</strong>
            {place ? <span className="ps-secondary"> — {place}</span> : null}
          </dd>
        </div>
        {reserve.trade ? (
          <div>
            <dt>{t('partnerReserves.trade')}</dt>
            <dd>{reserve.trade}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('partnerReserves.due')}</dt>
          <dd className={reserve.overdue ? 'pr-late' : undefined}>{reserve.dueDate ? formatDay(reserve.dueDate) : t('partnerReserves.due.none')}</dd>
        </div>
      </dl>
      {reserve.description ? <p className="pr-description">{reserve.description}</p> : null}
      {reserve.status === 'REFUSED' && reserve.statusNote ? (
        <Alert type="warning" showIcon className="pr-refused" title={t('partnerReserves.refused')} description={reserve.statusNote} />
      ) : null}
      {reserve.status !== 'OPEN' && reserve.status !== 'REFUSED' && reserve.statusNote ? (
        <p className="pr-note">
          <span className="pr-label">{t('partnerReserves.note')}</span> {reserve.statusNote}
        </p>
      ) : null}
      <section className="pr-plan" aria-label={t('partnerReserves.plan')}>
        <PlanCrop
          reserveId={reserve.id}
          alt={t('partnerReserves.plan.crop', { reference: reserve.reference })}
          missing={t('partnerReserves.plan.cropMissing')}
        />
        <p className="ps-secondary pr-sheet">
          {t('partnerReserves.plan.sheet', { title: plan.title, version: plan.version, page: plan.page })}
          {plan.versionInForce > plan.version ? (
            <span className="pr-superseded"> {t('partnerReserves.plan.superseded', { version: plan.versionInForce })}</span>
          ) : null}
        </p>
        <Button href={plan.fileUrl} target="_blank" rel="noopener" icon={<ExportOutlined aria-hidden />}>
          {t('partnerReserves.plan.open')}
        </Button>
      </section>
      <Photos reserve={reserve} photos={reserve.photos} label={t('partnerReserves.photos')} />
      <Photos reserve={reserve} photos={reserve.liftPhotos} label={t('partnerReserves.liftPhotos')} />
      {toLift ? (
        <Button type="primary" size="large" block className="pr-lift" icon={<ToolOutlined aria-hidden />} onClick={() => onLift(reserve)}>
          {t('partnerReserves.lift')}
        </Button>
      ) : null}
    </Card>
  );
}
