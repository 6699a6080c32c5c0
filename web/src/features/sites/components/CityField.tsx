import { useQuery } from '@apollo/client/react';
import { AutoComplete } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteCitySuggestionsDocument } from '../sites.generated';
import { BoundField } from '../../../shared/form/BoundField';
import { useDebounced } from '../../../shared/records/useDebounced';

/**
 * The site's city: Morocco's cities are offered as the user types (accents, case and Arabic marks aside: 'fes' and
 * 'فاس' offer Fès), and any other text is kept as typed (a douar, a city abroad). An Arabic screen offers the Arabic
 * names, but a chosen city is stored by its French name: the site is the whole company's, filtered, exported and
 * printed on French documents, and one city must not be written in two scripts.
 */
export function CityField({ name, label }: { name: string; label: ReactNode }) {
  const arabic = useIntl().locale.startsWith('ar');
  const nameOf = (p: { nameFr: string; nameAr: string }) => (arabic && p.nameAr) || p.nameFr;
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 200);
  const suggestions = useQuery(SiteCitySuggestionsDocument, { variables: { search }, skip: search.length < 2 });
  const options = (search.length < 2 ? [] : (suggestions.data?.cities ?? [])).map((c) => ({
    value: c.nameFr,
    label: (
      <span className="city-option">
        {nameOf(c)}
        {c.province && nameOf(c.province) !== nameOf(c) ? <span className="city-option-province"> — {nameOf(c.province)}</span> : null}
      </span>
    ),
  }));
  return (
    <BoundField<string> name={name} label={label}>
      {({ onChange, value, ...control }) => (
        <AutoComplete {...control} size="large" value={value} options={options} onSearch={setTyped} onChange={(v: string) => onChange(v)} />
      )}
    </BoundField>
  );
}
