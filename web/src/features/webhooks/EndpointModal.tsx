import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, webhookEndpointSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Checkbox, Modal, Switch } from 'antd';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { CreateWebhookEndpointMutation, WebhookEndpointFieldsFragment } from '../../gql/graphql';
import { CreateWebhookEndpointDocument, UpdateWebhookEndpointDocument, WebhookEndpointsDocument } from './webhooks.generated';
import { BoundField } from '../../shared/form/BoundField';
import { TextField } from '../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import { notifySuccess } from '../../shared/errors/notify';
import { useEventLabel } from './parts';
import { FormActions } from '../../shared/form/FormActions';

interface Values {
  url?: string;
  description?: string;
  events?: string[];
  active?: boolean;
}

const validateInput = zodValidate(webhookEndpointSchema);
/** What the api receives: trimmed, the events in the list's order (a stable input whatever the clicks' order). */
export const toInput = (v: Values) => ({
  url: (v.url ?? '').trim(),
  description: v.description?.trim() || null,
  events: WEBHOOK_EVENTS.filter((e) => v.events?.includes(e)),
  active: v.active ?? true,
});

type Created = CreateWebhookEndpointMutation['createWebhookEndpoint'];

/**
 * The webhook's address, description, events and activation: a new one (its secret goes to `onCreated`) or, with
 * `endpoint`, the changes of an existing one.
 */
export function EndpointModal({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint?: WebhookEndpointFieldsFragment;
  onClose(): void;
  onCreated(created: Created): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const eventLabel = useEventLabel();
  const [create] = useMutation(CreateWebhookEndpointDocument, {
    update: (cache, { data }) => {
      if (data) {
        cache.updateQuery(
          { query: WebhookEndpointsDocument },
          (prev) => prev && { webhookEndpoints: [...prev.webhookEndpoints, data.createWebhookEndpoint.endpoint] },
        );
      }
    },
  });
  const [update] = useMutation(UpdateWebhookEndpointDocument);
  const title = t(endpoint ? 'webhooks.ui.form.edit' : 'webhooks.ui.form.new');
  const initialValues: Values = endpoint
    ? { url: endpoint.url, description: endpoint.description ?? '', events: endpoint.events, active: endpoint.active }
    : // A new webhook hears every event, as most receivers want: the list is there to narrow it, not to fill it.
      { events: [...WEBHOOK_EVENTS], active: true };

  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={620}>
      <p className="form-hint" style={{ marginTop: 0 }}>
        {t('webhooks.ui.form.help')}
      </p>
      <Form<Values>
        initialValues={initialValues}
        validate={(values) => validateInput(toInput(values))}
        onSubmit={async (values) => {
          try {
            if (endpoint) {
              await update({ variables: { id: endpoint.id, input: toInput(values) } });
              notifySuccess(t('webhooks.ui.saved'));
              onClose();
            } else {
              const done = await create({ variables: { input: toInput(values) } });
              if (done.data) onCreated(done.data.createWebhookEndpoint);
            }
            return undefined;
          } catch (err) {
            // A refusal without a field (too many webhooks) is told by the shared error toast.
            return submissionErrors(err);
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <TextField
              name="url"
              type="url"
              inputMode="url"
              label={t('webhooks.ui.form.url')}
              note={t('webhooks.ui.form.url.note')}
              placeholder="https://erp.example.ma/chantiers/webhooks"
              autoComplete="off"
              autoFocus
            />
            <TextField
              name="description"
              label={t('webhooks.ui.form.description')}
              note={t('webhooks.ui.form.description.note')}
              autoComplete="off"
            />
            <BoundField<string[]> name="events" label={t('webhooks.ui.form.events')}>
              {({ value, onChange, id, ...control }) => {
                const chosen = value || [];
                return (
                  <div
                    id={id}
                    role="group"
                    aria-invalid={control['aria-invalid']}
                    aria-describedby={control['aria-describedby']}
                    className="webhook-form-events"
                  >
                    <Checkbox
                      className="webhook-form-all"
                      checked={chosen.length === WEBHOOK_EVENTS.length}
                      indeterminate={chosen.length > 0 && chosen.length < WEBHOOK_EVENTS.length}
                      onChange={(e) => onChange(e.target.checked ? [...WEBHOOK_EVENTS] : [])}
                    >
                      {t('webhooks.ui.form.all')}
                    </Checkbox>
                    <Checkbox.Group
                      value={chosen}
                      onChange={(checked) => onChange(checked.map(String))}
                      options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: eventLabel(e) }))}
                    />
                  </div>
                );
              }}
            </BoundField>
            <BoundField<boolean> name="active" label={t('webhooks.ui.form.active')} note={t('webhooks.ui.form.active.note')}>
              {({ value, onChange, id, ...control }) => (
                <div>
                  <Switch id={id} checked={value !== false} onChange={onChange} aria-describedby={control['aria-describedby']} />
                </div>
              )}
            </BoundField>
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={t(endpoint ? 'webhooks.ui.form.save' : 'webhooks.ui.form.create')} />
          </form>
        )}
      />
    </Modal>
  );
}

/** The most a company may register, for the screen's count (the api refuses beyond, with its own message). */
export const MAX_ENDPOINTS = WEBHOOK_LIMITS.perCompany;
