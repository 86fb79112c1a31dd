/** Texts of the team locations map (document 3 §5 map person form, §8 map). */
export const MAP_MESSAGES = {
  invalidInformation: 'Please provide valid information',
  coordinatesMissing: 'Please get the coordinates of location',
  locationEmpty: 'Please enter valid location',
  failed: 'Something went wrong. Try again later.',
  added: 'A person successfully added to a map!',
  edited: 'User successfully edited!',
  errorOccurred: (response: string) => `An error occurred : ${response}`,
  noUsers: 'No users found.',
  nothingToManage: 'There are no users to remove or edit.',
  /** Ours: the spec's delete answers a message without giving its words. */
  removed: 'The person was removed from the map.',
  notOnMap: 'This person is not on the map.',
  /** Ours (issue 42): the same name at the same place is one person, added once. */
  alreadyOnMap: (name: string, place: string) => `${name} is already on the map in ${place}. Edit that entry instead of adding it again.`,
  memberPlace: 'A member’s place comes from their own profile: it cannot be changed or removed on the map.',
} as const;
