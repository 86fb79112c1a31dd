import { dateProblems, estimateProblems, pertEstimate } from '../tasks/index.js';
import { plainTaskChanges, type UpdateTaskChanges, type UpdateTaskInput } from '../tasks/index.js';
import type { Task } from '../tasks/index.js';
import { taskSnapshotChanges, type TaskSnapshot } from './snapshot.js';

/** What a person sees of a task now (resources by name, as the task shows them). */
export function taskSnapshotOf(task: Task): TaskSnapshot {
  return {
    num: task.num,
    taskName: task.taskName,
    priority: task.priority,
    status: task.status,
    hoursBest: task.hoursBest,
    hoursWorst: task.hoursWorst,
    hoursMost: task.hoursMost,
    estimatedHours: task.estimatedHours,
    startedDatetime: task.startedDatetime,
    dueDatetime: task.dueDatetime,
    links: [...task.links],
    classification: task.classification,
    whyInfo: task.whyInfo,
    intentInfo: task.intentInfo,
    endstateInfo: task.endstateInfo,
    resources: task.resources.map((r) => ({ userId: r.userId, name: r.name })),
  };
}

/** An API date as stored: `YYYY-MM-DD` is midnight UTC of that day; null stays null. */
function storedDate(v: string | null): string | null {
  if (v === null) return null;
  return new Date(v.length === 10 ? `${v}T00:00:00Z` : v).toISOString();
}

/**
 * A full task form sent as a suggestion, without what it leaves as it was: an estimate equal to
 * the task's own (a parent shows the sum of its subtasks instead), and a day equal to the day of a
 * stored date-time (a form edits days). Other fields are compared after merging.
 */
export function withoutUnchanged(task: Task, changes: UpdateTaskChanges): UpdateTaskChanges {
  const sameDay = (v: string | null | undefined, stored: string | null) =>
    typeof v === 'string' && v.length === 10 && stored !== null && stored.slice(0, 10) === v;
  const out = { ...changes };
  if (out.estimatedHours === task.ownEstimatedHours) delete out.estimatedHours;
  if (sameDay(out.startedDatetime, task.startedDatetime)) delete out.startedDatetime;
  if (sameDay(out.dueDatetime, task.dueDatetime)) delete out.dueDatetime;
  return out;
}

/**
 * The task as it would read after `changes` (a parsed task edit), the way an edit applies them:
 * an estimate change without an explicit `estimatedHours` recomputes it with the PERT formula.
 * `names` gives the name of every person in `changes.resources`. Returns the problems of the
 * merged task too (best ≤ most likely ≤ worst, start ≤ due), keyed by field.
 */
export function proposeTaskChanges(
  old: TaskSnapshot,
  changes: UpdateTaskChanges,
  names: ReadonlyMap<string, string>,
): { proposed: TaskSnapshot; problems: Record<string, string> } {
  const proposed: TaskSnapshot = {
    ...old,
    ...plainTaskChanges(changes),
    ...(changes.startedDatetime !== undefined ? { startedDatetime: storedDate(changes.startedDatetime) } : {}),
    ...(changes.dueDatetime !== undefined ? { dueDatetime: storedDate(changes.dueDatetime) } : {}),
    ...(changes.resources !== undefined
      ? { resources: changes.resources.map((userId) => ({ userId, name: names.get(userId) ?? '' })) }
      : {}),
  };
  const estimateChanged =
    proposed.hoursBest !== old.hoursBest || proposed.hoursMost !== old.hoursMost || proposed.hoursWorst !== old.hoursWorst;
  if (typeof changes.estimatedHours === 'number') proposed.estimatedHours = changes.estimatedHours;
  else if (changes.estimatedHours === null || estimateChanged) {
    proposed.estimatedHours = pertEstimate(proposed.hoursBest, proposed.hoursMost, proposed.hoursWorst);
  }
  const problems = { ...estimateProblems(proposed), ...dateProblems(proposed.startedDatetime, proposed.dueDatetime) };
  return { proposed, problems };
}

/**
 * The task edit that turns `old` into `proposed`: only the fields that differ, so approving an
 * old suggestion does not undo other people's later changes to fields it did not touch.
 */
export function taskEditBetween(old: TaskSnapshot, proposed: TaskSnapshot): UpdateTaskInput {
  const edit: Record<string, unknown> = {};
  for (const change of taskSnapshotChanges(old, proposed)) {
    edit[change.field] = change.field === 'resources' ? proposed.resources.map((r) => r.userId) : proposed[change.field];
  }
  return edit;
}
