import { UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { type ClientValues, clientSchema } from '@chantiers/schema';
import { Alert, Button, Modal, Select } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { say } from '../../../shared/intl/current-intl';
import type { QuoteClientsQuery } from '../../../gql/graphql';
import { QuoteClientsDocument, QuoteCreateClientDocument } from './quote-form.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { submissionErrors, zodValidate } from '../../../shared/form/zod-validate';
import { ClientFields, clientValuesOf } from '../../clients/ClientFields';
import { useDebounced } from '../../../shared/records/useDebounced';

export type QuoteClient = QuoteClientsQuery['clients']['items'][number];

interface PickerProps {
  id: string;
  value: string | null;
  onChange(client: QuoteClient | null): void;
  onBlur(): void;
  /** The chosen client, shown by name even when the first results do not hold it. */
  known: QuoteClient | null;
  disabled?: boolean;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The company's clients searched on the server (name, ICE, city) as the user types, and 'Nouveau client' beside them:
 * a small form whose new client is chosen at once. What was typed in the search becomes its name.
 */
export function ClientPicker({ value, onChange, known, disabled, ...control }: PickerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState<string | null>(null);
  const lastTyped = useRef('');
  const search = useDebounced(typed.trim(), 250);
  const query = useQuery(QuoteClientsDocument, { variables: { search: search || null, size: 20 }, skip: disabled });
  // The last answer stays while the next search runs: the list does not empty under a finger about to tap.
  const items = (query.data ?? query.previousData)?.clients.items ?? [];
  // Every client seen, so the chosen one keeps its name (and gives its phone) whatever the list shows now.
  const seen = useRef(new Map<string, QuoteClient>());
  for (const c of [...(known ? [known] : []), ...items]) seen.current.set(c.id, c);
  const optionOf = (c: QuoteClient) => ({ value: c.id, label: c.name, city: c.city, ice: c.ice });
  const options = items.map(optionOf);
  const chosen = value ? seen.current.get(value) : undefined;
  if (chosen && !options.some((o) => o.value === chosen.id)) options.unshift(optionOf(chosen));

  return (
    <div className="quote-client-picker">
      <Select
        {...control}
        size="large"
        disabled={disabled}
        value={value || undefined}
        placeholder={t('quotes.form.client.choose')}
        options={options}
        optionRender={(o) => (
          <span className="quote-client-option">
            <span>{o.data.label}</span>
            {o.data.ice || o.data.city ? (
              <span className="quote-client-city">{[o.data.ice ? `ICE ${o.data.ice}` : null, o.data.city].filter(Boolean).join(' · ')}</span>
            ) : null}
          </span>
        )}
        loading={query.loading}
        showSearch={{
          filterOption: false,
          onSearch: (v) => {
            setTyped(v);
            // The select empties its search as it loses focus, before 'Nouveau client' is clicked: keep what was typed.
            if (v.trim()) lastTyped.current = v.trim();
          },
        }}
        notFoundContent={query.loading ? null : t('quotes.form.client.none')}
        onChange={(v?: string) => {
          setTyped('');
          lastTyped.current = '';
          onChange(v ? (seen.current.get(v) ?? null) : null);
        }}
        onBlur={() => control.onBlur()}
      />
      {disabled ? null : (
        <Button size="large" icon={<UserAddOutlined aria-hidden />} onClick={() => setCreating(typed.trim() || lastTyped.current)}>
          {t('quotes.form.client.new')}
        </Button>
      )}
      {creating === null ? null : (
        <NewClientModal
          name={creating}
          onClose={() => setCreating(null)}
          onCreated={(client) => {
            seen.current.set(client.id, client);
            setTyped('');
            lastTyped.current = '';
            setCreating(null);
            onChange(client);
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}

/** The quote's client, bound to final-form; `onPicked` hears the whole client (its phone fills the quote's). */
export function ClientField({
  name,
  label,
  known,
  disabled,
  onPicked,
}: {
  name: string;
  label: ReactNode;
  known: QuoteClient | null;
  disabled?: boolean;
  onPicked(client: QuoteClient | null): void;
}) {
  return (
    <BoundField<string | null> name={name} label={label}>
      {({ onChange, onFocus: _focus, value, ...control }) => (
        <ClientPicker
          {...control}
          value={value || null}
          known={known}
          disabled={disabled}
          onChange={(client) => {
            onChange(client?.id ?? null);
            onPicked(client);
          }}
        />
      )}
    </BoundField>
  );
}

const validateClient = zodValidate(clientSchema);

/**
 * The directory's client form in a modal: what was typed in the search becomes the name; a client it would duplicate
 * can be taken instead ('Choisir ce client'), so the picker does not end with two identical names.
 */
function NewClientModal({ name, onClose, onCreated }: { name: string; onClose(): void; onCreated(client: QuoteClient): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(QuoteCreateClientDocument);
  const [initialValues] = useState<ClientValues>(() => clientValuesOf(null, name));
  const title = t('quotes.form.client.new');
  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={560}>
      <Form<ClientValues>
        initialValues={initialValues}
        validate={validateClient}
        onSubmit={async (values) => {
          try {
            const client = (await create({ variables: { input: values } })).data?.createClient;
            if (client) {
              notifySuccess(t('quotes.form.client.created', { name: client.name }));
              onCreated(client);
            }
            return undefined;
          } catch (err) {
            return submissionErrors(err);
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form
            noValidate
            aria-label={title}
            onSubmit={(e) => {
              // The modal is drawn outside the quote's form, but React bubbles its submit up to the quote's form.
              e.stopPropagation();
              void handleSubmit(e);
            }}
          >
            <ClientFields autoFocus onChoose={onCreated} />
            {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} style={{ marginBottom: 12 }} /> : null}
            <div className="quote-form-modal-actions">
              <Button onClick={onClose}>
                <FormattedMessage id="form.cancel" />
              </Button>
              <Button type="primary" htmlType="submit" loading={submitting}>
                <FormattedMessage id="quotes.form.client.save" />
              </Button>
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
