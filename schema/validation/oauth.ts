import * as z from 'zod/mini';
import { LIMITS } from '../limits';

/** What `/inscription-sociale` creates: a company with its MANAGER, or a partner's listing and account. */
export const SOCIAL_SIGN_UP_KINDS = ['COMPANY', 'PARTNER'] as const;
export type SocialSignUpKind = (typeof SOCIAL_SIGN_UP_KINDS)[number];

const requiredText = (id: string, max: number, maxId: string) => z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, maxId));

/**
 * The page's common fields. A partner's listing fields (phone, trades, region, city, ICE, description) are checked
 * by the partners' own sign-up schema, so both sign-ups ask the same.
 */
export const socialSignUpSchema = z.object({
  ticket: z
    .string({ error: 'oauth.ticket.invalid' })
    .check(z.trim(), z.minLength(1, 'oauth.ticket.invalid'), z.maxLength(200, 'oauth.ticket.invalid')),
  kind: z.enum(SOCIAL_SIGN_UP_KINDS, { error: 'oauth.kind.invalid' }),
  firstName: requiredText('validation.firstName.required', LIMITS.nameMax, 'validation.text.max75'),
  lastName: requiredText('validation.lastName.required', LIMITS.nameMax, 'validation.text.max75'),
  companyName: requiredText('validation.companyName.required', LIMITS.companyNameMax, 'validation.companyName.max'),
});
export type SocialSignUpValues = z.input<typeof socialSignUpSchema>;
export type SocialSignUpData = z.output<typeof socialSignUpSchema>;

/** The one-time code of `?oauth_code=`: opaque, base64url. */
export const oauthCodeSchema = z.object({
  code: z.string({ error: 'oauth.code.invalid' }).check(z.trim(), z.minLength(1, 'oauth.code.invalid'), z.maxLength(200, 'oauth.code.invalid')),
});
