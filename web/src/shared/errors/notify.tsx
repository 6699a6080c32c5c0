import { catalogueFor, UI_TIMINGS } from '@chantiers/schema';
import { toast } from 'react-toastify';
import { currentIntl, say } from '../../app/intl';
import { ApiError } from '../api/api-error';

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  return new ApiError(500, 'INTERNAL', err instanceof Error ? err.message : String(err));
}

function Toast({ title, body }: { title: string; body?: string }) {
  return (
    <div>
      <strong>{title}</strong>
      {body ? <div>{body}</div> : null}
    </div>
  );
}

/** SPEC §8 in one place: what the user is told about a failed call. 404 is silent. */
export function notifyError(err: unknown, opts: { title?: string } = {}): void {
  const apiError = toApiError(err);
  const entry = catalogueFor(apiError.status === 0 ? null : apiError.status, apiError.message);
  if (apiError.status !== 404) console.error(apiError);
  if (!entry) return;
  const intl = currentIntl();
  const title = opts.title ?? say(entry.titleId, intl);
  const body = entry.messageId ? say(entry.messageId, intl) : apiError.messageId ? say(apiError.messageId, intl) : entry.detail;
  toast.error(<Toast title={title} body={body} />, { autoClose: UI_TIMINGS.toastErrorMs });
}

export function notifySuccess(message: string): void {
  toast.success(message, { autoClose: UI_TIMINGS.toastSuccessMs });
}

/** An error toast with a title and a message chosen by the caller (e.g. 'Erreur de connexion!'). */
export function notifyMessage(title: string, body?: string): void {
  toast.error(<Toast title={title} body={body} />, { autoClose: UI_TIMINGS.toastErrorMs });
}
