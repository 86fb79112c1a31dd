import { EQUIPMENT_CATEGORIES, MATERIAL_CATEGORIES, type InventorySummary } from '@goodhours/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';

interface SummaryRow {
  materials_cost: number | string | null;
  equipment_cost: number | string | null;
  most_wasted: TypeFigure | string | null;
  most_bought: TypeFigure | string | null;
  least_available: TypeFigure | string | null;
}

interface TypeFigure {
  name: string;
  unit: string;
  value: number;
}

const inList = (values: readonly string[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

function figure(value: TypeFigure | string | null): TypeFigure | null {
  if (value === null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as TypeFigure) : value;
}

/**
 * The Project entity's stock figures (document 1 §3) in one statement: total materials cost,
 * total equipment cost, and the material type most wasted, most bought (purchases, not transfers
 * in) and least available. Stock is summed per type over the whole project: its own level and
 * every WBS.
 */
export async function inventorySummary(tx: Tx, projectId: string): Promise<InventorySummary> {
  const materials = inList(MATERIAL_CATEGORIES);
  const equipment = inList(EQUIPMENT_CATEGORIES);
  const result: unknown = await tx.execute(sql`
    with scoped as (
      select i.id, i.type_id, i.quantity, i.wasted, i.cost_usd
      from inventory_items i
      where i.project_id = ${projectId}
    ),
    bought as (
      select m.item_id, sum(m.quantity) as qty
      from inventory_movements m
      join scoped s on s.id = m.item_id
      where m.kind = 'purchase'
      group by m.item_id
    ),
    per_type as (
      select t.name, t.unit, t.category,
        sum(s.quantity) as available, sum(s.wasted) as wasted, sum(s.cost_usd) as cost,
        coalesce(sum(b.qty), 0) as bought
      from scoped s
      join inventory_types t on t.id = s.type_id
      left join bought b on b.item_id = s.id
      group by t.id, t.name, t.unit, t.category
    )
    select
      (select coalesce(sum(cost), 0)::float8 from per_type where category in ${materials}) as materials_cost,
      (select coalesce(sum(cost), 0)::float8 from per_type where category in ${equipment}) as equipment_cost,
      (select json_build_object('name', name, 'unit', unit, 'value', wasted) from per_type
        where category in ${materials} and wasted > 0 order by wasted desc, lower(name) limit 1) as most_wasted,
      (select json_build_object('name', name, 'unit', unit, 'value', bought) from per_type
        where category in ${materials} and bought > 0 order by bought desc, lower(name) limit 1) as most_bought,
      (select json_build_object('name', name, 'unit', unit, 'value', available) from per_type
        where category in ${materials} order by available asc, lower(name) limit 1) as least_available
  `);
  const row = rowsOf<SummaryRow>(result)[0];
  const wasted = figure(row?.most_wasted ?? null);
  const bought = figure(row?.most_bought ?? null);
  const least = figure(row?.least_available ?? null);
  const type = (f: TypeFigure) => ({ name: f.name, unit: f.unit });
  return {
    totalMaterialsCost: Number(row?.materials_cost ?? 0),
    totalEquipmentCost: Number(row?.equipment_cost ?? 0),
    mostMaterialWaste: wasted ? { itemType: type(wasted), stockWasted: Number(wasted.value) } : null,
    mostMaterialBought: bought ? { itemType: type(bought), stockBought: Number(bought.value) } : null,
    leastMaterialAvailable: least ? { itemType: type(least), stockAvailable: Number(least.value) } : null,
  };
}
