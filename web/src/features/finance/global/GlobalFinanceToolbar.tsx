import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Dropdown } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../../shared/download/download-file';
import { notifyError } from '../../../shared/errors/notify';
import { lastYear, type Period, SHOWN_FORMAT, thisMonth, thisQuarter, thisYear, tooLong, WIRE_FORMAT } from './period';

/** The period (a range or a preset, at most what the api allows) and the export of its figures. */
export function GlobalFinanceToolbar({ period, onChoose }: { period: Period; onChoose(period: Period): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const pickerId = useId();
  const preset = (label: string, p: Period) => ({ label, value: [dayjs(p.from), dayjs(p.to)] as [dayjs.Dayjs, dayjs.Dayjs] });
  const onExport = (format: string) =>
    void downloadFile(
      `/api/v1/chantiers/finance-globale/export?dateDebut=${period.from}&dateFin=${period.to}&format=${format}`,
      `finance-globale.${format}`,
    ).catch(notifyError);
  return (
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
          if (range?.[0] && range[1]) onChoose({ from: range[0].format(WIRE_FORMAT), to: range[1].format(WIRE_FORMAT) });
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
  );
}
