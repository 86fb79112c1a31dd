import {
  CHECKOUT_CONDITIONS,
  pacificDate,
  type LogAction,
  type ToolLogTable,
  type toolLogQuery,
  type UnitCategory,
  type UnitCondition,
  type UnitRow,
  type UnitsPage,
  type unitsQuery,
} from '@goodhours/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { projectById } from '../inventory/index.js';

/** The conditions a unit may be checked out in, as an SQL list. */
export const CHECKOUT_SQL: SQL = sql`(${sql.join(
  CHECKOUT_CONDITIONS.map((c) => sql`${c}`),
  sql`, `,
)})`;

interface UnitSqlRow {
  id: string;
  code: string;
  type_id: string;
  type_name: string;
  category: UnitCategory;
  description: string;
  project_id: string;
  project_name: string;
  ownership: 'Purchased' | 'Rental';
  rented_on: string | null;
  rental_due: string | null;
  condition: UnitCondition;
  holder_id: string | null;
  holder_name: string | null;
  holder_external: boolean;
  held_since: Date | string | null;
  retired: boolean;
  last_action: LogAction | null;
  total: number | string;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toRow = (r: UnitSqlRow): UnitRow => ({
  id: r.id,
  code: r.code,
  type: { id: r.type_id, name: r.type_name, category: r.category, description: r.description },
  project: { id: r.project_id, projectName: r.project_name },
  ownership: r.ownership,
  rentedOn: r.rented_on,
  rentalDue: r.rental_due,
  condition: r.condition,
  holder: r.holder_id ? { id: r.holder_id, name: r.holder_name ?? '', external: r.holder_external } : null,
  heldSince: iso(r.held_since),
  retired: r.retired,
  // Document 3 §4: current usage comes from the last log entry's type.
  currentUsage: r.last_action === 'Check Out' ? 'Checked Out' : r.last_action === 'Check In' ? 'Checked In' : 'Unknown',
});

/**
 * Tools or equipment, one row per unit (document 3 §2.9 lists), with the holder and the current
 * usage from the unit's last log entry, in one statement.
 */
export async function listUnits(
  tx: Tx,
  q: Partial<Pick<z.output<ReturnType<typeof unitsQuery>>, 'category' | 'projectId' | 'typeId'>> & {
    unitId?: string;
    limit: number;
    offset: number;
  },
): Promise<UnitsPage> {
  const result: unknown = await tx.execute(sql`
    select u.id, u.code, t.id as type_id, t.name as type_name, t.category, t.description,
      p.id as project_id, p.project_name, u.ownership, u.rented_on::text, u.rental_due::text, u.condition,
      coalesce(hu.id, he.id) as holder_id,
      coalesce(hu.first_name || ' ' || hu.last_name, he.first_name || ' ' || he.last_name) as holder_name,
      he.id is not null as holder_external, u.held_since, u.retired_at is not null as retired,
      (select l.action from tool_unit_log l where l.unit_id = u.id order by l.at desc, l.id desc limit 1) as last_action,
      count(*) over () as total
    from tool_units u
    join inventory_types t on t.id = u.type_id
    join projects p on p.id = u.project_id
    left join users hu on hu.id = u.holder_user_id
    left join external_team_members he on he.id = u.holder_external_id
    where true
      ${q.category ? sql`and t.category = ${q.category}` : sql``}
      ${q.unitId ? sql`and u.id = ${q.unitId}` : sql``}
      ${q.projectId ? sql`and u.project_id = ${q.projectId}` : sql``}
      ${q.typeId ? sql`and u.type_id = ${q.typeId}` : sql``}
    order by lower(p.project_name), lower(t.name), u.code
    limit ${q.limit} offset ${q.offset}`);
  const rows = rowsOf<UnitSqlRow>(result);
  return { rows: rows.map(toRow), total: Number(rows[0]?.total ?? 0) };
}

/**
 * The daily log's table (document 3 §2.9, §4): for each type on the project, the working units
 * (not retired, in a condition to be used), those available (working and unheld) and those in
 * use, with the units the action may take: Check Out the available ones, Check In the held ones.
 */
export async function toolLogTable(ctx: AppContext, q: z.output<ReturnType<typeof toolLogQuery>>): Promise<ToolLogTable> {
  await projectById(ctx.db, q.projectId);
  const offered =
    q.action === 'Check Out'
      ? sql`u.holder_user_id is null and u.holder_external_id is null and u.condition in ${CHECKOUT_SQL}`
      : sql`(u.holder_user_id is not null or u.holder_external_id is not null)`;
  const result: unknown = await ctx.db.execute(sql`
    select t.id as "typeId", t.name, t.category,
      count(*) filter (where u.condition in ${CHECKOUT_SQL})::int as working,
      count(*) filter (where u.condition in ${CHECKOUT_SQL} and u.holder_user_id is null and u.holder_external_id is null)::int as available,
      count(*) filter (where u.holder_user_id is not null or u.holder_external_id is not null)::int as using,
      coalesce(json_agg(json_build_object('id', u.id, 'code', u.code) order by u.code) filter (where ${offered}), '[]'::json) as units
    from tool_units u join inventory_types t on t.id = u.type_id
    where u.project_id = ${q.projectId} and u.retired_at is null
      ${q.category ? sql`and t.category = ${q.category}` : sql``}
    group by t.id, t.name, t.category
    order by t.category desc, lower(t.name)`);
  type TypeRow = ToolLogTable['types'][number];
  // PGlite answers json as text; PostgreSQL's driver parses it.
  const types = rowsOf<Omit<TypeRow, 'units'> & { units: TypeRow['units'] | string }>(result).map((r): TypeRow => ({
    ...r,
    units: typeof r.units === 'string' ? (JSON.parse(r.units) as TypeRow['units']) : r.units,
  }));
  return { date: pacificDate(ctx.clock.now()), types };
}
