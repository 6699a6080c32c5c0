import { EnvironmentOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useIntl } from 'react-intl';
import type { ReserveFieldsFragment } from '../../gql/graphql';
import { LinkButton } from '../../shared/components/LinkButton';
import { formatDay } from '../../shared/format/day';
import { viewerPath } from './paths';
import { isPdf } from './reserve-status';

type Reserve = ReserveFieldsFragment;

/**
 * Where the réserve is: its plan, index and page, and for an image sheet a close-up around its pin (the sheet three
 * times the box's width, the pin's point in the middle); a PDF sheet is drawn by the viewer only (pdf.js), linked.
 */
export function PinCrop({ siteId, reserve }: { siteId: string; reserve: Reserve }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const v = reserve.version;
  return (
    <section className="punch-where" aria-label={t('reserve.crop')}>
      <p className="punch-secondary">
        <EnvironmentOutlined aria-hidden /> {t('reserve.onPlan', { plan: reserve.plan.title, number: v.number, page: reserve.page })}
      </p>
      {isPdf(v.contentType) ? (
        <span className="punch-crop is-pdf" aria-hidden>
          <FilePdfOutlined />
        </span>
      ) : (
        <div className="punch-crop">
          <img
            src={v.fileUrl}
            alt=""
            draggable={false}
            style={{ transform: `translate(${-reserve.x * 100}%, ${-reserve.y * 100}%)` }}
            loading="lazy"
          />
          <span className={`punch-pin is-${reserve.status.toLowerCase()} is-static`} aria-hidden>
            <span>{reserve.number}</span>
          </span>
        </div>
      )}
      <LinkButton to={viewerPath(siteId, reserve.plan.id, { version: v.superseded ? v.number : undefined, page: reserve.page, reserve: reserve.id })}>
        {t('reserve.showOnPlan')}
      </LinkButton>
    </section>
  );
}

/** Photos as thumbnails, each opening the full image (antd's preview, swiped on a phone). */
export function PhotoStrip({ photos, label }: { photos: Reserve['photos']; label: string }) {
  const intl = useIntl();
  return (
    <section className="punch-photos" aria-label={label}>
      <h2 className="punch-section-title">{label}</h2>
      {photos.length ? (
        <Image.PreviewGroup>
          <div className="punch-photo-strip">
            {photos.map((p, i) => (
              <Image
                key={p.id}
                src={p.thumbnailUrl}
                preview={{ src: p.url }}
                alt={intl.formatMessage({ id: 'reserve.photo.alt' }, { index: i + 1, name: p.name })}
                width={96}
                height={96}
              />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : (
        <p className="punch-secondary">{intl.formatMessage({ id: 'reserve.photos.none' })}</p>
      )}
    </section>
  );
}

/**
 * The réserve's steps as its view tells them: made, last lifted (with the note while it stands), last checked
 * (validated, or refused with the reason; a new lifting clears the check). Every earlier move is in the site's news
 * feed (the api's audit), which cannot be read per réserve.
 */
export function ReserveHistory({ reserve }: { reserve: Reserve }) {
  const intl = useIntl();
  const t = (id: string, values: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (at: string) => `${formatDay(at)} ${intl.formatTime(at, { hour: '2-digit', minute: '2-digit' })}`;
  const steps: { key: string; text: string; note?: string }[] = [
    { key: 'created', text: t('reserve.history.created', { date: when(reserve.createdAt), name: reserve.createdByName }) },
  ];
  const refused = reserve.status === 'REFUSED';
  if (reserve.liftedAt)
    steps.push({
      key: 'lifted',
      text: t('reserve.history.lifted', { date: when(reserve.liftedAt), name: reserve.liftedByName ?? '' }),
      note: !refused && reserve.statusNote ? t('reserve.history.liftNote', { note: reserve.statusNote }) : undefined,
    });
  if (reserve.reviewedAt)
    steps.push({
      key: 'reviewed',
      text: t(refused ? 'reserve.history.refused' : 'reserve.history.validated', {
        date: when(reserve.reviewedAt),
        name: reserve.reviewedByName ?? '',
      }),
      note: refused && reserve.statusNote ? t('reserve.history.reason', { reason: reserve.statusNote }) : undefined,
    });
  return (
    <section className="punch-history" aria-label={intl.formatMessage({ id: 'reserve.history' })}>
      <h2 className="punch-section-title">{intl.formatMessage({ id: 'reserve.history' })}</h2>
      <ol>
        {steps.map((s) => (
          <li key={s.key}>
            {s.text}
            {s.note ? <div className="punch-secondary">{s.note}</div> : null}
          </li>
        ))}
      </ol>
      <p className="punch-secondary punch-history-note">{intl.formatMessage({ id: 'reserve.history.last' })}</p>
    </section>
  );
}
