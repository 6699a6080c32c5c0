import 'reflect-metadata';
import { ensureEmbeddedTemplate, testDbKind } from './db';

/** Embedded runs copy one migrated data directory per test file; make it once, before the workers start. */
export default async function globalSetup(): Promise<void> {
  if (testDbKind === 'embedded') await ensureEmbeddedTemplate();
}
