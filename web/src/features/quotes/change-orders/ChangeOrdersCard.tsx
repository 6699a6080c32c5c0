import { EditOutlined, EyeOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { subtractMoney } from '@chantiers/schema';
import { Alert, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChangeOrderFieldsFragment, QuoteDetailFieldsFragment } from '../../../gql/graphql';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';
import { formatDay, formatMoney } from '../../../shared/format';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { useCan } from '../../../shared/session/useCan';
import { ChangeOrderDecisions } from './ChangeOrderDecisions';
import { ChangeOrderDrawer } from './ChangeOrderDrawer';
import { discountsOf, quoteLines } from './change-order-values';
import { ChangeOrdersDocument } from './change-orders.generated';
import { changeOrdersMessages } from './messages';
import { changeOrdersMessagesEn } from './messages.en';
import './change-orders.css';

const SignatureRequests = lazy(() => import('../../signatures/staff/SignatureRequests'));

const COLOURS: Record<string, string> = { EN_COURS: 'processing', ACCEPTE: 'success', REFUSE: 'error' };

/** Which drawer is open: a new avenant (null) or a saved one. */
type Opened = { order: ChangeOrderFieldsFragment | null } | null;

/**
 * The avenants of an accepted quote, under it: each with its status and signed amounts, the quote's totals before and
 * with the accepted ones, 'Nouvel avenant', and a pending one's decision (Accepter, Refuser) for a manager.
 */
function ChangeOrdersCardScreen({ quote }: { quote: QuoteDetailFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, error } = useQuery(ChangeOrdersDocument, { variables: { quoteId: quote.id }, fetchPolicy: 'cache-and-network' });
  const canWrite = useCan('changeOrders.write') && quote.status === 'ACCEPTE';
  const canDecide = useCan('changeOrders.decide');
  const [opened, setOpened] = useState<Opened>(null);
  const view = data?.changeOrders;
  const lines = useMemo(() => {
    if (!data) return null;
    const own = new Map((quote.lots ?? []).flatMap((lot) => lot.lines.map((l) => [l.id, l.discountPercent] as const)));
    const { lines: billable, items } = data.changeOrders;
    return quoteLines(billable, data.quoteInvoicing.progress, discountsOf(billable, items, own));
  }, [data, quote.lots]);
  const pending = (view?.items ?? []).filter((o) => o.status === 'EN_COURS').length;

  return (
    <Card
      title={t('changeOrders.title')}
      className="quote-card change-orders-card"
      extra={
        canWrite && lines ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpened({ order: null })}>
            {t('changeOrders.new')}
          </Button>
        ) : null
      }
    >
      {!view && error ? <Alert type="warning" showIcon title={t('changeOrders.loadError')} /> : null}
      {!view && !error ? <Skeleton active title={false} paragraph={{ rows: 3 }} /> : null}
      {view ? (
        <>
          {view.items.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('changeOrders.none')} />
          ) : (
            <ul className="change-orders-list" aria-label={t('changeOrders.title')}>
              {view.items.map((order) => (
                <li key={order.id} className="change-order-item">
                  <div className="change-order-head">
                    <strong>{order.reference}</strong>
                    <span className="change-order-label">{order.label}</span>
                    <span className="change-order-date">{formatDay(order.issueDate)}</span>
                    <Tag color={COLOURS[order.status]}>{t(`changeOrders.status.${order.status}`)}</Tag>
                  </div>
                  {order.status === 'REFUSE' && order.refusalReason ? (
                    <p className="change-order-reason">{t('changeOrders.reason', { reason: order.refusalReason })}</p>
                  ) : null}
                  <div className="change-order-foot">
                    <span className="change-order-amounts">
                      <span>{t('changeOrders.ht', { amount: formatMoney(order.deltaHT, { signed: true }) })}</span>
                      <strong>{t('changeOrders.ttc', { amount: formatMoney(order.deltaTTC, { signed: true }) })}</strong>
                    </span>
                    <span className="change-order-actions">
                      <OpenButton order={order} editable={canWrite && order.status === 'EN_COURS'} onOpen={() => setOpened({ order })} />
                      <Button
                        size="small"
                        icon={<FilePdfOutlined />}
                        aria-label={t('changeOrders.pdf.label', { reference: order.reference })}
                        onClick={() => downloadFile(`/api/v1/devis/avenants/${order.id}/pdf`, `${order.reference}.pdf`).catch(notifyError)}
                      >
                        {t('changeOrders.pdf')}
                      </Button>
                      {canDecide && order.status === 'EN_COURS' ? <ChangeOrderDecisions order={order} /> : null}
                    </span>
                  </div>
                  <Suspense fallback={null}>
                    <SignatureRequests
                      kind="CHANGE_ORDER"
                      documentId={order.id}
                      title={`${order.reference} ${order.label}`}
                      sendable={order.status === 'EN_COURS'}
                      defaultEmail={quote.client?.email}
                      defaultName={quote.client?.name}
                    />
                  </Suspense>
                </li>
              ))}
            </ul>
          )}
          {pending ? <p className="change-orders-pending">{t('changeOrders.pending', { count: pending })}</p> : null}
          <Totals initialHT={view.initialHT} initialTTC={view.initialTTC} currentHT={view.currentHT} currentTTC={view.currentTTC} />
        </>
      ) : null}
      {opened && lines ? (
        <ChangeOrderDrawer
          quote={quote}
          order={opened.order}
          lines={lines}
          editable={opened.order === null || (canWrite && opened.order.status === 'EN_COURS')}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </Card>
  );
}

function OpenButton({ order, editable, onOpen }: { order: ChangeOrderFieldsFragment; editable: boolean; onOpen(): void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: editable ? 'changeOrders.action.edit' : 'changeOrders.action.view' }, { reference: order.reference });
  return <Button icon={editable ? <EditOutlined aria-hidden /> : <EyeOutlined aria-hidden />} aria-label={label} title={label} onClick={onOpen} />;
}

/** Initial, accepted avenants (signed) and current: HT and TTC, as the api totals them. */
function Totals({ initialHT, initialTTC, currentHT, currentTTC }: Record<'initialHT' | 'initialTTC' | 'currentHT' | 'currentTTC', string>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rows = [
    { key: 'initial', ht: formatMoney(initialHT), ttc: formatMoney(initialTTC) },
    {
      key: 'accepted',
      ht: formatMoney(subtractMoney(currentHT, initialHT), { signed: true }),
      ttc: formatMoney(subtractMoney(currentTTC, initialTTC), { signed: true }),
    },
    { key: 'current', ht: formatMoney(currentHT), ttc: formatMoney(currentTTC) },
  ];
  return (
    <table className="change-orders-totals">
      <caption>{t('changeOrders.totals')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('changeOrders.totals.amount')}</th>
          <th scope="col">{t('changeOrders.totals.ht')}</th>
          <th scope="col">{t('changeOrders.totals.ttc')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={`change-orders-totals-${row.key}`}>
            <th scope="row">{t(`changeOrders.totals.${row.key}`)}</th>
            <td>{row.ht}</td>
            <td>{row.ttc}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** With its own messages, which load with it (an accepted quote's page only). */
export default function ChangeOrdersCard(props: { quote: QuoteDetailFieldsFragment }) {
  return (
    <FeatureMessages fr={changeOrdersMessages} en={changeOrdersMessagesEn} ar={() => import('./messages.ar').then((m) => m.changeOrdersMessagesAr)}>
      <ChangeOrdersCardScreen {...props} />
    </FeatureMessages>
  );
}
