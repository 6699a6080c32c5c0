import { invoicesMessages } from './messages';
import { invoicesMessagesEn } from './messages.en';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { ArrowLeftOutlined, FilePdfOutlined, MailOutlined, RollbackOutlined, WalletOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Skeleton, Space, Typography } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useCan } from '../../shared/session/useCan';
import { useRecordTitle } from '../../app/routing/title-detail';
import type { InvoiceDetailFieldsFragment } from '../../gql/graphql';
import { InvoiceDetailDocument } from './invoices.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { toApiError } from '../../shared/errors/notify';
import { CreditNoteModal } from './CreditNoteModal';
import { downloadInvoicePdf, InvoiceStatusTag } from './InvoiceStatusTag';
import { InvoiceLinesCard } from './InvoiceLinesCard';
import { InvoiceMoneyCard } from './InvoiceMoneyCard';
import { InvoicePaymentsCard } from './InvoicePaymentsCard';
import { InvoiceSummaryCard } from './InvoiceSummaryCard';
import { PaymentModal } from './PaymentModal';
import { InvoiceSendings } from './mail/InvoiceSendings';
import { SendInvoiceModal } from './mail/SendInvoiceModal';
import { ClearanceCard } from './clearance/ClearanceCard';
import { ClearanceTag } from './clearance/ClearanceTag';
import './invoices.css';

// The requests by link load with a situation, not with every invoice.
const SignatureRequests = lazy(() => import('../signatures/staff/SignatureRequests'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/factures/{id}`: an issued invoice or credit note as it stands: its lines, money, payments, e-mails; pay, credit and send it. */
function InvoiceDetailPageScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const { data, error } = useQuery(InvoiceDetailDocument, { variables: { id }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const back = (
    <LinkButton to="/factures" type="default">
      <FormattedMessage id="invoices.detail.back" />
    </LinkButton>
  );
  useRecordTitle(data?.invoice.reference);
  if (!valid) return <Result status="warning" title={t('invoices.detail.invalidId')} extra={back} />;
  if (error && !data) {
    const missing = toApiError(error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'invoices.detail.notFound' : 'form.loadError')} extra={back} />;
  }
  if (!data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  return <InvoiceDetail invoice={data.invoice} />;
}

function InvoiceDetail({ invoice }: { invoice: InvoiceDetailFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<'pay' | 'credit' | 'send' | null>(null);
  const [downloading, setDownloading] = useState(false);
  // Cashing (recordPayment, deletePayment) and crediting (createCreditNote) are what the api checks.
  const canPay = useCan('invoices.pay');
  const canCredit = useCan('invoices.create');
  const credit = invoice.kind === 'AVOIR';
  const release = invoice.kind === 'RETENUE';
  const due = !credit && Number(invoice.balance) > 0;
  const pdf = () => {
    setDownloading(true);
    void downloadInvoicePdf(invoice).finally(() => setDownloading(false));
  };

  return (
    <>
      <div className="page-header">
        <div>
          <LinkButton to="/factures" type="default">
            <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="invoices.detail.back" />
          </LinkButton>
          {/* On a line of its own under the back link: inline, a wide screen drew the title against the button. */}
          <Space align="center" wrap style={{ display: 'flex', marginTop: 12 }}>
            <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
              {t(`invoices.kind.${invoice.kind}`)} {invoice.reference}
            </Typography.Title>
            <InvoiceStatusTag status={invoice.status} kind={invoice.kind} />
            <ClearanceTag clearance={invoice.clearance} />
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {invoice.label}
          </Typography.Paragraph>
        </div>
        <Space wrap>
          <Button icon={<FilePdfOutlined aria-hidden />} onClick={pdf} loading={downloading}>
            {t('invoices.action.pdf')}
          </Button>
          {/* Every stored invoice is issued: either role sends it to the client (invoices.send), as a quote. */}
          <Button icon={<MailOutlined aria-hidden />} onClick={() => setOpen('send')}>
            {t('invoices.action.send')}
          </Button>
          {canPay && due ? (
            <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => setOpen('pay')}>
              {t('invoices.action.pay')}
            </Button>
          ) : null}
          {/* A credit note does not refund: once nothing is left to pay (paid, or cancelled), there is nothing to credit. */}
          {canCredit && due && !release ? (
            <Button icon={<RollbackOutlined aria-hidden />} onClick={() => setOpen('credit')}>
              {t('invoices.action.credit')}
            </Button>
          ) : null}
        </Space>
      </div>
      <InvoiceSummaryCard invoice={invoice} />
      {/* E-invoicing (CGI art. 145-IX): a rejected invoice is corrected by a credit note, offered from the card. */}
      <ClearanceCard invoice={invoice} onCredit={canCredit && due && !release ? () => setOpen('credit') : undefined} />
      <InvoiceLinesCard invoice={invoice} />
      <InvoiceMoneyCard invoice={invoice} />
      <InvoicePaymentsCard invoice={invoice} canCancel={canPay} />
      <InvoiceSendings invoiceId={invoice.id} />
      {/* A situation is approved by the client by link (the progress it bills); a credit note on it voids that. */}
      {invoice.kind === 'SITUATION' ? (
        <Suspense fallback={null}>
          <SignatureRequests
            kind="SITUATION"
            documentId={invoice.id}
            title={invoice.reference}
            sendable={!(Number(invoice.creditedAmount) > 0)}
            defaultEmail={invoice.client.email}
            defaultName={invoice.client.name}
            cardClassName="invoice-card"
          />
        </Suspense>
      ) : null}
      {open === 'pay' ? <PaymentModal invoice={invoice} onClose={() => setOpen(null)} /> : null}
      {open === 'credit' ? <CreditNoteModal invoice={invoice} onClose={() => setOpen(null)} /> : null}
      {open === 'send' ? <SendInvoiceModal invoice={invoice} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function InvoiceDetailPage() {
  return (
    <FeatureMessages fr={invoicesMessages} en={invoicesMessagesEn} ar={() => import('./messages.ar').then((m) => m.invoicesMessagesAr)}>
      <InvoiceDetailPageScreen />
    </FeatureMessages>
  );
}
