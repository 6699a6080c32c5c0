/* `npm run files:copy -w api`: moves the files kept in PostgreSQL to the object store configured by FILES_DRIVER=s3. */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config';
import { ormConfig } from './mikro-orm.config';
import { copyFilesToStore } from '../core/files/s3/copy-files';
import { ObjectChecks } from '../core/files/s3/object-checks';
import { s3ClientOf } from '../core/files/s3/s3-client';
import { S3FileStorage } from '../core/files/s3/s3-file-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.files.driver !== 's3' || !config.databaseUrl) throw new Error('files:copy demande FILES_DRIVER=s3, S3_BUCKET et DATABASE_URL');
  const orm = await MikroORM.init(ormConfig({ clientUrl: config.databaseUrl, poolMax: 2 }));
  try {
    const s3 = s3ClientOf(config.files);
    const checks = new ObjectChecks(orm, s3, config.files.bucket);
    const storage = new S3FileStorage(s3, s3, config.files.bucket, checks);
    let last = 0;
    const report = await copyFilesToStore(orm, { storage, s3, bucket: config.files.bucket, checks }, (r) => {
      const done = r.copied + r.found;
      if (done - last >= 100) {
        last = done;
        console.log(`${done} fichiers déplacés (${r.copied} écrits, ${r.found} déjà présents)`);
      }
    });
    console.log(`Terminé : ${report.copied} écrits, ${report.found} déjà présents et vérifiés, ${report.left} restants.`);
    if (report.left) process.exitCode = 1;
  } finally {
    await orm.close(true);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
