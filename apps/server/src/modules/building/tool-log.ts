import { hasPermission, ORG_TIME_ZONE, TOOL_MESSAGES as M, type ToolLogAnswer, type toolLogInput } from '@goodhours/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { afterLatest } from '../../db/after-latest.js';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { externalTeamMembers, inventoryTypes, toolUnitLog, toolUnits } from '../../db/schema/index.js';
import type { AuthUser } from '../../auth/sessions.js';
import { AppError } from '../../errors.js';
import { projectById } from '../inventory/index.js';
import { CHECKOUT_SQL } from './tool-units.js';

type Input = z.output<typeof toolLogInput>;
type Result = ToolLogAnswer['results'][number];
interface Holder {
  userId: string | null;
  externalId: string | null;
}

/**
 * Check out one unit: a compare-and-set on its holder. Of many people taking the same drill at
 * once, the database lets exactly one update match an unheld row; the others match nothing. A
 * unit someone else is taking or returning at this moment is skipped, not waited for: the
 * others hear at once that it is not available instead of queueing behind the winner's commit.
 */
async function checkOut(tx: Tx, unitId: string, projectId: string, holder: Holder, now: Date): Promise<boolean> {
  const result: unknown = await tx.execute(sql`
    update tool_units set holder_user_id = ${holder.userId}, holder_external_id = ${holder.externalId}, held_since = ${now.toISOString()}::timestamptz
    where id = (
      select id from tool_units
      where id = ${unitId} and project_id = ${projectId} and holder_user_id is null and holder_external_id is null
        and retired_at is null and condition in ${CHECKOUT_SQL}
      for update skip locked)
    returning id`);
  return rowsOf(result).length === 1;
}

/** Check in one unit: only its holder, or someone who manages tools, empties the holder. */
async function checkIn(
  tx: Tx,
  unitId: string,
  projectId: string,
  callerId: string,
  mayManage: boolean,
): Promise<'ok' | 'not-held' | 'not-yours'> {
  const result: unknown = await tx.execute(sql`
    update tool_units set holder_user_id = null, holder_external_id = null, held_since = null
    where id = ${unitId} and project_id = ${projectId} and (holder_user_id is not null or holder_external_id is not null)
      and (${mayManage} or holder_user_id = ${callerId})
    returning id`);
  if (rowsOf(result).length === 1) return 'ok';
  const [row] = await tx
    .select({ userId: toolUnits.holderUserId, externalId: toolUnits.holderExternalId })
    .from(toolUnits)
    .where(eq(toolUnits.id, unitId));
  return row && (row.userId || row.externalId) ? 'not-yours' : 'not-held';
}

/**
 * The daily log (document 3 §2.9 tool log, §3 payload; issue 44): one action on some units of a
 * project, in one transaction, in the units' id order (two overlapping logs wait for each other,
 * never deadlock). Each unit gets its own message: taken, or refused with the spec's words; what
 * was taken is logged with the server's date in the organisation's zone.
 */
export async function logTools(ctx: AppContext, caller: AuthUser, input: Input): Promise<ToolLogAnswer> {
  return ctx.db.transaction(async (tx) => {
    await projectById(tx, input.projectId, 'projectId');
    if (input.externalId) {
      const [member] = await tx
        .select({ id: externalTeamMembers.id })
        .from(externalTeamMembers)
        .where(eq(externalTeamMembers.id, input.externalId));
      if (!member) throw new AppError('VALIDATION', M.holderNotFound, { externalId: M.holderNotFound });
    }
    const ids = [...new Set(input.unitIds)].sort();
    const units = await tx
      .select({ id: toolUnits.id, code: toolUnits.code, projectId: toolUnits.projectId, name: inventoryTypes.name })
      .from(toolUnits)
      .innerJoin(inventoryTypes, eq(inventoryTypes.id, toolUnits.typeId))
      .where(inArray(toolUnits.id, ids));
    const byId = new Map(units.map((u) => [u.id, u]));
    const now = ctx.clock.now();
    const holder: Holder = input.externalId ? { userId: null, externalId: input.externalId } : { userId: caller.id, externalId: null };
    const mayManage = hasPermission(caller, 'manageTools');
    const results: Result[] = [];
    for (const id of ids) {
      const unit = byId.get(id);
      if (!unit || unit.projectId !== input.projectId) {
        results.push({ unitId: id, code: unit?.code ?? '', ok: false, message: unit ? M.notInProject : M.unitNotFound });
        continue;
      }
      let ok: boolean;
      let message: string;
      if (input.action === 'Check Out') {
        ok = await checkOut(tx, id, input.projectId, holder, now);
        message = ok ? M.checkedOut(unit.name, unit.code) : M.notAvailable(unit.name, unit.code);
      } else {
        const outcome = await checkIn(tx, id, input.projectId, caller.id, mayManage);
        ok = outcome === 'ok';
        message = ok
          ? M.checkedIn(unit.name, unit.code)
          : outcome === 'not-held'
            ? M.notHeld(unit.name, unit.code)
            : M.notYours(unit.name, unit.code);
      }
      if (ok) {
        await tx.insert(toolUnitLog).values({
          unitId: id,
          action: input.action,
          holderUserId: holder.userId,
          holderExternalId: holder.externalId,
          byUserId: caller.id,
          workDate: sql`(${now.toISOString()}::timestamptz at time zone ${ORG_TIME_ZONE})::date`,
          at: afterLatest(toolUnitLog.at, toolUnitLog.unitId, id, now),
        });
      }
      results.push({ unitId: id, code: unit.code, ok, message });
    }
    return { results };
  });
}
