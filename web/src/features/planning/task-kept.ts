import type { ApolloCache } from '@apollo/client';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { TaskFieldsFragmentDoc } from './planning.generated';

type Changed = Partial<Pick<TaskFieldsFragment, 'title' | 'description' | 'startDate' | 'endDate' | 'progress' | 'category'>>;

/**
 * A change to a task kept on the phone (no network) shows on its planning as it will be once sent: the task as the
 * screens hold it, with what was changed. The outbox sends it with the version it was made on (`baseUpdatedAt`), so
 * a change made meanwhile by someone else is never written over: its author chooses (layout/shell/outbox).
 */
export function showKeptTask(cache: ApolloCache, task: TaskFieldsFragment, changed: Changed): void {
  cache.writeFragment({ id: cache.identify(task), fragment: TaskFieldsFragmentDoc, fragmentName: 'TaskFields', data: { ...task, ...changed } });
}
