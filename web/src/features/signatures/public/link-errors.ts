import type { IntlShape } from 'react-intl';
import { toApiError } from '../../../shared/errors/notify';
import { say } from '../../../shared/intl/current-intl';

/**
 * What a failed call means on the link's page: the verification ran out (ask a code again), the link itself no
 * longer works (a final page that says what to do), or a message beside the form.
 */
export type LinkFailure = { kind: 'session' | 'final' | 'inline'; message: string };

export function linkFailure(err: unknown, intl: IntlShape): LinkFailure {
  const error = toApiError(err);
  const message = say(error.fields ? Object.values(error.fields)[0] : (error.messageId ?? error.message), intl);
  if (error.code === 'UNAUTHENTICATED' || error.messageId === 'signature.session.expired') return { kind: 'session', message };
  if (error.code === 'CONFLICT' || error.code === 'NOT_FOUND' || error.messageId === 'signature.link.invalid') return { kind: 'final', message };
  return { kind: 'inline', message };
}
