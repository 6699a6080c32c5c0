import { S3Client } from '@aws-sdk/client-s3';
import type { FilesConfig } from './files-config';

type S3Config = Extract<FilesConfig, { driver: 's3' }>;

/**
 * The SDK's client for the store. Checksums only when an operation requires one: the SDK's default (a CRC32 header on
 * every upload, and in presigned URLs) is refused by several S3-compatible stores; integrity is our own sha256.
 */
export function s3ClientOf(config: S3Config, endpoint: string | undefined = config.endpoint): S3Client {
  return new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
