import { type ErrorCode, type FieldErrors, translate } from '@chantiers/schema';

/**
 * The one error type services throw. `messageId` is a shared message id (schema/i18n) or a sentence;
 * `fields` maps input field names to message ids.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageId: string,
    readonly fields?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(translate(messageId));
    this.name = 'AppError';
  }

  static badInput(fields: FieldErrors, messageId?: string): AppError {
    const first = Object.values(fields)[0];
    return new AppError('BAD_USER_INPUT', messageId ?? first ?? 'validation.required', fields);
  }

  static notFound(messageId = 'error.notFound.message'): AppError {
    return new AppError('NOT_FOUND', messageId);
  }

  static unauthenticated(messageId = 'error.unauthenticated.message'): AppError {
    return new AppError('UNAUTHENTICATED', messageId);
  }

  static forbidden(messageId = 'error.forbidden.message'): AppError {
    return new AppError('FORBIDDEN', messageId);
  }
}
