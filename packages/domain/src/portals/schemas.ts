import { z } from '../zod.js';
import { once } from '../contracts/once.js';
import { PORTAL_MESSAGES as M } from './messages.js';
import { PORTAL_NAMES } from './portals.js';

/** A portal login: the main credentials again (document 3 §2.10). */
export const portalLoginInput = z.object({
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .pipe(z.email({ error: M.emailInvalid }))
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: M.passwordTooShort }).min(8, M.passwordTooShort).max(1000, M.wrongPassword),
});
export type PortalLoginInput = z.input<typeof portalLoginInput>;

export const portalNameSchema = once(() => z.enum(PORTAL_NAMES, { error: M.unknownPortal }));

export const portalParams = once(() => z.object({ portal: portalNameSchema() }));

/** The portals whose login was passed in this session. */
export const portalsOfSessionSchema = once(() => z.array(portalNameSchema()).describe('Portals whose login was passed in this session'));

export const portalLoginAnswer = once(() => z.object({ portals: portalsOfSessionSchema() }));
export type PortalLoginAnswer = z.infer<ReturnType<typeof portalLoginAnswer>>;
