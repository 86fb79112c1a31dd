import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, PASSWORD, signIn } from './helpers';

/** The building portal's external team (document 3 §2.9 /bmdashboard/AddTeamMember, §5, §8). */

const MANAGER = 'manager@demo.goodhours.org';
const OWNER = 'owner@demo.goodhours.org';

/** Opens the page as a demo person: the sign-in, then the building portal's own login, then back. */
async function openPage(page: Page, email = MANAGER): Promise<void> {
  await page.goto('/bmdashboard/AddTeamMember');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/bmdashboard\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/bmdashboard\/AddTeamMember$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add team member' })).toBeVisible();
  // The demo's external team is listed below the form.
  await expect(page.getByRole('listitem', { name: 'Tomás Herrera' })).toBeVisible();
}

test.describe('at 390 px in dark', () => {
  test.use({ viewport: { width: 390, height: 800 }, colorScheme: 'dark' });

  test('a manager adds a member of a team not listed, and sees the toast and the member in the list', async ({ page }) => {
    await openPage(page);
    const form = page.getByRole('form', { name: 'New team member' });

    // Every problem under its field at submit.
    await form.getByRole('button', { name: 'Add team member' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Team selection is required')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the team member form with its errors at 390 px');
    await expectAccessible(page, 'the team member form with its errors at 390 px in dark');

    await form.getByLabel(/^First name/).fill('Lena');
    await form.getByLabel(/^Last name/).fill('Fischer');
    await form.getByLabel(/^Role/).selectOption('carpenter');
    await form.getByLabel(/^Team/).selectOption('other');
    await form.getByLabel(/^Specify team/).fill('Fischer Timber Frames');
    await form.getByLabel(/^Email/).fill('lena@fischer-timber.example.org');
    await form.getByLabel(/^Phone/).pressSequentially('5035550199');
    await expect(form.getByLabel(/^Phone/)).toHaveValue('503-555-0199');
    await form.getByRole('button', { name: 'Add team member' }).click();

    await expect(page.getByText('Team member created successfully!')).toBeVisible();
    const added = page.getByRole('listitem', { name: 'Lena Fischer' });
    await expect(added).toBeVisible();
    await expect(added.getByText('Carpenter · Fischer Timber Frames (External Team - Non-volunteers)')).toBeVisible();
    await expect(added.getByText('+1 503-555-0199')).toBeVisible();
    await expect(form.getByLabel(/^First name/)).toHaveValue('');

    // The same email again, in capitals: refused under the email, with the failure toast.
    await form.getByLabel(/^First name/).fill('Lena');
    await form.getByLabel(/^Last name/).fill('Fischer');
    await form.getByLabel(/^Role/).selectOption('volunteer');
    await form.getByLabel(/^Team/).selectOption('abc_builders');
    await form.getByLabel(/^Email/).fill('LENA@fischer-timber.example.org');
    await form.getByRole('button', { name: 'Add team member' }).click();
    await expect(form.getByText('A team member with this email already exists.')).toBeVisible();
    await expect(page.getByText('Failed to create team member. Please try again.')).toBeVisible();

    await expectNoSidewaysScroll(page, 'the add team member page at 390 px');
    await expectAccessible(page, 'the add team member page at 390 px in dark');
  });
});

test.describe('at 1280 px in light', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

  test('a manager fills the form with the keyboard alone, and the page passes axe', async ({ page }) => {
    await openPage(page);
    const form = page.getByRole('form', { name: 'New team member' });
    await form.getByLabel(/^First name/).focus();
    await page.keyboard.type('Omar');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Last name/)).toBeFocused();
    await page.keyboard.type('Haddad');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Role/)).toBeFocused();
    await page.keyboard.type('Other');
    await expect(form.getByLabel(/^Role/)).toHaveValue('other');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Specify role/)).toBeFocused();
    await page.keyboard.type('Surveyor');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Team/)).toBeFocused();
    await page.keyboard.type('Xyz');
    await expect(form.getByLabel(/^Team/)).toHaveValue('xyz_carpentry');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Email/)).toBeFocused();
    await page.keyboard.type('omar@survey.example.org');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Country code/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^Phone/)).toBeFocused();
    await page.keyboard.type('971 555 0100');
    await expect(form.getByLabel(/^Phone/)).toHaveValue('971-555-0100');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Team member created successfully!')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Omar Haddad' }).getByText('Surveyor · Xyz carpentry')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the add team member page at 1280 px');
    await expectAccessible(page, 'the add team member page at 1280 px in light');
  });
});

for (const [width, scheme] of [
  [390, 'light'],
  [1280, 'dark'],
] as const) {
  test.describe(`at ${String(width)} px in ${scheme}`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme: scheme });

    test("the page with 'other' chosen passes axe and fits", async ({ page }) => {
      await openPage(page);
      const form = page.getByRole('form', { name: 'New team member' });
      await form.getByLabel(/^Role/).selectOption('other');
      await form.getByLabel(/^Team/).selectOption('other');
      await form.getByRole('button', { name: 'Add team member' }).click();
      await expect(form.getByText('Please specify the role')).toBeVisible();
      await expectNoSidewaysScroll(page, `the add team member page at ${String(width)} px`);
      await expectAccessible(page, `the add team member page at ${String(width)} px in ${scheme}, with 'other' chosen`);
    });
  });
}

/** Puts document 3 §9's choices back through the API, as the Owner in the portal, for the journeys after this one. */
async function restoreDefaultChoices(page: Page, request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(page, OWNER)}` };
  expect((await request.post('/api/portals/building/login', { headers, data: { email: OWNER, password: PASSWORD } })).ok()).toBe(true);
  const res = await request.put('/api/bm/external-team/choices', {
    headers,
    data: { roles: ['carpenter', 'volunteer', 'role'], teams: ['xyz_carpentry', 'abc_builders'] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('the Owner edits the choices, at 390 px in light then 1280 px in dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

  test("the Owner adds the role 'electrician', and the form offers it and adds a member with it", async ({ page, request }) => {
    try {
      await openPage(page, OWNER);
      await page.getByRole('button', { name: 'Edit choices' }).click();
      const dialog = page.getByRole('dialog', { name: 'Role and team choices' });
      const roles = dialog.getByRole('group', { name: 'Roles' });
      await expect(roles.getByRole('textbox', { name: 'Role 1' })).toHaveValue('carpenter');

      // With the keyboard: Add role puts the cursor in the new line.
      await roles.getByRole('button', { name: 'Add role' }).focus();
      await page.keyboard.press('Enter');
      await expect(roles.getByRole('textbox', { name: 'Role 4' })).toBeFocused();
      await page.keyboard.type('Carpenter');
      await dialog.getByRole('button', { name: 'Save choices' }).click();
      await expect(roles.getByText('This role is already in the list.')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the choices window at 390 px');
      await expectAccessible(page, 'the choices window with a refused entry at 390 px in light');

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectAccessible(page, 'the choices window with a refused entry at 1280 px in dark');

      await roles.getByRole('textbox', { name: 'Role 4' }).fill('electrician');
      await dialog.getByRole('button', { name: 'Save choices' }).click();
      await expect(page.getByText('Choices saved successfully!')).toBeVisible();
      await expect(dialog).toBeHidden();

      const form = page.getByRole('form', { name: 'New team member' });
      await expect(form.getByLabel(/^Role/).getByRole('option', { name: 'Electrician' })).toBeAttached();
      await form.getByLabel(/^First name/).fill('Ines');
      await form.getByLabel(/^Last name/).fill('Moreau');
      await form.getByLabel(/^Role/).selectOption({ label: 'Electrician' });
      await form.getByLabel(/^Team/).selectOption({ label: 'Abc builders' });
      await form.getByLabel(/^Email/).fill('ines.moreau@abc-builders.example.org');
      await form.getByRole('button', { name: 'Add team member' }).click();
      await expect(page.getByText('Team member created successfully!')).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Ines Moreau' }).getByText('Electrician · Abc builders')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the add team member page at 1280 px');
    } finally {
      await restoreDefaultChoices(page, request);
    }
  });
});
