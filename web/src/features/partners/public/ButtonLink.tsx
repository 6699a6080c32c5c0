import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface Props {
  to: string;
  state?: unknown;
  children: ReactNode;
  type?: 'primary' | 'default';
  size?: 'middle' | 'large';
  block?: boolean;
  icon?: ReactNode;
}

/** A link within the app drawn as an antd button (an <a href> for assistive technology and new tabs). */
export function ButtonLink({ to, state, children, type = 'primary', ...rest }: Props) {
  const navigate = useNavigate();
  return (
    <Button
      {...rest}
      type={type}
      href={to}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button === 1) return;
        e.preventDefault();
        navigate(to, { state });
      }}
    >
      {children}
    </Button>
  );
}
