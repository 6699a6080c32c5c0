import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { type Env, loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './db';
import { startTestSmtp, type TestSmtp } from './smtp';

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  smtp: TestSmtp;
  db: TestDatabase;
  server: RunningServer;
  /** POSTs a GraphQL operation; `token` becomes the bearer. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<HttpAnswer<{ data?: T; errors?: any[] }>>;
  /** Calls a REST path under /api/v1. */
  rest<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpAnswer<T>>;
  stop(): Promise<void>;
}

/** A real server on a random port, a fresh PostgreSQL database and a loopback SMTP peer. */
export async function startTestServer(env: Partial<Record<keyof Env, string>> = {}): Promise<TestServer> {
  const [db, smtp] = await Promise.all([createTestDatabase(), startTestSmtp()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-test-'));
  const config = loadConfig({
    PORT: '0',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const server = await startServer(config, pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }));
  const call = async (url: string, init: RequestInit): Promise<HttpAnswer> => {
    const res = await fetch(url, init);
    const raw = await res.text();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // Not JSON: the raw text is the body.
    }
    return { status: res.status, body, headers: res.headers };
  };
  return {
    url: server.url,
    smtp,
    db,
    server,
    gql: (query, variables, token) =>
      call(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      }),
    rest: (method, p, body, headers = {}) =>
      call(`${server.url}/api/v1${p}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async stop() {
      await server.stop();
      await smtp.stop();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
