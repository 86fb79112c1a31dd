import { z } from '../zod.js';
import { MESSAGES } from '../messages.js';

const email = z
  .string({ error: MESSAGES.loginEmailRequired })
  .trim()
  .min(1, MESSAGES.loginEmailRequired)
  .pipe(z.email({ error: MESSAGES.loginEmailInvalid }))
  .transform((v) => v.toLowerCase());

export const loginInput = z.object({
  email,
  password: z.string({ error: MESSAGES.loginPasswordRequired }).min(1, MESSAGES.loginPasswordRequired),
  /** The device token an earlier sign-in on this device answered (decision 019); optional. */
  deviceToken: z.string().max(2000).optional(),
});
export type LoginInput = z.input<typeof loginInput>;

/**
 * The one password rule (issue 42: Create User and the forced change once disagreed on 'and' and
 * 'or'): 8+, an uppercase and a lowercase letter, a digit and a special character. Creating a
 * user, the forced change, the voluntary change and the reset link all hold a password to it.
 */
export function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[\W_]/.test(value);
}

export const forcePasswordInput = z
  .object({
    userId: z.uuid({ error: MESSAGES.forcePasswordFailure }),
    resetToken: z.string().min(1, MESSAGES.forcePasswordFailure),
    newpassword: z.string().refine(isStrongPassword, MESSAGES.passwordRule),
    confirmnewpassword: z.string(),
  })
  .refine((v) => v.newpassword === v.confirmnewpassword, {
    path: ['confirmnewpassword'],
    message: MESSAGES.forcePasswordMismatch,
  });
export type ForcePasswordInput = z.input<typeof forcePasswordInput>;

export const updatePasswordInput = z
  .object({
    currentpassword: z.string().min(1, MESSAGES.currentPasswordRequired),
    newpassword: z.string().refine(isStrongPassword, MESSAGES.passwordRule),
    confirmnewpassword: z.string(),
  })
  .refine((v) => v.newpassword !== v.currentpassword, {
    path: ['newpassword'],
    message: MESSAGES.updatePasswordSameAsOld,
  })
  .refine((v) => v.newpassword === v.confirmnewpassword, {
    path: ['confirmnewpassword'],
    message: MESSAGES.updatePasswordMismatch,
  });
export type UpdatePasswordInput = z.input<typeof updatePasswordInput>;

export const forgotPasswordInput = z.object({
  email: z
    .string({ error: MESSAGES.forgotEmailEmpty })
    .trim()
    .min(1, MESSAGES.forgotEmailEmpty)
    .pipe(z.email({ error: MESSAGES.forgotEmailInvalid }))
    .transform((v) => v.toLowerCase()),
  firstName: z.string({ error: MESSAGES.forgotFirstNameEmpty }).trim().min(1, MESSAGES.forgotFirstNameEmpty),
  lastName: z.string({ error: MESSAGES.forgotLastNameEmpty }).trim().min(1, MESSAGES.forgotLastNameEmpty),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;
