import { TASK_SUGGESTION_MESSAGES as M, taskEditBetween, type Task, type TaskSnapshot } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { taskEditSuggestions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { applyTaskUpdate } from '../tasks/index.js';

/**
 * `POST /api/taskeditsuggestion/{id}/approve` (document 2 §4): applies the suggested fields to the
 * task and resolves the suggestion, in one transaction. The suggestion row is locked first, so
 * of two reviewers approving at once, the second finds it resolved (404). Only the fields the
 * suggestion changed are applied; the task's assignees are told what changed.
 */
export async function approveSuggestion(ctx: AppContext, caller: AuthUser, id: string): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    const [suggestion] = await tx.select().from(taskEditSuggestions).where(eq(taskEditSuggestions.id, id)).for('update');
    if (!suggestion) throw new AppError('NOT_FOUND', M.suggestionNotFound);
    const edit = taskEditBetween(suggestion.oldTask as TaskSnapshot, suggestion.newTask as TaskSnapshot);
    const task = await applyTaskUpdate(tx, suggestion.taskId, edit, caller.id);
    await tx.delete(taskEditSuggestions).where(eq(taskEditSuggestions.id, id));
    return task;
  });
}
