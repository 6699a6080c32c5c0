import path from 'node:path';
import { z } from 'zod';
import { PRODUCTION_HASH_COST } from './core/auth/passwords';
import { CLEARANCE_DRIVER_NAMES, type ClearanceDriverName } from './modules/invoices/clearance/clearance-drivers';
import { FILES_ENV, type FilesConfig, filesConfigOf } from './core/files/s3/files-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const INTROSPECTION = ['auto', 'on', 'off'] as const;

const limit = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} doit être un nombre` })
    .int(`${name} doit être un entier`)
    .min(1, `${name} doit valoir au moins 1`)
    .default(fallback);

const replicaUrls = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

const urlWith = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `${what} doit être une URL ${protocols.join(' ou ')} valide`,
    );

/** Social sign-in (issue 20): one OpenID Connect provider per slot; any provider may fill either. */
export const OIDC_SLOTS = [
  { id: 'google', env: 'GOOGLE', name: 'Google' },
  { id: 'microsoft', env: 'MICROSOFT', name: 'Microsoft' },
] as const;

export interface OidcProviderConfig {
  id: (typeof OIDC_SLOTS)[number]['id'];
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

// An issuer is https; plain http only on loopback (a provider started by the tests, a local one in development).
const oidcIssuer = (name: string) =>
  urlWith(['http:', 'https:'], name).refine((v) => {
    const url = new URL(v);
    return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  }, `${name} doit être une URL https (http seulement sur la boucle locale)`);

const oidcSlotEnv = <S extends string>(slot: S) =>
  ({
    [`OIDC_${slot}_ISSUER`]: oidcIssuer(`OIDC_${slot}_ISSUER`).optional(),
    [`OIDC_${slot}_CLIENT_ID`]: z.string().trim().min(1).max(255).optional(),
    [`OIDC_${slot}_CLIENT_SECRET`]: z.string().min(1).max(1024).optional(),
    [`OIDC_${slot}_NAME`]: z.string().trim().min(1).max(40).optional(),
  }) as Record<`OIDC_${S}_${'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET' | 'NAME'}`, z.ZodOptional<z.ZodString>>;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT doit être un nombre' })
    .int('PORT doit être un entier')
    .min(0)
    .max(65535, 'PORT doit être compris entre 0 et 65535')
    .default(4000),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'DATABASE_URL').optional(),
  // PostgreSQL itself when DATABASE_URL is a pooler in transaction mode (PgBouncer): what needs a session goes there.
  DATABASE_DIRECT_URL: urlWith(['postgres:', 'postgresql:'], 'DATABASE_DIRECT_URL').optional(),
  // Streaming replicas of DATABASE_URL for the reads that tolerate lag (core/replicas), comma-separated.
  DATABASE_REPLICA_URLS: z
    .string()
    .trim()
    .refine(
      (v) => replicaUrls(v).every((url) => urlWith(['postgres:', 'postgresql:'], 'DATABASE_REPLICA_URLS').safeParse(url).success),
      'DATABASE_REPLICA_URLS doit être une liste d’URL postgres ou postgresql valides, séparées par des virgules',
    )
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_TIMEOUT_MS: limit('DATABASE_TIMEOUT_MS', 8000),
  APP_URL: urlWith(['http:', 'https:'], 'APP_URL').optional(),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'SMTP_URL').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Chantiers <no-reply@chantiers.ma>'),
  CONTACT_EMAIL: z.string().trim().email('CONTACT_EMAIL doit être une adresse e-mail valide').default('contact@chantiers.ma'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET doit contenir au moins 32 caractères').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL doit valoir ${LOG_LEVELS.join(', ')}` }).default('info'),
  SEED_DEMO: z.enum(['true', 'false'], { error: 'SEED_DEMO doit valoir true ou false' }).optional(),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'TRUST_PROXY doit valoir true ou false' }).default('false'),
  LOGIN_MAX_FAILURES_PER_EMAIL_AND_IP: limit('LOGIN_MAX_FAILURES_PER_EMAIL_AND_IP', 5),
  LOGIN_MAX_FAILURES_PER_EMAIL: limit('LOGIN_MAX_FAILURES_PER_EMAIL', 20),
  LOGIN_MAX_FAILURES_PER_IP: limit('LOGIN_MAX_FAILURES_PER_IP', 50),
  MAIL_MAX_PER_EMAIL: limit('MAIL_MAX_PER_EMAIL', 3),
  MAIL_MAX_PER_IP: limit('MAIL_MAX_PER_IP', 20),
  INVITE_MAX_PER_IP: limit('INVITE_MAX_PER_IP', 50),
  OAUTH_MAX_PER_IP: limit('OAUTH_MAX_PER_IP', 30),
  API_TOKEN_MAX_PER_MINUTE: limit('API_TOKEN_MAX_PER_MINUTE', 600),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false'], { error: 'WEBHOOKS_ALLOW_PRIVATE doit valoir true ou false' }).default('false'),
  WEBHOOK_RETRY_BASE_SECONDS: limit('WEBHOOK_RETRY_BASE_SECONDS', 30),
  // argon2's minimum is 8 KiB; below 1 MiB a hash is no hash worth the name, even in tests.
  PASSWORD_HASH_MEMORY_KIB: limit('PASSWORD_HASH_MEMORY_KIB', PRODUCTION_HASH_COST.memoryKib).refine(
    (v) => v >= 1024,
    'PASSWORD_HASH_MEMORY_KIB doit valoir au moins 1024',
  ),
  PASSWORD_HASH_PASSES: limit('PASSWORD_HASH_PASSES', PRODUCTION_HASH_COST.passes),
  GRAPHQL_INTROSPECTION: z.enum(INTROSPECTION, { error: `GRAPHQL_INTROSPECTION doit valoir ${INTROSPECTION.join(', ')}` }).default('auto'),
  NODE_ENV: z.string().optional(),
  WEB_DIST: z.string().optional(),
  NOTIFICATION_DIGEST_HOUR: z.coerce
    .number({ error: 'NOTIFICATION_DIGEST_HOUR doit être un nombre' })
    .int('NOTIFICATION_DIGEST_HOUR doit être un entier')
    .min(0)
    .max(23, 'NOTIFICATION_DIGEST_HOUR doit être compris entre 0 et 23')
    .default(7),
  // How a concerned company's invoices reach the DGI's platform: 'file' (exported, uploaded by hand on the portal) until
  // the platform publishes its interface and a driver of its own is added (modules/invoices/clearance).
  CLEARANCE_DRIVER: z
    .enum(CLEARANCE_DRIVER_NAMES as [ClearanceDriverName, ...ClearanceDriverName[]], {
      error: `CLEARANCE_DRIVER doit valoir ${CLEARANCE_DRIVER_NAMES.join(', ')}`,
    })
    .default('file'),
  ...FILES_ENV,
  ...oidcSlotEnv('GOOGLE'),
  ...oidcSlotEnv('MICROSOFT'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL without a pooler in between (default: `databaseUrl`), for what needs one session across transactions:
   * the startup advisory lock, the migrations, the LISTEN of session revocations. When it differs from `databaseUrl`,
   * that one is taken for a pooler in transaction mode (db/database.ts).
   */
  databaseDirectUrl: string | undefined;
  /** Streaming replicas of `databaseUrl` for the lists, dashboards and exports (core/replicas); empty: the primary only. */
  databaseReplicaUrls: string[];
  /** The longest a statement, a lock wait or a connection may take before the api answers 503 (PostgreSQL server only). */
  databaseTimeoutMs: number;
  dataDir: string;
  appUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact form's messages are mailed (SPEC §1). */
  contactEmail: string;
  jwtSecret: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  seedDemo: boolean;
  trustProxy: boolean;
  login: { perEmailAndIp: number; perEmail: number; perIp: number };
  mail: { perEmail: number; perIp: number; invitesPerIp: number };
  /** Whether anonymous callers may introspect the schema and get 'Did you mean' suggestions. */
  graphqlIntrospection: 'on' | 'off';
  webDist: string;
  /** The hour (Morocco) from which the daily notification digests are sent. */
  notificationDigestHour: number;
  /** The configured social sign-in providers (a slot is active when its issuer, client id and secret are all set). */
  oidc: OidcProviderConfig[];
  /** Social sign-ins started, and one-time codes or sign-ups completed, per IP per 10 minutes (each counted apart). */
  oauthPerIp: number;
  /** Requests per minute per personal access token (issue 21). */
  apiTokenPerMinute: number;
  /** Webhooks (issue 21): private and loopback receivers (plain http too) allowed, for development and tests only. */
  webhooks: { allowPrivate: boolean; retryBaseSeconds: number };
  /** argon2id's cost for new password hashes (production: 19 MiB, 2 passes; the test suite lowers it). */
  passwordHash: { memoryKib: number; passes: number };
  /** The clearance driver of companies concerned by e-invoicing (issue 39). */
  clearanceDriver: ClearanceDriverName;
  /** Where file bytes live (issue 40): PostgreSQL, or an S3-compatible store. */
  files: FilesConfig;
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
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL)
    throw new ConfigError(
      'Configuration invalide :\n  - DATABASE_DIRECT_URL: une connexion directe demande DATABASE_URL (la base intégrée n’en a pas)',
    );
  const oidc = oidcProviders(e);
  if (e.DATABASE_REPLICA_URLS && !e.DATABASE_URL)
    throw new ConfigError('Configuration invalide :\n  - DATABASE_REPLICA_URLS: des réplicas demandent DATABASE_URL (la base intégrée n’en a pas)');
  const files = filesConfigOf(e, Boolean(e.DATABASE_URL));
  if (typeof files === 'string') throw new ConfigError(`Configuration invalide :\n  - ${files}`);
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    databaseReplicaUrls: replicaUrls(e.DATABASE_REPLICA_URLS),
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    login: { perEmailAndIp: e.LOGIN_MAX_FAILURES_PER_EMAIL_AND_IP, perEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL, perIp: e.LOGIN_MAX_FAILURES_PER_IP },
    mail: { perEmail: e.MAIL_MAX_PER_EMAIL, perIp: e.MAIL_MAX_PER_IP, invitesPerIp: e.INVITE_MAX_PER_IP },
    // A production server does not hand its schema to anonymous callers; development keeps tools working.
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION === 'auto' ? (e.NODE_ENV === 'production' ? 'off' : 'on') : e.GRAPHQL_INTROSPECTION,
    webDist: path.resolve(e.WEB_DIST ?? path.join(__dirname, '..', '..', 'web', 'dist')),
    notificationDigestHour: e.NOTIFICATION_DIGEST_HOUR,
    oidc,
    oauthPerIp: e.OAUTH_MAX_PER_IP,
    apiTokenPerMinute: e.API_TOKEN_MAX_PER_MINUTE,
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'true', retryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS },
    passwordHash: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    clearanceDriver: e.CLEARANCE_DRIVER,
    files,
  };
}

/** A slot half set is a mistake worth stopping for: its button would silently be missing. */
function oidcProviders(e: Record<string, unknown>): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const slot of OIDC_SLOTS) {
    const [issuer, clientId, clientSecret] = (['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const).map(
      (k) => e[`OIDC_${slot.env}_${k}`] as string | undefined,
    );
    const set = [issuer, clientId, clientSecret].filter(Boolean).length;
    if (set === 0) continue;
    if (set < 3 || !issuer || !clientId || !clientSecret) {
      const names = `OIDC_${slot.env}_ISSUER, OIDC_${slot.env}_CLIENT_ID et OIDC_${slot.env}_CLIENT_SECRET`;
      throw new ConfigError(`Configuration invalide :\n  - ${names} vont ensemble : renseignez les trois ou aucune`);
    }
    providers.push({ id: slot.id, name: (e[`OIDC_${slot.env}_NAME`] as string | undefined) ?? slot.name, issuer, clientId, clientSecret });
  }
  return providers;
}

/** The public origin used in e-mail links; defaults to this server. */
export function publicOrigin(config: Config, boundPort: number): string {
  return config.appUrl ?? `http://localhost:${boundPort}`;
}
