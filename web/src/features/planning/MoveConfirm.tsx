import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { MoveConflictsDocument, MoveTaskDocument } from './planning.generated';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { formatDay as showDay } from '../../shared/format/day';
import { ConflictList } from './ConflictList';
import { PLANNING_QUERIES } from './TaskFormModal';
import { conflictsOf, type TaskConflict } from './task-conflicts';
import { sendOrTellKept } from '../../app/offline/send-or-keep';
import { showKeptTask } from './task-kept';

export interface PendingMove {
  task: TaskFieldsFragment;
  dates: { startDate: string; endDate: string };
  revert(): void;
}

/**
 * SPEC §4: moving a task asks for confirmation first, in one dialog: the planning is checked as it opens, so its
 * conflicts (a person elsewhere, an order broken) are named there and « Enregistrer quand même » saves anyway. Cancel
 * puts the task back and saves nothing. A conflict born meanwhile (someone else's change) comes back from the save
 * and is shown the same way.
 */
export function MoveConfirm({ pending, onDone }: { pending: PendingMove; onDone(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [refused, setRefused] = useState<TaskConflict[]>([]);
  const [move, { loading }] = useMutation(MoveTaskDocument, {
    refetchQueries: PLANNING_QUERIES,
    awaitRefetchQueries: true,
    context: { silent: true },
  });
  const client = useApolloClient();
  const { task, dates } = pending;
  const check = useQuery(MoveConflictsDocument, {
    variables: {
      input: {
        taskId: task.id,
        siteId: task.site.id,
        ...dates,
        personnelIds: task.people.map((p) => p.id),
        dependsOnIds: (task.dependsOn ?? []).map((d) => d.id),
      },
    },
    fetchPolicy: 'network-only',
    // Unanswered (offline), the save itself tells.
    context: { silent: true },
  });
  const conflicts = refused.length ? refused : (check.data?.taskConflicts ?? []);

  const cancel = () => {
    pending.revert();
    onDone();
  };
  const confirm = async () => {
    try {
      const variables = { id: task.id, input: dates, confirmConflicts: conflicts.length > 0, baseUpdatedAt: task.updatedAt as string };
      const label = t('planning.kept.move', { title: task.title, start: showDay(dates.startDate), end: showDay(dates.endDate) });
      const sent = await sendOrTellKept((context, v) => move({ variables: v, context: { ...context, silent: true } }), {
        document: MoveTaskDocument,
        variables,
        label,
      });
      if (sent) notifySuccess(t('planning.move.done', { title: task.title }));
      else showKeptTask(client.cache, task, dates);
      onDone();
    } catch (err) {
      const found = conflictsOf(err);
      if (found?.length) return setRefused(found);
      notifyError(err);
      cancel();
    }
  };

  return (
    <Modal
      open
      title={t(conflicts.length ? 'planning.conflicts.title' : 'planning.move.title')}
      okText={t(conflicts.length ? 'planning.conflicts.confirm' : 'planning.move.confirm')}
      cancelText={t('planning.move.cancel')}
      onOk={confirm}
      onCancel={cancel}
      confirmLoading={loading}
      // Checking the planning holds the save, not the way out.
      okButtonProps={{ danger: conflicts.length > 0, loading: check.loading }}
      destroyOnHidden
      rootClassName="planning-modal"
    >
      <p>
        {t('planning.move.text', {
          title: task.title,
          fromStart: showDay(task.startDate as string),
          fromEnd: showDay(task.endDate as string),
          toStart: showDay(dates.startDate),
          toEnd: showDay(dates.endDate),
        })}
      </p>
      <ConflictList conflicts={conflicts} titled={false} />
    </Modal>
  );
}
