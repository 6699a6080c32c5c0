import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, type AutoCompleteProps, Input } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { HeaderPopupTheme, headerControl } from '../theme/HeaderTheme';
import { HitLabel } from './search/HitLabel';
import { groupsOf, hitLink } from './search/search-hits';
import { useHeaderSearch } from './search/useHeaderSearch';

// The box keeps the header's look, its list of results the page's.
const HeaderInput = headerControl(Input);

/** Ctrl-K (⌘K on a Mac) anywhere puts the cursor in the header's search. */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

const focusBox = () => document.querySelector<HTMLInputElement>('.header-search input')?.focus();

/**
 * The header's search over the company's sites, quotes, invoices, clients, suppliers, personnel, products, documents
 * and tasks: results as you type, grouped by kind, arrows and Enter to open one. A phone gets search/PhoneSearch.
 */
export default function HeaderSearch() {
  useSearchShortcut(focusBox);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const search = useHeaderSearch();
  const byValue = new Map((search.hits ?? []).map((hit) => [`${hit.kind}:${hit.id}`, hit]));
  const note = (id: string) => [{ value: `note:${id}`, disabled: true, label: <span className="search-note">{t(id, { q: search.q })}</span> }];
  const options: AutoCompleteProps['options'] = !search.enough
    ? note('header.search.hint')
    : search.error
      ? note('header.search.error')
      : search.hits && !search.hits.length && !search.loading
        ? note('header.search.none')
        : groupsOf(search.hits ?? []).map((g) => ({
            label: t(`header.search.kind.${g.kind}`),
            options: g.hits.map((hit) => ({ value: `${hit.kind}:${hit.id}`, label: <HitLabel hit={hit} /> })),
          }));
  return (
    <HeaderPopupTheme>
      <AutoComplete
        className="header-search"
        classNames={{ popup: { root: 'header-search-popup' } }}
        value={search.typed}
        options={options}
        onChange={(v: string) => (byValue.has(v) ? undefined : search.setTyped(v))}
        onSelect={(v: string) => {
          const hit = byValue.get(v);
          if (!hit) return;
          search.setTyped('');
          (document.activeElement as HTMLElement | null)?.blur();
          navigate(hitLink(hit));
        }}
        filterOption={false}
        defaultActiveFirstOption
        popupMatchSelectWidth={440}
      >
        <HeaderInput
          prefix={<SearchOutlined aria-hidden />}
          suffix={<kbd className="search-kbd">{t('header.search.shortcut')}</kbd>}
          placeholder={t('header.search.placeholder')}
          aria-label={t('header.search')}
          maxLength={100}
        />
      </AutoComplete>
    </HeaderPopupTheme>
  );
}
