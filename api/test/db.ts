import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { EMBEDDED_POOL, startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded';
import { migrationsList } from '../src/db/migrations';
import { ormConfig } from '../src/db/mikro-orm.config';

/**
 * The api suite runs twice in CI: on a real PostgreSQL (default) and on the embedded PGlite a user gets with no
 * setup (`TEST_DB=embedded`).
 */
export const testDbKind: 'postgres' | 'embedded' = process.env.TEST_DB === 'embedded' ? 'embedded' : 'postgres';

/** The server tests create their databases on; CI points DATABASE_URL at the machine's PostgreSQL. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

export interface TestDatabase {
  /** A real PostgreSQL database's URL; undefined on the embedded database, which the server starts itself. */
  url: string | undefined;
  /** The server's DATA_DIR (the embedded database lives in its `pgdata`). */
  dataDir: string;
  drop(): Promise<void>;
}

/** The data directory's format follows PGlite's version (its package.json is not exported: walk up to it). */
function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * One key per set of migrations and PGlite version: a migration edited before it lands must not be served from an
 * older template, so each migration's code is in it too, not its name only.
 */
function templateKey(): string {
  return createHash('sha256')
    .update(migrationsList.map((m) => `${m.name}:${String(m.class)}`).join(','))
    .update(pgliteVersion())
    .digest('hex')
    .slice(0, 16);
}

/** A migrated embedded data directory, made once (jest's global setup) and copied for each test file in milliseconds. */
export function embeddedTemplateDir(): string {
  return path.join(os.tmpdir(), `chantiers-pgdata-template-${templateKey()}`);
}

/** The migrated PostgreSQL database each test file's database is created from (`CREATE DATABASE … TEMPLATE`). */
export function postgresTemplateName(): string {
  return `chantiers_template_${templateKey()}`;
}

async function adminQuery<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates a scratch database once per set of migrations, then renames it to the template's name: a rename is
 * atomic, so parallel runs never copy half of one, and the template has no open connection when it is copied.
 */
export async function ensurePostgresTemplate(): Promise<void> {
  const name = postgresTemplateName();
  if ((await adminQuery('select 1 from pg_database where datname = $1', [name])).length) return;
  const work = `chantiers_template_build_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${work}`);
  try {
    const orm = await MikroORM.init(ormConfig({ clientUrl: databaseUrl(work) }));
    await orm.getMigrator().up();
    await orm.close(true);
    await adminQuery(`alter database ${work} rename to ${name}`);
  } catch (err) {
    await adminQuery(`drop database if exists ${work} with (force)`);
    if (!(await adminQuery('select 1 from pg_database where datname = $1', [name])).length) throw err;
  }
}

/** Builds the migrated template if it is missing (atomically: parallel runs never see half of one). */
export async function ensureEmbeddedTemplate(): Promise<void> {
  const target = embeddedTemplateDir();
  if (fs.existsSync(target)) return;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-template-build-'));
  const embedded = await startEmbeddedDatabase(work);
  try {
    const orm = await MikroORM.init(ormConfig({ clientUrl: embedded.url, pool: EMBEDDED_POOL }));
    await orm.getMigrator().up();
    await orm.close(true);
  } finally {
    await embedded.stop();
  }
  try {
    fs.renameSync(path.join(work, 'pgdata'), target);
  } catch (err) {
    if (!fs.existsSync(target)) throw err;
  }
  fs.rmSync(work, { recursive: true, force: true });
}

/**
 * A new database for one test file, migrated unless `empty`: on PostgreSQL a copy of the template database, embedded
 * a data directory holding a copy of the template's.
 */
export async function createTestDatabase(opts: { empty?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (testDbKind === 'embedded') {
    if (!opts.empty) {
      await ensureEmbeddedTemplate();
      fs.cpSync(embeddedTemplateDir(), path.join(dataDir, 'pgdata'), { recursive: true });
    }
    return { url: undefined, dataDir, drop: async () => removeDir() };
  }
  const name = `chantiers_test_${randomBytes(6).toString('hex')}`;
  if (opts.empty) await adminQuery(`create database ${name}`);
  else {
    await ensurePostgresTemplate();
    await adminQuery(`create database ${name} template ${postgresTemplateName()}`);
  }
  return {
    url: databaseUrl(name),
    dataDir,
    async drop() {
      removeDir();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** An ORM of its own on a test database, for tests below the server (migrations, the audit subscriber). */
export async function openTestOrm(db: TestDatabase, extra: Partial<Options> = {}): Promise<{ orm: MikroORM; close(): Promise<void> }> {
  let embedded: EmbeddedDatabase | null = null;
  if (!db.url) embedded = await startEmbeddedDatabase(db.dataDir);
  const base = embedded ? ormConfig({ clientUrl: embedded.url, pool: EMBEDDED_POOL }) : ormConfig({ clientUrl: db.url! });
  const orm = await MikroORM.init({ ...base, ...extra });
  return {
    orm,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
