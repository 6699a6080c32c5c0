// The api a bench times: a scratch PostgreSQL database (dropped at the end unless BENCH_KEEP_DB), a data folder, the
// real server started in this process (its start runs the migrations; seeding comes after), and a GraphQL caller.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../api/src/server';
import { adminDatabaseUrl, withClient } from './bench-sites-seed';

export interface BenchApi {
  server: RunningServer;
  dbUrl: string;
  /** One GraphQL call; throws on an error answer. */
  post(query: string, variables: Record<string, unknown>, token?: string): Promise<any>;
  /** The access token of a member signing in with `password`. */
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export async function startBenchApi(tag: string, env: Record<string, string> = {}): Promise<BenchApi> {
  const admin = adminDatabaseUrl();
  const dbName = `chantiers_bench_${tag}_${randomBytes(4).toString('hex')}`;
  const dbUrl = admin.replace(/\/[^/]*$/, `/${dbName}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `chantiers-bench-${tag}-`));
  await withClient(admin, (c) => c.query(`create database ${dbName}`));
  const dispose = async () => {
    if (process.env.BENCH_KEEP_DB) console.log(`bench: kept ${dbName}`);
    else await withClient(admin, (c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let server: RunningServer;
  try {
    const { loadConfig } = require('../api/src/config');
    const { startServer } = require('../api/src/server');
    const pino = require('pino');
    const config = loadConfig({
      PORT: '0',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    });
    server = await startServer(config, pino({ level: 'silent' }));
  } catch (err) {
    await dispose();
    throw err;
  }
  const url = `http://127.0.0.1:${server.port}/graphql`;
  const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: unknown[] };
    if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
    return body.data;
  };
  return {
    server,
    dbUrl,
    post,
    signIn: async (email, password) =>
      (await post('mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }', { input: { email, password } })).signIn.accessToken,
    async close() {
      await server.stop().catch(() => undefined);
      await dispose();
    },
  };
}
