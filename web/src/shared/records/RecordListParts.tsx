import type { Action } from '@chantiers/schema';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../download/download-file';
import { notifyError } from '../errors/notify';
import { afterPaint } from '../components/after-paint';
import { exportQuery, type Period } from './period';
import './records.css';
import { Can } from '../session/Can';

/** The list's period: both bounds or none (the api also takes one open bound; the export follows the same filter). */
export const PeriodFilter = afterPaint<{ value: Period; onChange(period: Period): void }>(
  () => import('./PeriodPicker'),
  () => <span className="records-period records-pending" />,
);

/** CSV or Excel of the list with its filters (GET /api/v1/chantiers/{kind}/export: depenses, recettes, services…). */
export function ExportMenu({
  kind,
  fileBase,
  siteId,
  period,
  extra,
}: {
  kind: string;
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
          { key: 'csv', label: t('records.export.csv') },
          { key: 'xlsx', label: t('records.export.xlsx') },
        ],
        onClick: ({ key }) =>
          void downloadFile(`/api/v1/chantiers/${kind}/export?${exportQuery(siteId, period, key, extra)}`, `${fileBase}.${key}`).catch(notifyError),
      }}
    >
      <Button icon={<DownloadOutlined />}>{t('records.export')}</Button>
    </Dropdown>
  );
}

/** The filters on the left, export and 'Ajouter' on the right; wraps on a phone. */
export function ListToolbar({ filters, actions, onAdd }: { filters: ReactNode; actions: ReactNode; onAdd(): void }) {
  const intl = useIntl();
  return (
    <div className="records-toolbar">
      <div className="records-toolbar-filters" role="search">
        {filters}
      </div>
      <Space wrap>
        {actions}
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {intl.formatMessage({ id: 'records.add' })}
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
  deleteAction,
  confirm,
}: {
  onView?(): void;
  onEdit(): void;
  onDelete(): Promise<unknown> | void;
  deleteAction: Action;
  confirm: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Space size={4} wrap={false}>
      {onView ? (
        <Tooltip title={t('records.view')}>
          <Button size="small" icon={<EyeOutlined />} onClick={onView} aria-label={t('records.view')} />
        </Tooltip>
      ) : null}
      <Tooltip title={t('records.edit')}>
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t('records.edit')} />
      </Tooltip>
      <Can action={deleteAction}>
        <Popconfirm title={confirm} okText={t('records.delete')} okButtonProps={{ danger: true }} cancelText={t('form.cancel')} onConfirm={onDelete}>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('records.delete')} />
        </Popconfirm>
      </Can>
    </Space>
  );
}
