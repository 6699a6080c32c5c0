import { compareDecimal, negateMoney } from '@chantiers/schema';
import { Card, Col, List, Row, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';
import type { VatReturnQuery } from '../../../gql/graphql';
import { formatDay, formatMoney, formatPercent } from '../../../shared/format';
import { usePhone } from '../../../shared/records/usePhone';

type Result = VatReturnQuery['vatReturn'];
type RateRow = Result['byRate'][number];
type Revenue = Result['revenues'][number];
type Deduction = Result['deductions'][number];
type AutoEntrepreneur = Result['autoEntrepreneurs'][number];

const money = (a: string, locale: string) => formatMoney(a, { locale });
const right = { align: 'right' as const };

/** The figures of a return: totals, by rate, the documents behind them and the auto-entrepreneurs of the year. */
export function VatReturnView({ result }: { result: Result }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const m = (a: string) => money(a, intl.locale);
  const phone = usePhone();
  const due = compareDecimal(result.balance, 0) >= 0;

  const rateColumns: ColumnsType<RateRow> = [
    { key: 'rate', title: t('vat.col.rate'), render: (_, r) => formatPercent(r.rate, { locale: intl.locale }) },
    { key: 'cHT', title: t('vat.col.collectedHT'), ...right, render: (_, r) => m(r.collectedHT) },
    { key: 'cVAT', title: t('vat.col.collectedVAT'), ...right, render: (_, r) => m(r.collectedVAT) },
    { key: 'dHT', title: t('vat.col.deductibleHT'), ...right, render: (_, r) => m(r.deductibleHT) },
    { key: 'dVAT', title: t('vat.col.deductibleVAT'), ...right, render: (_, r) => m(r.deductibleVAT) },
    { key: 'nd', title: t('vat.col.nonDeductibleVAT'), ...right, render: (_, r) => m(r.nonDeductibleVAT) },
  ];
  const revenueColumns: ColumnsType<Revenue> = [
    { key: 'date', title: t('vat.col.date'), render: (_, r) => formatDay(r.date) },
    { key: 'label', title: t('vat.col.label'), dataIndex: 'label' },
    { key: 'ref', title: t('vat.col.reference'), dataIndex: 'reference' },
    { key: 'site', title: t('vat.col.site'), dataIndex: 'site' },
    { key: 'rate', title: t('vat.col.rate'), render: (_, r) => formatPercent(r.vatRate, { locale: intl.locale }) },
    { key: 'ttc', title: t('vat.col.amount'), ...right, render: (_, r) => m(r.amount) },
    { key: 'vat', title: t('vat.col.collectedVAT'), ...right, render: (_, r) => m(r.amountVAT) },
  ];
  const deductionColumns: ColumnsType<Deduction> = [
    { key: 'date', title: t('vat.col.payment'), render: (_, d) => paymentOf(d) },
    { key: 'supplier', title: t('vat.col.supplier'), dataIndex: 'supplierName' },
    { key: 'ref', title: t('vat.col.reference'), render: (_, d) => `${d.reference} · ${d.label}` },
    { key: 'rate', title: t('vat.col.rate'), render: (_, d) => formatPercent(d.vatRate, { locale: intl.locale }) },
    { key: 'paid', title: t('vat.col.paid'), ...right, render: (_, d) => m(d.amountPaid) },
    { key: 'cash', title: t('vat.col.cashExcess'), ...right, render: (_, d) => (compareDecimal(d.cashExcess, 0) > 0 ? m(d.cashExcess) : '—') },
    { key: 'vat', title: t('vat.col.deductibleVAT'), ...right, render: (_, d) => m(d.deductibleVAT) },
  ];
  const aeColumns: ColumnsType<AutoEntrepreneur> = [
    { key: 'supplier', title: t('vat.col.supplier'), dataIndex: 'supplierName' },
    { key: 'total', title: t('vat.col.total'), ...right, render: (_, a) => m(a.total) },
    {
      key: 'excess',
      title: t('vat.col.excess', { threshold: m(result.autoEntrepreneurs[0]?.threshold ?? '0') }),
      ...right,
      render: (_, a) => m(a.excess),
    },
    {
      key: 'withholding',
      title: t('vat.col.withholding'),
      ...right,
      render: (_, a) => (compareDecimal(a.withholding, 0) > 0 ? <Tag color="orange">{m(a.withholding)}</Tag> : m(a.withholding)),
    },
  ];
  function paymentOf(d: Deduction) {
    return [formatDay(d.paymentDate), d.paymentMode ? t(`vat.mode.${d.paymentMode}`) : null].filter(Boolean).join(' · ');
  }

  const table = <T extends { id?: string; rate?: string; supplierId?: string }>(rows: readonly T[], columns: ColumnsType<T>, testId: string) => (
    <Table<T>
      size="small"
      rowKey={(r) => r.id ?? r.rate ?? r.supplierId ?? ''}
      columns={columns}
      dataSource={[...rows]}
      pagination={rows.length > 50 ? { pageSize: 50 } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('vat.none') }}
      data-testid={testId}
    />
  );

  return (
    <div className="vat-return">
      <Row gutter={[12, 12]}>
        {[
          ['vat.collected', result.collectedVAT],
          ['vat.deductible', result.deductibleVAT],
          ['vat.nonDeductible', result.nonDeductibleVAT],
          [due ? 'vat.due' : 'vat.credit', due ? result.balance : negateMoney(result.balance)],
        ].map(([label, value]) => (
          <Col key={label} xs={12} md={6}>
            <Card size="small">
              <Statistic title={t(label)} value={m(value)} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('vat.byRate')} className="vat-card">
        {phone ? (
          <List
            dataSource={result.byRate}
            locale={{ emptyText: t('vat.none') }}
            renderItem={(r) => (
              <List.Item>
                <List.Item.Meta
                  title={formatPercent(r.rate, { locale: intl.locale })}
                  description={`${t('vat.col.collectedVAT')} ${m(r.collectedVAT)} · ${t('vat.col.deductibleVAT')} ${m(r.deductibleVAT)}`}
                />
              </List.Item>
            )}
          />
        ) : (
          table(result.byRate, rateColumns, 'vat-by-rate')
        )}
      </Card>
      <Card size="small" className="vat-card">
        <Tabs
          items={[
            {
              key: 'deductions',
              label: t('vat.deductions', { count: result.deductions.length }),
              children: phone ? (
                <List
                  dataSource={result.deductions}
                  locale={{ emptyText: t('vat.none') }}
                  renderItem={(d) => (
                    <List.Item extra={<Typography.Text strong>{m(d.deductibleVAT)}</Typography.Text>}>
                      <List.Item.Meta title={`${d.supplierName} · ${d.reference}`} description={`${paymentOf(d)} · ${m(d.amountPaid)}`} />
                    </List.Item>
                  )}
                />
              ) : (
                table(result.deductions, deductionColumns, 'vat-deductions')
              ),
            },
            {
              key: 'revenues',
              label: t('vat.revenues', { count: result.revenues.length }),
              children: phone ? (
                <List
                  dataSource={result.revenues}
                  locale={{ emptyText: t('vat.none') }}
                  renderItem={(r) => (
                    <List.Item extra={<Typography.Text strong>{m(r.amountVAT)}</Typography.Text>}>
                      <List.Item.Meta title={`${r.label} · ${r.reference}`} description={`${formatDay(r.date)} · ${r.site} · ${m(r.amount)}`} />
                    </List.Item>
                  )}
                />
              ) : (
                table(result.revenues, revenueColumns, 'vat-revenues')
              ),
            },
            {
              key: 'ae',
              label: t('vat.autoEntrepreneurs', { year: result.period.year }),
              children: result.autoEntrepreneurs.length ? (
                table(result.autoEntrepreneurs, aeColumns, 'vat-auto-entrepreneurs')
              ) : (
                <Typography.Text type="secondary">{t('vat.autoEntrepreneurs.none')}</Typography.Text>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
