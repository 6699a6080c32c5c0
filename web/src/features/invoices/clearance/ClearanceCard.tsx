import { CloudUploadOutlined, DownloadOutlined, FormOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError, notifySuccess } from '../../../shared/errors/notify';
import { formatDay } from '../../../shared/format';
import { useCan } from '../../../shared/session/useCan';
import { ClearanceAnswerModal } from './ClearanceAnswerModal';
import { ClearanceTag } from './ClearanceTag';
import { InvoiceUblDocument, SubmitInvoiceClearanceDocument } from './clearance.generated';

interface Props {
  invoice: {
    id: string;
    reference: string;
    kind: string;
    clearance?: { status: string; number?: string | null; reasons?: string[] | null; submittedAt?: unknown; answeredAt?: unknown } | null;
  };
  /** Opens the page's credit note action (a rejected invoice is corrected by a credit note), when it is offered. */
  onCredit?: () => void;
}

/** The article on one line: « 145- » at a line's end and « IX » on the next read as two things. */
const nowrap = (chunks: ReactNode[]) => <span style={{ whiteSpace: 'nowrap' }}>{chunks}</span>;
const day = (at: unknown) => (typeof at === 'string' ? formatDay(at.slice(0, 10)) : '');

/**
 * « Facture électronique »: where the DGI's clearance of the document stands (CGI art. 145-IX), the rules its UBL file
 * does not meet, and the manual submission's steps. Nothing for a document issued before the company was concerned.
 */
export function ClearanceCard({ invoice, onCredit }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Submitting and recording the answer are the Admin Société's, as issuing is (invoices.create).
  const canClear = useCan('invoices.create');
  const clearance = invoice.clearance;
  const ubl = useQuery(InvoiceUblDocument, { variables: { id: invoice.id }, skip: !clearance, fetchPolicy: 'cache-and-network' }).data?.invoiceUbl;
  const [submit, { loading: submitting }] = useMutation(SubmitInvoiceClearanceDocument, { refetchQueries: ['Invoices'] });
  const [answering, setAnswering] = useState(false);
  const [downloading, setDownloading] = useState(false);
  if (!clearance) return null;
  const status = clearance.status;
  const open = status === 'A_SOUMETTRE' || status === 'SOUMISE';

  const download = () => {
    setDownloading(true);
    void downloadFile(`/api/v1/factures/${invoice.id}/ubl`, ubl?.fileName ?? `${invoice.reference}.xml`)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };
  const markSubmitted = async () => {
    const done = await submit({ variables: { id: invoice.id } }).catch((err: unknown) => {
      notifyError(err);
      return null;
    });
    if (done?.data) notifySuccess(t('invoices.clearance.submitted'));
  };

  return (
    <Card
      role="region"
      aria-label={t('invoices.clearance.title')}
      className="invoice-card"
      title={
        <Space wrap>
          {t('invoices.clearance.title')}
          <ClearanceTag clearance={clearance} />
        </Space>
      }
    >
      {open ? (
        <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'invoices.clearance.help' }, { nowrap })}</Typography.Paragraph>
      ) : null}
      {/* Its dates and number, when it has them: the buttons below keep their distance from the last one. */}
      {clearance.submittedAt || clearance.answeredAt || clearance.number ? (
        <dl className="invoice-summary" style={{ marginBottom: 16 }}>
          {clearance.submittedAt ? (
            <div>
              <dt>{t('invoices.clearance.submittedAt')}</dt>
              <dd>{day(clearance.submittedAt)}</dd>
            </div>
          ) : null}
          {clearance.answeredAt ? (
            <div>
              <dt>{t('invoices.clearance.answeredAt')}</dt>
              <dd>{day(clearance.answeredAt)}</dd>
            </div>
          ) : null}
          {clearance.number ? (
            <div>
              <dt>{t('invoices.clearance.number')}</dt>
              <dd>{clearance.number}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {status === 'REJETEE' ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('invoices.clearance.reasons')}
          description={
            <>
              <ul className="invoice-clearance-list">
                {/* The platform's own words, copied as given: each reason reads in its own direction. */}
                {(clearance.reasons ?? []).map((r, i) => (
                  <li key={i} dir="auto">
                    {r}
                  </li>
                ))}
              </ul>
              <Typography.Paragraph style={{ margin: 0 }}>{t('invoices.clearance.rejected')}</Typography.Paragraph>
              {onCredit && invoice.kind !== 'AVOIR' ? (
                <Button icon={<RollbackOutlined aria-hidden />} onClick={onCredit} style={{ marginTop: 8 }}>
                  {t('invoices.action.credit')}
                </Button>
              ) : null}
            </>
          }
        />
      ) : null}
      {open && ubl ? (
        ubl.violations.length ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('invoices.clearance.rules')}
            description={
              // The rules are the law's French texts, by decision in every language: marked as French, read left to right.
              <ul className="invoice-clearance-list" lang="fr" dir="ltr">
                {ubl.violations.map((v) => (
                  <li key={v.rule}>
                    <strong>{v.article}</strong> — {v.message}
                  </li>
                ))}
              </ul>
            }
          />
        ) : (
          <Typography.Paragraph type="success">{t('invoices.clearance.rulesNone')}</Typography.Paragraph>
        )
      ) : null}
      <Space wrap>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={downloading}>
          {t('invoices.clearance.download')}
        </Button>
        {canClear && status === 'A_SOUMETTRE' ? (
          <Button type="primary" icon={<CloudUploadOutlined aria-hidden />} loading={submitting} onClick={() => void markSubmitted()}>
            {t('invoices.clearance.submit')}
          </Button>
        ) : null}
        {canClear && open ? (
          <Button icon={<FormOutlined aria-hidden />} onClick={() => setAnswering(true)}>
            {t('invoices.clearance.record')}
          </Button>
        ) : null}
      </Space>
      {answering ? <ClearanceAnswerModal invoice={invoice} onClose={() => setAnswering(false)} /> : null}
    </Card>
  );
}
