import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '@chantiers/schema';
import { defaultFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { AppError } from './app-error';

/**
 * The field errors for arguments holding unsafe text (NUL, a lone surrogate), or null. Inside an input object or a
 * list the path starts below the argument ('name', '0.endDate'), the way the shared schemas name fields.
 */
export function unsafeTextFields(args: Record<string, unknown>): Record<string, string> | null {
  const path = unsafeTextPath(args);
  if (!path) return null;
  const [arg, ...inner] = path;
  const field = inner.length && args[arg] && typeof args[arg] === 'object' ? inner.join('.') : path.join('.');
  return { [field]: UNSAFE_TEXT_MESSAGE };
}

/**
 * Every field that takes arguments refuses unsafe text before its resolver runs. One check for every argument of
 * both doors (GraphQL, and the REST facade that executes against this schema), whether sent as a variable or
 * written in the document.
 */
export function guardTextArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const fields = unsafeTextFields(args);
        if (fields) throw AppError.badInput(fields);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
