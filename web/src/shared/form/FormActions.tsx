import { Button } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './fields.css';

/** A modal form's foot: cancel, then the submit button that shows the save under way. */
export function FormActions({
  onCancel,
  submitting,
  submitLabel,
  danger = false,
  disabled,
  cancelLabel,
  className,
  children,
}: {
  onCancel(): void;
  submitting?: boolean;
  submitLabel: ReactNode;
  danger?: boolean;
  /** The submit waits for something else first (a file still uploading). */
  disabled?: boolean;
  /** For a public screen, whose words do not include the private area's form kit ('form.cancel'). */
  cancelLabel?: ReactNode;
  className?: string;
  /** Drawn before the two buttons (a delete, a note). */
  children?: ReactNode;
}) {
  return (
    <div className={className ? `form-actions ${className}` : 'form-actions'}>
      {children}
      <Button onClick={onCancel}>{cancelLabel ?? <FormattedMessage id="form.cancel" />}</Button>
      <Button type="primary" danger={danger} htmlType="submit" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
