import { expect, test, type Locator } from '@playwright/test';
import { signInToDashboard } from './helpers';

async function addMember(dialog: Locator, search: string, name: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Add a member' }).fill(search);
  await dialog
    .getByRole('group', { name: 'People found' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Add a member' })).toHaveValue('');
}

test('an administrator creates a team, adds two volunteers, and cannot create a second team with the same name', async ({ page }) => {
  const teamName = `Rainwater Crew ${String(Date.now())}`;
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New Team' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Team' });
  await create.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await create.getByRole('textbox', { name: 'Team code' }).fill('R-WTR');
  await create.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Team created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('textbox', { name: 'Search teams' }).fill(teamName);
  await page.getByRole('button', { name: `Members of ${teamName}: 0` }).click();
  const members = page.getByRole('dialog', { name: `Members of ${teamName}` });
  await expect(members.getByText('This team has no members yet.')).toBeVisible();
  await addMember(members, 'amara', 'Amara Okafor');
  await addMember(members, 'lucas', 'Lucas Fontaine');
  await expect(members.getByRole('row')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Members of ${teamName}: 2` })).toBeVisible();

  await page.getByRole('button', { name: 'Create New Team' }).click();
  const again = page.getByRole('dialog', { name: 'Create New Team' });
  await again.getByRole('textbox', { name: 'Team name' }).fill(teamName.toUpperCase());
  await again.getByRole('button', { name: 'Create Team' }).click();
  await expect(again.getByText('A team with this name already exists')).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Team name' })).toHaveValue(teamName.toUpperCase());
});
