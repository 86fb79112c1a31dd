import { z } from '../zod.js';
import { once } from '../contracts/once.js';
import {
  INVENTORY_CATEGORIES,
  MAX_COST_PER_ENTRY,
  MAX_QUANTITY,
  roundCents,
  roundQuantity,
  type InventoryCategory,
} from '../inventory/index.js';
import { PURCHASE_MESSAGES as M } from './purchase-messages.js';

/**
 * The building portal's purchase requests (document 3 §2.9 the `/…/purchase` pages, §3
 * purchaseRecord): someone asks to buy stock of a type for a project; an approver approves or
 * rejects it; what was bought is then received, and only then does the stock rise, once.
 */

export const PURCHASE_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type PurchasePriority = (typeof PURCHASE_PRIORITIES)[number];

export const PURCHASE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Received', 'Cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PURCHASE_CURRENCIES = ['USD', 'EUR', 'CAD'] as const;
export type PurchaseCurrency = (typeof PURCHASE_CURRENCIES)[number];

export const PURCHASE_BRAND_MAX = 100;
export const PURCHASE_USAGE_TIME_MAX = 100;
export const PURCHASE_USAGE_DESCRIPTION_MAX = 150;
export const PURCHASE_REASON_MAX = 500;
export const PURCHASE_UNIT_PRICE_MAX = 1_000_000;
/** Tools and equipment are counted one by one: whole numbers from 1 to 999. */
export const PURCHASE_WHOLE_MAX = 999;
/** Requests one page of the list holds at most. */
export const PURCHASE_PAGE_MAX = 100;

/** The categories whose requests count whole pieces and say how long and for what they are used. */
export const WHOLE_UNIT_CATEGORIES: readonly InventoryCategory[] = ['Tools', 'Equipments'];
export const countsWholeUnits = (category: InventoryCategory): boolean => WHOLE_UNIT_CATEGORIES.includes(category);

/** What each move of a request is called in messages, and the state it needs and leads to. */
export const PURCHASE_TRANSITIONS = {
  approve: { from: 'Pending', to: 'Approved', verb: 'approved' },
  reject: { from: 'Pending', to: 'Rejected', verb: 'rejected' },
  receive: { from: 'Approved', to: 'Received', verb: 'received' },
  cancel: { from: 'Pending', to: 'Cancelled', verb: 'cancelled' },
} as const satisfies Record<string, { from: PurchaseStatus; to: PurchaseStatus; verb: string }>;
export type PurchaseAction = keyof typeof PURCHASE_TRANSITIONS;

/**
 * The 409 of a move the request's state no longer allows, naming that state: the loser of two
 * parallel approvals reads 'This request is already approved.', a receipt of a pending one
 * 'This request is pending, so it cannot be received.'
 */
export function purchaseTransitionRefused(current: PurchaseStatus, action: PurchaseAction): string {
  const { to, verb } = PURCHASE_TRANSITIONS[action];
  const state = current.toLowerCase();
  return current === to ? `This request is already ${state}.` : `This request is ${state}, so it cannot be ${verb}.`;
}

/** Whether a move is open from a state (the screens offer only those; the server decides). */
export const canMovePurchase = (status: PurchaseStatus, action: PurchaseAction): boolean => PURCHASE_TRANSITIONS[action].from === status;

/** A quantity asked for or received: more than 0, at most 1,000,000, rounded to 3 decimals. */
const quantity = () =>
  z
    .number({ error: M.quantityRequired })
    .gt(0, M.quantityRequired)
    .max(MAX_QUANTITY, M.quantityTooLarge)
    .transform(roundQuantity)
    .refine((q) => q > 0, M.quantityRequired);

const text = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong).default('');

/**
 * `POST /api/bm/purchases`. Whether the quantity must be whole, and whether the usage fields are
 * kept, depends on the type's category, which the server reads (`purchaseProblems`,
 * `storedPurchase`); the form asks the same with the page's category.
 */
export const purchaseRequestInput = z.object({
  projectId: z.uuid({ error: M.chooseProject }),
  typeId: z.uuid({ error: M.chooseType }),
  quantity: quantity(),
  priority: z.enum(PURCHASE_PRIORITIES, { error: M.priorityInvalid }),
  brand: text(PURCHASE_BRAND_MAX, M.brandTooLong),
  usageTime: text(PURCHASE_USAGE_TIME_MAX, M.usageTimeTooLong),
  usageDescription: text(PURCHASE_USAGE_DESCRIPTION_MAX, M.usageDescriptionTooLong),
});
export type PurchaseRequestInput = z.input<typeof purchaseRequestInput>;
export type PurchaseRequestValues = z.output<typeof purchaseRequestInput>;

/** `POST /api/bm/purchases/{id}/reject`: the reason is required. */
export const rejectPurchaseInput = z.object({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(PURCHASE_REASON_MAX, M.reasonTooLong),
});
export type RejectPurchaseInput = z.input<typeof rejectPurchaseInput>;

/** `POST /api/bm/purchases/{id}/receive`: what arrived, what one unit cost and in which currency. */
export const receivePurchaseInput = z
  .object({
    quantity: quantity(),
    unitPrice: z
      .number({ error: M.unitPriceInvalid })
      .min(0, M.unitPriceInvalid)
      .max(PURCHASE_UNIT_PRICE_MAX, M.unitPriceTooLarge)
      .transform(roundCents),
    currency: z.enum(PURCHASE_CURRENCIES, { error: M.currencyInvalid }),
  })
  // The total must fit what one stock movement may cost (MAX_COST_PER_ENTRY), whatever the currency.
  .refine((v) => v.quantity * v.unitPrice <= MAX_COST_PER_ENTRY, { message: M.totalTooLarge, path: ['unitPrice'] });
export type ReceivePurchaseInput = z.input<typeof receivePurchaseInput>;
export type ReceivePurchaseValues = z.output<typeof receivePurchaseInput>;

/** A quantity's problem for a type's category: tools and equipment are whole pieces, 1 to 999. */
export function purchaseQuantityProblem(category: InventoryCategory, value: number): string | undefined {
  if (!countsWholeUnits(category)) return undefined;
  return Number.isInteger(value) && value >= 1 && value <= PURCHASE_WHOLE_MAX ? undefined : M.wholeQuantity;
}

/** A request's problems once its type's category is known, as field problems (empty when none). */
export function purchaseProblems(category: InventoryCategory, values: { quantity: number }): Record<string, string> {
  const problem = purchaseQuantityProblem(category, values.quantity);
  return problem ? { quantity: problem } : {};
}

/** What is stored: the usage fields belong to tools and equipment only. */
export function storedPurchase<T extends { usageTime: string; usageDescription: string }>(category: InventoryCategory, values: T): T {
  return countsWholeUnits(category) ? values : { ...values, usageTime: '', usageDescription: '' };
}

/**
 * What a receipt adds to the item's cost, in US dollars (decision 070: costs are kept in USD).
 * Only a purchase paid in US dollars adds its total. Another currency adds nothing: the product
 * keeps no exchange rates, and a rate fixed in the code would be wrong within weeks, so the unit
 * price and currency stay on the request for whoever converts them, and the movement says so.
 */
export function purchaseCostUsd(v: { quantity: number; unitPrice: number; currency: PurchaseCurrency }): number {
  return v.currency === 'USD' ? roundCents(v.quantity * v.unitPrice) : 0;
}

/** The item's ledger note for a receipt: the price paid, and that it was not converted when not in USD. */
export function purchaseReceiptNote(v: { quantity: number; unitPrice: number; currency: PurchaseCurrency }): string {
  const price = `${v.unitPrice.toFixed(2)} ${v.currency} each`;
  return v.currency === 'USD' ? `Purchase request received at ${price}.` : `Purchase request received at ${price}; not converted to USD.`;
}

/** Empty text, 'All' or left out means no filter. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === 'All' ? undefined : value), schema.optional());

/**
 * `GET /api/bm/purchases?status=&category=&projectId=&typeId=&limit=&before=`: newest first;
 * `before` is the id of the last request already shown (its page's `next`).
 */
export const purchaseListQuery = once(() =>
  z.object({
    status: filter(z.enum(PURCHASE_STATUSES, { error: M.statusInvalid })),
    category: filter(z.enum(INVENTORY_CATEGORIES, { error: M.categoryInvalid })),
    projectId: z.uuid({ error: M.chooseProject }).optional(),
    typeId: z.uuid({ error: M.chooseType }).optional(),
    limit: z.coerce
      .number({ error: M.limitInvalid })
      .int(M.limitInvalid)
      .min(1, M.limitInvalid)
      .max(PURCHASE_PAGE_MAX, M.limitInvalid)
      .default(50),
    before: z.uuid({ error: M.pageInvalid }).optional(),
  }),
);
export type PurchaseListQuery = z.input<ReturnType<typeof purchaseListQuery>>;
