import { Input } from 'antd';
import type { ReactNode } from 'react';
import { BoundField } from './BoundField';
import './fields.css';

interface Props {
  name: string;
  label: ReactNode;
  note?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'url';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email' | 'url';
  autoComplete?: string;
  placeholder?: string;
  prefix?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * An antd input bound to final-form (the form library of the stack; antd's own Form would duplicate it).
 * Shows the shared-schema or server message once the field was touched or the form submitted.
 */
export function TextField({ name, label, note, type = 'text', ...rest }: Props) {
  return (
    <BoundField<string> name={name} label={label} note={note}>
      {({ onChange, ...control }) => {
        const common = { ...control, ...rest, size: 'large' as const, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
        return type === 'password' ? <Input.Password {...common} /> : <Input {...common} type={type} />;
      }}
    </BoundField>
  );
}
