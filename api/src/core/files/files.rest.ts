import type { RestRoute } from '../rest/facade';

const UPLOADED = 'id name contentType size url';

/** Direct uploads (issue 40), through the same mutations as GraphQL. */
export const filesRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/files/uploads',
    operation:
      'mutation StartFileUpload($input: FileUploadInput!) { startFileUpload(input: $input) { ' +
      'direct upload { id uploadUrl method headers { name value } expiresAt ticket } } }',
    variables: (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      return { input: { kind: body.kind, name: body.name, size: body.size, contentType: body.contentType } };
    },
    // The signed headers as one object, as fetch and XMLHttpRequest take them.
    answer: (data) => {
      const start = data.startFileUpload as { direct: boolean; upload: { headers: { name: string; value: string }[] } | null };
      return start.upload
        ? { ...start, upload: { ...start.upload, headers: Object.fromEntries(start.upload.headers.map((h) => [h.name, h.value])) } }
        : start;
    },
  },
  {
    method: 'post',
    path: '/files/uploads/complete',
    status: 201,
    operation: `mutation CompleteFileUpload($ticket: String) { completeFileUpload(ticket: $ticket) { ${UPLOADED} } }`,
    variables: (req) => ({ ticket: (req.body as { ticket?: unknown } | undefined)?.ticket }),
  },
];
