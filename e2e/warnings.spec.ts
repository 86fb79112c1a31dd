import { expect, test } from '@playwright/test';
import { apiToken, signInToDashboard, teamMember, userIdByName } from './helpers';

test('a manager issues two warnings and then a blue square, which lands on the volunteer’s profile', async ({ page }) => {
  await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');
  await teamMember(page, 'Quentin Laurent');
  const row = page.getByRole('group', { name: 'Warnings for Quentin Laurent' });
  const next = row.getByRole('button', { name: 'Better Descriptions: issue warning' });

  await next.click();
  await expect(row.getByRole('button', { name: /^Better Descriptions: yellow warning of/ })).toHaveCount(1);
  await next.click();
  await expect(row.getByRole('button', { name: /^Better Descriptions: yellow warning of/ })).toHaveCount(2);

  await next.click();
  const dialog = page.getByRole('dialog', { name: 'Issue a warning?' });
  await expect(dialog).toContainText('Quentin Laurent already has 2 warnings for “Better Descriptions”');
  await dialog.getByRole('button', { name: 'Issue Blue Square' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: /^Better Descriptions: blue square of/ })).toHaveCount(1);

  const id = await userIdByName(page, 'Quentin Laurent');
  const headers = { authorization: `Bearer ${await apiToken(page, 'admin@demo.goodhours.org')}` };
  const squares = (await (await page.request.get(`/api/userprofile/${id}/infringements`, { headers })).json()) as { description: string }[];
  expect(squares.map((s) => s.description)).toContain('Blue square from the warning tracker: Better Descriptions');
});
