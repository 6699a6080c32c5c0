import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { QuoteSitesDocument } from './quote-form-extra.generated';
import { BoundField } from '../../../shared/form/BoundField';
import { DateField } from '../../../shared/form/DateField';
import { TextField } from '../../../shared/form/TextField';
import { ClientField, type QuoteClient } from './ClientPicker';
import { type QuoteFormValues, validityFrom } from './quote-form-values';
import { useDebounced } from '../../../shared/records/useDebounced';

interface SiteRef {
  id: string;
  name: string;
}

interface Props {
  /** The saved quote's client and site, named even when a search does not list them. */
  client: QuoteClient | null;
  site: SiteRef | null;
  /** The company's default validity in days (null when it could not be read: the api applies it). */
  validityDays: number | null;
  readOnly: boolean;
}

/** Client, phone, dates, site and object: the head of the quote. */
export function QuoteGeneralFields({ client, site, validityDays, readOnly }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useForm<QuoteFormValues>();
  // The validity date follows the issue date until the user picks one of their own (a saved quote's own date counts).
  const following = useRef<boolean | null>(null);
  if (following.current === null) {
    const { issueDate, validUntil } = form.getState().values;
    following.current = !validUntil || validUntil === validityFrom(issueDate, validityDays);
  }
  // The phone the chosen client gave: replaced by the next client's, unless the user typed another one.
  const clientPhone = useRef(client?.phone ?? '');

  return (
    <div className="quote-general">
      <div className="quote-general-client">
        <ClientField
          name="clientId"
          label={t('quotes.form.client')}
          known={client}
          disabled={readOnly}
          onPicked={(picked) => {
            const current = form.getState().values.clientPhone;
            if (picked?.phone || current === clientPhone.current) form.change('clientPhone', picked?.phone ?? '');
            clientPhone.current = picked?.phone ?? '';
          }}
        />
      </div>
      <TextField name="clientPhone" type="tel" label={t('quotes.form.clientPhone')} autoComplete="off" />
      <DateField
        name="issueDate"
        label={t('quotes.form.issueDate')}
        onPicked={(day) => {
          if (following.current && validityDays !== null) form.change('validUntil', validityFrom(day, validityDays));
        }}
      />
      <DateField
        name="validUntil"
        label={t('quotes.form.validUntil')}
        note={validityDays === null ? undefined : t('quotes.form.validUntil.note', { days: validityDays })}
        onPicked={() => {
          following.current = false;
        }}
      />
      <SiteField label={t('quotes.form.site')} known={site} />
      <div className="quote-general-object">
        <TextField name="object" label={t('quotes.form.object')} placeholder={t('quotes.form.object.placeholder')} autoComplete="off" />
      </div>
    </div>
  );
}

/** The site the quote is for (optional): the company's open sites, searched on the server as the user types. */
function SiteField({ label, known }: { label: string; known: SiteRef | null }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const query = useQuery(QuoteSitesDocument, { variables: { search: search || null } });
  const items = (query.data ?? query.previousData)?.sites.items ?? [];
  // Names seen so far (the saved site's too, archived or beyond the first results), so the chosen one keeps its label.
  const names = useRef(new Map<string, string>(known ? [[known.id, known.name]] : []));
  for (const s of items) names.current.set(s.id, s.name);
  return (
    <BoundField<string | null> name="siteId" label={label}>
      {({ value, onChange, onFocus: _focus, ...control }) => {
        const options = items.map((s) => ({ value: s.id, label: s.name }));
        if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: names.current.get(value) ?? '…' });
        return (
          <Select
            {...control}
            size="large"
            allowClear
            value={value || undefined}
            placeholder={intl.formatMessage({ id: 'quotes.form.site.placeholder' })}
            options={options}
            loading={query.loading}
            showSearch={{ filterOption: false, onSearch: setTyped }}
            notFoundContent={query.loading ? null : intl.formatMessage({ id: 'quotes.form.site.none' })}
            onChange={(v?: string) => {
              setTyped('');
              onChange(v ?? null);
            }}
          />
        );
      }}
    </BoundField>
  );
}
