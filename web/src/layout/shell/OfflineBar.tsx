import { useIntl } from 'react-intl';
import { useConnectivity } from '../../app/offline/connectivity';

/** What a phone without a network shows under the header: since when its data dates, and that changes need the network. */
export function OfflineBar() {
  const intl = useIntl();
  const { offline, lastAnswerAt } = useConnectivity();
  if (!offline) return null;
  const at = lastAnswerAt ? new Date(lastAnswerAt) : null;
  const time = at ? intl.formatTime(at, { hour: '2-digit', minute: '2-digit' }) : '';
  const when = !at
    ? intl.formatMessage({ id: 'offline.never' })
    : at.toDateString() === new Date().toDateString()
      ? intl.formatMessage({ id: 'offline.today' }, { time })
      : intl.formatMessage({ id: 'offline.onDay' }, { day: intl.formatDate(at, { day: '2-digit', month: '2-digit' }), time });
  return (
    <div className="offline-bar" role="status">
      <strong>{intl.formatMessage({ id: 'offline.title' })}</strong>
      <span>{intl.formatMessage({ id: 'offline.bar' }, { when })}</span>
    </div>
  );
}
