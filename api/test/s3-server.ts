import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

export const S3_TEST_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_TEST_BUCKET = 'chantiers-test';

export interface TestS3 {
  endpoint: string;
  /** FILES_DRIVER=s3 and the store's settings, for an api started on it. */
  env: Record<string, string>;
  /** Requests the store answered, by method (what the copy command's test counts). */
  requests: { method: string; path: string; status: number }[];
  stop(): Promise<void>;
}

class NodeSha256 {
  private readonly hash;
  constructor(secret?: Uint8Array | string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac('sha256', Buffer.from(secret as Uint8Array)) : createHash('sha256');
  }
  update(data: Uint8Array | string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(data as Uint8Array));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {}
}

const CORS = [
  '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>',
  '<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>',
  '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>',
].join('');

type KoaCtx = {
  method: string;
  req: { url?: string; headers: Record<string, string | string[] | undefined> };
  status: number;
  body: unknown;
  type: string;
};

const amzDate = (v: string) =>
  new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(9, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`);

/**
 * s3rver accepts any Signature V4 without checking it: the store's side of a presigned URL is checked here, with the
 * AWS SDK's own signer (a URL for another key, method or expiry fails as on AWS). Unsigned requests are refused but
 * CORS preflights: the bucket is private.
 */
function verifySigV4(signer: SignatureV4) {
  return async (ctx: KoaCtx, next: () => Promise<void>) => {
    if (ctx.method === 'OPTIONS') return next();
    const [rawPath, rawQuery = ''] = (ctx.req.url ?? '/').split('?');
    const query = Object.fromEntries(new URLSearchParams(rawQuery));
    const headers = Object.fromEntries(
      Object.entries(ctx.req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : (v ?? '')]),
    );
    const refuse = (code: string, message: string) => {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
    };
    const auth = headers.authorization;
    const request = (signed: string[], q: Record<string, string>) => ({
      method: ctx.method,
      protocol: 'http:',
      hostname: headers.host.split(':')[0],
      port: Number(headers.host.split(':')[1]) || undefined,
      path: rawPath,
      query: q,
      headers: Object.fromEntries(signed.map((h) => [h, headers[h] ?? ''])),
    });
    if (query['X-Amz-Signature']) {
      const date = amzDate(query['X-Amz-Date'] ?? '');
      const expiresIn = Number(query['X-Amz-Expires']);
      if (Number.isNaN(date.getTime()) || !Number.isInteger(expiresIn)) return refuse('AuthorizationQueryParametersError', 'bad query');
      if (date.getTime() + expiresIn * 1000 < Date.now()) return refuse('AccessDenied', 'Request has expired');
      const given = query['X-Amz-Signature'];
      const signed = (query['X-Amz-SignedHeaders'] ?? '').split(';');
      // The signer writes the five auth parameters again; other X-Amz-* parameters were headers it hoisted.
      const own = new Set(['X-Amz-Signature', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders']);
      const hoisted = Object.fromEntries(Object.entries(query).filter(([k]) => k.startsWith('X-Amz-') && !own.has(k)));
      const plain = Object.fromEntries(Object.entries(query).filter(([k]) => !k.startsWith('X-Amz-')));
      const req = request(signed, plain);
      const again = await signer.presign(
        { ...req, headers: { ...req.headers, ...hoisted } },
        { signingDate: date, expiresIn, signableHeaders: new Set(signed) },
      );
      if (again.query?.['X-Amz-Signature'] !== given) return refuse('SignatureDoesNotMatch', 'The request signature we calculated does not match');
      return next();
    }
    if (auth?.startsWith('AWS4-HMAC-SHA256 ')) {
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(';') ?? [];
      const given = /Signature=([0-9a-f]+)/.exec(auth)?.[1];
      const again = await signer.sign(request(signed, query), {
        signingDate: amzDate(headers['x-amz-date'] ?? ''),
        signableHeaders: new Set(signed),
      });
      if (!String(again.headers.authorization).endsWith(`Signature=${given}`))
        return refuse('SignatureDoesNotMatch', 'The request signature we calculated does not match');
      return next();
    }
    return refuse('AccessDenied', 'Access Denied');
  };
}

/** A real S3-protocol server on loopback (s3rver: files on disk under a temp folder), with one private bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'chantiers-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [CORS] }],
  });
  const signer = new SignatureV4({
    credentials: S3_TEST_KEYS,
    region: 'us-east-1',
    service: 's3',
    sha256: NodeSha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const requests: TestS3['requests'] = [];
  const middleware = (server as unknown as { middleware: unknown[] }).middleware;
  middleware.unshift(async (ctx: KoaCtx, next: () => Promise<void>) => {
    await next();
    requests.push({ method: ctx.method, path: (ctx.req.url ?? '').split('?')[0], status: ctx.status });
  }, verifySigV4(signer));
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    requests,
    env: {
      FILES_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
