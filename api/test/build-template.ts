import 'reflect-metadata';
import { ensureEmbeddedTemplate } from './db';

ensureEmbeddedTemplate().catch((err) => {
  console.error(err);
  process.exit(1);
});
