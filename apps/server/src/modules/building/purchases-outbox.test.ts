import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema/index.js';
import { createUser, type TestApp } from '../../test/harness.js';
import { purchaseTest as it } from './purchase-test-fixtures.js';

/** Who is told of a purchase request and what became of it, through the outbox (document 3 §2.9). */

describe('the outbox', () => {
  const mails = (t: TestApp) =>
    t.ctx.db.select({ to: mailOutbox.to, kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox);

  it('tells the approvers of a new request, and the requester of each outcome', async ({ t, admin, manager, ask, move }) => {
    const ownGrant = await createUser(t, 'Manager', { frontPermissions: ['approvePurchases'] });
    const removed = await createUser(t, 'Administrator', { removedDefaultPermissions: ['approvePurchases'] });
    const inactive = await createUser(t, 'Owner', { isActive: false });
    await createUser(t, 'Volunteer');
    const asked = await ask({ quantity: 12, priority: 'High', brand: 'Holcim' });

    const told = await mails(t);
    expect(told.map((m) => m.to).sort()).toEqual([admin.email, ownGrant.email].sort());
    expect(told.every((m) => m.kind === 'purchase-requested')).toBe(true);
    expect(told[0]?.subject).toBe('Purchase request: 12 bags of Cement for Earthbag Village');
    expect(told[0]?.text).toContain('Holcim');
    expect(told.map((m) => m.to)).not.toContain(removed.email);
    expect(told.map((m) => m.to)).not.toContain(inactive.email);
    expect(told.map((m) => m.to)).not.toContain(manager.email);

    await t.ctx.db.delete(mailOutbox);
    await move('approve', asked.id);
    await move.receive(asked.id, { quantity: 11, unitPrice: 8, currency: 'USD' });
    const rejected = await ask();
    await move.reject(rejected.id, 'We have enough');
    const outcomes = (await mails(t)).filter((m) => m.to === manager.email);
    expect(outcomes.map((m) => m.kind).sort()).toEqual(['purchase-approved', 'purchase-received', 'purchase-rejected']);
    expect(outcomes.find((m) => m.kind === 'purchase-rejected')?.text).toContain('We have enough');
    expect(outcomes.find((m) => m.kind === 'purchase-received')?.text).toContain('11 bags added');
  });

  it('tells nobody of their own decision, nor an inactive requester', async ({ t, admin, ask, move }) => {
    const own = await ask({}, admin.token);
    await move('approve', own.id);
    const asked = await ask();
    await t.ctx.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, asked.requestedBy?.id ?? ''));
    await t.ctx.db.delete(mailOutbox);
    await move('approve', asked.id);
    expect(await mails(t)).toEqual([]);
  });
});
