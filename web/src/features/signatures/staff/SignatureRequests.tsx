import { FilePdfOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Popconfirm, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SignatureRequestFieldsFragment } from '../../../gql/graphql';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError, notifySuccess } from '../../../shared/errors/notify';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { useCan } from '../../../shared/session/useCan';
import { signatureRequestsMessages } from './messages';
import { signatureRequestsMessagesEn } from './messages.en';
import { type SignableKind, SendForSignatureModal } from './SendForSignatureModal';
import { CancelSignatureRequestDocument, SignatureRequestsDocument } from './signature-requests.generated';
import './signature-requests.css';

const loadArabic = () => import('./messages.ar').then((m) => m.signatureRequestsMessagesAr);

const COLOURS: Record<string, string> = { PENDING: 'processing', SIGNED: 'success', REFUSED: 'error', CANCELLED: 'default', EXPIRED: 'warning' };

export interface SignatureRequestsProps {
  kind: SignableKind;
  documentId: string;
  /** The document's name, in the modal's title and the list's label ('AV-001 Extension', 'DEV-2026-0004'). */
  title: string;
  /** The document may be sent now (a pending quote, a pending avenant): the button shows. */
  sendable: boolean;
  defaultEmail?: string | null;
  defaultName?: string | null;
  /** Drawn as a card of its own with this class (the quote's page), rather than inside another's item (an avenant). */
  cardClassName?: string;
}

function RequestItem({ request }: { request: SignatureRequestFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (d: string) => intl.formatDate(d, { dateStyle: 'medium', timeStyle: 'short' });
  const canSend = useCan('signatures.send');
  const [cancel, { loading }] = useMutation(CancelSignatureRequestDocument);
  const withdraw = () =>
    cancel({ variables: { id: request.id } })
      .then(() => notifySuccess(t('signRequests.cancelled')))
      .catch(notifyError);
  return (
    <li className="sign-request">
      <div className="sign-request-head">
        <Tag color={COLOURS[request.status]}>{t(`signRequests.status.${request.status}`)}</Tag>
        <span>{t('signRequests.to', { name: request.recipientName, email: request.recipientEmail, date: when(request.createdAt) })}</span>
      </div>
      {request.status === 'SIGNED' && request.answeredAt ? (
        <p className="sign-request-detail">
          {t('signRequests.signed', { name: request.signerName ?? '', date: when(request.answeredAt), ip: request.answerIp ?? '—' })}
          {request.signatureKind ? ` · ${t(request.signatureKind === 'TYPED' ? 'signRequests.signed.typed' : 'signRequests.signed.drawn')}` : null}
        </p>
      ) : null}
      {request.status === 'REFUSED' && request.answeredAt ? (
        <p className="sign-request-detail sign-request-refused">
          {t('signRequests.refused', { date: when(request.answeredAt), reason: request.refusalReason ?? '' })}
        </p>
      ) : null}
      {request.status === 'PENDING' ? <p className="sign-request-detail">{t('signRequests.expires', { date: when(request.expiresAt) })}</p> : null}
      <div className="sign-request-actions">
        {request.status === 'PENDING' && canSend ? (
          <Popconfirm title={t('signRequests.cancel.confirm')} onConfirm={() => withdraw()} okText={t('signRequests.cancel')}>
            <Button size="small" loading={loading}>
              {t('signRequests.cancel')}
            </Button>
          </Popconfirm>
        ) : null}
        {request.signedPdfPath ? (
          <Button
            size="small"
            icon={<FilePdfOutlined aria-hidden />}
            onClick={() => void downloadFile(request.signedPdfPath!, `${request.title}_signe.pdf`).catch(notifyError)}
          >
            {t('signRequests.pdf')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function SignatureRequestsPanel({ kind, documentId, title, sendable, defaultEmail, defaultName, cardClassName }: SignatureRequestsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const canSend = useCan('signatures.send');
  const [sending, setSending] = useState(false);
  const { data } = useQuery(SignatureRequestsDocument, { variables: { kind, documentId }, fetchPolicy: 'cache-and-network' });
  const requests = data?.signatureRequests ?? [];
  const button = (
    <Button size="small" icon={<SendOutlined aria-hidden />} disabled={!canSend} onClick={() => setSending(true)}>
      {t('signRequests.send')}
    </Button>
  );
  if (cardClassName && !sendable && !requests.length) return null;
  const panel = (
    <div className="sign-requests">
      {sendable ? (
        canSend ? (
          button
        ) : (
          <Tooltip title={t('signRequests.send.denied')}>
            <span className="sign-requests-denied" aria-label={t('signRequests.send.denied')}>
              {button}
            </span>
          </Tooltip>
        )
      ) : null}
      {requests.length ? (
        <ul className="sign-requests-list" aria-label={t('signRequests.list', { title })}>
          {requests.map((r) => (
            <RequestItem key={r.id} request={r} />
          ))}
        </ul>
      ) : null}
      {sending ? (
        <SendForSignatureModal
          kind={kind}
          documentId={documentId}
          title={title}
          defaultEmail={defaultEmail}
          defaultName={defaultName}
          onClose={() => setSending(false)}
        />
      ) : null}
    </div>
  );
  return cardClassName ? (
    <Card title={t('signRequests.card')} className={cardClassName}>
      {panel}
    </Card>
  ) : (
    panel
  );
}

/** A document's signature by link: 'Envoyer pour signature' (a manager) and its requests; its words load with it. */
export default function SignatureRequests(props: SignatureRequestsProps) {
  return (
    <FeatureMessages fr={signatureRequestsMessages} en={signatureRequestsMessagesEn} ar={loadArabic}>
      <SignatureRequestsPanel {...props} />
    </FeatureMessages>
  );
}
