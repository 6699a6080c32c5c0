import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { say } from '../intl/current-intl';
import './fields.css';

export type FieldMeta = { error?: string; submitError?: string; touched?: boolean; dirtySinceLastSubmit?: boolean };

/** The message under a field once it was touched or the form submitted: the schema's, else the server's. */
export function useShownError(): (meta: FieldMeta) => string | undefined {
  const intl = useIntl();
  return (meta) => {
    const message = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
    return meta.touched && message ? say(message, intl) : undefined;
  };
}

/** The label, the control and the error-or-note under it, laid out like TextField, for controls TextField does not cover. */
export function FieldShell({
  id,
  label,
  shown,
  note,
  children,
}: {
  id: string;
  label: ReactNode;
  shown?: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${shown ? ' form-field-error' : ''}`}>
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
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
}
