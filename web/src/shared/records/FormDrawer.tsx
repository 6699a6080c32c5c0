import { Alert, Drawer, Skeleton } from 'antd';
import type { FormApi, ValidationErrors } from 'final-form';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { say } from '../intl/current-intl';
import { submitWith } from '../form/submission-errors';
import { FormActions } from '../form/FormActions';

interface Props<V> {
  title: string;
  size: number | string;
  rootClassName?: string;
  /** The record's detail is still loading (the form would lose what it holds): a skeleton, or its error. */
  loading?: { error: boolean } | false;
  initialValues: V;
  validate(values: V): ValidationErrors;
  /** Saves; a thrown api error becomes the fields' and the form's messages. */
  save(values: V): Promise<void>;
  onClose(): void;
  /** An upload is under way: saving waits for it. */
  busy?: boolean;
  children(form: FormApi<V>): ReactNode;
}

/**
 * The drawer every create-or-edit form of the app lives in: the fields, the server's message above the buttons,
 * Annuler and Enregistrer. The initial values are read once, so a refetch behind it never resets what the user typed.
 */
export function FormDrawer<V extends object>({ title, size, rootClassName, loading, onClose, ...form }: Props<V>) {
  const intl = useIntl();
  return (
    <Drawer open onClose={onClose} title={title} size={size} rootClassName={rootClassName} destroyOnHidden>
      {loading && loading.error ? <Alert type="error" showIcon title={intl.formatMessage({ id: 'form.loadError' })} /> : null}
      {loading && !loading.error ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {loading ? null : <DrawerForm<V> title={title} onClose={onClose} {...form} />}
    </Drawer>
  );
}

function DrawerForm<V extends object>({
  title,
  initialValues,
  validate,
  save,
  onClose,
  busy,
  children,
}: Omit<Props<V>, 'size' | 'rootClassName' | 'loading'>) {
  const intl = useIntl();
  const [initial] = useState(initialValues);
  return (
    <Form<V>
      initialValues={initial}
      validate={validate}
      onSubmit={submitWith<V>((values) => save(values))}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={title}>
          {children(form)}
          {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} style={{ marginBottom: 12 }} /> : null}
          <FormActions onCancel={onClose} submitting={submitting} disabled={busy} submitLabel={<FormattedMessage id="form.save" />} />
        </form>
      )}
    />
  );
}
