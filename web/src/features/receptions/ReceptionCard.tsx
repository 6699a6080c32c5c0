import { DeleteOutlined, EditOutlined, FilePdfOutlined, SignatureOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Popconfirm, Tag } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReceptionFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shared/format/day';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { useCan } from '../../shared/session/useCan';
import { ReceptionReserves } from './ReceptionReserves';
import { ReceptionSignatures } from './ReceptionSignatures';
import { DeleteReceptionDocument, SiteReceptionsDocument } from './receptions.generated';

// The requests by link load with the first PV the company signed.
const SignatureRequests = lazy(() => import('../signatures/staff/SignatureRequests'));
const TAG: Record<string, string> = { DRAFT: 'gold', AWAITING: 'blue', SIGNED: 'green' };

interface Props {
  siteId: string;
  reception: ReceptionFieldsFragment;
  onEdit(): void;
  onSign(): void;
}

/** A draft's actions: sign it (the Admin Société's), change it, preview its PDF, delete it. */
function DraftActions({ siteId, reception, onEdit, onSign, pdf }: Props & { pdf: ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const canWrite = useCan('receptions.write');
  const canSign = useCan('receptions.sign');
  const [remove, removing] = useMutation(DeleteReceptionDocument, {
    refetchQueries: [{ query: SiteReceptionsDocument, variables: { siteId } }],
    awaitRefetchQueries: true,
  });
  return (
    <>
      <Button type="primary" icon={<SignatureOutlined aria-hidden />} disabled={!canSign} onClick={onSign}>
        {t('reception.sign')}
      </Button>
      {canWrite ? (
        <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {t('reception.edit')}
        </Button>
      ) : null}
      {pdf}
      {canWrite ? (
        <Popconfirm
          title={t('reception.delete.confirm')}
          description={t('reception.delete.note')}
          okText={t('reception.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('reception.delete.cancel')}
          onConfirm={async () => {
            // A refusal has its toast already (the app's Apollo client): nothing more to say here.
            const done = await remove({ variables: { id: reception.id } }).then(
              () => true,
              () => false,
            );
            if (done) notifySuccess(t('reception.deleted'));
          }}
        >
          <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.loading}>
            {t('reception.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );
}

/** The PV's name in a signature request: its kind and day ('Réception provisoire du 30/11/2026'). */
const requestTitle = (kind: string, date: string) => `${kind} — ${formatDay(date)}`;

/**
 * One PV: its kind and status (Brouillon / En attente du client / Signé), date, parties, réserves and observations; a
 * draft is changed, deleted or signed (the Admin Société's: others see why not); signed by the company alone, it awaits
 * the client, on the screen or by link; signed, it is read with its two signatures and its PDF.
 */
export function ReceptionCard({ siteId, reception, onEdit, onSign }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const canSign = useCan('receptions.sign');
  const [downloading, setDownloading] = useState(false);
  const { status } = reception;
  const draft = status === 'DRAFT';
  const awaiting = status === 'AWAITING';
  const pdf = () => {
    setDownloading(true);
    const name = `pv-reception-${reception.kind === 'FINAL' ? 'definitive' : 'provisoire'}-${reception.date}.pdf`;
    downloadFile(`/api/v1/chantiers/receptions/${encodeURIComponent(reception.id)}/pdf`, name)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };
  const signedAt = reception.signedAt ? intl.formatDate(reception.signedAt, { dateStyle: 'long', timeStyle: 'short' }) : '';
  const kind = t(`reception.kind.${reception.kind}`);
  const pdfButton = (
    <Button type={status === 'SIGNED' ? 'primary' : 'default'} icon={<FilePdfOutlined aria-hidden />} loading={downloading} onClick={pdf}>
      {t(draft ? 'reception.pdf.draft' : 'reception.pdf')}
    </Button>
  );

  return (
    <Card
      className={`reception-card is-${status.toLowerCase()}`}
      title={<h2 className="reception-card-title">{kind}</h2>}
      extra={<Tag color={TAG[status] ?? 'default'}>{t(`reception.status.${status}`)}</Tag>}
    >
      <dl className="reception-facts">
        <div>
          <dt>{t('reception.field.date')}</dt>
          <dd>{formatDay(reception.date)}</dd>
        </div>
        <div>
          <dt>{t('reception.field.parties')}</dt>
          <dd>
            <ul className="reception-parties">
              {reception.parties.map((p, i) => (
                <li key={`${p.role}-${i}`}>
                  <span className="reception-label">{t(`reception.role.${p.role}`)}</span> {p.name}
                  {p.organisation ? <span className="reception-secondary"> · {p.organisation}</span> : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {reception.notes ? (
          <div>
            <dt>{t('reception.field.notes')}</dt>
            <dd className="reception-notes">{reception.notes}</dd>
          </div>
        ) : null}
      </dl>
      <ReceptionReserves siteId={siteId} reserves={reception.reserves} signed={!draft} />
      {draft ? null : (
        <>
          <p className="reception-signed-on">
            {awaiting
              ? `${t('reception.awaiting.on', { when: signedAt })} — ${t('reception.awaiting.readOnly')}`
              : `${t('reception.signedOn', { when: signedAt })} — ${t('reception.signed.readOnly')}`}
          </p>
          <ReceptionSignatures reception={reception} />
        </>
      )}
      <div className="reception-actions">
        {draft ? <DraftActions siteId={siteId} reception={reception} onEdit={onEdit} onSign={onSign} pdf={pdfButton} /> : null}
        {awaiting ? (
          <Button type="primary" icon={<SignatureOutlined aria-hidden />} disabled={!canSign} onClick={onSign}>
            {t('reception.signClient')}
          </Button>
        ) : null}
        {draft ? null : pdfButton}
      </div>
      {(draft || awaiting) && !canSign ? (
        <p className="reception-why" role="note">
          {t(draft ? 'reception.sign.managerOnly' : 'reception.signClient.managerOnly')}
        </p>
      ) : null}
      {draft ? null : (
        <div className="reception-by-link">
          {awaiting ? <h3 className="reception-by-link-title">{t('reception.byLink')}</h3> : null}
          {awaiting ? <p className="reception-secondary">{t('reception.byLink.help')}</p> : null}
          <Suspense fallback={null}>
            <SignatureRequests
              kind="RECEPTION"
              documentId={reception.id}
              title={requestTitle(kind, reception.date)}
              sendable={awaiting}
              defaultName={reception.parties.find((p) => p.role === 'CLIENT')?.name ?? null}
            />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
