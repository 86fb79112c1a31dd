import { TASK_HOURS_MAX, TASK_LINKS_MAX, TASK_NAME_MAX, TASK_RESOURCES_MAX, WBS_NAME_MAX } from './constants.js';

/**
 * What the WBS and task screens say. The spec quotes little here ('Failed to update task',
 * the per-user states of document 1 §4, the link message of document 1 §5); the rest is ours,
 * written in the same voice.
 */
export const TASK_MESSAGES = {
  // WBS
  wbsNameRequired: 'Please enter a WBS name.',
  wbsNameTooLong: `A WBS name can be at most ${String(WBS_NAME_MAX)} characters.`,
  wbsNotFound: 'We could not find that WBS.',
  wbsNameTaken: 'This project already has a WBS with this name.',
  projectNotFound: 'Could not find user or project, please try again',
  wbsCreated: 'WBS created successfully',
  wbsDeleted: 'WBS deleted successfully',
  wbsDeleteQuestion: (wbsName: string, taskCount: number) =>
    taskCount === 0
      ? `Delete the WBS "${wbsName}"? This cannot be undone.`
      : `Delete the WBS "${wbsName}" and its ${String(taskCount)} task${taskCount === 1 ? '' : 's'}? This cannot be undone.`,
  noWbs: 'This project has no WBS yet.',

  // Task fields
  taskNameRequired: 'Please enter a task name.',
  taskNameTooLong: `A task name can be at most ${String(TASK_NAME_MAX)} characters.`,
  priorityInvalid: 'Please choose a priority: Primary, Secondary or Tertiary.',
  statusInvalid: 'Please choose a status: Not Started, Active, Started, Paused or Complete.',
  classificationInvalid: 'Please choose a classification from the list.',
  hoursInvalid: `Hours must be a number from 0 to ${String(TASK_HOURS_MAX)}.`,
  bestAboveMost: 'Best-case hours cannot be more than most-likely hours.',
  mostAboveWorst: 'Most-likely hours cannot be more than worst-case hours.',
  linksInvalid: 'Please enter valid URLs for each link.',
  tooManyLinks: `A task can have at most ${String(TASK_LINKS_MAX)} links.`,
  textTooLong: 'This text is too long (at most 5000 characters).',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD).',
  dueBeforeStart: 'The due date cannot be before the start date.',
  resourceInvalid: 'Please choose a valid user.',
  tooManyResources: `A task can have at most ${String(TASK_RESOURCES_MAX)} resources.`,
  resourceNotFound: 'One of the chosen people does not exist or is no longer active.',

  // Tree and numbering
  taskNotFound: 'We could not find that task.',
  parentNotFound: 'We could not find the parent task in this WBS.',
  numInvalid: 'A task number looks like 1, 1.2 or 1.2.3.',
  numNotFound: (num: string) => `There is no task number ${num} in this WBS.`,
  moveIntoItself: 'A task cannot be moved inside itself or one of its subtasks.',
  moveParentMissing: (num: string) => `There is no task number ${num} to move the task under.`,
  movePositionInvalid: (max: number) => `The last part of the new number must be from 1 to ${String(max)}.`,
  numsDuplicate: (num: string) => `Two tasks cannot both have the number ${num}.`,
  numsUnknownTask: 'Some of the tasks to renumber are not in this WBS.',
  numsEmpty: 'Please send at least one task number to change.',
  levelInvalid: 'The level must be a whole number from 1.',
  motherInvalid: "The parent task must be a task id, or '0' for the top level.",

  // Per-user state (document 1 §4)
  notAResource: 'This person is not assigned to this task.',

  // Screens and toasts
  taskCreated: 'Task created successfully',
  taskUpdated: 'Task updated successfully',
  taskUpdateFailed: 'Failed to update task',
  taskDeleted: 'Task deleted successfully',
  taskCopied: 'Task copied successfully',
  taskMoved: 'Task moved successfully',
  removedForUser: 'The task was removed for this person and marked Complete.',
  addedBackForUser: 'The task was added back for this person and marked Started.',
  noTasks: 'This WBS has no tasks yet.',
  noSubtasks: 'This task has no subtasks.',
  noSiblings: 'This task has no other tasks in its folder.',
  deleteQuestion: (num: string, taskName: string, subtaskCount: number) =>
    subtaskCount === 0
      ? `Delete task ${num} "${taskName}"? This cannot be undone.`
      : `Delete task ${num} "${taskName}" and its ${String(subtaskCount)} subtask${subtaskCount === 1 ? '' : 's'}? This cannot be undone.`,
  deleteChildrenQuestion: (num: string, subtaskCount: number) =>
    `Delete the ${String(subtaskCount)} subtask${subtaskCount === 1 ? '' : 's'} of task ${num}? The task itself stays. This cannot be undone.`,
  parentEstimateNote: 'This task has subtasks: its estimate is the sum of theirs.',
} as const;
