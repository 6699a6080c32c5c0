import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, DatePicker, Input, List, Modal, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HolidaysDocument, RemoveHolidayDocument, SetHolidayDocument } from './activity.generated';
import { notifyError } from '../../shared/errors/notify';
import { formatDay } from '../../shared/format';
import { SHOWN_DATE, WIRE_DATE } from '../../shared/form/date-formats';

/**
 * The company's public holidays of a year: the civil ones, the religious ones at their expected dates, and the
 * corrections a MANAGER makes once a date is announced (remove the expected day, add the announced one).
 */
export function HolidaysModal({ year, onClose }: { year: number; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const refetchQueries = ['Holidays', 'ActivityMonth', 'SiteActivityWeek'];
  const { data, loading } = useQuery(HolidaysDocument, { variables: { year } });
  const [setHoliday, adding] = useMutation(SetHolidayDocument, { refetchQueries });
  const [removeHoliday] = useMutation(RemoveHolidayDocument, { refetchQueries });
  const [day, setDay] = useState<Dayjs | null>(null);
  const [name, setName] = useState('');
  const add = () => {
    if (!day || !name.trim()) return;
    void setHoliday({ variables: { day: day.format(WIRE_DATE), name } })
      .then(() => (setDay(null), setName('')))
      .catch(notifyError);
  };
  return (
    <Modal open onCancel={onClose} footer={null} title={`${t('activity.holidays.title')} ${year}`} width={560} destroyOnHidden>
      <p className="form-hint" style={{ marginTop: 0 }}>
        {t('activity.holidays.help')}
      </p>
      <List
        loading={loading}
        size="small"
        dataSource={data?.holidays ?? []}
        renderItem={(h) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('activity.holidays.remove')} ${formatDay(h.day)}`}
                onClick={() => void removeHoliday({ variables: { day: h.day } }).catch(notifyError)}
              />,
            ]}
          >
            <Space wrap>
              <strong>{formatDay(h.day)}</strong>
              <span>{h.name}</span>
              {h.kind === 'RELIGIOUS' ? <Tag>{t(h.corrected ? 'activity.holidays.corrected' : 'activity.holidays.expected')}</Tag> : null}
            </Space>
          </List.Item>
        )}
      />
      <Space.Compact style={{ width: '100%', marginTop: 12 }}>
        <DatePicker value={day} onChange={setDay} format={SHOWN_DATE} aria-label={t('activity.holidays.day')} />
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          placeholder={t('activity.holidays.name')}
          aria-label={t('activity.holidays.name')}
        />
        <Button type="primary" onClick={add} loading={adding.loading} disabled={!day || !name.trim()}>
          {t('activity.holidays.add')}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
