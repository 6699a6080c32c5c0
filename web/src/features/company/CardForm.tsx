import { Alert, Button, Card } from 'antd';
import type { FormApi } from 'final-form';
import { type ReactNode, useState } from 'react';
import { Form, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import { DraftNotice } from '../../shared/form/DraftNotice';
import { submitWith } from '../../shared/form/submission-errors';
import { useFormDraft } from '../../shared/form/useFormDraft';
import { readUser } from '../../shared/session/storage';

interface Props<V extends object> {
  title: string;
  /** Names the card's draft of unsaved changes (kept in the browser, offered back). */
  draftKey: string;
  help?: ReactNode;
  initialValues: V;
  validate(values: V): object | undefined;
  save(values: V, form: FormApi<V>): Promise<void>;
  /** An upload is running: saving waits for it. */
  busy?: boolean;
  children: ReactNode;
}

/** The card's unsaved changes, kept as a draft and offered back when the page opens again. */
function CardDraft({ draftKey }: { draftKey: string }) {
  const draft = useFormDraft(`${readUser().id}:company:${draftKey}`, useForm());
  return <DraftNotice draft={draft.found} onRestore={draft.restore} onDiscard={draft.discard} />;
}

/**
 * A settings card holding one form: its fields, the server's field errors beside them, and its own save button. A
 * card with changes not yet saved says so beside its button (each card saves only its own fields), and keeps them as a
 * draft if the page is left.
 */
export function CardForm<V extends object>({ title, draftKey, help, initialValues, validate, save, busy, children }: Props<V>) {
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
            <CardDraft draftKey={draftKey} />
            {children}
            {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} style={{ marginBottom: 12 }} /> : null}
            <div className="company-actions">
              {pristine ? null : <span className="company-unsaved">{intl.formatMessage({ id: 'company.unsaved' })}</span>}
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
