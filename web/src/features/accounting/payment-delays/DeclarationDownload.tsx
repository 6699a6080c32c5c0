import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Select } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';

const BASE = '/api/v1/comptabilite/delais-paiement';

/** The quarter just ended (the one to declare), or the last of the previous year in January–March. */
export function lastQuarter(today = new Date()): { year: number; quarter: number } {
  const q = Math.floor(today.getMonth() / 3);
  return q === 0 ? { year: today.getFullYear() - 1, quarter: 4 } : { year: today.getFullYear(), quarter: q };
}

/** The declaration of a quarter or a year: its file (CSV, Excel) and its printable report. */
export function DeclarationDownload() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const start = lastQuarter();
  const [year, setYear] = useState(start.year);
  const [quarter, setQuarter] = useState<number>(start.quarter);
  const yearId = useId();
  const quarterId = useId();
  const thisYear = new Date().getFullYear();
  const query = `annee=${year}${quarter ? `&trimestre=${quarter}` : ''}`;
  const name = `delais-paiement-${year}${quarter ? `-T${quarter}` : ''}`;
  const download = (key: string) =>
    void (
      key === 'pdf'
        ? downloadFile(`${BASE}/declaration/pdf?${query}`, `${name}.pdf`)
        : downloadFile(`${BASE}/declaration/export?${query}&format=${key}`, `${name}.${key}`)
    ).catch(notifyError);
  return (
    <div className="pd-declaration">
      <label className="visually-hidden" htmlFor={yearId}>
        {t('paymentDelays.declaration.year')}
      </label>
      <Select
        id={yearId}
        value={year}
        onChange={setYear}
        options={[0, 1, 2, 3].map((n) => ({ value: thisYear - n, label: String(thisYear - n) }))}
        style={{ width: 96 }}
      />
      <label className="visually-hidden" htmlFor={quarterId}>
        {t('paymentDelays.declaration.quarter')}
      </label>
      <Select
        id={quarterId}
        value={quarter}
        onChange={setQuarter}
        options={[
          ...[1, 2, 3, 4].map((q) => ({ value: q, label: t('paymentDelays.declaration.q', { quarter: q }) })),
          { value: 0, label: t('paymentDelays.declaration.annual') },
        ]}
        style={{ width: 150 }}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'csv', label: t('paymentDelays.declaration.csv') },
            { key: 'xlsx', label: t('paymentDelays.declaration.xlsx') },
            { key: 'pdf', label: t('paymentDelays.declaration.pdf') },
          ],
          onClick: ({ key }) => download(key),
        }}
      >
        <Button icon={<DownloadOutlined />}>{t('paymentDelays.declaration')}</Button>
      </Dropdown>
    </div>
  );
}
