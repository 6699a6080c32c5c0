import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Dropdown, Popconfirm, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';
import { exportQuery, type Period, SHOWN_FORMAT, WIRE_FORMAT } from './dates';
import { ManagerOnly } from '../../../app/session/ManagerOnly';
import { RECORD_PAGE_SIZE } from '../../../shared/records/useRecordList';

export const PAGE_SIZE = RECORD_PAGE_SIZE;

/** The list's period: both bounds or none (the api also takes one open bound; the export follows the same filter). */
export function PeriodFilter({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'finance.site.period' });
  return (
    <DatePicker.RangePicker
      className="finance-period"
      format={SHOWN_FORMAT}
      value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
      onChange={(range) =>
        onChange(range?.[0] && range[1] ? { from: range[0].format(WIRE_FORMAT), to: range[1].format(WIRE_FORMAT) } : { from: null, to: null })
      }
      placeholder={[intl.formatMessage({ id: 'finance.site.period.from' }), intl.formatMessage({ id: 'finance.site.period.to' })]}
      aria-label={label}
      allowClear
    />
  );
}

/** CSV or Excel of the list with its filters (GET /api/v1/chantiers/{kind}/export). */
export function ExportMenu({
  kind,
  fileBase,
  siteId,
  period,
  extra,
}: {
  kind: 'depenses' | 'recettes' | 'services';
  fileBase: string;
  siteId: string;
  period: Period;
  extra?: Record<string, string | null | undefined>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'csv', label: t('finance.site.export.csv') },
          { key: 'xlsx', label: t('finance.site.export.xlsx') },
        ],
        onClick: ({ key }) =>
          void downloadFile(`/api/v1/chantiers/${kind}/export?${exportQuery(siteId, period, key, extra)}`, `${fileBase}.${key}`).catch(notifyError),
      }}
    >
      <Button icon={<DownloadOutlined />}>{t('finance.site.export')}</Button>
    </Dropdown>
  );
}

/** The filters on the left, export and 'Ajouter' on the right; wraps on a phone. */
export function ListToolbar({ filters, actions, onAdd }: { filters: ReactNode; actions: ReactNode; onAdd(): void }) {
  const intl = useIntl();
  return (
    <div className="finance-toolbar">
      <div className="finance-toolbar-filters" role="search">
        {filters}
      </div>
      <Space wrap>
        {actions}
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {intl.formatMessage({ id: 'finance.site.add' })}
        </Button>
      </Space>
    </div>
  );
}

/** Voir (optional), Modifier, Supprimer with a confirmation: compact icon buttons, named and with a tooltip. */
export function RowActions({
  onView,
  onEdit,
  onDelete,
  confirm,
}: {
  onView?(): void;
  onEdit(): void;
  onDelete(): Promise<unknown> | void;
  confirm: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Space size={4} wrap={false}>
      {onView ? (
        <Tooltip title={t('finance.site.view')}>
          <Button size="small" icon={<EyeOutlined />} onClick={onView} aria-label={t('finance.site.view')} />
        </Tooltip>
      ) : null}
      <Tooltip title={t('finance.site.edit')}>
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t('finance.site.edit')} />
      </Tooltip>
      <ManagerOnly>
        <Popconfirm
          title={confirm}
          okText={t('finance.site.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('finance.site.cancel')}
          onConfirm={onDelete}
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('finance.site.delete')} />
        </Popconfirm>
      </ManagerOnly>
    </Space>
  );
}
