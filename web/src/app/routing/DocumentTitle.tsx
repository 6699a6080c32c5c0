import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isPrivatePath } from './route-access';
import { useTitleDetail } from './title-detail';
import { documentTitle } from './document-title';
import { privateTitleId, publicTitleId } from './titles';

/**
 * Sets the document title of the current route in the current language. The app renders one for the public
 * routes and the private area one for its own, whose words load with it.
 */
export function DocumentTitle({ area }: { area: 'public' | 'private' }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const detail = useTitleDetail();
  useEffect(() => {
    if ((area === 'private') !== isPrivatePath(pathname)) return;
    const id = area === 'private' ? privateTitleId(pathname) : publicTitleId(pathname);
    const screen = id && intl.messages[id] !== undefined ? intl.formatMessage({ id }) : undefined;
    const record = detail?.path === pathname ? detail.name : null;
    document.title = documentTitle(screen && record ? `${screen} — ${record}` : screen);
  }, [area, pathname, intl, detail]);
  return null;
}
