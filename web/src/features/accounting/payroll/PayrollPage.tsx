import { DownloadOutlined, FileTextOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, DatePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';
import { formatMoney } from '../../../shared/format';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { payrollMessages } from './messages';
import { payrollMessagesEn } from './messages.en';
import { PayrollDeclarationDocument } from './payroll.generated';
import { PayrollList } from './PayrollList';
import { defaultMonth, isMonth, shiftMonth } from './month';
import './payroll.css';

/** The month declared, the one before and after, and a picker for any other (none after the current month). */
function MonthPicker({ month, onChange }: { month: string; onChange(month: string): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const current = dayjs().format('YYYY-MM');
  const label = (m: string) =>
    intl.formatDate(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1, 15), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="payroll-month" role="group" aria-label={t('payroll.month')}>
      <Button
        icon={<LeftOutlined className="flip-in-rtl" aria-hidden />}
        aria-label={t('payroll.month.previous')}
        title={t('payroll.month.previous')}
        onClick={() => onChange(shiftMonth(month, -1))}
      />
      <DatePicker
        picker="month"
        allowClear={false}
        inputReadOnly
        value={dayjs(`${month}-01`)}
        format={(value) => label(value.format('YYYY-MM'))}
        disabledDate={(d) => d.format('YYYY-MM') > current}
        onChange={(d) => d && onChange(d.format('YYYY-MM'))}
        aria-label={t('payroll.month')}
      />
      <Button
        icon={<RightOutlined className="flip-in-rtl" aria-hidden />}
        aria-label={t('payroll.month.next')}
        title={t('payroll.month.next')}
        disabled={month >= current}
        onClick={() => onChange(shiftMonth(month, 1))}
      />
    </div>
  );
}

function Kpi({ label, amount, note }: { label: string; amount: string; note?: string }) {
  return (
    <Card className="payroll-kpi">
      <div className="payroll-kpi-label">{label}</div>
      <div className="payroll-kpi-amount">{amount}</div>
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </Card>
  );
}

function PayrollScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const asked = params.get('mois');
  const month = isMonth(asked) ? asked : defaultMonth(dayjs().format('YYYY-MM'));
  const { data, loading, error, refetch } = useQuery(PayrollDeclarationDocument, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const declaration = data?.payrollDeclaration.month === month ? data.payrollDeclaration : undefined;
  const totals = declaration?.totals;
  const flagged = declaration?.rows.filter((r) => r.warnings.length).length ?? 0;
  const download = (path: string, name: string) => void downloadFile(`/api/v1/comptabilite/declaration-cnss/${path}`, name).catch(notifyError);
  const period = month.replace('-', '');

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('payroll.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('payroll.subtitle')}</Typography.Text>
        </div>
        <MonthPicker month={month} onChange={(m) => setParams({ mois: m }, { replace: true })} />
      </div>
      {totals ? (
        <div className="payroll-kpis">
          <Kpi label={t('payroll.kpi.workers')} amount={String(totals.workers)} note={t('payroll.kpi.days', { days: totals.declaredDays })} />
          <Kpi label={t('payroll.kpi.base')} amount={formatMoney(totals.base)} />
          <Kpi label={t('payroll.kpi.employer')} amount={formatMoney(totals.employerShare)} />
          <Kpi label={t('payroll.kpi.employee')} amount={formatMoney(totals.employeeShare)} />
        </div>
      ) : null}
      {declaration && flagged ? <Alert className="payroll-alert" type="warning" showIcon title={t('payroll.warnings', { count: flagged })} /> : null}
      <Card>
        <div className="payroll-toolbar">
          <Typography.Text type="secondary">
            {declaration?.minimumDaily
              ? t('payroll.minimum', { amount: formatMoney(declaration.minimumDaily) })
              : declaration
                ? t('payroll.minimum.none')
                : null}
          </Typography.Text>
          <span className="payroll-actions">
            <Button icon={<DownloadOutlined />} onClick={() => download(`export?format=xlsx&mois=${month}`, `declaration-cnss-${month}.xlsx`)}>
              {t('payroll.export')}
            </Button>
            <Button
              type="primary"
              icon={<FileTextOutlined />}
              disabled={!declaration?.affiliateNumber || !declaration.rows.length}
              title={declaration && !declaration.affiliateNumber ? t('payroll.ebds.noAffiliate') : undefined}
              onClick={() => download(`ebds?mois=${month}`, `DS_${declaration?.affiliateNumber ?? ''}_${period}.txt`)}
            >
              {t('payroll.ebds')}
            </Button>
          </span>
        </div>
        {declaration && !declaration.affiliateNumber ? (
          <Alert className="payroll-alert" type="info" showIcon title={t('payroll.ebds.noAffiliate')} />
        ) : null}
        {error && !declaration ? (
          <Result
            status="warning"
            title={t('payroll.error')}
            extra={
              <Button type="primary" onClick={() => void refetch()}>
                {t('payroll.retry')}
              </Button>
            }
          />
        ) : (
          <PayrollList declaration={declaration} loading={loading && !declaration} />
        )}
      </Card>
    </>
  );
}

/** `/comptabilite/declaration-cnss` (issue 38): the month's CNSS declaration from the activity reports, and its files. */
export default function PayrollPage() {
  return (
    <FeatureMessages fr={payrollMessages} en={payrollMessagesEn} ar={() => import('./messages.ar').then((m) => m.payrollMessagesAr)}>
      <PayrollScreen />
    </FeatureMessages>
  );
}
