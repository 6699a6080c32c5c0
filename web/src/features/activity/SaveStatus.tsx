import { CheckCircleOutlined, CloudUploadOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { SaveState } from './useActivityCells';

/** Says that what was tapped is saved (a phone on a site has no other sign that the network took it). */
export function SaveStatus({ saving }: { saving: SaveState }) {
  const intl = useIntl();
  if (saving.state === 'idle') return null;
  const text =
    saving.state === 'saving'
      ? intl.formatMessage({ id: 'activity.save.saving' })
      : saving.state === 'error'
        ? intl.formatMessage({ id: 'activity.save.error' })
        : saving.state === 'kept'
          ? intl.formatMessage({ id: 'activity.save.kept' })
          : intl.formatMessage({ id: 'activity.save.saved' }, { time: intl.formatTime(saving.at, { hour: '2-digit', minute: '2-digit' }) });
  const icon =
    saving.state === 'saving' ? (
      <LoadingOutlined />
    ) : saving.state === 'error' ? (
      <WarningOutlined />
    ) : saving.state === 'kept' ? (
      <CloudUploadOutlined />
    ) : (
      <CheckCircleOutlined />
    );
  return (
    // Secondary text (antd's success green reads at 2.3:1 on white); the icon says it is done.
    <Typography.Text type={saving.state === 'error' ? 'danger' : 'secondary'} className={`activity-save-status is-${saving.state}`}>
      <span role="status" aria-live="polite" className="activity-save-text">
        {icon}
        <span>{text}</span>
      </span>
    </Typography.Text>
  );
}
