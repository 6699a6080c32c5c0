import { type SharedSchema, validateWith } from '@chantiers/schema';

export { submissionErrors } from './submission-errors';

/** A final-form `validate` from a shared schema: field -> message id. */
export function zodValidate(schema: SharedSchema) {
  return (values: object): Record<string, string> => {
    const result = validateWith(schema, values);
    return result.ok ? {} : result.fields;
  };
}
