import { Select } from 'antd';
import type { ReactNode } from 'react';
import { BoundField } from './BoundField';
import { foldedLabelFilter } from './folded-filter';
import './fields.css';

interface Props {
  name: string;
  label: ReactNode;
  options: { value: string; label: string }[];
  disabled?: boolean;
  /** Lets the user empty the field (the value becomes null). */
  allowClear?: boolean;
  searchable?: boolean;
  loading?: boolean;
  placeholder?: string;
  /** A hint shown under the field when there is no error. */
  note?: ReactNode;
}

/** An antd Select bound to final-form, with the same label, error and hint layout as TextField. */
export function SelectField({ name, label, options, searchable, note, ...rest }: Props) {
  return (
    <BoundField<string | null> name={name} label={label} note={note}>
      {({ value, onChange, ...control }) => (
        <Select
          {...control}
          {...rest}
          size="large"
          value={value || undefined}
          onChange={(v) => onChange(v ?? null)}
          options={options}
          showSearch={searchable ? { filterOption: foldedLabelFilter } : undefined}
        />
      )}
    </BoundField>
  );
}
