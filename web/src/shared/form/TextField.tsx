import { Input } from 'antd';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../app/intl';
import './fields.css';

interface Props {
  name: string;
  label: ReactNode;
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
export function TextField({ name, label, type = 'text', ...rest }: Props) {
  const intl = useIntl();
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
        const shown = meta.touched && message ? say(message, intl) : undefined;
        const id = `field-${name}`;
        const common = {
          ...input,
          ...rest,
          id,
          size: 'large' as const,
          status: shown ? ('error' as const) : undefined,
          'aria-invalid': Boolean(shown),
          'aria-describedby': shown ? `${id}-help` : undefined,
        };
        return (
          <div className={`form-field${shown ? ' form-field-error' : ''}`}>
            <label className="form-field-label" htmlFor={id}>
              {label}
            </label>
            {type === 'password' ? <Input.Password {...common} /> : <Input {...common} type={type} />}
            <div className="form-field-help" id={`${id}-help`} role={shown ? 'alert' : undefined}>
              {shown}
            </div>
          </div>
        );
      }}
    </Field>
  );
}
