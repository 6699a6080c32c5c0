import { invoicesMessages } from '../messages';
import { invoicesMessagesEn } from '../messages.en';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Modal, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '../../../shared/form/FormActions';
import { Link, useNavigate } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { CreateInvoiceDocument, InvoiceQuoteDocument } from '../invoices.generated';
import { notifySuccess, toApiError } from '../../../shared/errors/notify';
import { DateField, WIRE_DATE } from '../../../shared/form/DateField';
import { submitWith } from '../../../shared/form/submission-errors';
import { TextField } from '../../../shared/form/TextField';
import { formatMoney } from '../../../shared/format';
import { type InvoiceFormValues, toInvoiceInput } from './invoice-create';
import { ClientFormDrawer } from '../../clients/ClientFormDrawer';
import { InvoiceKindFields, type ProgressRow } from './InvoiceKindFields';
import { InvoicePreview } from './InvoicePreview';
import '../invoices.css';

/**
 * 'Facturer' an accepted quote: a deposit (share or amount HT), a progress statement (cumulative % per line), the
 * balance, or the release of the retention. The server computes and numbers it; the modal says what is left.
 */
function InvoiceCreateModalScreen({ quoteId, onClose }: { quoteId: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  // Not kept in the cache: the quote page's avenants card holds the same `changeOrders` answer with more of it, which this
  // smaller one would replace (the card would then ask the server again).
  const { data, refetch } = useQuery(InvoiceQuoteDocument, { variables: { id: quoteId }, fetchPolicy: 'no-cache' });
  const [editingClient, setEditingClient] = useState(false);
  // Bumped when the client is completed: the preview asks again (the form's values did not change).
  const [clientVersion, setClientVersion] = useState(0);
  const [create] = useMutation(CreateInvoiceDocument, { refetchQueries: ['Invoices', 'InvoicesOverdue'] });
  const [fixPath, setFixPath] = useState<string | null>(null);
  const quote = data?.quote;
  const state = data?.quoteInvoicing;
  // A company client without its ICE cannot be invoiced: said before anything is typed, and completed from here.
  const iceMissing = quote?.client.kind === 'COMPANY' && !quote.client.ice;
  const title = t('invoices.create.title', { reference: quote?.reference ?? '' });
  const previous = new Map((state?.progress ?? []).map((p) => [p.lineId, p.percent]));
  // The lines the quote bills now: its own and those its accepted avenants added or changed; a removed one is shown, not billed.
  const rows: ProgressRow[] = (data?.changeOrders.lines ?? []).map((l) => ({
    id: l.id,
    designation: `${l.lotTitle} — ${l.designation}`,
    totalHT: l.totalHT,
    previous: previous.get(l.id) ?? '0.00',
    removed: l.removed,
    note: l.removed
      ? t('invoices.create.removedBy', { reference: l.changedBy ?? '' })
      : l.changedBy
        ? t('invoices.create.changedBy', { reference: l.changedBy })
        : l.addedBy
          ? t('invoices.create.addedBy', { reference: l.addedBy })
          : undefined,
  }));
  const [initialValues] = useState<InvoiceFormValues>(() => ({
    kind: 'ACOMPTE',
    depositBy: 'percent',
    percent: '30',
    amountHT: '',
    progress: {},
    issueDate: dayjs().format(WIRE_DATE),
    notes: '',
  }));

  const onSubmit = submitWith<InvoiceFormValues>(
    async (values) => {
      setFixPath(null);
      try {
        const invoice = (await create({ variables: { quoteId, input: toInvoiceInput(values, previous) } })).data?.createInvoice;
        if (!invoice) return;
        notifySuccess(t('invoices.create.done', { reference: invoice.reference }));
        onClose();
        navigate(`/factures/${invoice.id}`);
      } catch (err) {
        setFixPath(toApiError(err).fixPath ?? null);
        throw err;
      }
      // What is beyond the quote is said of the amount: on the percentage when the deposit was given as one.
    },
    (errors, values) => (errors && 'amountHT' in errors && values.depositBy === 'percent' ? { ...errors, percent: errors.amountHT } : errors),
  );

  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={880}>
      {!quote || !state ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Form<InvoiceFormValues>
          initialValues={initialValues}
          onSubmit={onSubmit}
          render={({ handleSubmit, submitting, values, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={title}>
              {iceMissing ? (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 12 }}
                  title={t('invoice.client.ice')}
                  description={quote.client.name}
                  action={
                    <Button size="small" onClick={() => setEditingClient(true)}>
                      {t('invoices.create.fixClient')}
                    </Button>
                  }
                />
              ) : null}
              <p className="form-hint" style={{ marginTop: 0 }}>
                {t('invoices.create.left', { left: formatMoney(state.leftHT), total: formatMoney(data.changeOrders.currentHT) })}
              </p>
              <InvoiceKindFields values={values} rows={rows} retentionHeld={state.retentionHeld} />
              <div className="form-grid" style={{ marginTop: 12 }}>
                <DateField name="issueDate" label={t('invoices.create.issueDate')} minDate={quote.issueDate} />
                <TextField name="notes" label={t('invoices.create.notes')} autoComplete="off" />
              </div>
              {/* The missing ICE is already said above, with its way out: a refusal for it is not said twice. */}
              {submitError && !(iceMissing && say(String(submitError), intl) === t('invoice.client.ice')) ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={say(String(submitError), intl)}
                  action={
                    fixPath?.startsWith('/clients') && quote ? (
                      <Button size="small" onClick={() => setEditingClient(true)}>
                        {t('invoices.create.fixClient')}
                      </Button>
                    ) : fixPath ? (
                      <Link to={fixPath}>{t('invoices.create.fix')}</Link>
                    ) : undefined
                  }
                  style={{ marginBottom: 12 }}
                />
              ) : null}
              <InvoicePreview key={clientVersion} quoteId={quoteId} previous={previous} blocked={iceMissing} />
              <p className="form-hint">{t('invoices.create.final')}</p>
              <FormActions onCancel={onClose} submitting={submitting} submitLabel={<FormattedMessage id="invoices.create.submit" />} />
            </form>
          )}
        />
      )}
      {editingClient && quote ? (
        <ClientFormDrawer
          client={quote.client}
          onClose={() => setEditingClient(false)}
          onSaved={() => {
            setEditingClient(false);
            setFixPath(null);
            setClientVersion((v) => v + 1);
            void refetch();
          }}
        />
      ) : null}
    </Modal>
  );
}

/** With its feature's own messages, which load with it. */
export default function InvoiceCreateModal(props: Parameters<typeof InvoiceCreateModalScreen>[0]) {
  return (
    <FeatureMessages fr={invoicesMessages} en={invoicesMessagesEn} ar={() => import('../messages.ar').then((m) => m.invoicesMessagesAr)}>
      <InvoiceCreateModalScreen {...props} />
    </FeatureMessages>
  );
}
