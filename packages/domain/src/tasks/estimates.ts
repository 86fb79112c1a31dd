import { TASK_MESSAGES } from './messages.js';

/** The PERT estimate (best + 4 × most likely + worst) / 6, rounded to 2 decimals. */
export function pertEstimate(best: number, most: number, worst: number): number {
  return Math.round(((best + 4 * most + worst) / 6) * 100) / 100;
}

export interface TaskEstimates {
  hoursBest: number;
  hoursMost: number;
  hoursWorst: number;
}

/** Field problems of a set of estimates: best ≤ most likely ≤ worst. */
export function estimateProblems(e: TaskEstimates): Record<string, string> {
  const problems: Record<string, string> = {};
  if (e.hoursBest > e.hoursMost) problems.hoursBest = TASK_MESSAGES.bestAboveMost;
  if (e.hoursMost > e.hoursWorst) problems.hoursWorst = TASK_MESSAGES.mostAboveWorst;
  return problems;
}

/** Field problems of a task's dates: the due date is not before the start date. */
export function dateProblems(startedDatetime: string | null | undefined, dueDatetime: string | null | undefined): Record<string, string> {
  if (!startedDatetime || !dueDatetime) return {};
  const start = Date.parse(startedDatetime.length === 10 ? `${startedDatetime}T00:00:00Z` : startedDatetime);
  const due = Date.parse(dueDatetime.length === 10 ? `${dueDatetime}T00:00:00Z` : dueDatetime);
  return due < start ? { dueDatetime: TASK_MESSAGES.dueBeforeStart } : {};
}

/** Percent of the estimate logged, capped at 100 (document 2 §9); 0 when nothing is estimated. */
export function taskProgress(hoursLogged: number, estimatedHours: number): number {
  if (estimatedHours <= 0) return hoursLogged > 0 ? 100 : 0;
  return Math.min(100, Math.round((hoursLogged / estimatedHours) * 10000) / 100);
}
