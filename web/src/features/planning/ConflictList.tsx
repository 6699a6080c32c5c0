import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { TaskConflict } from './task-conflicts';

/** The conflicts a save would make (a person not assigned, on another task, a dependency), to confirm or fix. */
export function ConflictList({ conflicts, titled = true }: { conflicts: TaskConflict[]; titled?: boolean }) {
  const intl = useIntl();
  if (!conflicts.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="planning-conflicts"
      title={titled ? intl.formatMessage({ id: 'planning.conflicts.title' }) : intl.formatMessage({ id: 'planning.conflicts.intro' })}
      description={
        <>
          {titled ? <p>{intl.formatMessage({ id: 'planning.conflicts.intro' })}</p> : null}
          <ul>
            {conflicts.map((c, i) => (
              <li key={`${c.kind}-${i}`}>{c.message}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
