import { LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { Drawer, Input, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HitLabel } from './HitLabel';
import { groupsOf, hitLink } from './search-hits';
import { useHeaderSearch } from './useHeaderSearch';

/** On a phone, the search over the whole screen, results as large rows (opened by PhoneSearchButton). */
export default function PhoneSearch({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const search = useHeaderSearch();
  const close = () => {
    search.setTyped('');
    onClose();
  };
  const note = !search.enough
    ? t('header.search.hint')
    : search.error
      ? t('header.search.error')
      : search.hits && !search.hits.length && !search.loading
        ? t('header.search.none', { q: search.q })
        : null;
  return (
    <>
      <Drawer
        open
        onClose={close}
        placement="top"
        size="100%"
        rootClassName="search-phone"
        destroyOnHidden
        title={
          <Input
            autoFocus
            size="large"
            allowClear
            value={search.typed}
            onChange={(e) => search.setTyped(e.target.value)}
            prefix={search.loading ? <LoadingOutlined aria-hidden /> : <SearchOutlined aria-hidden />}
            placeholder={t('header.search.placeholder')}
            aria-label={t('header.search')}
            maxLength={100}
            enterKeyHint="search"
          />
        }
      >
        {note ? <Typography.Paragraph type="secondary">{note}</Typography.Paragraph> : null}
        {groupsOf(search.hits ?? []).map((g) => (
          <section key={g.kind} className="search-phone-group" aria-label={t(`header.search.kind.${g.kind}`)}>
            <h2>{t(`header.search.kind.${g.kind}`)}</h2>
            <ul>
              {g.hits.map((hit) => (
                <li key={hit.id}>
                  <Link to={hitLink(hit)} onClick={close}>
                    <HitLabel hit={hit} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Drawer>
    </>
  );
}
