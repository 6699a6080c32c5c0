import { GraphQLError, Kind } from 'graphql';

const PATH = String.raw`((?:\.[A-Za-z_]\w*|\[\d+\])*)`;

/**
 * The field a graphql-js variable coercion error names, dotted like the shared schemas name fields ('page',
 * 'progress', '0.endDate'); null when `err` is not such an error. These errors are the request's fault: the
 * operation itself passed validation, the values sent for its variables did not fit their types.
 */
export function variableErrorField(err: unknown): string | null {
  if (!(err instanceof GraphQLError) || err.nodes?.length !== 1) return null;
  const [node] = err.nodes;
  if (node.kind !== Kind.VARIABLE_DEFINITION) return null;
  const name = node.variable.name.value;
  if (!err.message.startsWith(`Variable "$${name}" `)) return null;
  // '… got invalid value 5.5 at "input.progress"; Int cannot represent …' (a value inside the variable).
  const at = new RegExp(` at "${name}${PATH}"; `).exec(err.message);
  const parts = at ? at[1].split(/[.[\]]/).filter(Boolean) : [];
  // '…; Field "name" of required type "String!" was not provided.' (or 'is not defined by type …').
  const missing = /; Field "(\w+)" (?:of required type "[^"]+" was not provided|is not defined by type "\w+")[^;]*$/.exec(err.message);
  const inner = missing?.[1];
  if (inner) parts.push(inner);
  // Inside an input object or a list the variable's own name is left out, as in the shared schemas' paths.
  return parts.length ? parts.join('.') : name;
}
