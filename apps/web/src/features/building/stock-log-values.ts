import { STOCK_MESSAGES as M, stockLogInput, type StockLogInput } from '@goodhours/domain';
import { isApiError } from '../../api/client';
import { numberOf } from '../../components/form-errors';

export type LogUnit = 'units' | 'percent';

/** What a row's two fields hold as typed: a number, or '' when empty. */
export interface LogAmounts {
  used: number | string;
  wasted: number | string;
}

/** The log form: an amount per item shown (by item id), in units or percent, and one note. */
export interface StockLogValues {
  in: LogUnit;
  note: string;
  amounts: Readonly<Record<string, LogAmounts>>;
}

/** Messages keyed `${itemId}.used`, `${itemId}.wasted`, `${itemId}.item` and `note`. */
export type LogErrors = Record<string, string>;

export const logErrorKey = (itemId: string, field: 'used' | 'wasted' | 'item') => `${itemId}.${field}`;

const hasAmount = (a: LogAmounts | undefined) => !!a && ((numberOf(a.used) ?? 0) !== 0 || (numberOf(a.wasted) ?? 0) !== 0);

/**
 * The request the form sends: only the rows with an amount, in the order shown, all at once.
 * `sentIds[i]` is the item of `rows[i]`, to put the server's `rows.{i}` messages back under
 * their rows. Checked by the same schema as the server's; nothing to send is an error too.
 */
export function logRequest(
  values: StockLogValues,
  shownIds: readonly string[],
): { ok: true; input: StockLogInput; sentIds: string[] } | { ok: false; errors: LogErrors; message: string | null } {
  const sentIds = shownIds.filter((id) => hasAmount(values.amounts[id]));
  if (sentIds.length === 0) return { ok: false, errors: {}, message: M.nothingLogged };
  const parsed = stockLogInput.safeParse({
    rows: sentIds.map((itemId) => ({
      itemId,
      used: numberOf(values.amounts[itemId]?.used ?? '') ?? 0,
      wasted: numberOf(values.amounts[itemId]?.wasted ?? '') ?? 0,
      in: values.in,
    })),
    note: values.note,
  });
  if (parsed.success) return { ok: true, input: parsed.data, sentIds };
  const errors: LogErrors = {};
  let message: string | null = null;
  for (const issue of parsed.error.issues) {
    const key = rowKey(issue.path.map(String), sentIds) ?? (issue.path[0] === 'note' ? 'note' : null);
    if (key) errors[key] ??= issue.message;
    else message ??= issue.message;
  }
  return { ok: false, errors, message };
}

/** `rows.{i}.{field}` (as a path or a dotted key) as the key of that row's item, or null. */
function rowKey(path: readonly string[], sentIds: readonly string[]): string | null {
  const [head, index, field] = path;
  const itemId = sentIds[Number(index)];
  if (head !== 'rows' || itemId === undefined) return null;
  if (field === 'used' || field === 'wasted') return logErrorKey(itemId, field);
  return logErrorKey(itemId, 'item');
}

/**
 * A refused log's messages under the rows they name: the server numbers the rows as sent
 * (`rows.{i}.used`), which `sentIds` maps back to the items shown. A refusal naming no field of
 * the form is one message for the whole form; server failures already toast.
 */
export function logRefusal(error: unknown, sentIds: readonly string[]): { errors: LogErrors; message: string | null } {
  if (!isApiError(error) || error.isServerFailure) return { errors: {}, message: null };
  const errors: LogErrors = {};
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const key = field === 'note' ? 'note' : rowKey(field.split('.'), sentIds);
    if (key) errors[key] ??= message;
  }
  return { errors, message: Object.keys(errors).length ? null : error.message };
}
