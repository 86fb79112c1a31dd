import { addDays, pacificDate } from '@goodhours/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { rowsOf } from '../db/raw.js';
import { inventoryTypes, toolUnitLog, toolUnits, toolUnitUpdates } from '../db/schema/index.js';

const DAY_MS = 86_400_000;

/**
 * The building portal's tools and equipment on the first demo project (issue 44): units in every
 * state (available, checked out by a volunteer, broken, lost, retired) and a generator rented and
 * due in two days, with their custody log and condition updates.
 */
export async function seedDemoTools(
  tx: Tx,
  now: Date,
  projectId: string | undefined,
  people: { manager: string; volunteer: string },
): Promise<void> {
  if (!projectId) return;
  const types = await tx
    .select({ id: inventoryTypes.id, name: inventoryTypes.name })
    .from(inventoryTypes)
    .where(inArray(inventoryTypes.name, ['Tamper', 'Shovel', 'Generator', 'Cement mixer']));
  const typeId = (name: string) => types.find((t) => t.name === name)?.id;
  const at = (daysAgo: number, hour = 9) => new Date(now.getTime() - daysAgo * DAY_MS + (hour - 17) * 3_600_000);
  const today = pacificDate(now);
  const next = async (prefix: string) =>
    rowsOf<{ code: string }>(await tx.execute(sql`select ${prefix} || '-' || lpad(nextval('tool_unit_code_seq')::text, 6, '0') as code`))[0]
      ?.code ?? '';
  const unit = async (type: string, fields: Partial<typeof toolUnits.$inferInsert>) => {
    const id = typeId(type);
    if (!id) return undefined;
    const [row] = await tx
      .insert(toolUnits)
      .values({
        typeId: id,
        projectId,
        code: await next(type === 'Generator' || type === 'Cement mixer' ? 'E' : 'T'),
        invoice: 'DEMO-118',
        unitPrice: type === 'Tamper' ? 45 : 30,
        currency: 'USD',
        createdBy: people.manager,
        createdAt: at(20),
        ...fields,
      })
      .returning({ id: toolUnits.id });
    return row?.id;
  };
  const log = (unitId: string | undefined, action: 'Check Out' | 'Check In', holder: string, daysAgo: number) =>
    unitId
      ? tx
          .insert(toolUnitLog)
          .values({ unitId, action, holderUserId: holder, byUserId: holder, workDate: pacificDate(at(daysAgo)), at: at(daysAgo) })
      : undefined;

  await unit('Tamper', {});
  await unit('Tamper', { condition: 'Good' });
  const held = await unit('Tamper', { holderUserId: people.volunteer, heldSince: at(1) });
  await log(held, 'Check Out', people.volunteer, 1);
  const returned = await unit('Shovel', { condition: 'Worn' });
  await log(returned, 'Check Out', people.volunteer, 6);
  await log(returned, 'Check In', people.volunteer, 5);
  const broken = await unit('Shovel', { condition: 'Needs Repair' });
  const lost = await unit('Shovel', { condition: 'Lost' });
  const retired = await unit('Cement mixer', { condition: 'Worn', retiredAt: at(3) });
  await unit('Generator', { ownership: 'Rental', rentedOn: addDays(today, -12), rentalDue: addDays(today, 2) });
  const update = (unitId: string | undefined, status: string, condition: string, description: string, daysAgo: number) =>
    unitId
      ? tx.insert(toolUnitUpdates).values({
          unitId,
          updateDate: pacificDate(at(daysAgo)),
          status,
          condition,
          description,
          byUserId: people.manager,
          at: at(daysAgo, 16),
        })
      : undefined;
  await update(broken, 'Broken/Needs repair', 'Needs Repair', 'The handle cracked at the socket.', 4);
  await update(lost, 'Stolen/Lost', 'Lost', 'Not found after the weekend.', 2);
  await update(retired, 'End of life', 'Worn', 'The drum is rusted through.', 3);
}
