import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** A primary button that navigates within the app (a real link for assistive technology). */
export function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      href={to}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
