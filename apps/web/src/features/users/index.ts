/** What the users feature offers other features. */
export { ProfileTasksTable } from './profile-tasks-table';
export { UnsavedChangesGuard } from './unsaved-changes-guard';
