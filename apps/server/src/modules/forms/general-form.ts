import { FORM_MESSAGES as M, type AnswerValues, type CurrentForm, type FormDefinition } from '@goodhours/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { forms } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { checkedAnswers, storeResponse } from './responses.js';
import { currentFormOf, generalFormId, saveDefinition, versionsOf } from './versions.js';

/** The general form's current version (/formviewer), or null before the Owner first saves it. */
export async function getGeneralForm(ctx: AppContext): Promise<{ form: CurrentForm | null }> {
  const id = await generalFormId(ctx.db);
  return { form: id ? await currentFormOf(ctx.db, id) : null };
}

/**
 * Saves the general form (/form): made on its first save, then a new version for each changed
 * definition. One save at a time takes the general form's lock, so two first saves never make
 * two general forms.
 */
export async function saveGeneralForm(ctx: AppContext, caller: AuthUser, definition: FormDefinition) {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('goodhours:general-form'))`);
    const saved = await saveDefinition(tx, {
      formId: await generalFormId(tx),
      kind: 'general',
      definition,
      by: caller.id,
      now: ctx.clock.now(),
    });
    return { ...saved.form, changed: saved.changed };
  });
}

/** Every version of a form, newest first (404 for an unknown form). */
export async function listVersions(ctx: AppContext, formId: string) {
  const [form] = await ctx.db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId));
  if (!form) throw new AppError('NOT_FOUND', M.formNotFound);
  return { versions: await versionsOf(ctx.db, formId) };
}

/**
 * A signed-in person answers the general form: checked by the version they answered and stored
 * with it. A job's application form is answered on the job's page only (it is not found here).
 */
export async function submitGeneralForm(
  ctx: AppContext,
  caller: AuthUser,
  input: { formId: string; version: number; answers: AnswerValues },
): Promise<{ id: string; message: string }> {
  return ctx.db.transaction(async (tx) => {
    const [form] = await tx.select({ kind: forms.kind }).from(forms).where(eq(forms.id, input.formId));
    if (form?.kind !== 'general') throw new AppError('NOT_FOUND', M.formNotFound);
    const { answers } = await checkedAnswers(tx, input.formId, input.version, input.answers);
    const id = await storeResponse(tx, {
      formId: input.formId,
      version: input.version,
      answers,
      userId: caller.id,
      jobId: null,
      now: ctx.clock.now(),
    });
    return { id, message: M.submitted };
  });
}
