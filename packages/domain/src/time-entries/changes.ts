import { editableFields, type EntryActor, type EntryField, type EntryOwner, type EntryRef } from './access.js';
import { TIME_ENTRY_MESSAGES as M } from './messages.js';

/** The editable values of an entry, as stored or as the form holds them. */
export interface EntryValues {
  readonly dateOfWork: string;
  readonly hours: number;
  readonly minutes: number;
  readonly projectId: string | null;
  readonly taskId?: string | null;
  readonly notes: string;
  readonly isTangible: boolean;
}

/**
 * Notes compared as a reader sees them: the same tags, text and link targets. Attribute noise
 * that editors and the server's sanitiser add (rel, target, class) and runs of whitespace do
 * not make an edit.
 */
export function sameNotes(a: string, b: string): boolean {
  const canonical = (html: string) =>
    html
      .replace(/<(\/?[a-z0-9]+)\b([^>]*)>/gi, (_whole, tag: string, attrs: string) => {
        const href = /\bhref\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.exec(attrs)?.[1];
        return `<${tag.toLowerCase()}${href ? ` href=${href.replace(/^['"]|['"]$/g, '')}` : ''}>`;
      })
      .replace(/\s+/g, ' ')
      .trim();
  return canonical(a) === canonical(b);
}

/** Which fields differ between an entry and an edit of it; empty = 'Nothing is changed for this time entry'. */
export function changedFields(before: EntryValues, after: EntryValues): EntryField[] {
  const out: EntryField[] = [];
  if (before.dateOfWork !== after.dateOfWork) out.push('date');
  if (before.hours * 60 + before.minutes !== after.hours * 60 + after.minutes) out.push('time');
  if (before.projectId !== after.projectId || (before.taskId ?? null) !== (after.taskId ?? null)) out.push('project/task');
  if (!sameNotes(before.notes, after.notes)) out.push('notes');
  if (before.isTangible !== after.isTangible) out.push('tangibility');
  return out;
}

/** The changed fields the caller may not change; empty when the edit is allowed. */
export function refusedFields(
  actor: EntryActor,
  entry: EntryRef,
  changed: readonly EntryField[],
  now: Date,
  owner?: EntryOwner,
): EntryField[] {
  const allowed = editableFields(actor, entry, now, owner);
  return changed.filter((f) => !allowed[f]);
}

/** A self edit of time is free up to this many per 365 days (document 4 §4). */
export const FREE_TIME_EDITS_PER_YEAR = 4;

export interface EditLimitInfo {
  /** Recorded edits in the last 365 days before this one. */
  editsSoFar: number;
  /** Free edits left before blue squares start. */
  remainingFree: number;
  /** The next recorded edit adds a blue square. */
  nextEditAddsBlueSquare: boolean;
  /** The warning to show, or undefined when there is nothing to warn about yet. */
  warning?: string;
}

/**
 * The edit-limit warning the form shows before a same-day self edit of time. Nothing is shown
 * before the first recorded edit; from then on the count is shown, and from the 4th it warns
 * that the next edit adds a blue square.
 */
export function editLimitInfo(editsInLastYear: number): EditLimitInfo {
  const editsSoFar = Math.max(0, Math.floor(editsInLastYear));
  const remainingFree = Math.max(0, FREE_TIME_EDITS_PER_YEAR - editsSoFar);
  return {
    editsSoFar,
    remainingFree,
    nextEditAddsBlueSquare: editsSoFar >= FREE_TIME_EDITS_PER_YEAR,
    ...(editsSoFar > 0 ? { warning: M.editLimitWarning(editsSoFar) } : {}),
  };
}

/** Whether a recorded edit that brings the count to `editsIncludingThis` adds a blue square. */
export function editAddsBlueSquare(editsIncludingThis: number): boolean {
  return editsIncludingThis > FREE_TIME_EDITS_PER_YEAR;
}
