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
}: {
  onCancel(): void;
  submitting?: boolean;
  submitLabel: ReactNode;
  danger?: boolean;
}) {
  return (
    <div className="form-actions">
      <Button onClick={onCancel}>
        <FormattedMessage id="form.cancel" />
      </Button>
      <Button type="primary" danger={danger} htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
