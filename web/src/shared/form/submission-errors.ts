import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { toApiError } from '../errors/notify';

/** Server field errors land on the matching fields; otherwise the error becomes the form's own. */
export function submissionErrors(err: unknown): SubmissionErrors {
  const apiError = toApiError(err);
  const fields = apiError.fields ?? {};
  if (Object.keys(fields).length) return fields;
  return { [FORM_ERROR]: apiError.messageId ?? apiError.message };
}
