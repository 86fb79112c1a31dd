import { and, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_SUGGESTION_OPTIONS,
  SUGGESTION_MESSAGES as M,
  SUGGESTION_RECIPIENT_ROLES,
  type BugReportInput,
  type SuggestionInput,
  type SuggestionOptions,
  type SuggestionOptionsInput,
} from '@goodhours/domain';
import { assertMayActAs } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { ownerReportMail } from '../../mail/templates.js';
import { readSetting, writeSetting } from '../../settings/org-settings.js';

const KEY = 'suggestionOptions';

export async function readOptions(ctx: AppContext): Promise<SuggestionOptions> {
  return (await readSetting(ctx.db, KEY, DEFAULT_SUGGESTION_OPTIONS)).value;
}

/** Only an Owner edits the categories and the extra fields (document 2 §6; the route's rule). */
export async function changeOptions(ctx: AppContext, caller: AuthUser, input: SuggestionOptionsInput): Promise<SuggestionOptions> {
  const current = await readOptions(ctx);
  let next: SuggestionOptions;
  if (input.action === 'edit') next = { ...current, suggestion: input.updatedSuggestionCategory };
  else {
    const list = input.suggestion ? current.suggestion : current.field;
    const changed =
      input.action === 'add' ? [...list.filter((v) => v !== input.newField), input.newField] : list.filter((v) => v !== input.newField);
    if (input.action === 'delete' && changed.length === list.length) throw new AppError('NOT_FOUND', M.categoryNotFound);
    if (input.suggestion && changed.length === 0) throw new AppError('VALIDATION', M.fillAll);
    next = input.suggestion ? { ...current, suggestion: changed } : { ...current, field: changed };
  }
  await writeSetting(ctx.db, KEY, next, caller.id, ctx.clock.now());
  return next;
}

/** Every active Owner receives it; the sender is the signed-in caller, never the form. */
async function mailOwners(ctx: AppContext, caller: AuthUser, subject: string, lines: [string, string][]): Promise<{ message: string }> {
  const owners = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...SUGGESTION_RECIPIENT_ROLES]), eq(users.isActive, true)));
  if (!owners.length) throw new AppError('CONFLICT', M.failed);
  const from: [string, string][] = [
    ['From', `${caller.firstName} ${caller.lastName}`],
    ['Email', caller.email],
  ];
  const fields = [...from, ...lines];
  const kind = subject.startsWith('Bug') ? 'bugReport' : 'suggestion';
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const owner of owners) await enqueueMail(tx, now, ownerReportMail({ to: owner.email, subject, kind, fields }));
  });
  return { message: M.sent };
}

export async function makeSuggestion(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  input: SuggestionInput,
): Promise<{ message: string }> {
  assertMayActAs(caller, userId);
  const options = await readOptions(ctx);
  if (!options.suggestion.includes(input.suggestioncate))
    throw new AppError('VALIDATION', M.fillAll, { suggestioncate: M.categoryNotFound });
  const missing = options.field.filter((f) => !input.fields[f]);
  if (missing.length) throw new AppError('VALIDATION', M.fillAll);
  return mailOwners(ctx, caller, `Suggestion: ${input.suggestioncate}`, [
    ['Category', input.suggestioncate],
    ['Suggestion', input.suggestion],
    ...options.field.map((f): [string, string] => [f, input.fields[f] ?? '']),
    ['May we contact you about it?', input.confirm],
  ]);
}

export async function bugReport(ctx: AppContext, caller: AuthUser, userId: string, input: BugReportInput): Promise<{ message: string }> {
  assertMayActAs(caller, userId);
  return mailOwners(ctx, caller, `Bug report: ${input.title}`, [
    ['Title', input.title],
    ['Environment', input.environment],
    ['Steps to reproduce', input.reproduction],
    ['Expected result', input.expected],
    ['Actual result', input.actual],
    ['Visual proof', input.visual],
    ['Severity', input.severity],
  ]);
}
