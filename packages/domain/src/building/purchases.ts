import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { once } from '../contracts/once.js';
import { INVENTORY_CATEGORIES, type InventoryCategory } from '../inventory/index.js';
import { PURCHASE_MESSAGES as M } from './purchase-messages.js';
import {
  PURCHASE_CURRENCIES,
  PURCHASE_PRIORITIES,
  PURCHASE_STATUSES,
  purchaseListQuery,
  purchaseRequestInput,
  receivePurchaseInput,
  rejectPurchaseInput,
} from './purchase-schemas.js';

export * from './purchase-messages.js';
export * from './purchase-schemas.js';

/**
 * The five purchase pages (document 3 §2.9): `/bmdashboard/{page}/purchase`, each for one
 * category, fixed by the page.
 */
export const PURCHASE_PAGES = {
  materials: 'Materials',
  consumables: 'Consumables',
  reusables: 'Reusables',
  tools: 'Tools',
  equipment: 'Equipments',
} as const satisfies Record<string, InventoryCategory>;
export type PurchasePage = keyof typeof PURCHASE_PAGES;

const person = once(() => z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }));

/**
 * One request (document 3 §3 purchaseRecord: _id, date, status, quantity, priority,
 * makeModelPref, usageDesc, requestedBy), with its project and type, and who decided and received
 * it. `brand` is the make or model preference.
 */
export const purchaseRequestSchema = once(() =>
  z.object({
    id: z.uuid(),
    project: z.object({ id: z.uuid(), name: z.string() }),
    type: z.object({ id: z.uuid(), name: z.string(), category: z.enum(INVENTORY_CATEGORIES), unit: z.string() }),
    quantity: z.number(),
    priority: z.enum(PURCHASE_PRIORITIES),
    brand: z.string().describe('Brand or model preference; empty for none.'),
    usageTime: z.string().describe('Tools and equipment: the estimated usage time; empty otherwise.'),
    usageDescription: z.string().describe('Tools and equipment: what they will be used for; empty otherwise.'),
    status: z.enum(PURCHASE_STATUSES),
    requestedBy: person().nullable().describe('Null when the account was deleted.'),
    requestedAt: z.string().describe('ISO date-time'),
    decidedBy: person().nullable().describe('Who approved, rejected or cancelled it.'),
    decidedAt: z.string().nullable().describe('ISO date-time'),
    rejectReason: z.string().nullable(),
    receivedBy: person().nullable(),
    receivedAt: z.string().nullable().describe('ISO date-time'),
    receivedQuantity: z.number().nullable(),
    unitPrice: z.number().nullable().describe('What one unit cost, in `currency`.'),
    currency: z.enum(PURCHASE_CURRENCIES).nullable(),
  }),
);
export type PurchaseRequest = z.infer<ReturnType<typeof purchaseRequestSchema>>;

export const purchasePageSchema = once(() =>
  z.object({
    requests: z.array(purchaseRequestSchema()),
    next: z.uuid().nullable().describe('The `before` of the next page; null on the last.'),
  }),
);
export type PurchasePageAnswer = z.infer<ReturnType<typeof purchasePageSchema>>;

const requestParams = once(() => idParam(M.requestNotFound));
const building = access.portal('building');
const approvers = access.portal('building', 'approvePurchases');

/** A move of one request answers the request after it; a state that no longer allows it is a 409. */
const moved = () => ({ 200: purchaseRequestSchema(), 404: errorEnvelope(), 409: errorEnvelope() });

/** The building portal's purchase requests (document 3 §2.9, §3 purchaseRecord). */
export const purchaseContracts = {
  create: defineRoute({
    method: 'POST',
    path: '/api/bm/purchases',
    summary:
      'Ask to buy stock of a type for a project; tools and equipment in whole pieces (1-999); an archived type or project is refused; the approvers are told',
    access: building,
    schemas: () => ({
      body: purchaseRequestInput,
      responses: { 201: purchaseRequestSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/bm/purchases',
    summary: 'Purchase requests, newest first, a page at a time, filtered by status, category, project and type',
    access: building,
    schemas: () => ({ query: purchaseListQuery(), responses: { 200: purchasePageSchema() } }),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/bm/purchases/:id/approve',
    summary: 'Approve a pending request (compare-and-set: the loser of a race gets 409 naming the state); the requester is told',
    access: approvers,
    schemas: () => ({ params: requestParams(), responses: moved() }),
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/bm/purchases/:id/reject',
    summary: 'Reject a pending request with a reason; the requester is told',
    access: approvers,
    schemas: () => ({ params: requestParams(), body: rejectPurchaseInput, responses: moved() }),
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/api/bm/purchases/:id/receive',
    summary:
      'Record an approved request as received: the stock rises by the received quantity, once, with a purchase movement pointing at the request; only US dollars add to the cost',
    access: approvers,
    schemas: () => ({ params: requestParams(), body: receivePurchaseInput, responses: moved() }),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/bm/purchases/:id/cancel',
    summary: 'Withdraw one’s own pending request (403 for anyone else)',
    access: building,
    schemas: () => ({ params: requestParams(), responses: moved() }),
  }),
} as const;
