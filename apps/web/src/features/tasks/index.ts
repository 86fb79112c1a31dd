/** What the tasks feature offers other features. */
export { taskPagePath } from './task-path';
