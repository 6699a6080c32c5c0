/**
 * A GraphQL operation as text, typed with the codegen types of its .graphql file: what graphqlRequest sends.
 * The public screens and the token refresh use these instead of the generated documents (x.generated.ts), so the
 * sign-in route carries neither the documents' ASTs nor graphql-js's printer.
 */
export interface Operation<TData, TVariables> {
  readonly query: string;
  readonly operationName: string;
  /** Types only: never set. */
  readonly __types?: (variables: TVariables) => TData;
}

/** The top-level definitions of GraphQL source text, by name (comments dropped, whitespace kept). */
function definitions(source: string): Map<string, string> {
  const text = source.replace(/#[^\n\r]*/g, '');
  const found = new Map<string, string>();
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      // Skip a string (block strings too) so braces inside never count.
      const block = text.startsWith('"""', i);
      const end = block ? text.indexOf('"""', i + 3) + 2 : text.slice(i + 1).search(/(?<!\\)"/) + i + 1;
      i = end;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      const definition = text.slice(start, i + 1).trim();
      const name = /^(?:query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(definition)?.[1];
      if (name) found.set(name, definition);
      start = i + 1;
    }
  }
  return found;
}

/** The named operation of `sources` (the .graphql files' text) with the fragments it spreads, transitively. */
export function operation<TData, TVariables>(sources: string[], operationName: string): Operation<TData, TVariables> {
  const all = definitions(sources.join('\n'));
  const wanted = [operationName];
  const picked: string[] = [];
  for (let i = 0; i < wanted.length; i++) {
    const definition = all.get(wanted[i]);
    if (!definition) throw new Error(`GraphQL definition ${wanted[i]} not found`);
    picked.push(definition);
    for (const [, spread] of definition.matchAll(/\.\.\.\s*([_A-Za-z][_0-9A-Za-z]*)/g))
      if (spread !== 'on' && !wanted.includes(spread)) wanted.push(spread);
  }
  return { query: picked.join('\n\n'), operationName };
}
