import { eq } from 'drizzle-orm';
import { DEFAULT_AI_PROMPT, MESSAGES, type AiPrompt, type PromptCopied } from '@goodhours/domain';
import { assertMayActAs } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { readSetting, writeSetting } from '../../settings/org-settings.js';

const KEY = 'aiPrompt';

export async function readPrompt(ctx: AppContext): Promise<AiPrompt> {
  const { value, updatedAt } = await readSetting(ctx.db, KEY, { text: DEFAULT_AI_PROMPT });
  return { aIPromptText: value.text, modifiedDatetime: updatedAt?.toISOString() ?? null };
}

/** Only an Owner edits the prompt (document 2 §6; the route's rule). */
export async function savePrompt(ctx: AppContext, caller: AuthUser, text: string): Promise<AiPrompt> {
  await writeSetting(ctx.db, KEY, { text }, caller.id, ctx.clock.now());
  return readPrompt(ctx);
}

/** When the person last copied the prompt (null: never). */
export async function promptCopiedAt(ctx: AppContext, caller: AuthUser, userId: string): Promise<PromptCopied> {
  assertMayActAs(caller, userId);
  const [row] = await ctx.db.select({ at: users.aiPromptCopiedAt }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return { message: row.at?.toISOString() ?? null };
}

export async function recordPromptCopy(ctx: AppContext, caller: AuthUser, userId: string): Promise<{ message: string }> {
  assertMayActAs(caller, userId);
  const now = ctx.clock.now();
  const updated = await ctx.db.update(users).set({ aiPromptCopiedAt: now }).where(eq(users.id, userId)).returning({ id: users.id });
  if (!updated.length) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return { message: now.toISOString() };
}
