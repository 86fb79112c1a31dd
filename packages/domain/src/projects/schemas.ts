import { z } from '../zod.js';
import { DEFAULT_PROJECT_CATEGORY, PROJECT_CATEGORIES } from './categories.js';
import { PROJECT_MESSAGES } from './messages.js';
import { once } from '../contracts/once.js';

export const PROJECT_NAME_MAX = 100;
/** Autocomplete (users, projects, teams) shows up to 10 matches (document 1 §9). */
export const PROJECT_MATCH_LIMIT = 10;
/** At most this many people change in one `POST /api/project/{id}/users`. */
export const PROJECT_MEMBER_BATCH_MAX = 100;

const projectNameField = z
  .string({ error: PROJECT_MESSAGES.writeProjectNameFirst })
  .trim()
  .min(1, PROJECT_MESSAGES.writeProjectNameFirst)
  .max(PROJECT_NAME_MAX, PROJECT_MESSAGES.projectNameTooLong);

const categoryField = z.enum(PROJECT_CATEGORIES, { error: PROJECT_MESSAGES.categoryInvalid });

/** `POST /api/projects` (document 1 §3 create payload). */
export const createProjectInput = z.object({
  projectName: projectNameField,
  projectCategory: categoryField.default(DEFAULT_PROJECT_CATEGORY),
  isActive: z.boolean().default(true),
});

/** `PUT /api/project/{id}`: only the fields sent change. `isArchived: false` restores an archived project. */
export const updateProjectInput = z.object({
  projectName: projectNameField.optional(),
  category: categoryField.optional(),
  isActive: z.boolean().optional(),
  isArchived: z.boolean().optional(),
});

/** `DELETE /api/project/{id}?option=archive|delete`: archive is a soft delete, delete is for good. */
export const deleteProjectQuery = once(() =>
  z.object({
    option: z.enum(['delete', 'archive']).default('delete'),
  }),
);

/** `GET /api/projects`: archived projects are left out unless asked for. */
export const listProjectsQuery = once(() =>
  z.object({
    search: z.string().trim().max(PROJECT_NAME_MAX).optional(),
    active: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
  }),
);

/** `POST /api/project/{id}/users` (document 1 §7: projectId, users of userId and operation). */
export const changeProjectMembersInput = once(() =>
  z.object({
    projectId: z.uuid({ error: PROJECT_MESSAGES.projectDoesNotExist }).optional(),
    users: z
      .array(
        z.object({
          userId: z.uuid({ error: PROJECT_MESSAGES.chooseValidUser }),
          operation: z.enum(['Assign', 'UnAssign']),
        }),
      )
      .min(1, PROJECT_MESSAGES.chooseValidUser)
      .max(PROJECT_MEMBER_BATCH_MAX)
      .refine((list) => new Set(list.map((u) => u.userId)).size === list.length, PROJECT_MESSAGES.userListedTwice),
  }),
);

/** `GET /api/project/{id}/candidates?search=`: people who could be added. */
export const projectCandidatesQuery = once(() =>
  z.object({
    search: z.string().trim().min(1, PROJECT_MESSAGES.chooseValidUser).max(100),
  }),
);

export type CreateProjectInput = z.input<typeof createProjectInput>;
export type UpdateProjectInput = z.input<typeof updateProjectInput>;
export type DeleteProjectOption = z.output<ReturnType<typeof deleteProjectQuery>>['option'];
export type ListProjectsQuery = z.input<ReturnType<typeof listProjectsQuery>>;
export type ListProjectsRequest = z.output<ReturnType<typeof listProjectsQuery>>;
export type ChangeProjectMembersInput = z.input<ReturnType<typeof changeProjectMembersInput>>;
export type ChangeProjectMembersRequest = z.output<ReturnType<typeof changeProjectMembersInput>>;
