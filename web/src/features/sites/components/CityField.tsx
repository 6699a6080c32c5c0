import { useQuery } from '@apollo/client/react';
import { AutoComplete } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { SiteCitySuggestionsDocument } from '../sites.generated';
import { BoundField } from '../../../shared/form/BoundField';
import { useDebounced } from '../../../shared/records/useDebounced';

/**
 * The site's city: Morocco's cities are offered as the user types (accents and case aside: 'fes' offers Fès), and any
 * other text is kept as typed (a douar, a city abroad).
 */
export function CityField({ name, label }: { name: string; label: ReactNode }) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 200);
  const suggestions = useQuery(SiteCitySuggestionsDocument, { variables: { search }, skip: search.length < 2 });
  const options = (search.length < 2 ? [] : (suggestions.data?.cities ?? [])).map((c) => ({
    value: c.nameFr,
    label: (
      <span className="city-option">
        {c.nameFr}
        {c.province && c.province.nameFr !== c.nameFr ? <span className="city-option-province"> — {c.province.nameFr}</span> : null}
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
