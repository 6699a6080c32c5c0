import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWith = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `${what} doit être une URL ${protocols.join(' ou ')} valide`);

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'PORT doit être un nombre' }).int('PORT doit être un entier').min(0).max(65535, 'PORT doit être compris entre 0 et 65535').default(4000),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'DATABASE_URL').optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  APP_URL: urlWith(['http:', 'https:'], 'APP_URL').optional(),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'SMTP_URL').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Chantiers <no-reply@chantiers.ma>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET doit contenir au moins 32 caractères').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL doit valoir ${LOG_LEVELS.join(', ')}` }).default('info'),
  SEED_DEMO: z.enum(['true', 'false'], { error: 'SEED_DEMO doit valoir true ou false' }).optional(),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'TRUST_PROXY doit valoir true ou false' }).default('false'),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  WEB_DIST: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  seedDemo: boolean;
  trustProxy: boolean;
  loginMaxFailuresPerEmail: number;
  loginMaxFailuresPerIp: number;
  webDist: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    loginMaxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    webDist: path.resolve(e.WEB_DIST ?? path.join(__dirname, '..', '..', 'web', 'dist')),
  };
}

/** The public origin used in e-mail links; defaults to this server. */
export function publicOrigin(config: Config, boundPort: number): string {
  return config.appUrl ?? `http://localhost:${boundPort}`;
}
