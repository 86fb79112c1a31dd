/** What users read about info pages; quoted text from document 1 §8 is kept verbatim. */
export const INFO_MESSAGES = {
  // Info collections page (document 1 §8)
  saved: '✔ The info was saved successfully!',
  saveFailed: '✘ The info could not be saved!',
  // Info pop-up (document 1 §8)
  popupSaved: 'The info was saved successfully!',
  popupSaveFailed: 'The info could not be saved!',
  clickToEdit: 'Click to edit',
  popupEmpty: 'No information has been written for this area yet.',

  nameRequired: 'Please enter a name for the info page.',
  nameTooLong: 'The name of an info page can be at most 100 characters.',
  nameTaken: 'An info page with this name already exists.',
  contentTooLong: 'The info is too long.',
  visibilityInvalid: 'Please choose who may read this info page.',
  nothingToUpdate: 'Nothing to change: send a name, a content or a visibility.',
  notFound: 'There is no info page with this name.',
  notReadable: 'You do not have permission to read this info page.',

  deleted: (name: string) => `Info page "${name}" deleted.`,
  deleteQuestion: (name: string) => `Delete the info page "${name}"? This cannot be undone.`,
  deleteFailed: 'The info page could not be deleted.',
  noPages: 'No info pages yet. Create one, or open an area’s info icon and write its page there.',
} as const;
