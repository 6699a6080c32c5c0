import { CombinedGraphQLErrors } from '@apollo/client';
import { ApiError } from '../../shared/api/api-error';
import { conflictsOf } from './task-conflicts';

const OVERLAP = { kind: 'OVERLAP', message: 'Karim Alami est déjà sur « Enduits » (Villa Anfa) du 09/03/2026 au 13/03/2026' };
const NOT_ASSIGNED = { kind: 'NOT_ASSIGNED', message: 'Karim Alami n’est pas affecté à Villa Anfa le 10/03/2026' };

/** What Apollo throws for a refused mutation: the server's GraphQL errors, combined. */
const refused = (extensions: Record<string, unknown>, message = 'Cette tâche est en conflit avec le planning') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('conflictsOf', () => {
  it('reads the conflicts a CONFLICT refusal names, in their order', () => {
    const err = refused({ code: 'CONFLICT', status: 409, conflicts: [OVERLAP, NOT_ASSIGNED] });
    expect(conflictsOf(err)).toEqual([OVERLAP, NOT_ASSIGNED]);
  });

  it('keeps only the conflicts that have a message', () => {
    const err = refused({ code: 'CONFLICT', status: 409, conflicts: [null, { kind: 'OVERLAP' }, { kind: 'X', message: 12 }, OVERLAP] });
    expect(conflictsOf(err)).toEqual([OVERLAP]);
  });

  it('answers null for a CONFLICT without a list of conflicts', () => {
    expect(conflictsOf(refused({ code: 'CONFLICT', status: 409 }))).toBeNull();
    expect(conflictsOf(refused({ code: 'CONFLICT', status: 409, conflicts: 'OVERLAP' }))).toBeNull();
  });

  it('answers null for any other refusal, even one carrying conflicts', () => {
    expect(conflictsOf(refused({ code: 'FORBIDDEN', status: 403, conflicts: [OVERLAP] }, 'Accès refusé'))).toBeNull();
    expect(conflictsOf(refused({ code: 'VALIDATION', status: 400, fields: { endDate: 'task.endDate.beforeStart' } }))).toBeNull();
  });

  it('answers null for failures that are not GraphQL answers', () => {
    expect(conflictsOf(new Error('Failed to fetch'))).toBeNull();
    expect(conflictsOf(new ApiError(409, 'CONFLICT', 'Conflit'))).toBeNull();
    expect(conflictsOf(null)).toBeNull();
    expect(conflictsOf(undefined)).toBeNull();
    expect(conflictsOf('CONFLICT')).toBeNull();
  });
});
