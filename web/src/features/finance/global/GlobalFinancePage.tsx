import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, DatePicker, Dropdown, Empty, Skeleton, Table, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { GlobalFinanceQuery } from '../../../gql/graphql';
import { GlobalFinanceDocument } from './global-finance.generated';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';
import { formatMoney, formatPercent } from '../../../shared/format';
import { basisOf, type FinanceLine, incomeOf, isEmptyLine, purchasesOf } from './amounts';
import type { MonthLine } from './chart-data';
import { FinanceKpi, signClass } from './FinanceKpi';
import { LazyFinanceChart } from './LazyFinanceChart';
import { lastYear, type Period, periodFromSearch, SHOWN_FORMAT, thisMonth, thisQuarter, thisYear, tooLong, WIRE_FORMAT } from './period';
import './finance-global.css';

type SiteLine = GlobalFinanceQuery['globalFinance']['sites'][number];

type Line = FinanceLine;

/**
 * The table's amount columns on the company's basis, HT for a company subject to TVA, else TTC. The margin and its
 * rate come before the TVA due, which a narrow screen scrolls to last.
 */
const amountColumns = (ht: boolean): { key: string; titleId: string; amount: (l: Line) => string; signed?: boolean }[] => [
  { key: 'revenues', titleId: ht ? 'finance.global.col.revenuesHT' : 'finance.global.col.revenues', amount: (l) => incomeOf(l, ht ? 'HT' : 'TTC') },
  {
    key: 'purchases',
    titleId: ht ? 'finance.global.col.purchasesHT' : 'finance.global.col.purchases',
    amount: (l) => purchasesOf(l, ht ? 'HT' : 'TTC'),
  },
  { key: 'labour', titleId: 'finance.global.col.labour', amount: (l) => l.labour },
  { key: 'subcontracting', titleId: 'finance.global.col.subcontracting', amount: (l) => l.subcontracting },
  { key: 'margin', titleId: 'finance.global.col.margin', amount: (l) => l.margin, signed: true },
];
const vatColumn = { key: 'vatBalance', titleId: 'finance.global.col.vatBalance' };

const shown = (day: string) => dayjs(day).format(SHOWN_FORMAT);

/** A site's margin rate, coloured by its sign; a dash without revenues (no rate of nothing). */
function MarginRate({ rate }: { rate: string | null | undefined }) {
  if (rate === null || rate === undefined) return <span className="fin-amount">—</span>;
  return <span className={`fin-amount ${signClass(rate)}`}>{formatPercent(rate)}</span>;
}

/** `/finance-globale/` (SPEC §2): the company's revenues, expenses and margin over a period, by month and by site. */
export default function GlobalFinancePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => periodFromSearch(params), [params]);
  const pickerId = useId();
  const { data, loading, error, refetch } = useQuery(GlobalFinanceDocument, { variables: period });
  const finance = data?.globalFinance;
  const totals = finance?.totals;
  const sites: SiteLine[] = finance?.sites ?? [];
  const months: MonthLine[] = finance?.months ?? [];
  // Months to come hold nothing yet: drawn as zero, they would read as a collapse.
  const currentMonth = dayjs().format('YYYY-MM');
  const pastMonths = months.filter((m) => m.month <= currentMonth);
  const empty = !!totals && sites.length === 0 && isEmptyLine(totals);
  const basis = basisOf(finance?.vatSubject);
  const ht = basis === 'HT';
  const columns = amountColumns(ht);

  const choose = (p: Period) => setParams({ du: p.from, au: p.to }, { replace: true });
  const preset = (label: string, p: Period) => ({ label, value: [dayjs(p.from), dayjs(p.to)] as [dayjs.Dayjs, dayjs.Dayjs] });
  const onExport = (format: string) =>
    void downloadFile(
      `/api/v1/chantiers/finance-globale/export?dateDebut=${period.from}&dateFin=${period.to}&format=${format}`,
      `finance-globale.${format}`,
    ).catch(notifyError);

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('finance.global.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('finance.global.subtitle', { from: shown(period.from), to: shown(period.to) })}</Typography.Text>
        </div>
        <div className="fin-toolbar">
          <label className="visually-hidden" htmlFor={pickerId}>
            {t('finance.global.period')}
          </label>
          <DatePicker.RangePicker
            id={{ start: pickerId }}
            size="large"
            format={SHOWN_FORMAT}
            allowClear={false}
            classNames={{ popup: { root: 'fin-range-popup' } }}
            value={[dayjs(period.from), dayjs(period.to)]}
            placeholder={[t('finance.global.period.start'), t('finance.global.period.end')]}
            presets={[
              preset(t('finance.global.period.thisMonth'), thisMonth()),
              preset(t('finance.global.period.thisQuarter'), thisQuarter()),
              preset(t('finance.global.period.thisYear'), thisYear()),
              preset(t('finance.global.period.lastYear'), lastYear()),
            ]}
            disabledDate={(day, info) => !!info?.from && tooLong(info.from, day)}
            onChange={(range) => {
              if (range?.[0] && range[1]) choose({ from: range[0].format(WIRE_FORMAT), to: range[1].format(WIRE_FORMAT) });
            }}
          />
          <Dropdown
            menu={{
              items: [
                { key: 'csv', label: t('finance.global.export.csv') },
                { key: 'xlsx', label: t('finance.global.export.xlsx') },
              ],
              onClick: ({ key }) => onExport(key),
            }}
          >
            <Button size="large" icon={<DownloadOutlined />}>
              {t('finance.global.export')}
            </Button>
          </Dropdown>
        </div>
      </div>

      {error && !finance ? (
        <Card>
          <Result
            status="warning"
            title={t('finance.global.error')}
            extra={
              <Button type="primary" onClick={() => void refetch()}>
                {t('finance.global.retry')}
              </Button>
            }
          />
        </Card>
      ) : loading && !finance ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : empty || !totals ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Title level={2} style={{ fontSize: 20 }}>
                  {t('finance.global.empty.title')}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: '0 auto' }}>
                  {t('finance.global.empty.body')}
                </Typography.Paragraph>
              </>
            }
          >
            <Link to="/dashboard-chantiers">{t('finance.global.empty.action')}</Link>
          </Empty>
        </Card>
      ) : (
        <>
          <section className="fin-kpis" aria-label={t('finance.global.title')}>
            <FinanceKpi label={t(ht ? 'finance.global.kpi.revenuesHT' : 'finance.global.kpi.revenues')} amount={incomeOf(totals, basis)}>
              {ht ? <p className="fin-kpi-note">{t('finance.global.kpi.ttc', { amount: formatMoney(totals.revenues) })}</p> : null}
            </FinanceKpi>
            <FinanceKpi label={t(ht ? 'finance.global.kpi.purchasesHT' : 'finance.global.kpi.purchases')} amount={purchasesOf(totals, basis)}>
              <p className="fin-kpi-note">
                {ht
                  ? t('finance.global.kpi.ttc', { amount: formatMoney(totals.purchasesTTC) })
                  : t('finance.global.kpi.ofWhichHT', { amount: formatMoney(totals.purchasesHT) })}
              </p>
            </FinanceKpi>
            <FinanceKpi
              label={t('finance.global.kpi.labour')}
              amount={totals.labour}
              help={{ label: t('finance.global.kpi.labour.helpLabel'), text: t('finance.global.kpi.labour.help') }}
            />
            <FinanceKpi label={t('finance.global.kpi.subcontracting')} amount={totals.subcontracting} />
            {ht ? (
              <FinanceKpi
                label={t(totals.vatBalance.startsWith('-') ? 'finance.global.kpi.vatCredit' : 'finance.global.kpi.vatBalance')}
                amount={totals.vatBalance.replace(/^-/, '')}
                help={{ label: t('finance.global.kpi.vatBalance.helpLabel'), text: t('finance.global.kpi.vatBalance.help') }}
              >
                <p className="fin-kpi-note">
                  {t('finance.global.kpi.vatParts', { collected: formatMoney(totals.revenuesVAT), deductible: formatMoney(totals.purchasesVAT) })}
                </p>
              </FinanceKpi>
            ) : null}
            <FinanceKpi label={t('finance.global.kpi.margin')} amount={totals.margin} signed>
              <p className="fin-kpi-note">{t(ht ? 'finance.global.kpi.margin.helpHT' : 'finance.global.kpi.margin.help')}</p>
            </FinanceKpi>
          </section>

          <Card className="fin-section" title={<h2 className="fin-section-title">{t('finance.global.chart.title')}</h2>}>
            <LazyFinanceChart
              months={pastMonths}
              basis={basis}
              title={t('finance.global.chart.title')}
              note={t(ht ? 'finance.global.chart.noteHT' : 'finance.global.chart.note')}
            />
          </Card>

          <Card className="fin-section" title={<h2 className="fin-section-title">{t('finance.global.sites.title')}</h2>}>
            <Table<SiteLine>
              className="fin-table"
              rowKey={(s) => s.site.id}
              dataSource={sites}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('finance.global.col.site'),
                  key: 'site',
                  fixed: 'left',
                  width: 160,
                  render: (_, s) => (
                    <Link className="fin-site-link" to={`/detail-chantier/${s.site.id}/finances`}>
                      {s.site.name}
                    </Link>
                  ),
                },
                ...columns.map((c) => ({
                  title: t(c.titleId),
                  key: c.key,
                  align: 'right' as const,
                  render: (_: unknown, s: SiteLine) => (
                    <span className={`fin-amount ${c.signed ? signClass(s.margin) : ''}`}>{formatMoney(c.amount(s))}</span>
                  ),
                })),
                {
                  title: (
                    <abbr title={t(ht ? 'finance.global.col.marginPercent.helpHT' : 'finance.global.col.marginPercent.help')}>
                      {t('finance.global.col.marginPercent')}
                    </abbr>
                  ),
                  key: 'marginPercent',
                  align: 'right' as const,
                  render: (_: unknown, s: SiteLine) => <MarginRate rate={s.marginPercent} />,
                },
                ...(ht
                  ? [
                      {
                        title: t(vatColumn.titleId),
                        key: vatColumn.key,
                        align: 'right' as const,
                        render: (_: unknown, s: SiteLine) => <span className="fin-amount">{formatMoney(s.vatBalance)}</span>,
                      },
                    ]
                  : []),
              ]}
              summary={() => (
                <Table.Summary fixed="bottom">
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>{t('finance.global.total')}</Table.Summary.Cell>
                    {columns.map((c, i) => (
                      <Table.Summary.Cell key={c.key} index={i + 1} align="right">
                        <span className={`fin-amount ${c.signed ? signClass(totals.margin) : ''}`}>{formatMoney(c.amount(totals))}</span>
                      </Table.Summary.Cell>
                    ))}
                    <Table.Summary.Cell index={columns.length + 1} align="right">
                      <MarginRate rate={totals.marginPercent} />
                    </Table.Summary.Cell>
                    {ht ? (
                      <Table.Summary.Cell index={columns.length + 2} align="right">
                        <span className="fin-amount">{formatMoney(totals.vatBalance)}</span>
                      </Table.Summary.Cell>
                    ) : null}
                  </Table.Summary.Row>
                </Table.Summary>
              )}
            />
          </Card>
        </>
      )}
    </>
  );
}
