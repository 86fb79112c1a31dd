/**
 * What the Teams area says, in the product's wording (document 1 §5 and §8). Quoted text from
 * the spec is kept verbatim; the rest is ours, written in the same voice.
 */
export const TEAM_MESSAGES = {
  // Team name and code (document 1 §5)
  teamNameRequired: 'Please enter a team name.',
  teamNameTaken: 'A team with this name already exists',
  teamNameTooLong: 'A team name can be at most 100 characters.',
  teamCodeInvalid:
    'This team code is not valid. Use 5 to 7 letters or digits, or a letter or digit, a dash and 3 to 5 letters or digits (for example B-EBV).',

  // Assigning teams to a person (document 1 §5)
  userAlreadyInTeam: 'Your user has been found in this team. Please select another team to add your user.',
  pickTeamFirst: 'Hey, You need to pick a team first!',
  teamDoesNotExist: 'Oops, this team does not exist! Create it if you want it.',

  // Team members (document 1 §5, §6)
  memberAlreadyInTeam: 'Member is already a part of this team.',
  chooseValidUser: 'Please choose a valid user.',
  notAMember: 'This person is not a member of this team.',
  leadersStayVisible: 'Owners, Administrators and Core Team members always stay visible in their teams.',

  // Team create (document 1 §8)
  teamCreateNoResponse: 'No response received from the server',
  teamCreateFailed: 'Error occurred while creating team',

  // Team toasts (document 1 §8)
  teamCreated: 'Team created successfully',
  teamAssigned: 'Team assigned successfully',
  teamAssignFailed: 'Failed to assign team',
  teamDeleted: 'Team Deleted successfully',
  teamDeleteFailed: 'Failed to delete team',
  teamCodeUpdated: 'Team code updated!',
  teamCodeSaveFailed: 'It is not possible to save the team code.',
  teamUpdated: 'Team updated successfully',
  memberRemoved: 'Team member successfully deleted!',
  noTeams: 'No teams found',

  // Screens of the Teams area
  membersTitle: (teamName: string) => `Members of ${teamName}`,
  memberAdded: (name: string) => `${name} was added to the team.`,
  memberVisibilityChanged: (name: string, visible: boolean) =>
    visible ? `${name} is now visible in this team.` : `${name} is now hidden in this team.`,
  noMembers: 'This team has no members yet.',
  noMembersMatch: 'No members match this filter.',
  deleteQuestion: (teamName: string, memberCount: number) =>
    memberCount === 0
      ? `Delete the team "${teamName}"? This cannot be undone.`
      : `Delete the team "${teamName}"? Its ${String(memberCount)} member${memberCount === 1 ? '' : 's'} will leave it. This cannot be undone.`,
  removeMemberQuestion: (name: string, teamName: string) => `Remove ${name} from ${teamName}?`,
} as const;
