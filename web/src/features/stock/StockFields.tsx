import { useQuery } from '@apollo/client/react';
import { AutoComplete, Input, Select } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { StockCategoriesDocument, StockSitesDocument } from './stock.generated';
import '../../shared/form/fields.css';
import { BoundField } from '../../shared/form/BoundField';
import { useDebounced } from '../../shared/records/useDebounced';

const HEX = /^#[0-9a-f]{6}$/i;

/** Free text with the company's categories already in use as suggestions. */
export function CategoryField({ name, label }: { name: string; label: ReactNode }) {
  const { data } = useQuery(StockCategoriesDocument);
  return (
    <BoundField<string> name={name} label={label}>
      {({ value, onChange, ...control }) => {
        const typed = (value ?? '').trim().toLowerCase();
        const options = (data?.stockCategories ?? [])
          .filter((c) => c.toLowerCase().includes(typed) && c.toLowerCase() !== typed)
          .map((c) => ({ value: c }));
        return <AutoComplete {...control} size="large" value={value} options={options} onChange={(v) => onChange(v ?? '')} />;
      }}
    </BoundField>
  );
}

/** '#rrggbb' typed or picked with the browser's colour picker; empty means no colour. */
export function ColorField({ name, label, pickLabel, note }: { name: string; label: ReactNode; pickLabel: string; note: ReactNode }) {
  return (
    <BoundField<string | null> name={name} label={label} note={note}>
      {({ value: raw, onChange, onBlur, onFocus: _focus, ...control }) => {
        const value = raw ?? '';
        return (
          <div className="stock-color-field">
            <input
              type="color"
              className="stock-color-picker"
              aria-label={pickLabel}
              value={HEX.test(value.trim()) ? value.trim().toLowerCase() : '#ffffff'}
              onChange={(e) => {
                onChange(e.target.value);
                onBlur();
              }}
            />
            <Input
              {...control}
              size="large"
              allowClear
              placeholder="#RRVVBB"
              maxLength={7}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
            />
          </div>
        );
      }}
    </BoundField>
  );
}

/** An optional site, searched on the server (the company may have more sites than one page holds). */
export function SiteField({ name, label, placeholder }: { name: string; label: ReactNode; placeholder: string }) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 300);
  const { data, loading } = useQuery(StockSitesDocument, { variables: { search: search || null } });
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const options = useMemo(() => {
    const list = (data?.sites.items ?? []).map((s) => ({ value: s.id, label: s.name }));
    return chosen && !list.some((o) => o.value === chosen.value) ? [chosen, ...list] : list;
  }, [data, chosen]);
  return (
    <BoundField<string | null> name={name} label={label}>
      {({ value, onChange, onFocus: _focus, ...control }) => (
        <Select
          {...control}
          className="stock-select"
          size="large"
          allowClear
          placeholder={placeholder}
          value={value || undefined}
          options={options}
          loading={loading}
          showSearch={{ filterOption: false, onSearch: setTyped }}
          onChange={(v: string | undefined) => {
            setChosen(options.find((o) => o.value === v) ?? null);
            onChange(v ?? null);
          }}
        />
      )}
    </BoundField>
  );
}
