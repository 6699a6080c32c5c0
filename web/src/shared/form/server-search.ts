import type { ReactNode } from 'react';

/**
 * The settings of a Select searched on the server as the user types (sites, cities): antd's own filter off, the typed
 * text handed to `setTyped` for the query, and cleared once a value is picked or the field is left, so that the next
 * opening lists everything again. No "not found" while an answer is on its way.
 */
export function serverSearchProps({
  setTyped,
  loading,
  notFound,
  onChange,
  onBlur,
}: {
  setTyped(text: string): void;
  loading: boolean;
  notFound?: ReactNode;
  onChange(value: string | null): void;
  onBlur?(): void;
}) {
  return {
    loading,
    showSearch: { filterOption: false, onSearch: setTyped },
    notFoundContent: loading ? null : notFound,
    onChange: (value?: string) => {
      setTyped('');
      onChange(value ?? null);
    },
    onBlur: () => {
      setTyped('');
      onBlur?.();
    },
  } as const;
}
