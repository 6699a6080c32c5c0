import { apiErrorFromGraphQL } from '../../shared/api/api-error';
import { withUploaded } from './local-files';
import { dropChange, loadOutbox, type OutboxChange, outboxOf, updateKeptChange } from './outbox-store';

export interface SenderDeps {
  userId: () => string;
  /** The access token, refreshed when needed; rejects without a network. */
  token: () => Promise<string | null>;
  /** Told once changes reached the server, so the screens on display ask again. */
  sent: () => void;
  fetch?: typeof fetch;
}

type Outcome = 'sent' | 'refused' | 'later';

interface GraphQLAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Codes whose answer will not change by sending again: the author must decide. */
const REFUSALS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'GONE', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

/** Uploads the change's files not uploaded yet, keeping each id as it comes: 'sent' once all are on the server. */
async function uploadFiles(change: OutboxChange, deps: SenderDeps): Promise<{ outcome: Outcome; change: OutboxChange }> {
  const doFetch = deps.fetch ?? fetch;
  let current = change;
  for (const [ref, file] of Object.entries(change.files ?? {})) {
    if (current.uploaded?.[ref]) continue;
    let response: Response;
    try {
      const token = await deps.token();
      const body = new FormData();
      body.append('file', file.blob, file.name);
      response = await doFetch(`/api/v1/files?kind=${file.kind}`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body,
      });
    } catch {
      return { outcome: 'later', change: current };
    }
    const payload = (await response.json().catch(() => ({}))) as { id?: string; message?: string; messageId?: string; error?: string };
    if (response.status === 201 && payload.id) {
      current = { ...current, uploaded: { ...current.uploaded, [ref]: payload.id } };
      await updateKeptChange(current);
      continue;
    }
    if (response.status === 409 || response.status === 429 || response.status === 401 || response.status >= 500)
      return { outcome: 'later', change: current };
    const refused = { message: payload.message ?? response.statusText, messageId: payload.messageId };
    await updateKeptChange({ ...current, attempts: current.attempts + 1, refused });
    return { outcome: 'refused', change: current };
  }
  return { outcome: 'sent', change: current };
}

async function sendOne(original: OutboxChange, deps: SenderDeps): Promise<Outcome> {
  const doFetch = deps.fetch ?? fetch;
  const files = await uploadFiles(original, deps);
  if (files.outcome !== 'sent') return files.outcome;
  const change = files.change;
  let response: Response;
  try {
    const token = await deps.token();
    response = await doFetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': change.key,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        query: change.query,
        operationName: change.operationName,
        variables: withUploaded(change.variables, change.uploaded ?? {}),
      }),
    });
  } catch {
    return 'later';
  }
  // The same change still under way (another tab, a retry while the first try runs), or the server's own trouble.
  if (response.status === 409 || response.status === 429 || response.status >= 500) return 'later';
  let body: GraphQLAnswer;
  try {
    body = (await response.json()) as GraphQLAnswer;
  } catch {
    return 'later';
  }
  const first = body.errors?.[0];
  if (!first) return 'sent';
  const error = apiErrorFromGraphQL(first);
  if (!REFUSALS.has(error.code) && response.status !== 400) return 'later';
  const current = first.extensions?.current;
  const refused = {
    message: error.message,
    messageId: error.messageId,
    fields: error.fields,
    fixPath: error.fixPath,
    ...(current && typeof current === 'object' ? { current: current as Record<string, unknown> } : {}),
    ...(Array.isArray(first.extensions?.conflicts) && 'confirmConflicts' in change.variables ? { confirmable: true } : {}),
  };
  await updateKeptChange({ ...change, attempts: change.attempts + 1, refused });
  return 'refused';
}

let draining: Promise<number> | undefined;

/**
 * Sends the user's waiting changes, oldest first, one at a time (a later change may need an earlier one: a stock exit
 * after its entry); stops at the first that cannot reach the server. A refused one is kept for its author and the
 * next ones go on. Resolves with how many reached the server. One drain at a time in this tab, and one across the
 * phone's tabs where the browser has locks (the key makes a second sending harmless anyway).
 */
export function drainOutbox(deps: SenderDeps): Promise<number> {
  draining ??= (async () => {
    const run = async () => {
      await loadOutbox();
      let sent = 0;
      for (const change of outboxOf(deps.userId())) {
        if (change.refused) continue;
        const outcome = await sendOne(change, deps);
        if (outcome === 'later') {
          // What was uploaded meanwhile is in the outbox already: count the try on that.
          const now = outboxOf(deps.userId()).find((c) => c.key === change.key) ?? change;
          await updateKeptChange({ ...now, attempts: now.attempts + 1 }).catch(() => undefined);
          break;
        }
        if (outcome === 'sent') {
          await dropChange(change.key);
          sent += 1;
        }
      }
      if (sent) deps.sent();
      return sent;
    };
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('chantiers-outbox', run) : run();
  })().finally(() => {
    draining = undefined;
  });
  return draining;
}
