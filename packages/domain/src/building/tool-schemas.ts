import { z } from '../zod.js';
import { once } from '../contracts/once.js';
import { PURCHASE_CURRENCIES } from './purchase-schemas.js';
import { TOOL_MESSAGES as M } from './tool-messages.js';

/** The categories whose items are units with a code and one holder (issue 44). */
export const UNIT_CATEGORIES = ['Tools', 'Equipments'] as const;
export type UnitCategory = (typeof UNIT_CATEGORIES)[number];
export const isUnitCategory = (category: string): category is UnitCategory => (UNIT_CATEGORIES as readonly string[]).includes(category);

/** A unit's condition; document 3 §4 flags the last four as bad, and Lost and Needs Replacing as not available. */
export const UNIT_CONDITIONS = ['New', 'Good', 'Worn', 'Needs Repair', 'Needs Replacing', 'Lost'] as const;
export type UnitCondition = (typeof UNIT_CONDITIONS)[number];
export const BAD_CONDITIONS: readonly UnitCondition[] = ['Worn', 'Needs Repair', 'Needs Replacing', 'Lost'];
export const UNAVAILABLE_CONDITIONS: readonly UnitCondition[] = ['Needs Replacing', 'Lost'];
/** What may be checked out: not lost, not waiting for repair or replacement (a broken unit stays on site). */
export const CHECKOUT_CONDITIONS: readonly UnitCondition[] = ['New', 'Good', 'Worn'];

export const isBadCondition = (c: UnitCondition): boolean => BAD_CONDITIONS.includes(c);
export const isAvailableCondition = (c: UnitCondition): boolean => !UNAVAILABLE_CONDITIONS.includes(c);

export const LOG_ACTIONS = ['Check Out', 'Check In'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
export const MAX_UNITS_PER_LOG = 100;

/** Total price of the tool type form (document 3 §5): unit price × quantity, plus tax percent, plus shipping, to the cent. */
export function toolTotalPrice(unitPrice: number, quantity: number, taxesPercent: number, shippingFee: number): number {
  const cents = Math.round(unitPrice * 100) * quantity;
  const withTax = Math.round(cents * (1 + taxesPercent / 100));
  return (withTax + Math.round(shippingFee * 100)) / 100;
}

const isoDate = z.iso.date({ error: M.enterDate });

/**
 * `POST /api/bm/tool-types` (document 3 §3, §5 'Tool type form'): a type of tools or equipment,
 * new or existing by name, and N units of it for a project, each with a new code.
 */
export const toolTypeInput = z
  .object({
    category: z.enum(UNIT_CATEGORIES),
    projectId: z.uuid({ error: M.chooseProject }),
    name: z.string({ error: M.nameLength }).trim().min(3, M.nameLength).max(15, M.nameLength),
    description: z.string({ error: M.descriptionLength }).trim().min(5, M.descriptionLength).max(500, M.descriptionLength),
    invoice: z.string({ error: M.invoiceRequired }).trim().min(1, M.invoiceRequired).max(50, M.invoiceTooLong),
    quantity: z.number({ error: M.quantityWhole }).int(M.quantityWhole).min(1, M.quantityWhole).max(999, M.quantityWhole),
    unitPrice: z.number({ error: M.unitPriceMin }).min(1, M.unitPriceMin).max(1_000_000, M.unitPriceTooLarge),
    currency: z.enum(PURCHASE_CURRENCIES, { error: M.currencyInvalid }),
    purchaseRental: z.enum(['purchase', 'rental'], { error: M.purchaseRentalInvalid }),
    condition: z.enum(['new', 'used'], { error: M.conditionInvalid }),
    fromDate: isoDate,
    toDate: z.iso.date({ error: M.returnAfterRental }).optional(),
    shippingFee: z.number({ error: M.shippingInvalid }).min(0, M.shippingInvalid).max(1_000_000, M.shippingInvalid).default(0),
    taxes: z.number({ error: M.taxesInvalid }).min(0, M.taxesInvalid).max(100, M.taxesInvalid).default(0),
    areaCode: z
      .string()
      .trim()
      .regex(/^\d{0,5}$/, M.areaCodeInvalid)
      .default(''),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^(\d{7,15})?$/, M.phoneInvalid)
      .default(''),
    link: z
      .string()
      .trim()
      .max(2000, M.linkInvalid)
      .regex(/^(https?:\/\/\S+)?$/, M.linkInvalid)
      .default(''),
  })
  .superRefine((v, c) => {
    if (v.purchaseRental === 'rental') {
      if (!v.toDate) c.addIssue({ code: 'custom', message: M.returnAfterRental, path: ['toDate'] });
      else if (v.toDate <= v.fromDate) c.addIssue({ code: 'custom', message: M.returnAfterRental, path: ['toDate'] });
    }
  });
export type ToolTypeInput = z.input<typeof toolTypeInput>;

/** `POST /api/bm/tool-log` (document 3 §3 'Tool log payload'): one action on some units of a project, in one transaction. */
export const toolLogInput = z.object({
  projectId: z.uuid({ error: M.chooseProject }),
  action: z.enum(LOG_ACTIONS),
  unitIds: z
    .array(z.uuid({ error: M.unitNotFound }), { error: M.chooseCodes })
    .min(1, M.chooseCodes)
    .max(MAX_UNITS_PER_LOG, M.tooManyCodes),
  /** Check out to an external team member instead of oneself. */
  externalId: z.uuid({ error: M.holderNotFound }).optional(),
});
export type ToolLogInput = z.input<typeof toolLogInput>;

export const unitsQuery = once(() =>
  z.object({
    category: z.enum(UNIT_CATEGORIES),
    projectId: z.uuid().optional(),
    typeId: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(500).default(200),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  }),
);

export const toolLogQuery = once(() =>
  z.object({ projectId: z.uuid({ error: M.chooseProject }), action: z.enum(LOG_ACTIONS), category: z.enum(UNIT_CATEGORIES).optional() }),
);

const person = once(() => z.object({ id: z.uuid(), name: z.string(), external: z.boolean() }));

/** One unit on the lists (document 3 §2.9 tools and equipment lists). */
export const unitRowSchema = once(() =>
  z.object({
    id: z.uuid(),
    code: z.string(),
    type: z.object({ id: z.uuid(), name: z.string(), category: z.enum(UNIT_CATEGORIES), description: z.string() }),
    project: z.object({ id: z.uuid(), projectName: z.string() }),
    ownership: z.enum(['Purchased', 'Rental']),
    rentedOn: z.string().nullable(),
    rentalDue: z.string().nullable(),
    condition: z.enum(UNIT_CONDITIONS),
    holder: person().nullable(),
    heldSince: z.string().nullable(),
    retired: z.boolean(),
    currentUsage: z.enum(['Checked In', 'Checked Out', 'Unknown']),
  }),
);
export type UnitRow = z.infer<ReturnType<typeof unitRowSchema>>;
export const unitsPageSchema = once(() => z.object({ rows: z.array(unitRowSchema()), total: z.number().int() }));
export type UnitsPage = z.infer<ReturnType<typeof unitsPageSchema>>;

export const toolTypeAnswer = once(() =>
  z.object({ typeId: z.uuid(), name: z.string(), codes: z.array(z.string()), totalPrice: z.number(), message: z.string() }),
);
export type ToolTypeAnswer = z.infer<ReturnType<typeof toolTypeAnswer>>;

/** The daily log's table (document 3 §2.9): per type, working, available and using counts, and the codes the action may take. */
export const toolLogTableSchema = once(() =>
  z.object({
    date: z.string().describe('Today in the organisation’s time zone, YYYY-MM-DD: the log’s date, not editable.'),
    types: z.array(
      z.object({
        typeId: z.uuid(),
        name: z.string(),
        category: z.enum(UNIT_CATEGORIES),
        working: z.number().int(),
        available: z.number().int(),
        using: z.number().int(),
        units: z.array(z.object({ id: z.uuid(), code: z.string() })),
      }),
    ),
  }),
);
export type ToolLogTable = z.infer<ReturnType<typeof toolLogTableSchema>>;

/** The outcome of a log: a message per unit, successes and refusals apart (document 3 §8 'Tool log'). */
export const toolLogAnswer = once(() =>
  z.object({
    results: z.array(z.object({ unitId: z.uuid(), code: z.string(), ok: z.boolean(), message: z.string() })),
  }),
);
export type ToolLogAnswer = z.infer<ReturnType<typeof toolLogAnswer>>;

/** The update-status form's statuses (document 3 §3) and the condition each leaves the unit in. */
export const UNIT_STATUSES = ['Working well', 'Broken/Needs repair', 'Stolen/Lost', 'End of life', 'Returned'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const CONDITION_OF_STATUS: Readonly<Record<UnitStatus, UnitCondition | null>> = {
  'Working well': 'Good',
  'Broken/Needs repair': 'Needs Repair',
  'Stolen/Lost': 'Lost',
  // Retired: the condition stays what it was.
  'End of life': null,
  Returned: null,
};
/** Statuses that take the unit from its holder: it is gone, or out of use for good. */
export const STATUSES_LEAVING_HOLDER: readonly UnitStatus[] = ['Stolen/Lost', 'End of life', 'Returned'];
export const RETIRING_STATUSES: readonly UnitStatus[] = ['End of life', 'Returned'];

/** `POST /api/bm/units/{id}/updates` (document 3 §3 'Update-status form'). */
export const unitUpdateInput = z
  .object({
    updateDate: z.iso.date({ error: M.enterDate }),
    status: z.enum(UNIT_STATUSES, { error: M.statusInvalid }),
    lastUsedBy: z.string().trim().max(100, M.lastUsedByTooLong).default(''),
    lastUsedFor: z.string().trim().max(200, M.lastUsedForTooLong).default(''),
    replacementRequired: z.boolean().default(false),
    description: z.string().trim().max(500, M.updateDescriptionTooLong).default(''),
    sendNote: z.boolean().default(false),
    note: z.string().trim().max(500, M.noteTooLong).default(''),
  })
  .superRefine((v, c) => {
    if (v.sendNote && !v.note) c.addIssue({ code: 'custom', message: M.noteRequired, path: ['note'] });
  });
export type UnitUpdateInput = z.input<typeof unitUpdateInput>;

export const unitUpdateSchema = once(() =>
  z.object({
    id: z.uuid(),
    updateDate: z.string(),
    status: z.enum(UNIT_STATUSES),
    condition: z.enum(UNIT_CONDITIONS),
    lastUsedBy: z.string(),
    lastUsedFor: z.string(),
    replacementRequired: z.boolean(),
    description: z.string(),
    note: z.string(),
    by: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
    at: z.string(),
  }),
);
export type UnitUpdate = z.infer<ReturnType<typeof unitUpdateSchema>>;

export const unitLogEntrySchema = once(() =>
  z.object({
    id: z.uuid(),
    action: z.enum(LOG_ACTIONS),
    holder: person().nullable(),
    by: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
    workDate: z.string(),
    at: z.string(),
  }),
);
export type UnitLogEntry = z.infer<ReturnType<typeof unitLogEntrySchema>>;

/** `GET /api/bm/units/{id}`: every field of the unit's page from the data (document 3 §2.9 detail pages). */
export const unitDetailSchema = once(() =>
  z.object({
    unit: unitRowSchema(),
    invoice: z.string(),
    unitPrice: z.number().nullable(),
    currency: z.string().nullable(),
    purchaseRequestId: z.uuid().nullable(),
    rentalDaysLeft: z.number().int().nullable().describe('Whole days until the rental is due; negative when past (shown as Expired).'),
    log: z.array(unitLogEntrySchema()).describe('Newest first, at most 50.'),
    updates: z.array(unitUpdateSchema()).describe('Newest first, at most 50.'),
  }),
);
export type UnitDetail = z.infer<ReturnType<typeof unitDetailSchema>>;
