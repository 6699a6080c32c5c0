// zod/mini keeps the sign-in route light: these schemas ship to the browser as well as run in the api.
import * as z from 'zod/mini';
import { LIMITS } from '../limits';

const requiredText = (id: string, max: number, maxId = 'validation.text.max75') =>
  z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, maxId));

export const email = z
  .string({ error: 'validation.email.required' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.email.required'),
    z.maxLength(LIMITS.emailMax, 'validation.email.max'),
    z.regex(z.regexes.email, 'validation.email.invalid'),
    z.toLowerCase(),
  );

/**
 * A password someone chooses (sign-up, invitation, reset, a partner's sign-up, a change): 8+ characters with an
 * upper-case letter, a lower-case letter and a digit. SPEC §5 asks this of a change and only 6 characters at sign-up;
 * the stricter rule holds wherever a password is chosen (docs/DECISIONS.md).
 */
export const choosePassword = (requiredId: string) =>
  z
    .string({ error: requiredId })
    .check(
      z.minLength(1, requiredId),
      z.maxLength(LIMITS.passwordMax, 'validation.password.max'),
      z.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/, 'validation.newPassword.strength'),
    );

const signUpPassword = choosePassword('validation.password.required');

const confirmation = z.string({ error: 'validation.confirmPassword.required' }).check(z.minLength(1, 'validation.confirmPassword.required'));

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'validation.confirmPassword.mismatch',
});

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: 'validation.password.required' })
    .check(z.minLength(1, 'validation.password.required'), z.maxLength(LIMITS.passwordMax, 'validation.password.max')),
});
export type SignInValues = z.input<typeof signInSchema>;
export type SignInData = z.output<typeof signInSchema>;

export const signUpSchema = z
  .object({
    firstName: requiredText('validation.firstName.required', LIMITS.nameMax),
    lastName: requiredText('validation.lastName.required', LIMITS.nameMax),
    email,
    password: signUpPassword,
    confirmPassword: confirmation,
    companyName: requiredText('validation.companyName.required', LIMITS.companyNameMax, 'validation.companyName.max'),
  })
  .check(passwordsMatch);
export type SignUpValues = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'auth.reset.invalid' }).check(z.trim(), z.minLength(1, 'auth.reset.invalid'), z.maxLength(200, 'auth.reset.invalid')),
    password: signUpPassword,
    confirmPassword: confirmation,
  })
  .check(passwordsMatch);
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

/** SPEC §5 password change: 8+ characters with upper, lower and digit. */
export const strongPassword = choosePassword('validation.newPassword.required');
