import { z } from '../zod.js';
import { MESSAGES } from '../messages.js';
import { isStrongPassword } from '../schemas/auth.js';
import { PASSWORD_LINK_MESSAGES as M } from './password-link-messages.js';
import { once } from '../contracts/once.js';

/** Why a link was made: a reset (from User Management or `reset-password`), or the first Owner's password (`create-owner`). */
export const PASSWORD_LINK_PURPOSES = ['reset', 'first-owner'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** How long a link works: a reset a day (like a temporary password), the first Owner's a week. */
export const PASSWORD_LINK_HOURS: Readonly<Record<PasswordLinkPurpose, number>> = { reset: 24, 'first-owner': 7 * 24 };

/** The web page a link opens: `${publicUrl}${RESET_PASSWORD_PATH}/{token}`. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** A link that does not work, and why. */
export const PASSWORD_LINK_PROBLEMS = ['expired', 'used', 'revoked', 'invalid'] as const;
export type PasswordLinkProblem = (typeof PASSWORD_LINK_PROBLEMS)[number];

const token = z.string({ error: M.linkStates.invalid }).trim().min(1, M.linkStates.invalid).max(200, M.linkStates.invalid);

export const passwordLinkTokenInput = once(() => z.object({ token }));

/** Whether a link works: the person's first name for the greeting, nothing else; or why not. */
export const passwordLinkCheckAnswer = once(() =>
  z.discriminatedUnion('state', [
    z.object({ state: z.literal('valid'), firstName: z.string() }),
    z.object({ state: z.enum(PASSWORD_LINK_PROBLEMS), message: z.string() }),
  ]),
);
export type PasswordLinkCheck = z.output<ReturnType<typeof passwordLinkCheckAnswer>>;

/** A new password through a link: the rules of a voluntary change (upper, lower, digit and special). */
export const passwordLinkInput = z
  .object({
    token,
    newpassword: z.string({ error: MESSAGES.passwordRule }).refine(isStrongPassword, MESSAGES.passwordRule),
    confirmnewpassword: z.string({ error: MESSAGES.updatePasswordMismatch }),
  })
  .refine((v) => v.newpassword === v.confirmnewpassword, {
    path: ['confirmnewpassword'],
    message: MESSAGES.updatePasswordMismatch,
  });
export type PasswordLinkInput = z.input<typeof passwordLinkInput>;

/** The password is set and the person signed in. */
export const passwordLinkDoneAnswer = once(() =>
  z.object({
    token: z.string().describe('A session token: the person is signed in.'),
    message: z.string(),
  }),
);

/** `GET /api/setup-state`: whether the organisation still needs its first Owner. */
export const setupStateAnswer = once(() => z.object({ needsOwner: z.boolean() }));
export type SetupState = z.output<ReturnType<typeof setupStateAnswer>>;
