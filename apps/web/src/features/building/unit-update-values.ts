import {
  CONDITION_OF_STATUS,
  RETIRING_STATUSES,
  STATUSES_LEAVING_HOLDER,
  TOOL_MESSAGES as M,
  unitUpdateInput,
  type UnitStatus,
  type UnitUpdateInput,
} from '@goodhours/domain';
import type { FormErrors } from '@mantine/form';
import { issuesByPath } from '../../components/form-errors';

/** The update-status form as typed: the status is '' until one is chosen, yes/no choices are words. */
export interface UnitUpdateValues {
  updateDate: string;
  status: UnitStatus | '';
  lastUsedBy: string;
  lastUsedFor: string;
  replacementRequired: 'yes' | 'no';
  description: string;
  sendNote: 'yes' | 'no';
  note: string;
}

/** The fields the server's refusals may name, shown under them. */
export const UNIT_UPDATE_FIELDS = ['updateDate', 'status', 'lastUsedBy', 'lastUsedFor', 'description', 'note'] as const;

/** Each text field's limit, from the schema itself (document 3 §9): shown under the field before it is reached. */
const shape = unitUpdateInput.shape;
export const UNIT_UPDATE_LIMITS = {
  lastUsedBy: shape.lastUsedBy.unwrap().maxLength,
  lastUsedFor: shape.lastUsedFor.unwrap().maxLength,
  description: shape.description.unwrap().maxLength,
  note: shape.note.unwrap().maxLength,
};

/** A new update: dated today in the organisation's zone, nothing chosen, no replacement, no note. */
export const emptyUnitUpdate = (today: string): UnitUpdateValues => ({
  updateDate: today,
  status: '',
  lastUsedBy: '',
  lastUsedFor: '',
  replacementRequired: 'no',
  description: '',
  sendNote: 'no',
  note: '',
});

/**
 * What the form sends, or the message of each field in the way: the schema's rules, and a date
 * no later than today (the server's rule too). A note not sent is not sent either.
 */
export function unitUpdateRequest(
  values: UnitUpdateValues,
  today: string,
): { ok: true; input: UnitUpdateInput } | { ok: false; errors: FormErrors } {
  const sendNote = values.sendNote === 'yes';
  const parsed = unitUpdateInput.safeParse({
    ...values,
    replacementRequired: values.replacementRequired === 'yes',
    sendNote,
    note: sendNote ? values.note : '',
  });
  const errors: FormErrors = parsed.success ? {} : issuesByPath(parsed.error);
  if (!errors.updateDate && values.updateDate > today) errors.updateDate = M.futureDate;
  // The schema's note rule runs only once every field parses; said at once with the others here.
  if (sendNote && values.note.trim() === '') errors.note ??= M.noteRequired;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** What a status does to the unit (the server's rule), said beside the choice before it is sent. */
export function statusEffect(status: UnitStatus): string {
  const condition = CONDITION_OF_STATUS[status];
  const parts: string[] = [];
  if (condition) parts.push(`Its condition becomes ${condition}.`);
  if (STATUSES_LEAVING_HOLDER.includes(status)) parts.push('Whoever holds it no longer does.');
  if (RETIRING_STATUSES.includes(status)) parts.push('It goes out of use and takes no more updates.');
  return parts.join(' ');
}
