/**
 * What the lessons area says (document 3 §5 Lessons, §8 lessons). Quoted text from the spec is
 * kept verbatim, spelling included; the rest is ours, written in the same voice.
 */
export const LESSON_MESSAGES = {
  // Validation (document 3 §5)
  summaryEmpty: 'Summary cannot be empty.',
  needTag: 'Need atleast one tag',
  needProject: 'Need to select a project',
  tagsMissing: "One or more tags don't exist",

  // Messages and toasts (document 3 §8)
  loadFailed: 'Failed to load data',
  deleteTagsFailed: 'Failed to delete tags',
  tagsDeleted: 'Tags deleted successfully',
  fetchTagsFailed: (details: string) => `Error fetching tags: ${details}`,
  added: 'Lesson Added',
  unexpectedResponse: 'Unexpected Response: Lesson may not have been added',
  addFailed: 'Error Adding Lesson',
  tagAdded: 'Tag added successfully',
  tagAddFailed: (details: string) => `Failed to add tag: ${details}`,

  // The file upload helper (document 3 §5)
  fileTooLarge: (kilobytes: number) => `The file you are trying to upload exceeds the maximum size of ${String(kilobytes)}KB.`,

  // Ours
  titleRequired: 'Please give the lesson a title.',
  titleTooLong: 'A lesson title can be at most 40 characters.',
  contentRequired: 'Please write the lesson.',
  contentTooLong: 'This lesson is too long to be saved.',
  tagTooLong: 'A tag can be at most 50 characters.',
  tagEmpty: 'Please type a tag.',
  tooManyTags: 'A lesson can have at most 20 tags.',
  tagExists: 'This tag already exists.',
  chooseTags: 'Choose the tags to delete.',
  projectNotFound: 'This project does not exist.',
  roleInvalid: 'Please choose roles from the list.',
  lessonNotFound: 'This lesson does not exist.',
  authorOnly: 'Only the author of this lesson can change it.',
  deleted: 'Lesson deleted',
  summarySaved: 'Summary saved',
  fileType: 'An appendix must be a PDF, PNG, JPEG, TXT or DOCX file.',
  fileContent: (fileName: string) => `${fileName} is not the kind of file its name says.`,
  fileEmpty: (fileName: string) => `${fileName} is empty.`,
  fileNameInvalid: 'Please give the file a name without control characters (at most 200 characters).',
  tooManyFiles: 'You can attach at most 3 files.',
  fileNotFound: 'This file does not exist.',
  fileDownloadFailed: 'The file could not be downloaded. Try again.',
  noLessons: 'No lessons yet.',
  noMatches: 'No lessons match.',
} as const;
