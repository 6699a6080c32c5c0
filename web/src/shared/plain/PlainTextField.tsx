import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { type ReactNode, useState } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../intl/current-intl';
import { PlainIcon } from './PlainIcon';
import '../form/fields.css';
import './plain.css';

interface Props {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** A rule the value must follow, under the field until an error takes its place (a placeholder would be cut). */
  note?: ReactNode;
  prefix?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** antd's show/hide control of a password field: an icon that toggles, keeps the focus in the field and takes no tab stop. */
function Reveal({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  return (
    <span className="plain-input-suffix" onMouseDown={(e) => e.preventDefault()} onClick={onToggle}>
      <PlainIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} label={shown ? 'eye' : 'eye-invisible'} className="plain-input-reveal" />
    </span>
  );
}

/**
 * The public screens' text field: the same final-form binding, label and messages as TextField, drawn with plain
 * HTML and CSS in antd's large input style (antd's Input brings its form engine and style runtime along).
 */
export function PlainTextField({ name, label, type = 'text', prefix, note, ...rest }: Props) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(false);
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
        const shown = meta.touched && message ? say(message, intl) : undefined;
        const id = `field-${name}`;
        return (
          <div className={`form-field${shown ? ' form-field-error' : ''}`}>
            <label className="form-field-label" htmlFor={id}>
              {label}
            </label>
            <span className={`plain-input${shown ? ' plain-input-error' : ''}${rest.disabled ? ' plain-input-disabled' : ''}`}>
              {prefix ? <span className="plain-input-prefix">{prefix}</span> : null}
              <input
                {...input}
                {...rest}
                id={id}
                type={type === 'password' && revealed ? 'text' : type}
                className="plain-input-control"
                aria-invalid={Boolean(shown)}
                aria-describedby={shown || note ? `${id}-help` : undefined}
              />
              {type === 'password' ? <Reveal shown={revealed} onToggle={() => setRevealed((r) => !r)} /> : null}
            </span>
            {shown || !note ? (
              <div className="form-field-help" id={`${id}-help`} role={shown ? 'alert' : undefined}>
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
