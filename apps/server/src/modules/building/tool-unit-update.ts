import {
  CONDITION_OF_STATUS,
  ORG_TIME_ZONE,
  pacificDate,
  RETIRING_STATUSES,
  STATUSES_LEAVING_HOLDER,
  TOOL_MESSAGES as M,
  type UnitCondition,
  type UnitDetail,
  type unitUpdateInput,
} from '@goodhours/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { afterLatest } from '../../db/after-latest.js';
import type { Tx } from '../../db/client.js';
import { inventoryTypes, projectMembers, projects, toolUnitLog, toolUnits, toolUnitUpdates, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { unitNoteMail } from '../../mail/building-templates.js';
import { enqueueMails } from '../../mail/outbox.js';
import { unitDetail } from './tool-unit-detail.js';

type Input = z.output<typeof unitUpdateInput>;

/** The note of an update, to each active Manager of the unit's project, once per update. */
async function sendNote(ctx: AppContext, tx: Tx, unitId: string, updateId: string, userId: string, input: Input): Promise<void> {
  const [unit] = await tx
    .select({
      code: toolUnits.code,
      name: inventoryTypes.name,
      category: inventoryTypes.category,
      projectId: projects.id,
      projectName: projects.projectName,
    })
    .from(toolUnits)
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, toolUnits.typeId))
    .innerJoin(projects, eq(projects.id, toolUnits.projectId))
    .where(eq(toolUnits.id, unitId));
  const [author] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  if (!unit) return;
  const managers = await tx
    .select({ email: users.email })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, unit.projectId), eq(users.role, 'Manager'), eq(users.isActive, true)));
  const page = unit.category === 'Tools' ? 'tools' : 'equipment';
  await enqueueMails(
    tx,
    ctx.clock.now(),
    managers.map(({ email }) => ({
      ...unitNoteMail({
        to: email,
        projectName: unit.projectName,
        unitName: unit.name,
        code: unit.code,
        status: input.status,
        note: input.note,
        by: author ? `${author.first} ${author.last}` : 'Someone',
        pageUrl: `${ctx.config.publicUrl}/bmdashboard/${page}/${unitId}`,
      }),
      idempotencyKey: `unit-note:${updateId}:${email.toLowerCase()}`,
    })),
  );
}

/**
 * The update-status form (document 3 §3; issue 44). It really changes the unit, under its row
 * lock: the status sets the condition (broken units are not checked out, lost ones are not
 * available), replacement required marks it Needs Replacing, lost, end of life and returned take
 * it from its holder (logged as a check-in), and end of life or returned retire it. The update is
 * kept with who made it; the note, when sent, goes to the project's managers through the outbox.
 */
export async function updateUnit(ctx: AppContext, userId: string, unitId: string, input: Input): Promise<UnitDetail> {
  return ctx.db.transaction(async (tx) => {
    const [unit] = await tx.select().from(toolUnits).where(eq(toolUnits.id, unitId)).for('update');
    if (!unit) throw new AppError('NOT_FOUND', M.unitNotFound);
    if (unit.retiredAt) throw new AppError('CONFLICT', M.retired);
    const now = ctx.clock.now();
    if (input.updateDate > pacificDate(now)) throw new AppError('VALIDATION', M.futureDate, { updateDate: M.futureDate });
    const byStatus = CONDITION_OF_STATUS[input.status];
    const condition: UnitCondition =
      input.replacementRequired && input.status !== 'Stolen/Lost' ? 'Needs Replacing' : (byStatus ?? (unit.condition as UnitCondition));
    const leaves = STATUSES_LEAVING_HOLDER.includes(input.status) && (unit.holderUserId || unit.holderExternalId);
    await tx
      .update(toolUnits)
      .set({
        condition,
        ...(leaves ? { holderUserId: null, holderExternalId: null, heldSince: null } : {}),
        ...(RETIRING_STATUSES.includes(input.status) ? { retiredAt: now } : {}),
      })
      .where(eq(toolUnits.id, unitId));
    if (leaves) {
      await tx.insert(toolUnitLog).values({
        unitId,
        action: 'Check In',
        holderUserId: unit.holderUserId,
        holderExternalId: unit.holderExternalId,
        byUserId: userId,
        workDate: sql`(${now.toISOString()}::timestamptz at time zone ${ORG_TIME_ZONE})::date`,
        at: afterLatest(toolUnitLog.at, toolUnitLog.unitId, unitId, now),
      });
    }
    const [update] = await tx
      .insert(toolUnitUpdates)
      .values({
        unitId,
        updateDate: input.updateDate,
        status: input.status,
        condition,
        lastUsedBy: input.lastUsedBy,
        lastUsedFor: input.lastUsedFor,
        replacementRequired: input.replacementRequired,
        description: input.description,
        note: input.sendNote ? input.note : '',
        byUserId: userId,
        at: afterLatest(toolUnitUpdates.at, toolUnitUpdates.unitId, unitId, now),
      })
      .returning({ id: toolUnitUpdates.id });
    if (input.sendNote && update) await sendNote(ctx, tx, unitId, update.id, userId, input);
    return unitDetail(ctx, unitId, tx);
  });
}
