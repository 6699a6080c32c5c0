import { Button, Drawer, Popconfirm } from 'antd';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useConnectivity } from '../../../app/offline/connectivity';
import { dropChange, type OutboxChange, resendChange, useOutbox } from '../../../app/offline/outbox-store';
import { sendWaitingNow } from '../../../app/offline/useOutboxSync';
import { readUser } from '../../../shared/session/storage';
import { say } from '../../../shared/intl/current-intl';
import { ConflictVersions } from './ConflictVersions';
import './outbox.css';

/** The server's words for a refusal: its message, then each field's when it says more. */
function refusalLines(refused: NonNullable<OutboxChange['refused']>, intl: IntlShape): string[] {
  const text = (idOrText: string) => (intl.messages[idOrText] !== undefined ? say(idOrText, intl) : idOrText);
  const main = refused.messageId && intl.messages[refused.messageId] !== undefined ? say(refused.messageId, intl) : refused.message;
  return [...new Set([main, ...Object.values(refused.fields ?? {}).map(text)])];
}

function ChangeItem({ change }: { change: OutboxChange }) {
  const intl = useIntl();
  const at = new Date(change.createdAt);
  const refused = change.refused;
  return (
    <li className={`outbox-item${refused ? ' is-refused' : ''}`}>
      <div className="outbox-item-label">{change.label}</div>
      <div className="outbox-item-meta">
        {intl.formatMessage(
          { id: 'outbox.savedAt' },
          { day: intl.formatDate(at, { day: '2-digit', month: '2-digit' }), time: intl.formatTime(at, { hour: '2-digit', minute: '2-digit' }) },
        )}
        {' · '}
        <strong>{intl.formatMessage({ id: refused ? 'outbox.refused' : 'outbox.waiting' })}</strong>
      </div>
      {refused ? (
        <div className="outbox-item-refusal" role="alert">
          {refusalLines(refused, intl).map((line) => (
            <div key={line}>{line}</div>
          ))}
          {refused.current ? (
            <ConflictVersions change={change} current={refused.current} />
          ) : (
            <div className="outbox-item-help">{intl.formatMessage({ id: 'outbox.refused.help' })}</div>
          )}
          {refused.fixPath ? <Link to={refused.fixPath}>{intl.formatMessage({ id: 'outbox.fix' })}</Link> : null}
        </div>
      ) : null}
      <div className="outbox-item-actions">
        {refused?.confirmable ? (
          <Button
            size="small"
            type="primary"
            onClick={() => void resendChange(change, { ...change.variables, confirmConflicts: true }).then(sendWaitingNow)}
          >
            {intl.formatMessage({ id: 'outbox.confirmAnyway' })}
          </Button>
        ) : null}
        {refused && !refused.current ? (
          <Button size="small" onClick={() => void resendChange(change).then(sendWaitingNow)}>
            {intl.formatMessage({ id: 'outbox.retry' })}
          </Button>
        ) : null}
        {refused?.current ? null : (
          <Popconfirm
            title={intl.formatMessage({ id: 'outbox.drop.confirm' })}
            okText={intl.formatMessage({ id: 'outbox.drop' })}
            okButtonProps={{ danger: true }}
            onConfirm={() => dropChange(change.key)}
          >
            <Button size="small" danger>
              {intl.formatMessage({ id: 'outbox.drop' })}
            </Button>
          </Popconfirm>
        )}
      </div>
    </li>
  );
}

/** The changes kept on this phone, oldest first: each can be read, sent again once refused, or dropped. */
export default function OutboxPanel({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const userId = readUser().id;
  const changes = useOutbox().filter((c) => c.userId === userId);
  const { offline, lastAnswerAt } = useConnectivity();
  const when = lastAnswerAt
    ? `${intl.formatDate(lastAnswerAt, { day: '2-digit', month: '2-digit' })} ${intl.formatTime(lastAnswerAt, { hour: '2-digit', minute: '2-digit' })}`
    : intl.formatMessage({ id: 'offline.never' });
  return (
    <Drawer open onClose={onClose} title={intl.formatMessage({ id: 'outbox.title' })} size="default" placement="right">
      <p className="outbox-sync">{intl.formatMessage({ id: 'outbox.lastSync' }, { when })}</p>
      {changes.some((c) => !c.refused) ? (
        <Button type="primary" disabled={offline} onClick={sendWaitingNow} block>
          {intl.formatMessage({ id: 'outbox.sendNow' })}
        </Button>
      ) : null}
      {changes.length ? (
        <ul className="outbox-list">
          {changes.map((c) => (
            <ChangeItem key={c.key} change={c} />
          ))}
        </ul>
      ) : (
        <p>{intl.formatMessage({ id: 'outbox.empty' })}</p>
      )}
    </Drawer>
  );
}
