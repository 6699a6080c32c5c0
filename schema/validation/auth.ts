import { z } from 'zod';
import { LIMITS } from '../limits';

const requiredText = (id: string, max: number, maxId = 'validation.text.max75') =>
  z.string({ error: id }).trim().min(1, id).max(max, maxId);

export const email = z
  .string({ error: 'validation.email.required' })
  .trim()
  .min(1, 'validation.email.required')
  .max(LIMITS.emailMax, 'validation.email.max')
  .email('validation.email.invalid')
  .transform((v) => v.toLowerCase());

const signUpPassword = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  .min(LIMITS.passwordSignUpMin, 'validation.password.min6')
  .max(LIMITS.passwordMax, 'validation.password.max');

const confirmation = z.string({ error: 'validation.confirmPassword.required' }).min(1, 'validation.confirmPassword.required');

function passwordsMatch<S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S): S {
  return schema.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmPassword.mismatch',
  }) as S;
}

export const signInSchema = z.object({
  email,
  password: z.string({ error: 'validation.password.required' }).min(1, 'validation.password.required').max(LIMITS.passwordMax, 'validation.password.max'),
});
export type SignInValues = z.input<typeof signInSchema>;
export type SignInData = z.output<typeof signInSchema>;

export const signUpSchema = passwordsMatch(
  z.object({
    firstName: requiredText('validation.firstName.required', LIMITS.nameMax),
    lastName: requiredText('validation.lastName.required', LIMITS.nameMax),
    email,
    password: signUpPassword,
    confirmPassword: confirmation,
    companyName: requiredText('validation.companyName.required', LIMITS.companyNameMax, 'validation.companyName.max'),
  }),
);
export type SignUpValues = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = passwordsMatch(
  z.object({
    token: z.string({ error: 'auth.reset.invalid' }).trim().min(1, 'auth.reset.invalid').max(200, 'auth.reset.invalid'),
    password: signUpPassword,
    confirmPassword: confirmation,
  }),
);
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

/** SPEC §5 password change: 8+ characters with upper, lower and digit. */
export const strongPassword = z
  .string({ error: 'validation.newPassword.required' })
  .min(1, 'validation.newPassword.required')
  .max(LIMITS.passwordMax, 'validation.password.max')
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/, 'validation.newPassword.strength');
