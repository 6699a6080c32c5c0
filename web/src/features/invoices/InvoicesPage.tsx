import { invoicesMessages } from './messages';
import { invoicesMessagesEn } from './messages.en';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { useIntl } from 'react-intl';
import type { InvoiceListFieldsFragment } from '../../gql/graphql';
import { InvoicesDocument } from './invoices.generated';
import { formatDay, formatMoney } from '../../shared/format';
import { DocumentListPage } from '../../shared/records/DocumentListPage';
import { useDocumentList } from '../../shared/records/useDocumentList';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { ClearanceTag } from './clearance/ClearanceTag';
import { InvoiceRowActions } from './InvoiceRowActions';
import { InvoicesExportMenu } from './InvoicesExportMenu';
import { InvoicesTable } from './InvoicesTable';
import './invoices.css';

// 'À encaisser': every invoice with something left to pay, overdue or not (the dashboard's figure). '?statut=A_ENCAISSER'
// or '?statut=EN_RETARD' (the dashboard's links) opens the list filtered.
const STATUSES = ['ALL', 'A_ENCAISSER', 'EMISE', 'PARTIELLEMENT_PAYEE', 'EN_RETARD', 'PAYEE', 'ANNULEE'] as const;

/** `/factures`: invoices and credit notes, by status (overdue ones read from their due date), search and totals. */
function InvoicesPageScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const docs = useDocumentList(InvoicesDocument, { statuses: STATUSES, pick: (data) => data.invoices });
  const kind = (i: InvoiceListFieldsFragment) => t(`invoices.kind.${i.kind}`);

  return (
    <DocumentListPage
      prefix="invoices"
      docs={docs}
      action={<InvoicesExportMenu period={docs.period} />}
      card={(i) => ({
        title: i.reference,
        name: i.reference,
        meta: `${kind(i)} · ${i.client.name} · ${formatDay(i.issueDate)}`,
        // Where the DGI's clearance stands beside the status, as the table's column shows it on a desk.
        badge: (
          <span className="invoice-card-badges">
            <InvoiceStatusTag status={i.status} kind={i.kind} />
            <ClearanceTag clearance={i.clearance} />
          </span>
        ),
        figures: [
          { label: t('invoices.col.ttc'), value: <strong>{formatMoney(i.totalTTC)}</strong> },
          { label: t('invoices.col.balance'), value: formatMoney(i.balance) },
          { label: t('invoices.col.due'), value: formatDay(i.dueDate) },
        ],
      })}
      custom={(i) => <InvoiceRowActions invoice={i} large />}
      totals={(totals) => [
        { label: t('invoices.col.ttc'), value: formatMoney(totals.totalTTC) },
        { label: t('invoices.col.balance'), value: formatMoney(totals.due) },
      ]}
      table={<InvoicesTable list={docs.list} loading={docs.loading} paging={docs.paging} />}
    />
  );
}

/** With its feature's own messages, which load with it. */
export default function InvoicesPage() {
  return (
    <FeatureMessages fr={invoicesMessages} en={invoicesMessagesEn} ar={() => import('./messages.ar').then((m) => m.invoicesMessagesAr)}>
      <InvoicesPageScreen />
    </FeatureMessages>
  );
}
