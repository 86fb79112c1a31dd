import { TOOL_MESSAGES as M, toolTotalPrice, type ToolTypeAnswer, type toolTypeInput, type UnitCategory } from '@goodhours/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { inventoryTypes, toolUnits } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { assertCanReceive, projectById } from '../inventory/index.js';

type Input = z.output<typeof toolTypeInput>;

/** The type named in the form: the category's type of that name (any case), or a new one. An archived one is refused. */
async function typeOfForm(tx: Tx, input: Input): Promise<{ id: string; name: string }> {
  const [found] = await tx
    .select({ id: inventoryTypes.id, name: inventoryTypes.name, archivedAt: inventoryTypes.archivedAt })
    .from(inventoryTypes)
    .where(and(eq(inventoryTypes.category, input.category), sql`lower(${inventoryTypes.name}) = lower(${input.name})`));
  if (found?.archivedAt) throw new AppError('CONFLICT', M.typeArchived, { name: M.typeArchived });
  if (found) return found;
  try {
    // A savepoint: two forms creating the same new type at once both end on the one row.
    const [row] = await tx.transaction((inner) =>
      inner
        .insert(inventoryTypes)
        .values({
          name: input.name,
          category: input.category,
          description: input.description,
          fuel: input.category === 'Equipments' ? 'Diesel' : null,
        })
        .returning({ id: inventoryTypes.id, name: inventoryTypes.name }),
    );
    if (!row) throw new Error('inventory type insert returned nothing');
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return typeOfForm(tx, input);
  }
}

export interface NewUnits {
  typeId: string;
  projectId: string;
  category: UnitCategory;
  quantity: number;
  ownership: 'Purchased' | 'Rental';
  rentedOn?: string | null;
  rentalDue?: string | null;
  condition: 'New' | 'Good';
  invoice?: string;
  unitPrice?: number | null;
  currency?: string | null;
  purchaseRequestId?: string | null;
  createdBy: string;
}

/**
 * Makes `quantity` units of a type on a project, each with the next code of the organisation's
 * sequence (T-000001 for tools, E-000001 for equipment): unique and never reused, so parallel
 * forms and receipts never collide. Answers the codes in order.
 */
export async function insertUnits(ctx: AppContext, tx: Tx, units: NewUnits): Promise<string[]> {
  const prefix = units.category === 'Tools' ? 'T' : 'E';
  const codes = rowsOf<{ code: string }>(
    await tx.execute(sql`select ${prefix} || '-' || lpad(nextval('tool_unit_code_seq')::text, 6, '0') as code
      from generate_series(1, ${units.quantity})`),
  ).map((r) => r.code);
  const { quantity: _quantity, category: _category, ...fields } = units;
  await tx.insert(toolUnits).values(codes.map((code) => ({ ...fields, code, createdAt: ctx.clock.now() })));
  return codes;
}

/** The tool type form (document 3 §5; issue 44): the type, new or existing, and `quantity` new units of it on the project. */
export async function addToolType(ctx: AppContext, userId: string, input: Input): Promise<ToolTypeAnswer> {
  return ctx.db.transaction(async (tx) => {
    assertCanReceive(await projectById(tx, input.projectId, 'projectId'), 'projectId');
    const type = await typeOfForm(tx, input);
    const rental = input.purchaseRental === 'rental';
    const codes = await insertUnits(ctx, tx, {
      typeId: type.id,
      projectId: input.projectId,
      category: input.category,
      quantity: input.quantity,
      ownership: rental ? 'Rental' : 'Purchased',
      rentedOn: rental ? input.fromDate : null,
      rentalDue: rental ? (input.toDate ?? null) : null,
      condition: input.condition === 'new' ? 'New' : 'Good',
      invoice: input.invoice,
      unitPrice: input.unitPrice,
      currency: input.currency,
      createdBy: userId,
    });
    return {
      typeId: type.id,
      name: type.name,
      codes,
      totalPrice: toolTotalPrice(input.unitPrice, input.quantity, input.taxes, input.shippingFee),
      message: M.created(type.name),
    };
  });
}
