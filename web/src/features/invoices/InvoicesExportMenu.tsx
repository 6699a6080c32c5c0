import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError } from '../../shared/errors/notify';
import type { Period } from '../../shared/records/period';

/** The accountant's files over the list's period: invoices and credit notes, or the payments received; CSV or Excel. */
export function InvoicesExportMenu({ period }: { period: Period }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const items = ['invoices', 'payments'].flatMap((what) =>
    ['csv', 'xlsx'].map((format) => ({ key: `${what}.${format}`, label: t(`invoices.export.${what}.${format}`) })),
  );
  const download = (key: string) => {
    const [what, format] = key.split('.');
    const query = new URLSearchParams({ format });
    if (period.from) query.set('dateDebut', period.from);
    if (period.to) query.set('dateFin', period.to);
    const path = what === 'payments' ? '/api/v1/factures/paiements/export' : '/api/v1/factures/export';
    void downloadFile(`${path}?${query.toString()}`, `${what === 'payments' ? 'paiements' : 'factures'}.${format}`).catch(notifyError);
  };
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => download(key) }}>
      <Button icon={<DownloadOutlined />}>{t('invoices.export')}</Button>
    </Dropdown>
  );
}
