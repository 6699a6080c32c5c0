import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  EditOutlined,
  FilePdfOutlined,
  MailOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Empty, Image } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FollowUpFieldsFragment, FollowUpSendingFieldsFragment } from '../../gql/graphql';
import { FollowUpDetailDocument } from './follow-ups.generated';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError } from '../../shared/errors/notify';
import { formatDay } from '../../shared/format/day';
import { pdfFallbackName } from './follow-up-text';
import { SendFollowUpModal } from './SendFollowUpModal';

const STATUS_ICONS: Record<FollowUpSendingFieldsFragment['status'], ReactNode> = {
  SENT: <CheckCircleOutlined aria-hidden />,
  PENDING: <ClockCircleOutlined aria-hidden />,
  FAILED: <CloseCircleOutlined aria-hidden />,
};

/** The sheet's e-mails: to whom, when, by whom, and whether they left (parti, en file d'envoi, échec). */
function Sendings({ sendings }: { sendings: FollowUpSendingFieldsFragment[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!sendings.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('followUps.sendings.none')} />;
  return (
    <ul className="followups-sendings" aria-label={t('followUps.sendings')}>
      {sendings.map((s) => (
        <li key={s.id}>
          <MailOutlined aria-hidden className="followups-sending-icon" />
          <div className="followups-sending-text">
            <div className="followups-sending-to">{t('followUps.sendings.to', { to: s.to.join(', ') })}</div>
            <div className="followups-secondary">
              {t('followUps.sendings.by', { date: intl.formatDate(s.sentAt, { dateStyle: 'short', timeStyle: 'short' }), by: s.sentByName })}
            </div>
          </div>
          <span className={`followups-sending-status is-${s.status.toLowerCase()}`}>
            {STATUS_ICONS[s.status]} {t(`followUps.sending.${s.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A sheet in full: the visit, the parties, the report, the photos as a gallery; its PDF, its sending by e-mail and
 * the sendings so far (refreshed while one waits in the queue).
 */
export function FollowUpDetailDrawer({ sheet, onClose, onEdit }: { sheet: FollowUpFieldsFragment; onClose(): void; onEdit(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const detail = useQuery(FollowUpDetailDocument, { variables: { id: sheet.id }, fetchPolicy: 'cache-and-network' });
  const shown = detail.data?.followUp ?? sheet;
  const sendings = detail.data?.followUp.sendings;
  const waiting = Boolean(sendings?.some((s) => s.status === 'PENDING'));
  const { startPolling, stopPolling } = detail;
  useEffect(() => {
    if (waiting) startPolling(2000);
    else stopPolling();
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);
  const [mailing, setMailing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const visitDate = shown.visitDate as string;

  const downloadPdf = async () => {
    setDownloading(true);
    await downloadFile(`/api/v1/chantiers/suivis/${shown.id}/pdf`, pdfFallbackName(shown.label, visitDate)).catch(notifyError);
    setDownloading(false);
  };
  const known = [...new Set((sendings ?? []).flatMap((s) => s.to))];

  return (
    <Drawer open onClose={onClose} title={shown.label} size="min(720px, 100vw)" rootClassName="followups-drawer" destroyOnHidden>
      <div className="followups-detail-actions">
        <Button type="primary" icon={<FilePdfOutlined />} loading={downloading} onClick={() => void downloadPdf()}>
          {t('followUps.detail.pdf')}
        </Button>
        <Button icon={<SendOutlined />} onClick={() => setMailing(true)}>
          {t('followUps.detail.send')}
        </Button>
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {t('followUps.detail.edit')}
        </Button>
      </div>
      {detail.error && !detail.data ? <Alert type="error" showIcon title={t('followUps.detail.loadError')} className="followups-block" /> : null}
      <dl className="followups-facts">
        <div>
          <dt>{t('followUps.detail.visit')}</dt>
          <dd>{formatDay(visitDate)}</dd>
        </div>
        <div>
          <dt>{t('followUps.projectManager')}</dt>
          <dd>{shown.projectManager}</dd>
        </div>
        <div>
          <dt>{t('followUps.projectOwner')}</dt>
          <dd>{shown.projectOwner}</dd>
        </div>
      </dl>
      <section className="followups-block" aria-labelledby="followup-report">
        <h3 id="followup-report" className="followups-section-title">
          {t('followUps.report')}
        </h3>
        <p className="followups-report">{shown.report}</p>
      </section>
      <section className="followups-block" aria-labelledby="followup-photos">
        <h3 id="followup-photos" className="followups-section-title">
          {t('followUps.detail.photos', { count: shown.photos.length })}
        </h3>
        {shown.photos.length ? (
          <div className="followups-gallery">
            <Image.PreviewGroup>
              {shown.photos.map((p, index) => (
                <Image
                  key={p.id}
                  src={p.thumbnailUrl}
                  alt={t('followUps.photo.alt', { index: index + 1, name: p.name })}
                  width={112}
                  height={112}
                  preview={{ src: p.url }}
                />
              ))}
            </Image.PreviewGroup>
          </div>
        ) : (
          <p className="followups-secondary">{t('followUps.detail.photos.none')}</p>
        )}
      </section>
      <section className="followups-block" aria-labelledby="followup-sendings">
        <h3 id="followup-sendings" className="followups-section-title">
          {t('followUps.sendings')}
        </h3>
        {sendings ? <Sendings sendings={sendings} /> : null}
      </section>
      {mailing ? <SendFollowUpModal sheet={shown} known={known} onClose={() => setMailing(false)} /> : null}
    </Drawer>
  );
}
