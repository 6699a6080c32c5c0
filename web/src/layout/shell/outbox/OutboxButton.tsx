import { CloudUploadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { HeaderButton, HeaderPopupTheme } from '../../theme/HeaderTheme';
import '../../../features/notifications/notifications-bell.css';

const OutboxPanel = lazy(() => import('./OutboxPanel'));

/** The header's count of changes kept on the phone (waiting or refused); a click lists them. */
export default function OutboxButton({ count, refused }: { count: number; refused: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <HeaderButton
        type="text"
        shape="circle"
        className={`outbox-button${refused ? ' is-refused' : ''}`}
        aria-label={intl.formatMessage({ id: 'outbox.button' }, { count })}
        title={intl.formatMessage({ id: 'outbox.button' }, { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        icon={
          <span className="notifications-badge">
            <CloudUploadOutlined />
            <sup aria-hidden>{count > 99 ? '99+' : count}</sup>
          </span>
        }
      />
      {open ? (
        <HeaderPopupTheme>
          <Suspense fallback={null}>
            <OutboxPanel onClose={() => setOpen(false)} />
          </Suspense>
        </HeaderPopupTheme>
      ) : null}
    </>
  );
}
