import { ApiError, apiErrorFromGraphQL } from './api-error';
import type { Operation } from './operation';

/**
 * A small typed GraphQL call for the public screens and the token refresh, so the sign-in route does not
 * load Apollo (nor graphql-js: operations travel as the text of their .graphql file, see operation.ts).
 * Private screens use Apollo Client.
 */
export async function graphqlRequest<TData, TVars>(op: Operation<TData, TVars>, variables: TVars, accessToken?: string): Promise<TData> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify({ query: op.query, operationName: op.operationName, variables }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'network');
  }
  let body: { data?: TData; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status || 500, response.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL', response.statusText);
  }
  if (body.errors?.length) throw apiErrorFromGraphQL(body.errors[0]);
  if (!body.data) throw new ApiError(response.status || 500, 'INTERNAL', 'empty response');
  return body.data;
}
