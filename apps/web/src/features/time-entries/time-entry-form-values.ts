import {
  allowedEntryDates,
  checkNotesLink,
  isIsoDate,
  NOTES_LINK_ADVICE,
  TIME_ENTRY_MESSAGES as M,
  timeEntryInput,
  type EntryActor,
  type EntryValues,
  type NotesLinkAdvice,
  type TimeEntry,
  type TimeEntryInput,
} from '@goodhours/domain';
import type { TimerDraft } from './time-entry-dialog-types';

/** What the form holds; hours and minutes are '' while their inputs are empty. */
export interface EntryFormValues {
  dateOfWork: string;
  hours: number | string;
  minutes: number | string;
  projectId: string;
  taskId: string | null;
  notes: string;
  isTangible: boolean;
}

export type EntryFormField = keyof EntryFormValues;

/** The form's starting values: the entry being edited, the timer's time, or an empty entry dated today. */
export function initialEntryValues(today: string, entry?: TimeEntry, fromTimer?: TimerDraft): EntryFormValues {
  if (entry) {
    return {
      dateOfWork: entry.dateOfWork,
      hours: entry.hours,
      minutes: entry.minutes,
      projectId: entry.projectId ?? '',
      taskId: entry.taskId,
      notes: entry.notes,
      isTangible: entry.isTangible,
    };
  }
  const minutes = fromTimer ? Math.max(0, Math.floor(fromTimer.minutes)) : 0;
  return {
    dateOfWork: today,
    hours: fromTimer ? Math.floor(minutes / 60) : '',
    minutes: fromTimer ? minutes % 60 : '',
    projectId: '',
    taskId: null,
    notes: '',
    isTangible: true,
  };
}

const whole = (value: number | string): number => (value === '' ? 0 : Number(value));

/** The request body for these values. */
export function entryInputOf(values: EntryFormValues, personId: string, idempotencyKey?: string): TimeEntryInput {
  return {
    personId,
    dateOfWork: values.dateOfWork,
    hours: whole(values.hours),
    minutes: whole(values.minutes),
    projectId: values.projectId,
    taskId: values.taskId,
    notes: values.notes,
    isTangible: values.isTangible,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

/** The values as the domain's change rules compare them. */
export function entryValuesOf(values: EntryFormValues): EntryValues {
  return {
    dateOfWork: values.dateOfWork,
    hours: whole(values.hours),
    minutes: whole(values.minutes),
    projectId: values.projectId || null,
    taskId: values.taskId,
    notes: values.notes,
    isTangible: values.isTangible,
  };
}

/** Where a server or schema complaint about a request field is shown in the form. */
const FIELD_OF: Record<string, EntryFormField> = {
  dateOfWork: 'dateOfWork',
  hours: 'hours',
  minutes: 'minutes',
  projectId: 'projectId',
  taskId: 'projectId',
  notes: 'notes',
  isTangible: 'isTangible',
};

export function formFieldOf(requestField: string): EntryFormField | undefined {
  return FIELD_OF[requestField];
}

interface CheckContext {
  actor: EntryActor;
  personId: string;
  now: Date;
  /** A new entry (date rules of new entries apply); editing checks only a changed date. */
  isNew: boolean;
  fromTimer: boolean;
  /** The date as it was before the edit. */
  originalDate?: string;
}

/**
 * The date rule of document 2 §5: required, a real date, never after today; a new entry of one's
 * own is dated today ('Invalid date. Please refresh the page.' when the day has moved on), unless
 * the caller may choose dates.
 */
export function dateProblem(date: string, ctx: CheckContext): string | undefined {
  if (!date.trim()) return M.dateRequired;
  if (!isIsoDate(date)) return M.dateInvalid;
  if (!ctx.isNew && date === ctx.originalDate) return undefined;
  const allowed = allowedEntryDates(ctx.actor, ctx.personId, ctx.now);
  if (date > allowed.max) return ctx.isNew && !ctx.fromTimer && allowed.min === allowed.max ? M.dateRefresh : M.dateInFuture;
  if (allowed.min && date < allowed.min && ctx.isNew) return M.dateRefresh;
  return undefined;
}

export interface EntryCheck {
  errors: Partial<Record<EntryFormField, string>>;
  /** The link reminder to show beside a link error. */
  linkAdvice?: NotesLinkAdvice;
}

/** Every rule of the form, from the shared schema plus the date rule; empty errors = may send. */
export function checkEntry(values: EntryFormValues, input: TimeEntryInput, ctx: CheckContext): EntryCheck {
  const errors: EntryCheck['errors'] = {};
  const parsed = timeEntryInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const date = dateProblem(values.dateOfWork, ctx);
  if (date) errors.dateOfWork = date;
  const link = checkNotesLink(values.notes);
  const linkAdvice =
    errors.notes && link !== 'none' && errors.notes === NOTES_LINK_ADVICE[link].error ? NOTES_LINK_ADVICE[link] : undefined;
  return linkAdvice ? { errors, linkAdvice } : { errors };
}
