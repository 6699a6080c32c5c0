import { ConfigError, loadConfig } from '../../../config';
import { storeOrigin } from './files-config';

const DB = { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/chantiers' };
const S3 = { FILES_DRIVER: 's3', S3_BUCKET: 'chantiers-fichiers', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };

describe('FILES_DRIVER and the S3_* variables', () => {
  it('keeps files in PostgreSQL by default', () => {
    expect(loadConfig({}).files).toEqual({ driver: 'database' });
  });

  it('reads an S3-compatible store: path style with a custom endpoint, browsers on the public endpoint', () => {
    const files = loadConfig({ ...DB, ...S3, S3_ENDPOINT: 'http://minio:9000/', S3_PUBLIC_ENDPOINT: 'https://fichiers.example.ma' }).files;
    expect(files).toEqual({
      driver: 's3',
      bucket: 'chantiers-fichiers',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://fichiers.example.ma',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
    });
    expect(storeOrigin(files)).toBe('https://fichiers.example.ma');
    const aws = loadConfig({ ...DB, FILES_DRIVER: 's3', S3_BUCKET: 'chantiers-fichiers', S3_REGION: 'eu-west-3' }).files;
    expect(aws).toMatchObject({ endpoint: undefined, forcePathStyle: false, credentials: undefined });
    expect(storeOrigin(aws)).toBe('https://chantiers-fichiers.s3.eu-west-3.amazonaws.com');
    expect(storeOrigin(loadConfig({}).files)).toBeNull();
  });

  it.each([
    [{ ...DB, FILES_DRIVER: 'ftp' }, 'FILES_DRIVER doit valoir database, s3'],
    [{ ...DB, FILES_DRIVER: 's3' }, 'FILES_DRIVER=s3 demande S3_BUCKET'],
    [{ ...S3 }, 'FILES_DRIVER=s3 demande DATABASE_URL (un serveur PostgreSQL)'],
    [{ ...DB, ...S3, S3_BUCKET: 'Mon Bucket' }, 'S3_BUCKET doit être un nom de bucket valide'],
    [{ ...DB, ...S3, S3_SECRET_ACCESS_KEY: undefined }, 'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble'],
    [{ ...DB, ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT doit être une URL http ou https valide'],
  ])('stops the start with a message naming what is wrong: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
