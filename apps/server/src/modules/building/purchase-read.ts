import {
  PURCHASE_MESSAGES as M,
  type InventoryCategory,
  type PurchaseCurrency,
  type PurchasePageAnswer,
  type PurchasePriority,
  type PurchaseRequest,
  type PurchaseStatus,
  type purchaseListQuery,
} from '@goodhours/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { inventoryTypes, projects, purchaseRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const receiver = alias(users, 'receiver');

const columns = {
  id: purchaseRequests.id,
  projectId: projects.id,
  projectName: projects.projectName,
  typeId: inventoryTypes.id,
  typeName: inventoryTypes.name,
  category: inventoryTypes.category,
  unit: inventoryTypes.unit,
  quantity: purchaseRequests.quantity,
  priority: purchaseRequests.priority,
  brand: purchaseRequests.brand,
  usageTime: purchaseRequests.usageTime,
  usageDescription: purchaseRequests.usageDescription,
  status: purchaseRequests.status,
  requestedAt: purchaseRequests.requestedAt,
  decidedAt: purchaseRequests.decidedAt,
  rejectReason: purchaseRequests.rejectReason,
  receivedAt: purchaseRequests.receivedAt,
  receivedQuantity: purchaseRequests.receivedQuantity,
  unitPrice: purchaseRequests.unitPrice,
  currency: purchaseRequests.currency,
  requester: { id: requester.id, firstName: requester.firstName, lastName: requester.lastName },
  decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
  receiver: { id: receiver.id, firstName: receiver.firstName, lastName: receiver.lastName },
};

type Person = { id: string | null; firstName: string | null; lastName: string | null };

/** A person of a left join: null when the row names nobody (or the account is gone). */
const personOf = (p: Person | null) => (p?.id ? { id: p.id, firstName: p.firstName ?? '', lastName: p.lastName ?? '' } : null);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const fromRequests = (tx: Tx) =>
  tx
    .select(columns)
    .from(purchaseRequests)
    .innerJoin(projects, eq(projects.id, purchaseRequests.projectId))
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, purchaseRequests.typeId))
    .leftJoin(requester, eq(requester.id, purchaseRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, purchaseRequests.decidedBy))
    .leftJoin(receiver, eq(receiver.id, purchaseRequests.receivedBy));

type Row = Awaited<ReturnType<typeof fromRequests>>[number];

function purchaseDto(r: Row): PurchaseRequest {
  return {
    id: r.id,
    project: { id: r.projectId, name: r.projectName },
    type: { id: r.typeId, name: r.typeName, category: r.category as InventoryCategory, unit: r.unit },
    quantity: r.quantity,
    priority: r.priority as PurchasePriority,
    brand: r.brand,
    usageTime: r.usageTime,
    usageDescription: r.usageDescription,
    status: r.status as PurchaseStatus,
    requestedBy: personOf(r.requester),
    requestedAt: r.requestedAt.toISOString(),
    decidedBy: personOf(r.decider),
    decidedAt: iso(r.decidedAt),
    rejectReason: r.rejectReason,
    receivedBy: personOf(r.receiver),
    receivedAt: iso(r.receivedAt),
    receivedQuantity: r.receivedQuantity,
    unitPrice: r.unitPrice,
    currency: r.currency as PurchaseCurrency | null,
  };
}

/** One request with its project, type and people, or a 404. */
export async function readPurchase(tx: Tx, id: string): Promise<PurchaseRequest> {
  const [row] = await fromRequests(tx).where(eq(purchaseRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND', M.requestNotFound);
  return purchaseDto(row);
}

/**
 * Requests newest first, a page at a time, in one statement: after the request `before` (the
 * last one shown) by the order (requested_at, id), so a page never repeats or skips a row when
 * new requests arrive in between. One more row than asked tells whether a next page exists.
 */
export async function listPurchases(tx: Tx, query: z.output<ReturnType<typeof purchaseListQuery>>): Promise<PurchasePageAnswer> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(purchaseRequests.status, query.status));
  if (query.category) conditions.push(eq(inventoryTypes.category, query.category));
  if (query.projectId) conditions.push(eq(purchaseRequests.projectId, query.projectId));
  if (query.typeId) conditions.push(eq(purchaseRequests.typeId, query.typeId));
  if (query.before) {
    conditions.push(
      sql`(${purchaseRequests.requestedAt}, ${purchaseRequests.id}) < (select b.requested_at, b.id from ${purchaseRequests} b where b.id = ${query.before})`,
    );
  }
  const rows = await fromRequests(tx)
    .where(and(...conditions))
    .orderBy(desc(purchaseRequests.requestedAt), desc(purchaseRequests.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { requests: page.map(purchaseDto), next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}
