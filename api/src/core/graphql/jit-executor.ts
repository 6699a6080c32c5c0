import { type DocumentNode, execute, type ExecutionResult, GraphQLError, type GraphQLSchema } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/** Documents kept compiled (the web sends about 200; integrators a few more). */
const COMPILED_MAX = 1000;
/** A document is compiled the second time it is seen: one sent once (a probe, a fuzzer) costs no compilation. */
const COMPILE_AT = 2;

/**
 * graphql-jit's errors inherit graphql-js's prototype but not its constructor's fields (no `nodes`, no `toJSON` data):
 * Apollo's formatting then failed into 'Internal server error'. Each becomes graphql-js's own, as before.
 */
function asGraphQLError(err: GraphQLError): GraphQLError {
  const real = new GraphQLError(err.message, { path: err.path, originalError: err.originalError ?? undefined, extensions: err.extensions });
  if (err.locations?.length) Object.assign(real, { locations: err.locations });
  return real;
}

/**
 * Variables as JSON would carry them: graphql-js reads a key set to `undefined` as absent (its default applies),
 * graphql-jit as null. Only the REST facade builds variables in JavaScript; GraphQL's come parsed from JSON.
 */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = withoutUndefined(item);
  return out;
}

export interface ExecutorStats {
  /** Executions by a compiled document. */
  compiled: number;
  /** Executions by graphql-js: a document seen fewer than COMPILE_AT times, or one graphql-jit cannot compile. */
  interpreted: number;
  /** Distinct documents graphql-jit refused to compile (they run on graphql-js). */
  refused: number;
}

interface Entry {
  seen: number;
  compiled?: CompiledQuery | null;
}

export interface ExecuteArgs {
  document: DocumentNode;
  /** The document's identity: Apollo's query hash, or a REST route's own name. */
  key: string;
  operationName?: string | null;
  contextValue: unknown;
  variableValues?: Record<string, unknown> | null;
}

/**
 * GraphQL execution by documents compiled with graphql-jit (issue 41: graphql-js walked the ~300 fields of a list page
 * field by field, a large share of the api's Node time), graphql-js for the rest. Same answers: a request whose
 * variables do not fit (nothing ran yet) is answered by graphql-js, whose messages Apollo and the REST facade read.
 */
export class JitExecutor {
  readonly stats: ExecutorStats = { compiled: 0, interpreted: 0, refused: 0 };
  private readonly documents = new LRUCache<string, Entry>({ max: COMPILED_MAX });

  constructor(private readonly schema: GraphQLSchema) {}

  async execute(args: ExecuteArgs): Promise<ExecutionResult> {
    const compiled = this.compiledFor(args);
    if (compiled) {
      const result = await compiled.query(undefined, args.contextValue, withoutUndefined(args.variableValues ?? {}) as Record<string, unknown>);
      if (!(result.errors?.length && result.data === undefined)) {
        this.stats.compiled += 1;
        return result.errors?.length ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
      }
    }
    this.stats.interpreted += 1;
    return execute({
      schema: this.schema,
      document: args.document,
      operationName: args.operationName ?? undefined,
      contextValue: args.contextValue,
      variableValues: args.variableValues ?? undefined,
    });
  }

  private compiledFor({ key, document, operationName }: ExecuteArgs): CompiledQuery | null {
    const cacheKey = `${operationName ?? ''}:${key}`;
    let entry = this.documents.get(cacheKey);
    if (!entry) {
      entry = { seen: 0 };
      this.documents.set(cacheKey, entry);
    }
    if (entry.compiled !== undefined) return entry.compiled;
    entry.seen += 1;
    if (entry.seen < COMPILE_AT) return null;
    let compiled: CompiledQuery | null = null;
    try {
      const made = compileQuery(this.schema, document, operationName ?? undefined);
      if (isCompiledQuery(made)) compiled = made as CompiledQuery;
    } catch {
      // An operation name the document lacks throws here; graphql-js answers it as Apollo and the facade expect.
    }
    if (compiled) entry.compiled = compiled;
    else {
      entry.compiled = null;
      this.stats.refused += 1;
    }
    return entry.compiled;
  }
}
