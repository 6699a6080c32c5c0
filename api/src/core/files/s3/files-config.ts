import { z } from 'zod';

export const FILES_DRIVERS = ['database', 's3'] as const;

/** Where file bytes live: PostgreSQL (`database`, the default and the embedded one) or an S3-compatible store. */
export type FilesConfig =
  | { driver: 'database' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** The api's way to the store (AWS when unset). */
      endpoint: string | undefined;
      /** The browsers' way to the store (presigned URLs are signed for this host); the endpoint when unset. */
      publicEndpoint: string | undefined;
      /** Path-style URLs (`host/bucket/key`), which most S3-compatible stores want; AWS takes either. */
      forcePathStyle: boolean;
      /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

const httpUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol), `${name} doit être une URL http ou https valide`);

/** The environment variables of file storage, merged into the api's (config.ts). */
export const FILES_ENV = {
  FILES_DRIVER: z.enum(FILES_DRIVERS, { error: `FILES_DRIVER doit valoir ${FILES_DRIVERS.join(', ')}` }).default('database'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET doit être un nom de bucket valide (3 à 63 minuscules, chiffres, points, tirets)')
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl('S3_ENDPOINT').optional(),
  S3_PUBLIC_ENDPOINT: httpUrl('S3_PUBLIC_ENDPOINT').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE doit valoir true ou false' }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
};

type FilesEnv = { [K in keyof typeof FILES_ENV]?: z.output<(typeof FILES_ENV)[K]> };

/** The files' settings, or a message naming what is missing (config.ts stops the start with it). */
export function filesConfigOf(e: FilesEnv, databaseServer: boolean): FilesConfig | string {
  if (e.FILES_DRIVER === 'database') return { driver: 'database' };
  // The embedded database has one connection: the object checks need a second one beside a request's transaction.
  if (!databaseServer) return 'FILES_DRIVER=s3 demande DATABASE_URL (un serveur PostgreSQL)';
  if (!e.S3_BUCKET) return 'FILES_DRIVER=s3 demande S3_BUCKET';
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) return 'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble';
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    publicEndpoint: (e.S3_PUBLIC_ENDPOINT ?? e.S3_ENDPOINT)?.replace(/\/+$/, ''),
    // A custom endpoint is nearly always an S3-compatible store (MinIO, Garage, OVH, Scaleway): path style by default.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
  };
}

/** The origin browsers reach the store at, for the pages' Content-Security-Policy (null: the store is AWS's, per bucket). */
export function storeOrigin(config: FilesConfig): string | null {
  if (config.driver !== 's3') return null;
  if (config.publicEndpoint) {
    const url = new URL(config.publicEndpoint);
    return config.forcePathStyle ? url.origin : `${url.protocol}//${config.bucket}.${url.host}`;
  }
  return config.forcePathStyle ? `https://s3.${config.region}.amazonaws.com` : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}
