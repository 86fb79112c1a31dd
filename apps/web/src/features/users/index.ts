/** What the users feature offers other features. */
export { ProfileTasksTable } from './profile/profile-tasks-table';
export { UnsavedChangesGuard } from './profile/unsaved-changes-guard';
