import { lazy } from 'react';
import { useIntl } from 'react-intl';
import type { SiteFinanceServiceSheetFieldsFragment as Sheet, SiteFinanceServiceSheetsQuery } from '../../../gql/graphql';
import { SiteFinanceDeleteServiceSheetDocument, SiteFinanceServiceSheetsDocument } from './site-finance.generated';
import { formatDay, formatMoney } from '../../../shared/format';
import { SiteRecordTab } from '../../../shared/records/SiteRecordTab';

// Opened on a tap: the form loads then, not with the page a deep link opens.
const ServiceSheetFormDrawer = lazy(() => import('./ServiceSheetFormDrawer').then((m) => ({ default: m.ServiceSheetFormDrawer })));

type Totals = SiteFinanceServiceSheetsQuery['serviceSheets']['totals'];
const money = (v: string) => <span className="finance-amount">{formatMoney(v)}</span>;

/** 'Fiches de service' (sous-traitance): by period and supplier name, with the filter's totals (the site-record kit's tab). */
export function ServiceSheetsTab({ siteId, onChanged }: { siteId: string; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <SiteRecordTab<Sheet, Totals, SiteFinanceServiceSheetsQuery>
      siteId={siteId}
      onChanged={onChanged}
      query={SiteFinanceServiceSheetsDocument}
      pageOf={(data) => data.serviceSheets}
      remove={SiteFinanceDeleteServiceSheetDocument}
      deleteAction="serviceSheets.delete"
      search={{ variable: 'supplier', label: t('finance.site.filter.supplierText'), exportKey: 'fournisseur' }}
      exportKind="services"
      fileBase="fiches-de-service"
      columns={[
        // The day under the date, the worker and their phone under the supplier: the amounts fit a 1280 px laptop
        // beside the menu, none of them under the sticky actions (as the purchases).
        {
          key: 'date',
          title: t('finance.site.col.dateDay'),
          render: (s) => (
            <div className="finance-date">
              <span className="finance-nowrap">{formatDay(s.date)}</span>
              <span className="finance-secondary">{t(`finance.site.day.${s.day}`)}</span>
            </div>
          ),
        },
        {
          key: 'supplier',
          title: t('finance.site.col.supplierWorker'),
          render: (s) => (
            <div className="finance-label">
              <span>{s.supplier}</span>
              <span className="finance-secondary">{[s.worker, s.phone].filter(Boolean).join(' · ')}</span>
            </div>
          ),
        },
        {
          key: 'paid',
          title: t('finance.site.col.amountPaid'),
          align: 'right',
          render: (s) => money(s.amountPaid),
          total: (x) => money(x.amountPaid),
        },
        { key: 'bonus', title: t('finance.site.col.bonus'), align: 'right', render: (s) => money(s.bonus), total: (x) => money(x.bonus) },
        {
          key: 'total',
          title: t('finance.site.col.total'),
          align: 'right',
          render: (s) => <strong>{money(s.total)}</strong>,
          total: (x) => money(x.total),
        },
      ]}
      card={(s) => ({
        title: s.worker,
        meta: `${formatDay(s.date)} · ${t(`finance.site.day.${s.day}`)} · ${s.supplier}`,
        figures: [
          { label: t('finance.site.col.total'), value: <strong>{formatMoney(s.total)}</strong> },
          { label: t('finance.site.col.bonus'), value: formatMoney(s.bonus) },
        ],
      })}
      cardTotals={(x) => [
        { label: t('finance.site.col.total'), value: formatMoney(x.total) },
        { label: t('finance.site.col.bonus'), value: formatMoney(x.bonus) },
      ]}
      texts={{
        empty: t('finance.site.service.empty'),
        totals: (count) => t('records.totals', { count }),
        deleted: (s) => t('finance.site.service.deleted', { worker: s.worker }),
        confirm: (s) => t('finance.site.service.delete.confirm', { worker: s.worker, date: formatDay(s.date) }),
      }}
      form={{ drawer: ServiceSheetFormDrawer }}
    />
  );
}
