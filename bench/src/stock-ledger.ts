/**
 * The stock ledger of the building portal at scale (issue 43): 200 projects, 1,000 item types,
 * 10,000 items (50 types a project) and 1,000,000 movements, 100 an item: a purchase, then uses
 * and wastes. The items' running totals are set from their movements in one statement, as the
 * ledger keeps them. Deterministic.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';

export const STOCK_PROJECTS = 200;
export const STOCK_TYPES = 1000;
export const TYPES_PER_PROJECT = 50;
export const MOVEMENTS_PER_ITEM = 100;

export async function generateStockLedger(database: Database): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into projects (project_name, category)
    select 'Site ' || lpad(g::text, 3, '0'), 'Construction' from generate_series(1, ${STOCK_PROJECTS}) g`);
  await db.execute(sql`
    insert into inventory_types (name, category, unit)
    select 'Type ' || lpad(g::text, 4, '0'), (array['Materials', 'Consumables', 'Reusables'])[1 + g % 3], 'each'
    from generate_series(1, ${STOCK_TYPES}) g`);
  // Project p holds types p*5 .. p*5+49 (wrapping), so every type is held by about ten projects.
  await db.execute(sql`
    with p as (select id, row_number() over (order by project_name) - 1 as n from projects where project_name like 'Site %'),
         t as (select id, row_number() over (order by name) - 1 as n from inventory_types where name like 'Type %')
    insert into inventory_items (type_id, project_id)
    select t.id, p.id from p join t on t.n in (select (p.n * 5 + k) % ${STOCK_TYPES} from generate_series(0, ${TYPES_PER_PROJECT - 1}) k)`);
  // Movement 1 buys 1,000; movements 2..100 use or waste 1 to 9 units each (at most 891 in all).
  await db.execute(sql`
    insert into inventory_movements (item_id, kind, quantity, reason, work_date, at)
    select i.id,
      case when m = 1 then 'purchase' when m % 7 = 0 then 'waste' else 'use' end,
      case when m = 1 then 1000 else 1 + (abs(hashtext(i.id::text || m::text)) % 9) end,
      case when m > 1 and m % 7 = 0 then 'wasted' end,
      (now() - (${MOVEMENTS_PER_ITEM} - m) * interval '1 hour')::date,
      now() - (${MOVEMENTS_PER_ITEM} - m) * interval '1 hour'
    from inventory_items i, generate_series(1, ${MOVEMENTS_PER_ITEM}) m`);
  await db.execute(sql`
    update inventory_items i set quantity = s.on_hand, bought = s.bought, used = s.used, wasted = s.wasted
    from (select item_id, sum(delta) as on_hand,
            coalesce(sum(quantity) filter (where kind = 'purchase'), 0) as bought,
            coalesce(sum(quantity) filter (where kind = 'use'), 0) as used,
            coalesce(sum(quantity) filter (where kind = 'waste'), 0) as wasted
          from inventory_movements group by item_id) s
    where s.item_id = i.id`);
  await db.execute(sql`analyze`);
}
