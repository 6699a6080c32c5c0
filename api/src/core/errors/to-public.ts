import { ERROR_STATUS, type ErrorCode, isErrorCode, translate } from '@chantiers/schema';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable } from './database-unavailable';
import { AppError } from './app-error';
import { variableErrorField } from './variable-error';

export interface PublicError {
  code: ErrorCode;
  status: number;
  message: string;
  messageId?: string;
  fields?: Record<string, string>;
  /** The same fields as message ids, for clients that translate. */
  fieldIds?: Record<string, string>;
  /** RATE_LIMITED: when to try again (REST also sends it as Retry-After). */
  retryAfterSeconds?: number;
  /** The screen where the user can fix what the error names (e.g. the company's legal details). */
  fixPath?: string;
  /** CONFLICT of a save the user may confirm (a planning task's): the warnings to show before confirming. */
  conflicts?: Record<string, unknown>[];
  /** CONFLICT of a change made on an older version of a record: the record as the server has it now. */
  current?: Record<string, unknown>;
  traceId?: string;
}

/** Codes Apollo and graphql-js raise for malformed operations; they are the caller's fault. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

function translateFields(fields?: Record<string, string>): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translate(v)]));
}

function detailsOf(err: AppError): Pick<PublicError, 'retryAfterSeconds' | 'fixPath' | 'conflicts' | 'current'> {
  const seconds = err.details?.retryAfterSeconds;
  const fixPath = err.details?.fixPath;
  const conflicts = err.details?.conflicts;
  const current = err.details?.current;
  return {
    ...(current && typeof current === 'object' ? { current: current as Record<string, unknown> } : {}),
    ...(typeof seconds === 'number' ? { retryAfterSeconds: seconds } : {}),
    ...(typeof fixPath === 'string' ? { fixPath } : {}),
    ...(Array.isArray(conflicts) ? { conflicts: conflicts as Record<string, unknown>[] } : {}),
  };
}

/**
 * Maps any thrown value to what a caller may see. Unknown errors yield INTERNAL and `internal: true`,
 * so the caller logs them with the stack; their text never leaves the server.
 */
export function toPublicError(err: unknown, traceId: string): PublicError & { internal: boolean } {
  const original = err instanceof GraphQLError && err.originalError ? err.originalError : err;
  if (original instanceof AppError) {
    return {
      code: original.code,
      status: ERROR_STATUS[original.code],
      message: translate(original.messageId),
      messageId: original.messageId,
      fields: translateFields(original.fields),
      fieldIds: original.fields,
      ...detailsOf(original),
      traceId,
      internal: false,
    };
  }
  // A variable's value does not fit its type: on the REST door graphql-js's error comes unwrapped, with no code.
  const variableField = variableErrorField(err);
  if (variableField) {
    const fieldIds = { [variableField]: 'validation.value.invalid' };
    return {
      code: 'BAD_USER_INPUT',
      status: 400,
      message: translate('error.request.invalid'),
      messageId: 'error.request.invalid',
      fields: translateFields(fieldIds),
      fieldIds,
      traceId,
      internal: false,
    };
  }
  // Apollo wraps a variable coercion failure: the outer error carries BAD_USER_INPUT, the inner one no code.
  const outerCode = err instanceof GraphQLError ? err.extensions?.code : undefined;
  if (typeof outerCode === 'string' && CLIENT_CODES.has(outerCode)) {
    return { code: 'BAD_USER_INPUT', status: 400, message: (err as GraphQLError).message, traceId, internal: false };
  }
  if (original instanceof GraphQLError || err instanceof GraphQLError) {
    const gql = (original instanceof GraphQLError ? original : err) as GraphQLError;
    const ext = gql.extensions?.code;
    if (isErrorCode(ext) && ext !== 'INTERNAL') {
      return { code: ext, status: ERROR_STATUS[ext], message: gql.message, traceId, internal: false };
    }
    if (typeof ext === 'string' && CLIENT_CODES.has(ext)) {
      return { code: 'BAD_USER_INPUT', status: 400, message: gql.message, traceId, internal: false };
    }
    if (!gql.originalError && gql.nodes) {
      // A validation or coercion error produced by graphql-js itself.
      return { code: 'BAD_USER_INPUT', status: 400, message: gql.message, traceId, internal: false };
    }
  }
  if (isDatabaseUnavailable(original)) {
    return {
      code: 'UNAVAILABLE',
      status: 503,
      message: translate('error.unavailable.message'),
      messageId: 'error.unavailable.message',
      traceId,
      internal: false,
    };
  }
  return { code: 'INTERNAL', status: 500, message: translate('error.internal.message'), traceId, internal: true };
}
