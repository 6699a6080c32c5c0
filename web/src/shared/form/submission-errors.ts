import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { toApiError } from '../errors/notify';

/** Server field errors land on the matching fields; otherwise the error becomes the form's own. */
export function submissionErrors(err: unknown): SubmissionErrors {
  const apiError = toApiError(err);
  const fields = apiError.fields ?? {};
  if (Object.keys(fields).length) return fields;
  return { [FORM_ERROR]: apiError.messageId ?? apiError.message };
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
