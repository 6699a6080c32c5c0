import { Select } from 'antd';
import type { ReactNode } from 'react';
import { SiteSelect } from '../../shared/sites/SiteSelect';
import '../../shared/form/fields.css';
import { BoundField } from '../../shared/form/BoundField';

/** The open site to assign to, searched on the server. */
export function SiteField({ name, label, placeholder, notFound }: { name: string; label: ReactNode; placeholder: string; notFound: string }) {
  return (
    <BoundField<string | null> name={name} label={label}>
      {({ value, onFocus: _focus, ...control }) => (
        <SiteSelect {...control} size="large" value={value || null} placeholder={placeholder} notFoundContent={notFound} />
      )}
    </BoundField>
  );
}

/** Several people chosen among options. */
export function PeopleField({
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
          showSearch={{ optionFilterProp: 'label' }}
          // A short list, so the open menu does not hide the form's button below it.
          listHeight={176}
          maxTagCount="responsive"
        />
      )}
    </BoundField>
  );
}
