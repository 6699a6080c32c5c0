import type { Action } from '@chantiers/schema';
import { Result } from 'antd';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { readUser } from '../../shared/session/storage';
import { usePermissions } from '../../shared/session/useCan';
import { LinkButton } from '../../shared/components/LinkButton';
import { buildMenu, selectedEntry } from './menus';

/** A menu target whose screen has not landed: a real state inside the layout, never a blank page. */
export default function ComingSoon() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const can = (action: Action) => permissions?.actions.has(action) ?? false;
  const { entries } = buildMenu({ pathname, type: readUser().type, can, today: dayjs().format('YYYY-MM-DD') });
  const entry = selectedEntry(entries, pathname);
  const screen = entry ? intl.formatMessage({ id: entry.labelId }) : decodeURIComponent(pathname.split('/').filter(Boolean)[0] ?? '');
  return (
    <Result
      status="info"
      title={<FormattedMessage id="comingSoon.title" />}
      subTitle={<FormattedMessage id="comingSoon.body" values={{ screen }} />}
      extra={
        <LinkButton to="/dashboard">
          <FormattedMessage id="error.backHome" />
        </LinkButton>
      }
    />
  );
}
