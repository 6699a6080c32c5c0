import { buildSchema, execute, GraphQLError, parse } from 'graphql';
import { toPublicError } from './to-public';
import { variableErrorField } from './variable-error';

const schema = buildSchema(`
  input Period { startDate: String! endDate: String, days: Int }
  input Batch { ids: [ID!]!, period: Period }
  type Query { list(page: Int, period: Period, batches: [Batch!]): Int }
`);

/** The first error graphql-js gives for these variables, as the REST facade receives it (unwrapped). */
function coercionError(variables: Record<string, unknown>): GraphQLError {
  const document = parse('query ($page: Int, $period: Period, $batches: [Batch!]) { list(page: $page, period: $period, batches: $batches) }');
  const result = execute({ schema, document, variableValues: variables }) as { errors?: readonly GraphQLError[] };
  if (!result.errors?.length) throw new Error('expected a coercion error');
  return result.errors[0];
}

describe('variableErrorField', () => {
  test.each([
    [{ page: 99999999999999 }, 'page'],
    [{ page: Infinity }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ period: { startDate: '2026-01-01', days: 'x' } }, 'days'],
    [{ period: { endDate: '2026-01-01' } }, 'startDate'],
    [{ period: { startDate: 'a', unknown: 1 } }, 'unknown'],
    [{ period: 'not an object' }, 'period'],
    [{ batches: [{ ids: [{}] }] }, '0.ids.0'],
    [{ batches: [{ ids: ['a'], period: { startDate: 5 } }] }, '0.period.startDate'],
  ])('%j names %s', (variables, field) => {
    expect(variableErrorField(coercionError(variables))).toBe(field);
  });

  test('a value that spells out the path format is not mistaken for the path', () => {
    expect(variableErrorField(coercionError({ period: { startDate: ' at "period.endDate"; ', days: 'x' } }))).toBe('days');
  });

  test('other errors are not variable errors', () => {
    expect(variableErrorField(new GraphQLError('Variable "$page" got invalid value'))).toBeNull();
    expect(variableErrorField(new Error('Variable "$page" got invalid value'))).toBeNull();
  });

  test('both doors answer it as BAD_USER_INPUT 400 naming the field, never INTERNAL', () => {
    const pub = toPublicError(coercionError({ page: 99999999999999 }), 'trace');
    expect(pub).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, internal: false, fieldIds: { page: 'validation.value.invalid' } });
  });
});
