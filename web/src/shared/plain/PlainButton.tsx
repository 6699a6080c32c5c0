import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlainIcon } from './PlainIcon';
import './plain.css';

type Variant = 'primary' | 'default' | 'text';
type Size = 'small' | 'middle' | 'large';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: Variant;
  size?: Size;
  htmlType?: 'button' | 'submit';
  block?: boolean;
  /** Shows antd's spinning icon and ignores clicks. */
  loading?: boolean;
  children: ReactNode;
}

const classes = (variant: Variant, size: Size, block?: boolean, loading?: boolean, extra?: string) =>
  [
    'plain-btn',
    `plain-btn-${variant}`,
    size !== 'middle' ? `plain-btn-${size}` : '',
    block ? 'plain-btn-block' : '',
    loading ? 'plain-btn-loading' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');

/** A button that looks like antd's, for the public screens (antd's Button brings its whole style engine). */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  htmlType = 'button',
  block,
  loading,
  className,
  children,
  onClick,
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes(variant, size, block, loading, className)}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {loading ? <PlainIcon icon={LoadingOutlined} spin className="plain-btn-icon" /> : null}
      <span>{children}</span>
    </button>
  );
}

/** A link within the app that looks like a button (antd's LinkButton for the public screens). */
export function PlainLinkButton({
  to,
  children,
  variant = 'primary',
  state,
}: {
  to: string;
  children: ReactNode;
  variant?: Variant;
  state?: unknown;
}) {
  const navigate = useNavigate();
  return (
    <a
      href={to}
      className={classes(variant, 'middle')}
      onClick={(e) => {
        e.preventDefault();
        navigate(to, { state });
      }}
    >
      <span>{children}</span>
    </a>
  );
}
