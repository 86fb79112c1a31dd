/**
 * The fixed choices of a task (document 1 §3 Task). The spec names the fields but not every
 * value; these follow the original volunteer app: the default priority 'Primary', the default
 * status 'Not Started', and the per-user states of document 1 §4 ('Started', 'Complete').
 */
export const TASK_PRIORITIES = ['Primary', 'Secondary', 'Tertiary'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUSES = ['Not Started', 'Active', 'Started', 'Paused', 'Complete'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** What area of the organisation's work a task serves; '' means not classified yet. */
export const TASK_CLASSIFICATIONS = ['Food', 'Energy', 'Housing', 'Education', 'Society', 'Economics', 'Stewardship', 'Other'] as const;
export type TaskClassification = (typeof TASK_CLASSIFICATIONS)[number];

/** A resource's review state (document 2 §4 Task review). */
export const REVIEW_STATUSES = ['Unsubmitted', 'Submitted', 'Reviewed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A spreadsheet of 10,000 tasks with long texts fits; the app's default limit is 2 MB. */
export const TASK_IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export const TASK_NAME_MAX = 300;
export const TASK_TEXT_MAX = 5000;
export const TASK_HOURS_MAX = 10_000;
export const TASK_LINKS_MAX = 20;
export const TASK_RESOURCES_MAX = 50;
export const WBS_NAME_MAX = 200;
