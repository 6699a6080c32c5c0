import { catalogueFor, UI_TIMINGS } from '@chantiers/schema';
import { currentIntl, say } from '../intl/current-intl';
import { ApiError, apiErrorFromGraphQL } from '../api/api-error';
import { wantToasts } from './toasts';

/** Any failure as an ApiError: ours, Apollo's combined GraphQL errors (duck-typed: Apollo stays out of public screens), or a thrown value. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const graphQLErrors = (err as { errors?: unknown } | null)?.errors;
  if (Array.isArray(graphQLErrors) && graphQLErrors.length && typeof graphQLErrors[0]?.message === 'string')
    return apiErrorFromGraphQL(graphQLErrors[0]);
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number')
    return new ApiError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL', String((err as Error).message ?? ''));
  return new ApiError(500, 'INTERNAL', err instanceof Error ? err.message : String(err));
}

type ToastApi = (typeof import('react-toastify'))['toast'];
let toastApi: Promise<ToastApi> | undefined;

/** react-toastify loads with the first toast, its container too (shared/errors/toasts.ts): most visits raise none. */
function withToast(show: (toast: ToastApi) => void): void {
  wantToasts();
  toastApi ??= import('react-toastify').then((m) => m.toast);
  void toastApi.then(show);
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
  // The server's message id when this screen knows it (for the user's language), else the server's French text.
  const known = apiError.messageId && intl.messages[apiError.messageId] !== undefined;
  const body = entry.messageId ? say(entry.messageId, intl) : known ? say(apiError.messageId, intl) : entry.detail;
  // Several fields refused at once: the notification message with its list of details (SPEC §9, 10 s).
  const details = [...new Set(Object.values(apiError.fields ?? {}).map((m) => (intl.messages[m] !== undefined ? say(m, intl) : m)))];
  if (apiError.status === 400 && details.length > 1) return notifyDetails(title, details, 'error');
  withToast((toast) => toast.error(<Toast title={title} body={body} />, { autoClose: UI_TIMINGS.toastErrorMs }));
}

export function notifySuccess(message: string): void {
  withToast((toast) => toast.success(message, { autoClose: UI_TIMINGS.toastSuccessMs }));
}

/** An error toast with a title and a message chosen by the caller (e.g. 'Erreur de connexion!'). */
export function notifyMessage(title: string, body?: string): void {
  withToast((toast) => toast.error(<Toast title={title} body={body} />, { autoClose: UI_TIMINGS.toastErrorMs }));
}

/** A message with one button (a new version, advice): it stays until the button or its cross closes it. */
export function notifyAction(message: string, action: string, onAction: () => void, type: 'info' | 'warning' = 'info'): void {
  withToast((toast) => {
    const id = toast[type](
      <div>
        <div>{message}</div>
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            onAction();
            toast.dismiss(id);
          }}
        >
          {action}
        </button>
      </div>,
      { autoClose: false, closeOnClick: false },
    );
  });
}

export function notifyInfo(message: string): void {
  withToast((toast) => toast.info(message, { autoClose: UI_TIMINGS.toastErrorMs }));
}

/** SPEC §4: the notification message with a list of details, shown 10 s. */
export function notifyDetails(title: string, details: string[], type: 'success' | 'info' | 'warning' | 'error' = 'success'): void {
  const body = (
    <div>
      <strong>{title}</strong>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
        {details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </div>
  );
  withToast((toast) => toast[type](body, { autoClose: UI_TIMINGS.notificationHideMs }));
}
