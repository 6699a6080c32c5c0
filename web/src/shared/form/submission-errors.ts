import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import type { ApiError } from '../api/api-error';
import { notifyError, toApiError } from '../errors/notify';

/** Server field errors land on the matching fields; otherwise the error becomes the form's own. */
export function submissionErrors(err: unknown): SubmissionErrors {
  const apiError = toApiError(err);
  const fields = apiError.fields ?? {};
  if (Object.keys(fields).length) return fields;
  return { [FORM_ERROR]: apiError.messageId ?? apiError.message };
}

/**
 * What a public form does with a refused submit: field errors on their fields, the codes it shows in place
 * (`inForm`: a rate limit, a conflict) as the form's error above its fields, anything else as a toast.
 */
export function formFailure(err: unknown, inForm: readonly ApiError['code'][] = ['RATE_LIMITED']): SubmissionErrors | undefined {
  const error = toApiError(err);
  if (error.code === 'BAD_USER_INPUT') return submissionErrors(error);
  if (inForm.includes(error.code)) return { [FORM_ERROR]: error.messageId ?? error.message };
  notifyError(error);
  return undefined;
}

/**
 * A final-form onSubmit from a save: nothing when it succeeds, the server's errors on their fields when it fails
 * (`place` can move them, e.g. onto a field array's positions).
 */
export function submitWith<V>(
  save: (values: V, form: FormApi<V>) => Promise<unknown>,
  place: (errors: SubmissionErrors, values: V) => SubmissionErrors = (errors) => errors,
): (values: V, form: FormApi<V>) => Promise<SubmissionErrors | undefined> {
  return async (values, form) => {
    try {
      await save(values, form);
      return undefined;
    } catch (err) {
      return place(submissionErrors(err), values);
    }
  };
}
