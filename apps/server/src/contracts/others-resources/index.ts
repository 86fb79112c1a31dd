import { accountResources } from './accounts.js';
import type { OthersResource } from './attempt.js';
import { dashboardResources } from './dashboard.js';
import { lessonResources } from './lessons.js';
import { taskAreaResources } from './tasks.js';
import { timeEntryResources } from './time-entries.js';
import { timerResources } from './timer.js';

export { callRoute, member, routeName, type OthersResource, type Person } from './attempt.js';

/**
 * For every route whose access the service decides with the data (`access.rule`), how to make
 * one person's resource and how a second person would reach for it (rule-refusals.test.ts).
 * A new rule route needs its entry here: the suite fails until it has one.
 */
export const OTHERS_RESOURCES: readonly OthersResource[] = [
  ...accountResources,
  ...timeEntryResources,
  ...timerResources,
  ...dashboardResources,
  ...taskAreaResources,
  ...lessonResources,
];
