import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server tests create their databases on; CI points DATABASE_URL at the machine's PostgreSQL. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database for one test file; migrations run when the server starts on it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = new URL(adminDatabaseUrl());
  const name = `chantiers_test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: admin.toString() });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
