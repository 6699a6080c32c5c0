import { ArrowLeftOutlined, FileDoneOutlined, FilePdfOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, ConfigProvider, Input, Skeleton, Space, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { lazy, Suspense, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { readUser } from '../../../shared/session/storage';
import { useCan } from '../../../shared/session/useCan';
import { useRecordTitle } from '../../../app/routing/title-detail';
import type { QuoteDetailFieldsFragment } from '../../../gql/graphql';
import { CreateQuoteDocument, QuoteDetailDocument, QuoteFormDefaultsDocument, UpdateQuoteDocument } from './quote-form.generated';
import { LinkButton } from '../../../shared/components/LinkButton';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError, notifySuccess, toApiError } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { submitWith } from '../../../shared/form/submission-errors';
import { QuoteDecisions } from './QuoteDecisions';
import { DraftNotice } from '../../../shared/form/DraftNotice';
import { useFormDraft } from '../../../shared/form/useFormDraft';
import { QuoteSendings } from '../mail/QuoteSendings';
import { SendQuoteModal } from '../mail/SendQuoteModal';
import { canSend, isEditable, QuoteStatusTag } from '../QuoteStatusTag';
import { createQuoteForm, emptyQuote, formErrors, type QuoteFormValues, quoteValues, toQuoteInput } from './quote-form-values';
import { QuoteGeneralFields } from './QuoteGeneralFields';
import { QuoteLotsField } from './QuoteLotsField';
import { QuoteTotals } from './QuoteTotals';
import './quote-form.css';
import { decimalMark } from '../../../shared/format/numbers';

// What belongs to invoicing loads only on an accepted quote.
const InvoiceCreateModal = lazy(() => import('../../invoices/create/InvoiceCreateModal'));
const InvoicesCard = lazy(() => import('../../invoices/InvoicesCard'));
const ChangeOrdersCard = lazy(() => import('../change-orders/ChangeOrdersCard'));
const SignatureRequests = lazy(() => import('../../signatures/staff/SignatureRequests'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST = '/liste-devis';

/** `/devis` (a new quote) and `/devis/:id` (a saved one: edited while pending, read-only once accepted or refused). */
export default function QuoteFormPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { id } = useParams();
  const valid = !id || UUID.test(id);
  const detail = useQuery(QuoteDetailDocument, { variables: { id: id ?? '' }, skip: !id || !valid, fetchPolicy: 'cache-and-network' });
  const defaults = useQuery(QuoteFormDefaultsDocument);
  const back = (
    <LinkButton to={LIST} type="default">
      <FormattedMessage id="quotes.form.back" />
    </LinkButton>
  );

  if (!valid) return <Result status="warning" title={t('quotes.form.invalidId')} extra={back} />;
  if (id && detail.error && !detail.data) {
    const missing = toApiError(detail.error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'quote.notFound' : 'form.loadError')} extra={back} />;
  }
  // The form reads its starting values once: it waits for the quote and the company's validity (or their failure).
  if ((id && !detail.data) || (defaults.loading && !defaults.data))
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  const quote = id ? detail.data!.quote : null;
  const validityDays = defaults.data?.companySettings.quoteValidityDays ?? null;
  return <QuoteEditor key={quote?.id ?? 'new'} quote={quote} validityDays={validityDays} />;
}

function QuoteEditor({ quote, validityDays }: { quote: QuoteDetailFieldsFragment | null; validityDays: number | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const separator = decimalMark(intl.locale);

  const [create] = useMutation(CreateQuoteDocument);
  const [update] = useMutation(UpdateQuoteDocument);
  const [downloading, setDownloading] = useState(false);
  const [sending, setSending] = useState(false);
  const [invoicing, setInvoicing] = useState(false);
  const canInvoice = useCan('invoices.create') && quote?.status === 'ACCEPTE' && Boolean(quote.site);
  const readOnly = quote ? !isEditable(quote.status) : false;
  const title = quote ? t('quotes.form.title', { reference: quote.reference }) : t('quotes.form.new');
  useRecordTitle(quote?.reference);

  const save = async (values: QuoteFormValues) => {
    const input = toQuoteInput(values);
    if (quote) {
      const saved = (await update({ variables: { id: quote.id, input } })).data?.updateQuote;
      if (saved) notifySuccess(t('quotes.form.updated', { reference: saved.reference }));
      return;
    }
    const saved = (
      await create({
        variables: { input },
        // The saved quote is its own detail: /devis/{id} opens on it without a skeleton while it is fetched again.
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: QuoteDetailDocument, variables: { id: data.createQuote.id }, data: { quote: data.createQuote } });
        },
      })
    ).data?.createQuote;
    if (!saved) return;
    notifySuccess(t('quotes.form.created', { reference: saved.reference }));
    navigate(`/devis/${saved.id}`, { replace: true });
  };

  const pdf = () => {
    if (!quote) return;
    setDownloading(true);
    downloadFile(`/api/v1/devis/${quote.id}/pdf`, `${quote.reference}.pdf`)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };

  const onSubmit = submitWith<QuoteFormValues>(save, (errors, values) => formErrors(errors as Record<string, string>, values));
  // Made once: a refetch of the quote behind the form never resets what the user typed.
  const [form] = useState(() => createQuoteForm(quote ? quoteValues(quote, separator) : emptyQuote(validityDays), onSubmit));
  // Leaving a half-typed quote keeps it: offered back here (a read-only quote has nothing to keep).
  const draft = useFormDraft<QuoteFormValues>(`${readUser().id}:quote:${quote?.id ?? 'new'}`, form);

  return (
    <Form<QuoteFormValues>
      form={form}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, error, submitError, submitFailed }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={title} className={`quote-form${readOnly ? ' is-readonly' : ''}`}>
          <div className="page-header quote-form-header">
            <div className="quote-form-heading">
              <LinkButton to={LIST} type="default">
                <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="quotes.form.back" />
              </LinkButton>
              <div className="quote-form-title">
                <Typography.Title level={1} style={{ fontSize: 26 }}>
                  {title}
                </Typography.Title>
                {quote ? <QuoteStatusTag status={quote.status} /> : null}
              </div>
            </div>
            {quote ? (
              <Space wrap>
                <Button icon={<FilePdfOutlined aria-hidden />} onClick={pdf} loading={downloading}>
                  {t('quotes.form.pdf')}
                </Button>
                {canInvoice ? (
                  <Button type="primary" icon={<FileDoneOutlined aria-hidden />} onClick={() => setInvoicing(true)}>
                    {t('quotes.action.invoice')}
                  </Button>
                ) : null}
                {canSend(quote.status) ? (
                  <Button icon={<MailOutlined aria-hidden />} onClick={() => setSending(true)}>
                    {t('quotes.action.send')}
                  </Button>
                ) : null}
                <QuoteDecisions quote={quote} />
              </Space>
            ) : null}
          </div>
          {readOnly ? null : <DraftNotice draft={draft.found} onRestore={draft.restore} onDiscard={draft.discard} />}
          {quote && readOnly ? <Alert className="quote-form-note" type="info" showIcon title={t(`quotes.form.readOnly.${quote.status}`)} /> : null}
          {quote?.status === 'DEPASSE' ? <Alert className="quote-form-note" type="warning" showIcon title={t('quotes.form.expired')} /> : null}
          <ConfigProvider componentDisabled={readOnly}>
            <Card title={t('quotes.form.section.general')} className="quote-card">
              <QuoteGeneralFields client={quote?.client ?? null} site={quote?.site ?? null} validityDays={validityDays} readOnly={readOnly} />
            </Card>
            <Card title={t('quotes.form.section.lots')} className="quote-card">
              {readOnly ? null : <p className="quote-form-hint">{t('quotes.form.keyboard')}</p>}
              <QuoteLotsField readOnly={readOnly} />
            </Card>
            <Card title={t('quotes.form.section.notes')} className="quote-card">
              <div className="quote-form-pair">
                <LongText name="notes" label={t('quotes.form.notes')} placeholder={readOnly ? undefined : t('quotes.form.notes.placeholder')} />
                <LongText
                  name="conditions"
                  label={t('quotes.form.conditions')}
                  placeholder={readOnly ? undefined : t('quotes.form.conditions.placeholder')}
                />
              </div>
            </Card>
          </ConfigProvider>
          {quote?.status === 'ACCEPTE' ? (
            <>
              {/* Outside the read-only quote's disabled fields: its avenants are written and decided from here. */}
              <Suspense fallback={null}>
                <ChangeOrdersCard quote={quote} />
              </Suspense>
              <Suspense fallback={null}>
                <InvoicesCard quoteId={quote.id} />
              </Suspense>
            </>
          ) : null}
          {quote && invoicing ? (
            <Suspense fallback={null}>
              <InvoiceCreateModal quoteId={quote.id} onClose={() => setInvoicing(false)} />
            </Suspense>
          ) : null}
          {quote ? <QuoteSignatures quote={quote} /> : null}
          {quote ? <QuoteSendings quoteId={quote.id} /> : null}
          {quote && sending ? <SendQuoteModal quote={quote} onClose={() => setSending(false)} /> : null}
          <div className="quote-summary">
            {(submitFailed && error) || submitError ? (
              <Alert className="quote-summary-error" type="error" showIcon title={say(String(submitError ?? error), intl)} />
            ) : null}
            <QuoteTotals />
            <div className="quote-summary-actions">
              <LinkButton to={LIST} type="default">
                <FormattedMessage id={readOnly ? 'quotes.form.back' : 'form.cancel'} />
              </LinkButton>
              {readOnly ? null : (
                <Button type="primary" htmlType="submit" loading={submitting}>
                  <FormattedMessage id="form.save" />
                </Button>
              )}
            </div>
          </div>
        </form>
      )}
    />
  );
}

/** Notes and conditions: a few lines that grow with their text (2,000 characters at most, as the schema says). */
function LongText({ name, label, placeholder }: { name: string; label: string; placeholder?: string }) {
  return (
    <BoundField<string> name={name} label={label}>
      {({ onChange, ...control }) => (
        <Input.TextArea
          {...control}
          placeholder={placeholder}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={2000}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </BoundField>
  );
}

/** The quote's signature by link: sent while it is pending, its requests after (signatures/staff, its own chunk). */
function QuoteSignatures({ quote }: { quote: QuoteDetailFieldsFragment }) {
  return (
    <Suspense fallback={null}>
      <SignatureRequests
        kind="QUOTE"
        documentId={quote.id}
        title={quote.reference}
        sendable={quote.status === 'EN_COURS'}
        defaultEmail={quote.client?.email}
        defaultName={quote.client?.name}
        cardClassName="quote-card"
      />
    </Suspense>
  );
}
