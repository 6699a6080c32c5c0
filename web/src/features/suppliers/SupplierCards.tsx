import { WarningOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { SupplierFieldsFragment } from '../../gql/graphql';
import { certificateValidOn } from '@chantiers/schema';
import dayjs from 'dayjs';
import { ComplianceTags } from './ComplianceTags';
import { type CardPaging, RecordCards } from '../../shared/records/RecordCards';

type Supplier = SupplierFieldsFragment;

interface Props {
  items: Supplier[];
  loading: boolean;
  emptyText: string;
  paging: CardPaging;
  onEdit(s: Supplier): void;
  onDelete(s: Supplier): Promise<unknown>;
}

/** The suppliers on a phone: a card each, the phone number and the e-mail a tap away, 'Modifier' as the large button. */
export function SupplierCards({ items, loading, emptyText, paging, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <RecordCards<Supplier>
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      card={(s) => ({
        title: s.name,
        name: s.name,
        meta: s.address ?? undefined,
        figures: [
          {
            label: t('suppliers.col.ice'),
            value: (
              <span>
                {s.ice}{' '}
                {s.iceWarning ? (
                  <Tooltip title={t('supplier.ice.warning')}>
                    <WarningOutlined aria-label={t('suppliers.iceWarning')} style={{ color: 'var(--ant-color-warning-text)' }} />
                  </Tooltip>
                ) : null}
              </span>
            ),
          },
          ...(s.autoEntrepreneur || !certificateValidOn(s.certificateDate, dayjs().format('YYYY-MM-DD'))
            ? [{ label: t('suppliers.compliance'), value: <ComplianceTags supplier={s} /> }]
            : []),
          { label: t('suppliers.col.phone'), value: s.phone ? <a href={`tel:${s.phone.replace(/\s+/g, '')}`}>{s.phone}</a> : '—' },
          {
            label: t('suppliers.col.email'),
            value: s.email ? (
              <a href={`mailto:${s.email}`} style={{ overflowWrap: 'anywhere' }}>
                {s.email}
              </a>
            ) : (
              '—'
            ),
          },
        ],
      })}
      actions={(s) => ({
        onEdit: () => onEdit(s),
        onDelete: () => onDelete(s),
        deleteAction: 'suppliers.delete',
        confirm: t('suppliers.delete.confirm', { name: s.name }),
      })}
    />
  );
}
