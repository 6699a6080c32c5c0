import { useQuery } from '@apollo/client/react';
import { AutoComplete, Input, Select } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../app/intl';
import { StockCategoriesDocument, StockSitesDocument } from '../../gql/graphql';
import '../../shared/form/fields.css';
import { FieldShell } from '../../shared/form/FieldShell';

const HEX = /^#[0-9a-f]{6}$/i;

/** Free text with the company's categories already in use as suggestions. */
export function CategoryField({ name, label }: { name: string; label: ReactNode }) {
  const intl = useIntl();
  const { data } = useQuery(StockCategoriesDocument);
  const id = `field-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const message = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
        const shown = meta.touched && message ? say(message, intl) : undefined;
        const typed = (input.value ?? '').trim().toLowerCase();
        const options = (data?.stockCategories ?? [])
          .filter((c) => c.toLowerCase().includes(typed) && c.toLowerCase() !== typed)
          .map((c) => ({ value: c }));
        return (
          <FieldShell id={id} label={label} shown={shown}>
            <AutoComplete
              id={id}
              size="large"
              value={input.value}
              options={options}
              onChange={(v) => input.onChange(v ?? '')}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
              status={shown ? 'error' : undefined}
              aria-invalid={Boolean(shown)}
              aria-describedby={`${id}-help`}
            />
          </FieldShell>
        );
      }}
    </Field>
  );
}

/** '#rrggbb' typed or picked with the browser's colour picker; empty means no colour. */
export function ColorField({ name, label, pickLabel, note }: { name: string; label: ReactNode; pickLabel: string; note: ReactNode }) {
  const intl = useIntl();
  const id = `field-${name}`;
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const message = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
        const shown = meta.touched && message ? say(message, intl) : undefined;
        const value = input.value ?? '';
        return (
          <FieldShell id={id} label={label} shown={shown} note={note}>
            <div className="stock-color-field">
              <input
                type="color"
                className="stock-color-picker"
                aria-label={pickLabel}
                value={HEX.test(value.trim()) ? value.trim().toLowerCase() : '#ffffff'}
                onChange={(e) => {
                  input.onChange(e.target.value);
                  input.onBlur();
                }}
              />
              <Input
                id={id}
                size="large"
                allowClear
                placeholder="#RRVVBB"
                maxLength={7}
                value={value}
                onChange={(e) => input.onChange(e.target.value)}
                onBlur={() => input.onBlur()}
                status={shown ? 'error' : undefined}
                aria-invalid={Boolean(shown)}
                aria-describedby={`${id}-help`}
              />
            </div>
          </FieldShell>
        );
      }}
    </Field>
  );
}

/** An optional site, searched on the server (the company may have more sites than one page holds). */
export function SiteField({ name, label, placeholder }: { name: string; label: ReactNode; placeholder: string }) {
  const intl = useIntl();
  const id = `field-${name}`;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { data, loading } = useQuery(StockSitesDocument, { variables: { search: search || null } });
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const options = useMemo(() => {
    const list = (data?.sites.items ?? []).map((s) => ({ value: s.id, label: s.name }));
    return chosen && !list.some((o) => o.value === chosen.value) ? [chosen, ...list] : list;
  }, [data, chosen]);
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const message = meta.error ?? (!meta.dirtySinceLastSubmit ? meta.submitError : undefined);
        const shown = meta.touched && message ? say(message, intl) : undefined;
        return (
          <FieldShell id={id} label={label} shown={shown}>
            <Select
              id={id}
              className="stock-select"
              size="large"
              allowClear
              placeholder={placeholder}
              value={input.value || undefined}
              options={options}
              loading={loading}
              showSearch={{ filterOption: false, onSearch: setTyped }}
              onChange={(v: string | undefined) => {
                setChosen(options.find((o) => o.value === v) ?? null);
                input.onChange(v ?? null);
              }}
              onBlur={() => input.onBlur()}
              status={shown ? 'error' : undefined}
              aria-invalid={Boolean(shown)}
              aria-describedby={`${id}-help`}
            />
          </FieldShell>
        );
      }}
    </Field>
  );
}
