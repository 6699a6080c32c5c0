import * as z from 'zod/mini';
import { isCalendarDay } from './dates';

/** Personal access tokens for integrators (issue 21). */
export const API_TOKEN_LIMITS = {
  nameMax: 60,
  /** A token lives one year at most: a leaked secret stops working on its own. */
  maxDays: 365,
  /** The expiry choices the screen offers (days from today); any date within `maxDays` is accepted too. */
  presetDays: [30, 90, 365],
  /** Live (not revoked) tokens per company: a list a person can still review. */
  perCompany: 50,
} as const;

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'cht_';

const name = z
  .string({ error: 'apiTokens.name.required' })
  .check(z.trim(), z.minLength(1, 'apiTokens.name.required'), z.maxLength(API_TOKEN_LIMITS.nameMax, 'apiTokens.name.max'));

const scopes = z
  .array(z.enum(API_TOKEN_SCOPES, { error: 'apiTokens.scopes.invalid' }), { error: 'apiTokens.scopes.required' })
  .check(z.minLength(1, 'apiTokens.scopes.required'));

const expiresOn = z.string({ error: 'apiTokens.expiresOn.required' }).check(z.refine(isCalendarDay, 'apiTokens.expiresOn.invalid'));

/** `createApiToken` (REST `POST /api/v1/tokens` as `{nom, scopes, expiration}`): the range of `expiresOn` is the server's. */
export const apiTokenSchema = z.object({ name, scopes, expiresOn });
export type ApiTokenValues = z.input<typeof apiTokenSchema>;
export type ApiTokenData = z.output<typeof apiTokenSchema>;
