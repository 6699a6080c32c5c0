import { Select } from 'antd';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../app/intl';
import './fields.css';

interface Props {
  name: string;
  label: ReactNode;
  options: { value: string; label: string }[];
  disabled?: boolean;
  /** Lets the user empty the field (the value becomes null). */
  allowClear?: boolean;
  searchable?: boolean;
  loading?: boolean;
  placeholder?: string;
  /** A hint shown under the field when there is no error. */
  note?: ReactNode;
}

/** An antd Select bound to final-form, with the same label, error and hint layout as TextField. */
export function SelectField({ name, label, options, disabled, allowClear, searchable, loading, placeholder, note }: Props) {
  const intl = useIntl();
  const id = `field-${name}`;
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const message = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
        const shown = meta.touched && message ? say(message, intl) : undefined;
        return (
          <div className={`form-field${shown ? ' form-field-error' : ''}`}>
            <label className="form-field-label" htmlFor={id}>
              {label}
            </label>
            <Select
              id={id}
              size="large"
              value={input.value || undefined}
              onChange={(v) => input.onChange(v ?? null)}
              onBlur={() => input.onBlur()}
              options={options}
              disabled={disabled}
              allowClear={allowClear}
              showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
              loading={loading}
              placeholder={placeholder}
              status={shown ? 'error' : undefined}
              aria-invalid={Boolean(shown)}
              aria-describedby={`${id}-help`}
            />
            {shown ? (
              <div className="form-field-help" id={`${id}-help`} role="alert">
                {shown}
              </div>
            ) : (
              <div className="form-field-note" id={`${id}-help`}>
                {note}
              </div>
            )}
          </div>
        );
      }}
    </Field>
  );
}
