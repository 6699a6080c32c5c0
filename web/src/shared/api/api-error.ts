import type { ErrorCode } from '@chantiers/schema';

/** A failed call as the web app handles it; status 0 means no answer at all (network). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly messageId?: string,
    /** Field -> message (id or text), in the GraphQL input's names. */
    readonly fields?: Record<string, string>,
    /** The screen where the user can fix what the error names (e.g. '/parametres/societe'). */
    readonly fixPath?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorExtensions {
  code?: ErrorCode;
  status?: number;
  messageId?: string;
  fields?: Record<string, string>;
  fieldIds?: Record<string, string>;
  fixPath?: string;
}

export function apiErrorFromGraphQL(error: { message: string; extensions?: Record<string, unknown> }): ApiError {
  const ext = (error.extensions ?? {}) as ErrorExtensions;
  return new ApiError(ext.status ?? 500, ext.code ?? 'INTERNAL', error.message, ext.messageId, ext.fieldIds ?? ext.fields, ext.fixPath);
}
