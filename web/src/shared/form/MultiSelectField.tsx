import { Select } from 'antd';
import type { ReactNode } from 'react';
import { BoundField } from './BoundField';
import { foldedLabelFilter } from './folded-filter';
import './fields.css';

/** Several values chosen among options (people, tasks…), searched on their label, bound to final-form. */
export function MultiSelectField({
  name,
  label,
  placeholder,
  note,
  options,
  loading,
}: {
  name: string;
  label: ReactNode;
  placeholder: string;
  note: ReactNode;
  options: { value: string; label: string }[];
  loading?: boolean;
}) {
  return (
    <BoundField<string[]> name={name} label={label} note={note}>
      {({ value, onChange, ...control }) => (
        <Select
          {...control}
          mode="multiple"
          size="large"
          value={value || []}
          onChange={(v: string[]) => onChange(v)}
          options={options}
          loading={loading}
          placeholder={placeholder}
          showSearch={{ filterOption: foldedLabelFilter }}
          // A short list, so the open menu does not hide the form's button below it.
          listHeight={176}
          maxTagCount="responsive"
        />
      )}
    </BoundField>
  );
}
