import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { dropChange, type OutboxChange, resendChange } from '../../../app/offline/outbox-store';
import { sendWaitingNow } from '../../../app/offline/useOutboxSync';
import { formatDay } from '../../../shared/format/day';
import { formatPercent } from '../../../shared/format/percent';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the change sets: its `input`, or for a move its dates. */
const changedOf = (change: OutboxChange): Record<string, unknown> => (change.variables.input ?? {}) as Record<string, unknown>;

/**
 * A change refused because another changed the record meanwhile (`record.changedMeanwhile`): both versions side by
 * side, field by field, and the author chooses. Keeping theirs sends it again on the server's version (so it is the
 * latest, knowingly); keeping the server's drops it.
 */
export function ConflictVersions({ change, current }: { change: OutboxChange; current: Record<string, unknown> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const mine = changedOf(change);
  const shown = (field: string, value: unknown) => {
    if (value === undefined) return t('outbox.conflict.unchanged');
    if (typeof value === 'string' && DAY.test(value)) return formatDay(value);
    if (field === 'progress' && typeof value === 'number') return formatPercent(value);
    return value === null || value === '' ? '—' : String(value);
  };
  const fields = Object.keys(current).filter((f) => f !== 'updatedAt');
  const keepMine = () => void resendChange(change, { ...change.variables, baseUpdatedAt: current.updatedAt }).then(sendWaitingNow);
  return (
    <div className="outbox-conflict">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('outbox.conflict.field')}</th>
            <th scope="col">{t('outbox.conflict.mine')}</th>
            <th scope="col">{t('outbox.conflict.server')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className={mine[field] !== undefined && mine[field] !== current[field] ? 'is-different' : undefined}>
              <th scope="row">{intl.messages[`outbox.conflict.field.${field}`] ? t(`outbox.conflict.field.${field}`) : field}</th>
              <td>{shown(field, mine[field])}</td>
              <td>{shown(field, current[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="outbox-item-actions">
        <Button size="small" type="primary" onClick={keepMine}>
          {t('outbox.conflict.keepMine')}
        </Button>
        <Button size="small" onClick={() => void dropChange(change.key)}>
          {t('outbox.conflict.keepServer')}
        </Button>
      </div>
    </div>
  );
}
