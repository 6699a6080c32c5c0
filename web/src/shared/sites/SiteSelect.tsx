import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SiteOptionsDocument } from './site-select.generated';
import { serverSearchProps } from '../form/server-search';

interface Props {
  id?: string;
  value: string | null;
  onChange(id: string | null, name: string | null): void;
  onBlur?(): void;
  placeholder?: string;
  allowClear?: boolean;
  status?: 'error';
  size?: 'middle' | 'large';
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  notFoundContent?: string;
  /** When the company (a USER: the user) has one open site only, it is chosen for them: a required field. */
  takeSole?: boolean;
}

/** The company's open sites (a USER: theirs), searched on the server (accents and case ignored) as the user types. */
export function SiteSelect({ value, onChange, onBlur, notFoundContent, takeSole, ...rest }: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const query = useQuery(SiteOptionsDocument, { variables: { search: search || null } });
  const { loading } = query;
  // The last answer stays while the next search runs: the list does not empty under a finger about to tap.
  const data = query.data ?? query.previousData;
  // Names seen so far, so the chosen site keeps its label while another search shows other sites.
  const names = useRef(new Map<string, string>());
  const items = data?.sites.items ?? [];
  for (const s of items) names.current.set(s.id, s.name);
  const options = items.map((s) => ({ value: s.id, label: s.name }));
  if (value && !options.some((o) => o.value === value) && names.current.has(value)) options.unshift({ value, label: names.current.get(value)! });
  const sole = takeSole && !value && !search && query.data?.sites.items.length === 1 ? query.data.sites.items[0] : null;
  const took = useRef(false);
  useEffect(() => {
    // Once: a user who clears it afterwards means it.
    if (!sole || took.current) return;
    took.current = true;
    onChange(sole.id, sole.name);
  }, [sole, onChange]);

  return (
    <Select
      {...rest}
      value={value ?? undefined}
      options={options}
      {...serverSearchProps({
        setTyped,
        loading,
        notFound: notFoundContent,
        onChange: (v) => onChange(v, v ? (names.current.get(v) ?? null) : null),
        onBlur,
      })}
    />
  );
}
