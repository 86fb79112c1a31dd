import { createTaskInput, updateTaskInput, type CreateTaskInput, type Task, type UpdateTaskInput } from '@goodhours/domain';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/** The task form as Mantine holds it: text for inputs, '' for empty numbers and dates. */
export interface TaskFormValues {
  taskName: string;
  priority: string;
  status: string;
  classification: string;
  resources: string[];
  hoursBest: number | string;
  hoursMost: number | string;
  hoursWorst: number | string;
  /** '' means "compute it with the PERT formula". */
  estimatedHours: number | string;
  /** One URL per line. */
  links: string;
  whyInfo: string;
  intentInfo: string;
  endstateInfo: string;
  /** `YYYY-MM-DD` or ''. */
  startedDatetime: string;
  dueDatetime: string;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function emptyTaskValues(): TaskFormValues {
  return {
    taskName: '',
    priority: 'Primary',
    status: 'Not Started',
    classification: '',
    resources: [],
    hoursBest: 0,
    hoursMost: 0,
    hoursWorst: 0,
    estimatedHours: '',
    links: '',
    whyInfo: '',
    intentInfo: '',
    endstateInfo: '',
    startedDatetime: '',
    dueDatetime: '',
  };
}

/** The form filled from a stored task; its own estimate is shown as set by hand. */
export function taskToValues(task: Task): TaskFormValues {
  return {
    taskName: task.taskName,
    priority: task.priority,
    status: task.status,
    classification: task.classification,
    resources: task.resources.map((r) => r.userId),
    hoursBest: task.hoursBest,
    hoursMost: task.hoursMost,
    hoursWorst: task.hoursWorst,
    estimatedHours: task.ownEstimatedHours,
    links: task.links.join('\n'),
    whyInfo: task.whyInfo,
    intentInfo: task.intentInfo,
    endstateInfo: task.endstateInfo,
    startedDatetime: day(task.startedDatetime),
    dueDatetime: day(task.dueDatetime),
  };
}

const num = (v: number | string): number | undefined => (v === '' ? undefined : Number(v));

/** Every field, as the API takes it (before the shared schema checks it). */
export function valuesToPayload(values: TaskFormValues): UpdateTaskInput {
  const estimated = num(values.estimatedHours);
  return {
    taskName: values.taskName,
    priority: values.priority as UpdateTaskInput['priority'],
    status: values.status as UpdateTaskInput['status'],
    classification: values.classification as UpdateTaskInput['classification'],
    resources: values.resources,
    hoursBest: num(values.hoursBest) ?? 0,
    hoursMost: num(values.hoursMost) ?? 0,
    hoursWorst: num(values.hoursWorst) ?? 0,
    estimatedHours: estimated ?? null,
    links: values.links
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    whyInfo: values.whyInfo,
    intentInfo: values.intentInfo,
    endstateInfo: values.endstateInfo,
    startedDatetime: values.startedDatetime || null,
    dueDatetime: values.dueDatetime || null,
  };
}

/** Field messages from a failed parse or a 422, keyed by form field (`links.2` → `links`). */
export function taskFieldErrors(fields: Record<string, string> | undefined): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.split('.')[0] ?? key;
    out[field] ??= message;
  }
  return out;
}

function issuesToFields(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.') || 'taskName'] ??= issue.message;
  return out;
}

/** Checks the form with the same schema as the server: the payload, or the field messages. */
export function checkTaskForm(
  values: TaskFormValues,
  mode: 'create' | 'update',
): { ok: true; payload: UpdateTaskInput } | { ok: false; errors: FormErrors } {
  const payload = valuesToPayload(values);
  const schema = mode === 'create' ? createTaskInput : updateTaskInput;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { ok: false, errors: taskFieldErrors(issuesToFields(parsed.error)) };
  return { ok: true, payload };
}

/** A create payload: the update shape plus the parent, without a null estimate. */
export function createPayload(payload: UpdateTaskInput, parentId: string | null): CreateTaskInput {
  const { estimatedHours, ...rest } = payload;
  return { ...rest, taskName: rest.taskName ?? '', parentId, ...(estimatedHours != null ? { estimatedHours } : {}) };
}
