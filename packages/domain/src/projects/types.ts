/** A project as lists and pickers show it (document 1 §3 Project). `hoursWorked` counts tangible time only. */
export interface Project {
  id: string;
  projectName: string;
  category: string;
  isActive: boolean;
  isArchived: boolean;
  createdAt: string;
  memberCount: number;
  hoursWorked: number;
}

/** One member of a project. */
export interface ProjectMember {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  addedAt: string;
}

/** A person who could be added to a project. */
export interface ProjectCandidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
}

/** Who may read a project's members (any signed-in user may list projects). */
export const PROJECT_MEMBER_READERS = ['getProjectMembers', 'assignProjectToUsers'] as const;
/** Archiving is a soft delete: either permission allows it. Deleting for good needs deleteProject. */
export const PROJECT_ARCHIVERS = ['putProject', 'deleteProject'] as const;
