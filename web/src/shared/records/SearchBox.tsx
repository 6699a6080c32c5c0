import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useDebounced } from './useDebounced';

export interface SearchBoxProps {
  /** The placeholder, also the box's accessible name. */
  label: string;
  /** The trimmed text, once typing pauses: the list queries then, not on every key. */
  onSearch(text: string): void;
  /** Text given from outside (the address's `?q=`, useAskedSearch): the box shows it and follows it. */
  asked?: string;
  /** How long typing must pause, in ms. */
  delay?: number;
  size?: 'large';
  /** antd's search input (with its button) instead of the plain one with a magnifier inside. */
  withButton?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A list's search box: typed text, cleared with the box's cross, searched once the user pauses. */
export function SearchBox({ label, onSearch, asked = '', delay = 300, size, withButton, className, style }: SearchBoxProps) {
  const [typed, setTyped] = useState(asked);
  useEffect(() => setTyped(asked), [asked]);
  const search = useDebounced(typed.trim(), delay);
  // The list already queries with the text it started from: only a change is news.
  const sent = useRef(search);
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    onSearch(search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const common = { allowClear: true, size, className, style, placeholder: label, 'aria-label': label, value: typed };
  return withButton ? (
    <Input.Search {...common} onChange={(e) => setTyped(e.target.value)} />
  ) : (
    <Input {...common} prefix={<SearchOutlined aria-hidden />} onChange={(e) => setTyped(e.target.value)} />
  );
}
