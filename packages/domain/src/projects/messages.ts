/**
 * What the Projects area says, in the product's wording (document 1 §5 and §8). Quoted text from
 * the spec is kept verbatim; the rest is ours, written in the same voice.
 */
export const PROJECT_MESSAGES = {
  // Add Project (document 1 §5)
  pickProjectFirst: 'Hey, You need to pick a project first!',
  writeProjectNameFirst: 'Hey, You need to write the name of a project first!',
  alreadyHasProject: 'Great idea, but they already have that one! Pick another!',
  projectExists: 'This project already exists.',
  projectDoesNotExist: 'This project does not exist.',

  // Projects toasts (document 1 §8)
  projectCreated: 'Project created successfully',
  projectCreatedNotRetrieved: 'Project created successfully, but it is not possible to retrieve the new project.',
  projectCreateFailed: 'Project creation failed',
  projectAssigned: 'Project assigned successfully',

  // Fields
  projectNameTooLong: 'A project name can be at most 100 characters.',
  categoryInvalid: 'Please choose one of the project categories.',

  // Members
  chooseValidUser: 'Please choose a valid user.',
  notAMember: 'This person is not a member of this project.',
  userListedTwice: 'Each person can be listed only once.',
  projectIdMismatch: 'The project in the request does not match the address.',
  archivedNoNewMembers: 'This project is archived. Restore it before adding people.',
  memberAdded: (name: string) => `${name} was added to the project.`,
  memberRemoved: (name: string) => `${name} was removed from the project.`,
  projectUnassigned: (projectName: string) => `${projectName} was removed from this person's projects.`,
  projectUnassignFailed: 'Failed to remove the project',
  noMembers: 'This project has no members yet.',
  noMembersMatch: 'No members match this search.',
  noPeopleFound: 'No one found who is not already a member.',
  membersTitle: (projectName: string) => `Members of ${projectName}`,
  removeMemberQuestion: (name: string, projectName: string) => `Remove ${name} from ${projectName}?`,
  unassignQuestion: (projectName: string) => `Remove ${projectName} from this person's projects?`,

  // The projects page
  noProjects: 'No projects found',
  projectUpdated: 'Project updated successfully',
  projectArchived: (projectName: string) => `${projectName} was archived.`,
  projectRestored: (projectName: string) => `${projectName} was restored.`,
  projectDeleted: 'Project deleted successfully',
  projectDeleteFailed: 'Failed to delete project',
  deleteQuestion: (projectName: string) =>
    `What should happen to "${projectName}"? Archiving hides it from lists and keeps everything. Deleting removes it with its WBS and tasks for good; logged time stays with the people who logged it but no longer counts for this project.`,
} as const;
