import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useIntl } from 'react-intl';
import { notifyInfo } from '../../shared/errors/notify';
import { HeaderPopupTheme, headerControl } from '../theme/HeaderTheme';

// The box keeps the header's look, its list of suggestions the page's.
const HeaderInput = headerControl(Input);

/** SPEC §2: search is announced as coming; its placeholder entries are shown, choosing one says so. */
export default function HeaderSearch() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const options = ['header.search.site', 'header.search.planning', 'header.search.personnel', 'header.search.supplier'].map((id) => ({
    value: t(id),
  }));
  return (
    <HeaderPopupTheme>
      <AutoComplete className="header-search" options={options} onSelect={() => notifyInfo(t('header.search.soon'))} popupMatchSelectWidth={240}>
        <HeaderInput
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('header.search.placeholder')}
          aria-label={t('header.search')}
          title={t('header.search.soon')}
          onPressEnter={() => notifyInfo(t('header.search.soon'))}
        />
      </AutoComplete>
    </HeaderPopupTheme>
  );
}
