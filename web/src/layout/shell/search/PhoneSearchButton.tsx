import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { HeaderButton } from '../../theme/HeaderTheme';

// The full-screen search (a drawer, an input, the results) loads when it is first opened, not with every phone page.
const PhoneSearch = lazy(() => import('./PhoneSearch'));

/** The phone header's search button. */
export default function PhoneSearchButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <HeaderButton
        type="text"
        shape="circle"
        icon={<SearchOutlined />}
        aria-label={intl.formatMessage({ id: 'header.search' })}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <PhoneSearch onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
