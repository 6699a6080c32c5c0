/** The error model shared by the api (both doors) and the web client (ARCHITECTURE §4, SPEC §8). */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

export function statusOfCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

export function codeOfStatus(status: number): ErrorCode {
  const found = ERROR_CODES.find((c) => ERROR_STATUS[c] === status);
  if (found) return found;
  return status >= 500 ? 'INTERNAL' : 'BAD_USER_INPUT';
}

/** Field errors: field name -> message id (translated by the receiver). */
export type FieldErrors = Record<string, string>;

export interface CatalogueEntry {
  /** Message id of the toast title. */
  titleId: string;
  /** Message id of the toast body, or null when `detail` (the server's own text) is shown instead. */
  messageId: string | null;
  detail?: string;
}

/** Strips the square brackets Spring-style servers wrap messages in (SPEC §8). */
export function stripBrackets(text: string): string {
  return text.replace(/[[\]]/g, '').trim();
}

/**
 * SPEC §8: what the user is told for a failed call. `null` means silent (404).
 * `onFormSubmit` selects the 413 wording used by forms.
 */
export function catalogueFor(status: number | null, serverMessage?: string): CatalogueEntry | null {
  if (status === null || status === 0) return { titleId: 'error.technical.title', messageId: 'error.network.message' };
  if (status === 404) return null;
  if (status === 413) return { titleId: 'error.input.title', messageId: 'error.payloadTooLarge.message' };
  if (status === 415 || status >= 500) return { titleId: 'error.technical.title', messageId: 'error.technical.message' };
  if (status === 401) return { titleId: 'error.session.title', messageId: 'session.expired' };
  if (status === 403) return { titleId: 'error.forbidden.title', messageId: 'error.forbidden.message' };
  if (status === 400 || status === 409 || status === 410 || status === 429) {
    return { titleId: 'error.input.title', messageId: null, detail: stripBrackets(serverMessage ?? '') };
  }
  return { titleId: 'error.unknown.title', messageId: null, detail: serverMessage ?? '' };
}
