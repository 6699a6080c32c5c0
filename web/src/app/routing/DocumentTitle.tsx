import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isPrivatePath } from './route-access';
import { documentTitle, privateTitleId, publicTitleId } from './titles';

/**
 * Sets the document title of the current route in the current language. The app renders one for the public
 * routes and the private area one for its own, whose words load with it.
 */
export function DocumentTitle({ area }: { area: 'public' | 'private' }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  useEffect(() => {
    if ((area === 'private') !== isPrivatePath(pathname)) return;
    const id = area === 'private' ? privateTitleId(pathname) : publicTitleId(pathname);
    document.title = documentTitle(id && intl.messages[id] !== undefined ? intl.formatMessage({ id }) : undefined);
  }, [area, pathname, intl]);
  return null;
}
