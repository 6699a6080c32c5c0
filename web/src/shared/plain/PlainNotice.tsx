import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { PlainIcon } from './PlainIcon';
import './plain.css';

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

/** antd's icon for each kind of message (Alert, Result). */
export const STATUS_ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

interface Props {
  type: NoticeType;
  title: ReactNode;
  description?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
  style?: CSSProperties;
}

/** antd's Alert (with its icon) in plain HTML and CSS, for the public screens. */
export function PlainNotice({ type, title, description, role = 'alert', className, style }: Props) {
  return (
    <div
      role={role}
      className={`plain-notice plain-notice-${type}${description ? ' plain-notice-with-description' : ''}${className ? ` ${className}` : ''}`}
      style={style}
    >
      <PlainIcon icon={STATUS_ICONS[type]} className="plain-notice-icon" />
      <div className="plain-notice-section">
        <div className="plain-notice-title">{title}</div>
        {description ? <div className="plain-notice-description">{description}</div> : null}
      </div>
    </div>
  );
}
