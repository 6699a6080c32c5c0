import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface Props {
  to: string;
  children: ReactNode;
  type?: 'primary' | 'default';
  state?: unknown;
}

/** A button that navigates within the app (a real link for assistive technology). */
export function LinkButton({ to, children, type = 'primary', state }: Props) {
  const navigate = useNavigate();
  return (
    <Button
      type={type}
      href={to}
      onClick={(e) => {
        e.preventDefault();
        navigate(to, { state });
      }}
    >
      {children}
    </Button>
  );
}
