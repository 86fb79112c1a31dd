import { formatQuantity, PORTALS, type PermissionKey } from '@goodhours/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inventoryTypes, projects, purchaseRequests, roles, users } from '../../db/schema/index.js';
import { enqueueMail, enqueueMails } from '../../mail/outbox.js';
import { purchaseDecidedMail, purchaseRequestedMail, type PurchaseFacts, type PurchaseOutcome } from '../../mail/purchase-templates.js';

/**
 * Whether a person holds a permission, as `hasPermission` decides it (their own grants, or their
 * role's not removed from them), written for a query over users joined to their role.
 */
const holds = (key: PermissionKey) =>
  sql`(${key} = any(${users.frontPermissions}) or (${key} = any(coalesce(${roles.permissions}, '{}'::text[])) and not (${key} = any(${users.removedDefaultPermissions}))))`;

/** The request as the emails tell it, with its requester. */
async function factsOf(ctx: AppContext, tx: Tx, id: string) {
  const [row] = await tx
    .select({
      projectName: projects.projectName,
      typeName: inventoryTypes.name,
      unit: inventoryTypes.unit,
      quantity: purchaseRequests.quantity,
      priority: purchaseRequests.priority,
      brand: purchaseRequests.brand,
      usageTime: purchaseRequests.usageTime,
      usageDescription: purchaseRequests.usageDescription,
      rejectReason: purchaseRequests.rejectReason,
      receivedQuantity: purchaseRequests.receivedQuantity,
      requesterId: users.id,
      requesterEmail: users.email,
      requesterFirstName: users.firstName,
      requesterLastName: users.lastName,
      requesterActive: users.isActive,
    })
    .from(purchaseRequests)
    .innerJoin(projects, eq(projects.id, purchaseRequests.projectId))
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, purchaseRequests.typeId))
    .leftJoin(users, eq(users.id, purchaseRequests.requestedBy))
    .where(eq(purchaseRequests.id, id));
  if (!row) throw new Error(`purchase request ${id} vanished inside its transaction`);
  const facts: PurchaseFacts = {
    projectName: row.projectName,
    typeName: row.typeName,
    amount: `${formatQuantity(row.quantity)} ${row.unit}`,
    pageUrl: `${ctx.config.publicUrl}/bmdashboard/purchases`,
  };
  return { row, facts };
}

/**
 * Tells the approvers of a new request, in its transaction: every active person who may approve
 * purchases and use the building portal (their role's permissions or their own), in one query,
 * except the requester, who knows. Keyed by request and address: a retried insert tells no one twice.
 */
export async function tellApprovers(ctx: AppContext, tx: Tx, requestId: string, requesterId: string): Promise<void> {
  const { row, facts } = await factsOf(ctx, tx, requestId);
  const approvers = await tx
    .select({ email: users.email })
    .from(users)
    .leftJoin(roles, eq(roles.roleName, users.role))
    .where(and(eq(users.isActive, true), ne(users.id, requesterId), holds('approvePurchases'), holds(PORTALS.building.permission)));
  const requester = row.requesterId ? `${row.requesterFirstName ?? ''} ${row.requesterLastName ?? ''}`.trim() : 'Someone';
  await enqueueMails(
    tx,
    ctx.clock.now(),
    approvers.map(({ email }) => ({
      ...purchaseRequestedMail({
        ...facts,
        to: email,
        requester,
        priority: row.priority,
        brand: row.brand,
        usageTime: row.usageTime,
        usageDescription: row.usageDescription,
      }),
      idempotencyKey: `purchase-requested:${requestId}:${email.toLowerCase()}`,
    })),
  );
}

/**
 * Tells the requester what became of the request, in the transaction that moved it: approved,
 * rejected (with the reason) or received. Nobody is told of their own decision, nor when the
 * account is gone or inactive. Keyed by request and outcome: each outcome is told once.
 */
export async function tellRequester(ctx: AppContext, tx: Tx, requestId: string, outcome: PurchaseOutcome, byUserId: string): Promise<void> {
  const { row, facts } = await factsOf(ctx, tx, requestId);
  if (!row.requesterId || !row.requesterEmail || !row.requesterActive || row.requesterId === byUserId) return;
  const [by] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, byUserId));
  await enqueueMail(tx, ctx.clock.now(), {
    ...purchaseDecidedMail({
      ...facts,
      to: row.requesterEmail,
      firstName: row.requesterFirstName ?? '',
      outcome,
      by: by ? `${by.firstName} ${by.lastName}` : 'an approver',
      ...(row.rejectReason ? { reason: row.rejectReason } : {}),
      ...(row.receivedQuantity !== null ? { receivedAmount: `${formatQuantity(row.receivedQuantity)} ${row.unit}` } : {}),
    }),
    idempotencyKey: `purchase-${outcome.toLowerCase()}:${requestId}`,
  });
}
