import type { ReactNode } from 'react';
import { BoundField } from '../form/BoundField';
import '../form/fields.css';
import { SiteSelect } from './SiteSelect';

/** An open site, searched on the server, bound to final-form; the only open site is chosen for the user (the field is required). */
export function SiteField({ name, label, placeholder, notFound }: { name: string; label: ReactNode; placeholder: string; notFound: string }) {
  return (
    <BoundField<string | null> name={name} label={label}>
      {({ value, onFocus: _focus, ...control }) => (
        <SiteSelect {...control} size="large" value={value || null} placeholder={placeholder} notFoundContent={notFound} takeSole />
      )}
    </BoundField>
  );
}
