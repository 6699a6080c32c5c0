import 'reflect-metadata';
import { ensureEmbeddedTemplate, ensurePostgresTemplate, testDbKind } from './db';

(testDbKind === 'embedded' ? ensureEmbeddedTemplate() : ensurePostgresTemplate()).catch((err) => {
  console.error(err);
  process.exit(1);
});
