import type { ReactNode } from 'react';
import { type NoticeType, STATUS_ICONS } from './PlainNotice';
import { PlainIcon } from './PlainIcon';
import './plain.css';

interface Props {
  status: NoticeType;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

/** antd's Result (success, info, warning, error) in plain HTML and CSS, for the public screens. */
export function PlainResult({ status, title, subTitle, extra }: Props) {
  return (
    <div className={`plain-result plain-result-${status}`}>
      <div className="plain-result-icon">
        <PlainIcon icon={STATUS_ICONS[status]} />
      </div>
      <div className="plain-result-title">{title}</div>
      {subTitle ? <div className="plain-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="plain-result-extra">{extra}</div> : null}
    </div>
  );
}
