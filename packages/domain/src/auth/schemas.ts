import { z } from '../zod.js';
import { once } from '../contracts/once.js';
import { portalsOfSessionSchema } from '../portals/index.js';

/** A full sign-in: the session token, and the device token that marks this device as known (decision 019). */
export const signedInAnswer = once(() =>
  z.object({
    token: z.string(),
    deviceToken: z.string().describe('Sent with the next sign-in from this device: a correct password then passes the sign-in limits.'),
  }),
);

/** A first sign-in or a temporary password: the password must be changed first, with the reset token. */
export const passwordChangeNeededAnswer = once(() =>
  z.object({
    new: z.literal(true),
    userId: z.uuid(),
    resetToken: z.string(),
  }),
);

/** What `POST /api/login` answers. */
export const loginResultSchema = once(() => z.union([signedInAnswer(), passwordChangeNeededAnswer()]));
export type LoginResult = z.infer<ReturnType<typeof loginResultSchema>>;

/** `GET /api/refreshToken/{id}`: a new session token. */
export const refreshedTokenSchema = once(() => z.object({ token: z.string() }));

/** The signed-in user as the web app sees it (`GET /api/session`). */
export const sessionUserSchema = once(() =>
  z.object({
    userid: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    profilePic: z.string().nullable(),
    permissions: z.array(z.string()),
    rolePermissions: z.array(z.string()),
    frontPermissions: z.array(z.string()),
    removedDefaultPermissions: z.array(z.string()),
    portals: portalsOfSessionSchema(),
    expiresAt: z.string().describe('ISO date-time: when the session token expires'),
  }),
);
export type SessionUser = z.infer<ReturnType<typeof sessionUserSchema>>;
