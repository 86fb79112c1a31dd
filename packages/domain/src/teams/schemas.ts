import { z } from '../zod.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import { TEAM_MESSAGES } from './messages.js';
import { isValidTeamCode } from './team-code.js';
import { once } from '../contracts/once.js';

/** A team create waits at most 20 s for the server before giving up (document 1 §8, §9). */
export const TEAM_CREATE_TIMEOUT_MS = 20_000;
export const TEAM_NAME_MAX = 100;
export const TEAM_CODE_MAX = 20;

const teamNameField = z
  .string({ error: TEAM_MESSAGES.teamNameRequired })
  .trim()
  .min(1, TEAM_MESSAGES.teamNameRequired)
  .max(TEAM_NAME_MAX, TEAM_MESSAGES.teamNameTooLong);

const teamCodeField = z
  .string({ error: TEAM_MESSAGES.teamCodeInvalid })
  .trim()
  .max(TEAM_CODE_MAX, TEAM_MESSAGES.teamCodeInvalid)
  .refine(isValidTeamCode, TEAM_MESSAGES.teamCodeInvalid);

/** `POST /api/team` */
export const createTeamInput = z.object({
  teamName: teamNameField,
  teamCode: teamCodeField.default(''),
  isActive: z.boolean().default(true),
});

const teamChanges = {
  teamName: teamNameField.optional(),
  teamCode: teamCodeField.optional(),
  isActive: z.boolean().optional(),
};

/** `PUT /api/team/{id}`: only the fields sent change. */
export const updateTeamInput = z.object(teamChanges);

/** `PUT /api/team`: the same change, naming the team in the body. */
export const updateTeamByBodyInput = once(() =>
  z.object({
    teamId: z.uuid({ error: TEAM_MESSAGES.teamDoesNotExist }),
    ...teamChanges,
  }),
);

/** `POST /api/team/{id}/users` */
export const assignTeamMemberInput = once(() =>
  z.object({
    userId: z.uuid({ error: TEAM_MESSAGES.chooseValidUser }),
    operation: z.enum(['Assign', 'UnAssign']),
  }),
);

/** `PUT /api/team/{id}/users/{userId}/visibility` */
export const teamMemberVisibilityInput = once(() => z.object({ visible: z.boolean() }));

export type CreateTeamInput = z.input<typeof createTeamInput>;
export type UpdateTeamInput = z.input<typeof updateTeamInput>;
export type UpdateTeamByBodyInput = z.input<ReturnType<typeof updateTeamByBodyInput>>;
export type AssignTeamMemberInput = z.input<ReturnType<typeof assignTeamMemberInput>>;
export type AssignTeamMemberRequest = z.output<ReturnType<typeof assignTeamMemberInput>>;
export type TeamMemberVisibilityInput = z.input<ReturnType<typeof teamMemberVisibilityInput>>;

/** A team as lists and pickers show it. */
export const teamSchema = once(() =>
  z.object({
    id: z.uuid(),
    teamName: z.string(),
    teamCode: z.string(),
    isActive: z.boolean(),
    createdAt: z.string().describe('ISO date-time'),
    memberCount: z.number().int(),
  }),
);
export type Team = z.infer<ReturnType<typeof teamSchema>>;

/**
 * One member of a team (document 1 §3 Team member). `isVisible` is the person's own visibility;
 * `visible` is whether they are visible in this team (the per-member toggle).
 */
export const teamMemberSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    isVisible: z.boolean(),
    visible: z.boolean(),
    addDateTime: z.string().describe('ISO date-time'),
  }),
);
export type TeamMember = z.infer<ReturnType<typeof teamMemberSchema>>;

/** Who may read a team's members (any signed-in user may list teams). */
export const TEAM_MEMBER_READERS = [
  'getUserProfiles',
  'assignTeamToUsers',
  'putTeam',
  'postTeam',
  'deleteTeam',
] as const satisfies readonly PermissionKey[];
/** Who may change a member's visibility in a team. */
export const TEAM_VISIBILITY_EDITORS = ['assignTeamToUsers', 'toggleInvisibility'] as const satisfies readonly PermissionKey[];
