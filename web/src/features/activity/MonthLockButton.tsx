import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Popconfirm } from 'antd';
import { useIntl } from 'react-intl';
import { LockActivityMonthDocument, UnlockActivityMonthDocument } from './activity.generated';
import { notifyError, notifySuccess } from '../../shared/errors/notify';

// Both the month and the week views show a locked month's cells read-only.
const refetchQueries = ['ActivityMonth', 'SiteActivityWeek'];

/** Validates the month (its cells can no longer change), or reopens a validated one; each after a confirmation. */
export function MonthLockButton({ month, label, locked }: { month: string; label: string; locked: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [lock, locking] = useMutation(LockActivityMonthDocument, { refetchQueries });
  const [unlock, unlocking] = useMutation(UnlockActivityMonthDocument, { refetchQueries });
  return locked ? (
    <Popconfirm
      title={t('activity.unlock.confirm', { month: label })}
      okText={t('activity.unlock')}
      cancelText={t('form.cancel')}
      onConfirm={() =>
        unlock({ variables: { month } })
          .then(() => notifySuccess(t('activity.unlocked', { month: label })))
          .catch(notifyError)
      }
    >
      <Button icon={<UnlockOutlined />} loading={unlocking.loading}>
        {t('activity.unlock')}
      </Button>
    </Popconfirm>
  ) : (
    <Popconfirm
      title={t('activity.lock.confirm', { month: label })}
      okText={t('activity.lock')}
      cancelText={t('form.cancel')}
      onConfirm={() =>
        lock({ variables: { month } })
          .then(() => notifySuccess(t('activity.lockedDone', { month: label })))
          .catch(notifyError)
      }
    >
      <Button type="primary" icon={<LockOutlined />} loading={locking.loading}>
        {t('activity.lock')}
      </Button>
    </Popconfirm>
  );
}
