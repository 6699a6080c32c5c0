import { Select } from 'antd';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { SiteSelect } from './SiteSelect';
import '../../shared/form/fields.css';
import { FieldShell, useShownError } from '../../shared/form/FieldShell';

/** The open site to assign to, searched on the server. */
export function SiteField({ name, label, placeholder, notFound }: { name: string; label: ReactNode; placeholder: string; notFound: string }) {
  const shownFor = useShownError();
  const id = `field-${name}`;
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const shown = shownFor(meta);
        return (
          <FieldShell id={id} label={label} shown={shown}>
            <SiteSelect
              id={id}
              size="large"
              value={input.value || null}
              onChange={(v) => input.onChange(v)}
              onBlur={() => input.onBlur()}
              placeholder={placeholder}
              notFoundContent={notFound}
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
  const shownFor = useShownError();
  const id = `field-${name}`;
  return (
    <Field<string[]> name={name}>
      {({ input, meta }) => {
        const shown = shownFor(meta);
        return (
          <FieldShell id={id} label={label} shown={shown} note={note}>
            <Select
              id={id}
              mode="multiple"
              size="large"
              value={input.value || []}
              onChange={(v: string[]) => input.onChange(v)}
              onBlur={() => input.onBlur()}
              options={options}
              loading={loading}
              placeholder={placeholder}
              showSearch={{ optionFilterProp: 'label' }}
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
