import { z } from '../zod.js';
import { once } from '../contracts/once.js';
import { MAX_COST_PER_ENTRY, MAX_QUANTITY, roundCents, roundQuantity } from '../inventory/index.js';
import { inventoryMovementSchema } from '../inventory/index.js';
import { INVENTORY_MESSAGES as IM } from '../inventory/index.js';
import { createInventoryTypeInput, INVENTORY_NOTE_MAX } from '../inventory/index.js';
import { STOCK_MESSAGES as M } from './stock-messages.js';

/** The categories counted as stock on the building portal's pages (tools and equipment are units: issue 44). */
export const STOCK_CATEGORIES = ['Materials', 'Consumables', 'Reusables'] as const;
export type StockCategory = (typeof STOCK_CATEGORIES)[number];
/** The most rows one log of use and waste takes at once (one transaction). */
export const MAX_LOG_ROWS = 100;
export const STOCK_PAGE_MAX = 200;
export const MOVEMENTS_PAGE = 50;

const amount = z.number({ error: M.amountInvalid }).min(0, M.amountInvalid).max(MAX_QUANTITY, M.amountTooLarge).transform(roundQuantity);
const note = z.string({ error: IM.noteTooLong }).trim().max(INVENTORY_NOTE_MAX, IM.noteTooLong).default('');

/**
 * One row of `/bmdashboard/materials/update` and `/bmdashboard/logMaterial`: used and wasted, in
 * units or as a percent of what is available (converted on the server from the locked row).
 */
export const stockLogRowInput = z
  .object({
    itemId: z.uuid({ error: M.chooseItem }),
    used: amount.default(0),
    wasted: amount.default(0),
    in: z.enum(['units', 'percent']).default('units'),
  })
  .superRefine((row, c) => {
    if (row.used === 0 && row.wasted === 0) c.addIssue({ code: 'custom', message: M.nothingLogged, path: ['used'] });
    if (row.in === 'percent') {
      if (row.used > 100) c.addIssue({ code: 'custom', message: M.percentTooLarge, path: ['used'] });
      if (row.wasted > 100) c.addIssue({ code: 'custom', message: M.percentTooLarge, path: ['wasted'] });
    }
  });
export type StockLogRowInput = z.input<typeof stockLogRowInput>;

/** `POST /api/bm/stock/log`: one row or many, all or nothing. */
export const stockLogInput = z
  .object({
    rows: z.array(stockLogRowInput, { error: M.noRows }).min(1, M.noRows).max(MAX_LOG_ROWS, M.tooManyRows),
    note,
  })
  .superRefine((v, c) => {
    const seen = new Set<string>();
    v.rows.forEach((row, i) => {
      if (seen.has(row.itemId)) c.addIssue({ code: 'custom', message: M.sameItemTwice, path: ['rows', i, 'itemId'] });
      seen.add(row.itemId);
    });
  });
export type StockLogInput = z.input<typeof stockLogInput>;

/** `PUT /api/bm/items/{id}/minimum`: the low-stock line, or none. */
export const stockMinimumInput = z.object({
  minimum: z
    .number({ error: M.minimumInvalid })
    .min(0, M.minimumInvalid)
    .max(MAX_QUANTITY, M.amountTooLarge)
    .transform(roundQuantity)
    .nullable(),
});

/** `POST /api/bm/stock`: stock added directly to a project, of an existing type or a new one. */
export const addStockInput = z
  .object({
    projectId: z.uuid({ error: IM.chooseProject }),
    category: z.enum(STOCK_CATEGORIES, { error: IM.categoryInvalid }),
    typeId: z.uuid({ error: IM.chooseType }).optional(),
    newType: createInventoryTypeInput.omit({ category: true }).optional(),
    quantity: z
      .number({ error: IM.quantityRequired })
      .gt(0, IM.quantityRequired)
      .max(MAX_QUANTITY, IM.quantityTooLarge)
      .transform(roundQuantity),
    costUsd: z
      .number({ error: IM.costInvalid })
      .min(0, IM.costInvalid)
      .max(MAX_COST_PER_ENTRY, IM.costTooLarge)
      .transform(roundCents)
      .default(0),
    note,
  })
  .refine((v) => (v.typeId === undefined) !== (v.newType === undefined), { message: IM.chooseType, path: ['typeId'] });
export type AddStockInput = z.input<typeof addStockInput>;

/** `POST /api/bm/movements/{id}/reverse` */
export const reverseMovementInput = z.object({
  note: z.string({ error: IM.noteRequired }).trim().min(1, IM.noteRequired).max(INVENTORY_NOTE_MAX, IM.noteTooLong),
});

export const STOCK_SORTS = ['project', 'type', 'bought', 'used', 'wasted', 'available'] as const;

/** `GET /api/bm/stock`: one category, optionally one project and one type, sorted, a page at a time. */
export const stockQuery = once(() =>
  z.object({
    category: z.enum(STOCK_CATEGORIES, { error: IM.categoryInvalid }),
    projectId: z.uuid({ error: IM.projectNotFound }).optional(),
    typeId: z.uuid({ error: IM.typeNotFound }).optional(),
    sort: z.enum(STOCK_SORTS).default('project'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    limit: z.coerce.number().int().min(1).max(STOCK_PAGE_MAX).default(100),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  }),
);

/** `GET /api/bm/items/{id}/movements?before=`: the newest movements, 50 at a time. */
export const movementsQuery = once(() =>
  z.object({
    before: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(MOVEMENTS_PAGE).default(MOVEMENTS_PAGE),
  }),
);

/** One item on the stock pages: Bought, Used, Wasted (Destroyed for reusables), Available. */
export const stockRowSchema = once(() =>
  z.object({
    itemId: z.uuid(),
    project: z.object({ id: z.uuid(), projectName: z.string() }),
    wbs: z.object({ id: z.uuid(), wbsName: z.string() }).nullable(),
    type: z.object({ id: z.uuid(), name: z.string(), unit: z.string(), category: z.enum(STOCK_CATEGORIES) }),
    bought: z.number(),
    used: z.number(),
    wasted: z.number(),
    available: z.number(),
    minimum: z.number().nullable(),
    belowMinimum: z.boolean(),
    updatedAt: z.string().describe('ISO date-time'),
  }),
);
export type StockRow = z.infer<ReturnType<typeof stockRowSchema>>;

export const stockPageSchema = once(() => z.object({ rows: z.array(stockRowSchema()), total: z.number().int() }));
export type StockPage = z.infer<ReturnType<typeof stockPageSchema>>;

export const stockLogAnswer = once(() => z.object({ rows: z.array(stockRowSchema()) }));
export type StockLogAnswer = z.infer<ReturnType<typeof stockLogAnswer>>;

export const movementsPageSchema = once(() =>
  z.object({ item: stockRowSchema(), movements: z.array(inventoryMovementSchema()), more: z.boolean() }),
);
export type MovementsPage = z.infer<ReturnType<typeof movementsPageSchema>>;

/** A project the portal's picker offers (not archived). */
export const buildingProjectSchema = once(() => z.object({ id: z.uuid(), projectName: z.string(), isActive: z.boolean() }));
export type BuildingProject = z.infer<ReturnType<typeof buildingProjectSchema>>;
