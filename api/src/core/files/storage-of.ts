import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { type FileStorage, PostgresFileStorage } from './file-storage';
import type { FilesConfig } from './s3/files-config';
import { ObjectChecks } from './s3/object-checks';
import { s3ClientOf } from './s3/s3-client';
import { S3FileStorage } from './s3/s3-file-storage';

/** The configured storage, and the job that keeps an object store in step with `stored_file` (none for PostgreSQL). */
export function fileStorageOf(orm: MikroORM, config: FilesConfig, logger?: Logger): { storage: FileStorage; checks: ObjectChecks | null } {
  if (config.driver === 'database') return { storage: new PostgresFileStorage(), checks: null };
  const s3 = s3ClientOf(config);
  const checks = new ObjectChecks(orm, s3, config.bucket, logger);
  return { storage: new S3FileStorage(s3, s3ClientOf(config, config.publicEndpoint), config.bucket, checks), checks };
}
