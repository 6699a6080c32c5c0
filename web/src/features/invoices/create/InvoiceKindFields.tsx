import { Alert, Input, Radio, Segmented, Table, Typography } from 'antd';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatMoney, formatPercent } from '../../../shared/format';
import { TextField } from '../../../shared/form/TextField';
import { say } from '../../../shared/intl/current-intl';
import type { InvoiceFormValues } from './invoice-create';

const KINDS = ['ACOMPTE', 'SITUATION', 'SOLDE', 'RETENUE'] as const;

/** A line the quote bills with its progress invoiced so far, for a progress statement's cumulative percentage. */
export interface ProgressRow {
  id: string;
  designation: string;
  totalHT: string;
  previous: string;
  /** Removed by an avenant: shown for what it was billed, not billed any more. */
  removed?: boolean;
  /** The avenant that added, changed or removed it. */
  note?: string;
}

interface Props {
  values: InvoiceFormValues;
  rows: ProgressRow[];
  /** Held back by the earlier invoices: what a release of the retention invoices. */
  retentionHeld: string;
}

/** The invoice's kind, then what that kind needs: the deposit's share or amount, each line's progress, or a word. */
export function InvoiceKindFields({ values, rows, retentionHeld }: Props) {
  const intl = useIntl();
  const t = (id: string, vars?: Record<string, string>) => intl.formatMessage({ id }, vars);
  return (
    <>
      <Field<string> name="kind">
        {({ input }) => (
          <Segmented
            block
            value={input.value}
            onChange={(v) => input.onChange(v)}
            aria-label={t('invoices.create.kind')}
            options={KINDS.map((k) => ({ value: k, label: t(`invoices.create.kind.${k}`) }))}
            style={{ marginBottom: 16 }}
          />
        )}
      </Field>
      {values.kind === 'ACOMPTE' ? (
        <>
          <Field<string> name="depositBy">
            {({ input }) => (
              <Radio.Group
                value={input.value}
                onChange={(e) => input.onChange(e.target.value)}
                aria-label={t('invoices.create.depositBy')}
                style={{ marginBottom: 12 }}
                options={[
                  { value: 'percent', label: t('invoices.create.byPercent') },
                  { value: 'amount', label: t('invoices.create.byAmount') },
                ]}
              />
            )}
          </Field>
          {values.depositBy === 'percent' ? (
            <TextField name="percent" inputMode="decimal" label={t('invoices.create.percent')} autoComplete="off" />
          ) : (
            <TextField name="amountHT" inputMode="decimal" label={t('invoices.create.amountHT')} autoComplete="off" />
          )}
        </>
      ) : null}
      {values.kind === 'SITUATION' ? (
        <>
          <p className="form-hint">{t('invoices.create.progressHelp')}</p>
          <Field name="progress" subscription={{ submitError: true, dirtySinceLastSubmit: true }}>
            {({ meta }) =>
              meta.submitError && !meta.dirtySinceLastSubmit ? (
                <Alert type="error" showIcon role="alert" title={say(String(meta.submitError), intl)} style={{ marginBottom: 12 }} />
              ) : null
            }
          </Field>
          <Table<ProgressRow>
            className="invoice-progress-table"
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content', y: 320 }}
            dataSource={rows}
            columns={[
              {
                title: t('invoices.create.line'),
                key: 'line',
                render: (_, r) => (
                  <>
                    {r.designation}
                    {r.note ? (
                      <Typography.Text type={r.removed ? 'danger' : 'secondary'} style={{ display: 'block', fontSize: 12 }}>
                        {r.note}
                      </Typography.Text>
                    ) : null}
                  </>
                ),
              },
              { title: t('invoices.detail.amountHT'), key: 'ht', align: 'right', render: (_, r) => formatMoney(r.totalHT) },
              { title: t('invoices.create.previous'), key: 'previous', align: 'right', render: (_, r) => formatPercent(r.previous) },
              {
                title: t('invoices.create.cumulative'),
                key: 'cumulative',
                render: (_, r) => (
                  <Field<string> name={`progress.${r.id}`}>
                    {({ input }) => (
                      <Input
                        {...input}
                        disabled={r.removed}
                        inputMode="decimal"
                        placeholder={formatPercent(r.previous).replace(/\s*%$/, '')}
                        aria-label={`${t('invoices.create.cumulative')} — ${r.designation}`}
                        suffix="%"
                      />
                    )}
                  </Field>
                ),
              },
            ]}
          />
        </>
      ) : null}
      {values.kind === 'SOLDE' ? <p className="form-hint">{t('invoices.create.soldeHelp')}</p> : null}
      {values.kind === 'RETENUE' ? (
        <p className="form-hint">
          {t('invoices.create.retentionHelp')} {t('invoices.create.retentionHeld', { amount: formatMoney(retentionHeld) })}
        </p>
      ) : null}
    </>
  );
}
