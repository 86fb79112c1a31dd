import { z } from '../zod.js';
import { once } from '../contracts/once.js';

/**
 * What a person sees of a task, frozen at one moment: stored as the old and new task of a
 * task edit suggestion and of a task notification (document 2 §3), and compared field by field.
 */
export const taskSnapshotResourceSchema = once(() => z.object({ userId: z.uuid(), name: z.string() }));
export type TaskSnapshotResource = z.infer<ReturnType<typeof taskSnapshotResourceSchema>>;

export const taskSnapshotSchema = once(() =>
  z.object({
    num: z.string(),
    taskName: z.string(),
    priority: z.string(),
    status: z.string(),
    hoursBest: z.number(),
    hoursWorst: z.number(),
    hoursMost: z.number(),
    estimatedHours: z.number(),
    startedDatetime: z.string().nullable().describe('ISO date-time'),
    dueDatetime: z.string().nullable().describe('ISO date-time'),
    links: z.array(z.string()),
    classification: z.string(),
    whyInfo: z.string(),
    intentInfo: z.string(),
    endstateInfo: z.string(),
    resources: z.array(taskSnapshotResourceSchema()).describe('By name, then id'),
  }),
);
export type TaskSnapshot = z.infer<ReturnType<typeof taskSnapshotSchema>>;

export type TaskSnapshotField = Exclude<keyof TaskSnapshot, 'num'>;

/** The fields compared, in the order screens list them, with their labels. */
export const TASK_SNAPSHOT_FIELDS: readonly { field: TaskSnapshotField; label: string }[] = [
  { field: 'taskName', label: 'Task name' },
  { field: 'priority', label: 'Priority' },
  { field: 'status', label: 'Status' },
  { field: 'resources', label: 'Resources' },
  { field: 'hoursBest', label: 'Best-case hours' },
  { field: 'hoursMost', label: 'Most-likely hours' },
  { field: 'hoursWorst', label: 'Worst-case hours' },
  { field: 'estimatedHours', label: 'Estimated hours' },
  { field: 'startedDatetime', label: 'Start date' },
  { field: 'dueDatetime', label: 'Due date' },
  { field: 'links', label: 'Links' },
  { field: 'classification', label: 'Classification' },
  { field: 'whyInfo', label: 'Why this task is important' },
  { field: 'intentInfo', label: 'Design intent' },
  { field: 'endstateInfo', label: 'End state' },
];

/** One field as it was and as it is (or would be), ready to show. */
export interface TaskFieldChange {
  field: TaskSnapshotField;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

type Value = TaskSnapshot[TaskSnapshotField] | undefined;

const isDateField = (field: TaskSnapshotField) => field === 'startedDatetime' || field === 'dueDatetime';

/** A scalar as text; '' for nothing. */
function scalarText(value: Value): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** People by name or links in order, comma separated; anything else is not a list. */
function listText(value: Value, key: 'name' | 'userId'): string {
  if (!Array.isArray(value)) return '';
  return value.map((item: string | TaskSnapshotResource) => (typeof item === 'string' ? item : item[key])).join(', ');
}

/** How a value reads on screen; '' for nothing. Dates read as their day (YYYY-MM-DD). */
export function formatSnapshotValue(field: TaskSnapshotField, value: Value): string {
  if (Array.isArray(value)) return listText(value, 'name');
  const text = scalarText(value);
  return isDateField(field) ? text.slice(0, 10) : text;
}

/** The value compared: people by id regardless of order, dates by their instant. */
function comparable(field: TaskSnapshotField, value: Value): string {
  if (field === 'resources' && Array.isArray(value)) return listText(value, 'userId').split(', ').sort().join(',');
  if (Array.isArray(value)) return JSON.stringify(value);
  const text = scalarText(value);
  if (isDateField(field) && text) {
    const t = Date.parse(text);
    return Number.isNaN(t) ? text : String(t);
  }
  return text;
}

/**
 * Every field both snapshots hold, old against new, with `changed` set where they differ.
 * A snapshot sent by a client may lack fields; those are not compared.
 */
export function compareTaskSnapshots(before: Partial<TaskSnapshot>, after: Partial<TaskSnapshot>): TaskFieldChange[] {
  return TASK_SNAPSHOT_FIELDS.filter(({ field }) => field in before && field in after).map(({ field, label }) => ({
    field,
    label,
    before: formatSnapshotValue(field, before[field]),
    after: formatSnapshotValue(field, after[field]),
    changed: comparable(field, before[field]) !== comparable(field, after[field]),
  }));
}

/** Only the fields that changed. */
export function taskSnapshotChanges(before: Partial<TaskSnapshot>, after: Partial<TaskSnapshot>): TaskFieldChange[] {
  return compareTaskSnapshots(before, after).filter((c) => c.changed);
}
