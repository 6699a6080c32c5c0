import type { DocumentNode, FieldNode, SelectionSetNode } from 'graphql';
import { print } from 'graphql/language/printer';
import { isTokenExpired } from '../../shared/session/jwt';
import { readTokens } from '../../shared/session/storage';
import type { EarlyResult, holdEarlyAnswer } from './early-answers';

const TYPENAME: FieldNode = { kind: 'Field' as FieldNode['kind'], name: { kind: 'Name' as FieldNode['name']['kind'], value: '__typename' } };

/** Every selection set but the operation's own asks for `__typename`, as Apollo's cache asks (it stores by type). */
function withTypenames(set: SelectionSetNode, root: boolean): SelectionSetNode {
  const selections = set.selections.map((s) =>
    s.kind !== 'FragmentSpread' && s.selectionSet ? { ...s, selectionSet: withTypenames(s.selectionSet, false) } : s,
  );
  const asked = selections.some((s) => s.kind === 'Field' && s.name.value === '__typename');
  return { ...set, selections: root || asked ? selections : [...selections, TYPENAME] };
}

export function documentWithTypenames(document: DocumentNode): DocumentNode {
  return {
    ...document,
    definitions: document.definitions.map((d) =>
      'selectionSet' in d && d.selectionSet ? { ...d, selectionSet: withTypenames(d.selectionSet, d.kind === 'OperationDefinition') } : d,
    ),
  } as DocumentNode;
}

function operationName(document: DocumentNode): string | null {
  for (const d of document.definitions) if (d.kind === 'OperationDefinition') return d.name?.value ?? null;
  return null;
}

/**
 * A cold link's first queries leave as soon as the entry knows them, with the stored access token, before the app
 * (Apollo included) has downloaded: on a slow phone they are answered while the app's files still arrive, instead of
 * queuing behind the screen's files once the app runs. The app's client takes the answers (early-answers.ts); a
 * refusal, an error or an expired token leaves the query to the client, which asks again as usual.
 */
export function askEarly(hold: typeof holdEarlyAnswer, document: DocumentNode, variables: Record<string, unknown> = {}): Promise<unknown> {
  const name = operationName(document);
  const { accessToken } = readTokens();
  if (!name || !accessToken || isTokenExpired(accessToken)) return Promise.resolve(null);
  const answer = fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ operationName: name, variables, query: print(documentWithTypenames(document)) }),
  }).then(
    async (res) => {
      if (!res.ok) return null;
      const body = (await res.json()) as EarlyResult;
      return body.errors?.length || !body.data ? null : body;
    },
    () => null,
  );
  hold(name, variables, answer);
  return answer;
}
