import * as z from 'zod/mini';
import { LIMITS, ROLES } from '../limits';
import { email, strongPassword } from './auth';
import { normalizePhone } from './phone';

const requiredName = (id: string) =>
  z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(LIMITS.nameMax, 'validation.text.max75'));

/** SPEC §5: optional, but when given exactly 10 digits (once normalised: '+212 6 63…' is 06 63…). */
const phone = z.optional(
  z.nullable(
    z
      .pipe(
        z.string({ error: 'validation.phone.digits' }).check(z.trim()),
        z.transform((v) => normalizePhone(v)),
      )
      .check(z.refine((v) => v === '' || /^\d{10}$/.test(v), 'validation.phone.digits')),
  ),
);

export const role = z.enum(ROLES, { error: 'validation.role.invalid' });

export const profileSchema = z.object({
  firstName: requiredName('validation.firstName.required'),
  lastName: requiredName('validation.lastName.required'),
  phone,
  role: z.optional(z.nullable(role)),
  /** An uploaded image (POST /api/v1/files?kind=image); null keeps the current photo. */
  photoFileId: z.optional(z.nullable(z.string().check(z.uuid('file.notFound')))),
  removePhoto: z.optional(z.nullable(z.boolean())),
});
export type ProfileValues = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: 'validation.oldPassword.required' })
      .check(z.minLength(1, 'validation.oldPassword.required'), z.maxLength(LIMITS.passwordMax, 'validation.password.max')),
    password: strongPassword,
    confirmPassword: z.string({ error: 'validation.confirmPassword.required' }).check(z.minLength(1, 'validation.confirmPassword.required')),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.confirmPassword.mismatch' }));
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

export const inviteUserSchema = z.object({
  email,
  firstName: requiredName('validation.firstName.required'),
  lastName: requiredName('validation.lastName.required'),
  role,
});
export type InviteUserValues = z.input<typeof inviteUserSchema>;
export type InviteUserData = z.output<typeof inviteUserSchema>;
