import { describe, expect } from 'vitest';
import { addDays, pacificDate } from '@goodhours/domain';
import { toolUnits } from '../../db/schema/index.js';
import { seedDemoOrganisation } from '../../seed/demo.js';
import { it } from '../../test/api.js';

describe('the demo’s tools and equipment', () => {
  it('holds units in every state, one held by a volunteer and a rental due soon', async ({ t }) => {
    await seedDemoOrganisation(t.ctx.db, t.clock);
    const units = await t.ctx.db.select().from(toolUnits);
    expect(new Set(units.map((u) => u.condition))).toEqual(new Set(['New', 'Good', 'Worn', 'Needs Repair', 'Lost']));
    expect(units.filter((u) => u.holderUserId)).toHaveLength(1);
    expect(units.filter((u) => u.retiredAt)).toHaveLength(1);
    expect(units.find((u) => u.ownership === 'Rental')?.rentalDue).toBe(addDays(pacificDate(t.clock.now()), 2));
    expect(new Set(units.map((u) => u.code)).size).toBe(units.length);
  }, 60_000);
});
