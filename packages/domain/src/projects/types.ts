import { z } from '../zod.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import { once } from '../contracts/once.js';

/** A project as lists and pickers show it (document 1 §3 Project). `hoursWorked` counts tangible time only. */
export const projectSchema = once(() =>
  z.object({
    id: z.uuid(),
    projectName: z.string(),
    category: z.string(),
    isActive: z.boolean(),
    isArchived: z.boolean(),
    createdAt: z.string().describe('ISO date-time'),
    memberCount: z.number().int(),
    hoursWorked: z.number(),
  }),
);
export type Project = z.infer<ReturnType<typeof projectSchema>>;

/** One member of a project. */
export const projectMemberSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    addedAt: z.string().describe('ISO date-time'),
  }),
);
export type ProjectMember = z.infer<ReturnType<typeof projectMemberSchema>>;

/** A person who could be added to a project. */
export const projectCandidateSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.string(),
    isActive: z.boolean(),
  }),
);
export type ProjectCandidate = z.infer<ReturnType<typeof projectCandidateSchema>>;

/** Who may read a project's members (any signed-in user may list projects). */
export const PROJECT_MEMBER_READERS = ['getProjectMembers', 'assignProjectToUsers'] as const satisfies readonly PermissionKey[];
/** Archiving is a soft delete: either permission allows it. Deleting for good needs deleteProject. */
export const PROJECT_ARCHIVERS = ['putProject', 'deleteProject'] as const satisfies readonly PermissionKey[];
