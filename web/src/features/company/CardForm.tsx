import { Alert, Button, Card } from 'antd';
import type { FormApi } from 'final-form';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../app/intl';
import { submitWith } from '../../shared/form/submission-errors';

interface Props<V extends object> {
  title: string;
  help?: ReactNode;
  initialValues: V;
  validate(values: V): object | undefined;
  save(values: V, form: FormApi<V>): Promise<void>;
  /** An upload is running: saving waits for it. */
  busy?: boolean;
  children: ReactNode;
}

/** A settings card holding one form: its fields, the server's field errors beside them, and its own save button. */
export function CardForm<V extends object>({ title, help, initialValues, validate, save, busy, children }: Props<V>) {
  const intl = useIntl();
  // Fixed at mount: a refetch of the page must not reset what is being typed (saving re-initializes the form).
  const [initial] = useState(initialValues);
  return (
    <Card role="region" aria-label={title} className="company-settings-card" title={<h2 className="company-card-title">{title}</h2>}>
      {help}
      <Form<V>
        initialValues={initial}
        validate={validate}
        onSubmit={submitWith(save)}
        render={({ handleSubmit, submitting, submitError, pristine }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            {children}
            {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} style={{ marginBottom: 12 }} /> : null}
            <div className="company-actions">
              <Button type="primary" size="large" htmlType="submit" loading={submitting} disabled={busy || pristine}>
                {intl.formatMessage({ id: 'company.save' })}
              </Button>
            </div>
          </form>
        )}
      />
    </Card>
  );
}
