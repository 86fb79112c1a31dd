import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, signInToDashboard } from './helpers';

test('an Owner finds the email a bug report sent her in the outbox, reads it, and sees where it stands', async ({ page }) => {
  const volunteer = await apiToken(page, 'volunteer@demo.goodhours.org');
  const me = (await (await page.request.get('/api/session', { headers: { Authorization: `Bearer ${volunteer}` } })).json()) as {
    userid: string;
  };
  const title = `Timer stops at midnight ${String(Date.now())}`;
  const report = await page.request.post(`/api/dashboard/bugreport/${me.userid}`, {
    headers: { Authorization: `Bearer ${volunteer}` },
    data: {
      title,
      environment: 'Phone, Chromium',
      reproduction: 'Start the timer at 23:50',
      expected: 'It keeps running',
      actual: 'It stops',
      visual: 'None',
      severity: '2. Medium',
    },
  });
  expect(report.ok()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/emailoutbox');
  await expect(page.getByRole('heading', { name: 'Email Outbox' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Emails by status' })).toContainText(/Sent: \d+/);
  await page.getByRole('textbox', { name: 'Recipient' }).fill('owner@demo');
  const emails = page.getByRole('table', { name: 'Emails' });
  const row = emails.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(emails.getByRole('row').filter({ hasNotText: 'owner@demo.goodhours.org' })).toHaveCount(1); // the header row
  await expectNoSidewaysScroll(page, 'the email outbox');
  await expectAccessible(page, 'the email outbox');

  await row.getByRole('button').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByLabel('Text of the email')).toContainText(title);
  await expect(drawer).toContainText('To: owner@demo.goodhours.org');
  await expect(drawer).toContainText(/Queued|Sent/);
  await expectAccessible(page, 'an email of the outbox');
});
