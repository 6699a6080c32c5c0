import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { notifyInfo, notifySuccess } from '../../shared/errors/notify';

/** A webhook's signing secret, shown once after it was made (the api gives it in that answer only). */
export function SecretAlert({ url, secret, onDone }: { url: string; secret: string; onDone(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const inputId = useId();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notifySuccess(t('webhooks.ui.copied'));
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      notifyInfo(t('webhooks.ui.copyFailed'));
    }
  };
  return (
    <Alert
      type="success"
      showIcon
      title={t('webhooks.ui.once')}
      description={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('webhooks.ui.once.for', { url })}</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id={inputId}
              aria-label={t('webhooks.ui.secret')}
              readOnly
              value={secret}
              onFocus={(e) => e.target.select()}
              onPressEnter={(e) => e.preventDefault()}
            />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void onCopy()}>
              {t('webhooks.ui.copy')}
            </Button>
          </Space.Compact>
          <Button onClick={onDone}>{t('webhooks.ui.done')}</Button>
        </Space>
      }
    />
  );
}
