import { Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { BoundField } from './BoundField';
import { foldedLabelFilter } from './folded-filter';
import './fields.css';

/**
 * Several values chosen among options (people, tasks, regions…), searched on their label, bound to final-form.
 * `select` passes the Select's other settings (its own search, a taller list); `onPicked` follows a change with
 * what it implies for other fields (the values before it, to see what went).
 */
export function MultiSelectField({
  name,
  label,
  placeholder,
  note,
  options,
  loading,
  select,
  onPicked,
}: {
  name: string;
  label: ReactNode;
  placeholder: string;
  note: ReactNode;
  options: SelectProps<string[]>['options'];
  loading?: boolean;
  select?: Omit<SelectProps<string[]>, 'mode' | 'value' | 'onChange' | 'options' | 'placeholder' | 'loading'>;
  onPicked?(next: string[], before: string[]): void;
}) {
  return (
    <BoundField<string[]> name={name} label={label} note={note}>
      {({ value, onChange, ...control }) => (
        <Select
          {...control}
          mode="multiple"
          size="large"
          value={value || []}
          onChange={(next: string[]) => {
            onChange(next);
            onPicked?.(next, value || []);
          }}
          options={options}
          loading={loading}
          placeholder={placeholder}
          showSearch={{ filterOption: foldedLabelFilter }}
          // A short list, so the open menu does not hide the form's button below it.
          listHeight={176}
          maxTagCount="responsive"
          {...select}
        />
      )}
    </BoundField>
  );
}
