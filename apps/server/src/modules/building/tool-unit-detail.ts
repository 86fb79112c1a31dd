import {
  pacificDate,
  TOOL_MESSAGES as M,
  type UnitDetail,
  type UnitLogEntry,
  type UnitStatus,
  type UnitUpdate,
  type UnitCondition,
} from '@goodhours/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { externalTeamMembers, toolUnitLog, toolUnits, toolUnitUpdates, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { listUnits } from './tool-units.js';

const DAY_MS = 86_400_000;
const holders = alias(users, 'holders');
const person = (id: string | null, first: string | null, last: string | null) =>
  id ? { id, firstName: first ?? '', lastName: last ?? '' } : null;

/** The unit's custody log, newest first, at most 50. */
async function logOf(tx: Tx, unitId: string): Promise<UnitLogEntry[]> {
  const rows = await tx
    .select({
      id: toolUnitLog.id,
      action: toolUnitLog.action,
      holderUserId: toolUnitLog.holderUserId,
      holderExternalId: toolUnitLog.holderExternalId,
      holderName: sql<
        string | null
      >`coalesce(${holders.firstName} || ' ' || ${holders.lastName}, ${externalTeamMembers.firstName} || ' ' || ${externalTeamMembers.lastName})`,
      byId: users.id,
      byFirst: users.firstName,
      byLast: users.lastName,
      workDate: toolUnitLog.workDate,
      at: toolUnitLog.at,
    })
    .from(toolUnitLog)
    .leftJoin(users, eq(users.id, toolUnitLog.byUserId))
    .leftJoin(holders, eq(holders.id, toolUnitLog.holderUserId))
    .leftJoin(externalTeamMembers, eq(externalTeamMembers.id, toolUnitLog.holderExternalId))
    .where(eq(toolUnitLog.unitId, unitId))
    .orderBy(desc(toolUnitLog.at), desc(toolUnitLog.id))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as UnitLogEntry['action'],
    holder:
      r.holderUserId || r.holderExternalId
        ? { id: r.holderUserId ?? r.holderExternalId ?? '', name: r.holderName ?? '', external: !r.holderUserId }
        : null,
    by: person(r.byId, r.byFirst, r.byLast),
    workDate: r.workDate,
    at: r.at.toISOString(),
  }));
}

/** The unit's condition updates, newest first, at most 50. */
async function updatesOf(tx: Tx, unitId: string): Promise<UnitUpdate[]> {
  const rows = await tx
    .select({ u: toolUnitUpdates, byId: users.id, byFirst: users.firstName, byLast: users.lastName })
    .from(toolUnitUpdates)
    .leftJoin(users, eq(users.id, toolUnitUpdates.byUserId))
    .where(eq(toolUnitUpdates.unitId, unitId))
    .orderBy(desc(toolUnitUpdates.at), desc(toolUnitUpdates.id))
    .limit(50);
  return rows.map(({ u, byId, byFirst, byLast }) => ({
    id: u.id,
    updateDate: u.updateDate,
    status: u.status as UnitStatus,
    condition: u.condition as UnitCondition,
    lastUsedBy: u.lastUsedBy,
    lastUsedFor: u.lastUsedFor,
    replacementRequired: u.replacementRequired,
    description: u.description,
    note: u.note,
    by: person(byId, byFirst, byLast),
    at: u.at.toISOString(),
  }));
}

/**
 * A unit's page (document 3 §2.9 tool and equipment details): every field from the data, its
 * custody log and condition updates, and the whole days left on a rental (negative when past).
 */
export async function unitDetail(ctx: AppContext, unitId: string, tx: Tx = ctx.db): Promise<UnitDetail> {
  const [row] = await tx
    .select({
      typeId: toolUnits.typeId,
      invoice: toolUnits.invoice,
      unitPrice: toolUnits.unitPrice,
      currency: toolUnits.currency,
      purchaseRequestId: toolUnits.purchaseRequestId,
    })
    .from(toolUnits)
    .where(eq(toolUnits.id, unitId));
  if (!row) throw new AppError('NOT_FOUND', M.unitNotFound);
  const unit = (await listUnits(tx, { unitId, limit: 1, offset: 0 })).rows[0];
  if (!unit) throw new AppError('NOT_FOUND', M.unitNotFound);
  const today = Date.parse(`${pacificDate(ctx.clock.now())}T00:00:00Z`);
  return {
    unit,
    invoice: row.invoice,
    unitPrice: row.unitPrice,
    currency: row.currency,
    purchaseRequestId: row.purchaseRequestId,
    rentalDaysLeft: unit.rentalDue ? Math.round((Date.parse(`${unit.rentalDue}T00:00:00Z`) - today) / DAY_MS) : null,
    log: await logOf(tx, unitId),
    updates: await updatesOf(tx, unitId),
  };
}
