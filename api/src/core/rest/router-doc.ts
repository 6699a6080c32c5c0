import type { Action } from '../policies/policies';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = { [key: string]: unknown };

/**
 * The OpenAPI description of an express router's operations (downloads, uploads, exports, redirects): what the route
 * table cannot show, because these routes run no GraphQL operation. Each router exports its own beside its code
 * (`MountedRouter.doc`); document.ts adds them to the document with the shared error answers and bearer security, and
 * the contract test walks every router's stack, so a route without its description fails.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouterParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  /** In French, like the rest of the document. */
  description: string;
  /** Path parameters are always required. */
  required?: boolean;
  /** Absent: a string. */
  schema?: JsonSchema;
}

/** A file part of a multipart form. */
export interface FormFile {
  name: string;
  description: string;
  /** The content types accepted (read from the bytes, not from the part's header). */
  mediaTypes: readonly string[];
  /** Several files under the same name. */
  many?: boolean;
  required?: boolean;
}

/** A text part of a multipart form. */
export interface FormText {
  name: string;
  description: string;
  required?: boolean;
}

export interface RouterResponse {
  description: string;
  /** Media type -> schema of the body. */
  content?: Record<string, JsonSchema>;
  /** Header name -> what it holds. */
  headers?: Record<string, string>;
}

export interface RouterOperation {
  method: HttpMethod;
  /** Under the router's mount path, with `{name}` parameters: '/{id}/pdf', '/{token}.ics'; '/' is the mount path itself. */
  path: string;
  /** In French, like the rest of the document. */
  summary: string;
  description?: string;
  /** The policy action the handler checks (`handle`), or public: the request carries its own proof (a signed URL, a secret link). */
  access: Action | 'public';
  /** Absent: the module's name. */
  tag?: string;
  parameters?: readonly RouterParameter[];
  /** Always multipart/form-data: a JSON body goes through the route table. */
  form?: { files: readonly FormFile[]; texts?: readonly FormText[] };
  /**
   * A route of the table answers the same method and path (JSON); this router answers the multipart form first. The
   * form is added to that operation's request body, whose answers it shares, and its text fields are the JSON body's keys.
   */
  extendsRoute?: boolean;
  /** Successes and redirects, by status; errors come from the shared error answers. */
  responses?: Record<number, RouterResponse>;
}

export const MEDIA = {
  pdf: 'application/pdf',
  calendar: 'text/calendar',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A 200 answer of bytes, in one of `mediaTypes`. */
export function fileAnswer(description: string, mediaTypes: readonly string[], headers: Record<string, string> = {}): Record<number, RouterResponse> {
  return {
    200: {
      description,
      content: Object.fromEntries(mediaTypes.map((t) => [t, { type: 'string', contentMediaType: t }])),
      headers: { 'Content-Disposition': 'Le nom du fichier (`inline` ou `attachment`).', ...headers },
    },
  };
}

/** A 302 answer to `Location`. */
export const redirectAnswer = (description: string): Record<number, RouterResponse> => ({
  302: { description, headers: { Location: "L'adresse où le navigateur continue." } },
});

export const uuidParam = (name: string, description: string): RouterParameter => ({
  name,
  in: 'path',
  description,
  schema: { type: 'string', format: 'uuid' },
});
