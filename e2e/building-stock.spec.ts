import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, PASSWORD, openInBuildingPortal } from './helpers';

/**
 * The building portal's stock (document 3 §2.9; decision 070): a manager on site logs material
 * use on a phone, sets a low-stock minimum and is emailed when the stock falls below it, and a log
 * of more than there is is refused under both fields.
 */

const MANAGER = 'manager@demo.goodhours.org';
const OVER_AVAILABLE =
  'Please check the used and wasted stock values. Either individual values or their sum exceeds the total stock available.';

/**
 * A material of its own on Earthbag Village (which the demo Manager manages), added through the
 * API by the Manager past the portal's login: other journeys' stock is left alone.
 */
async function materialOfOwn(page: Page, request: APIRequestContext, quantity: number): Promise<{ name: string; projectId: string }> {
  const headers = { authorization: `Bearer ${await apiToken(page, MANAGER)}` };
  expect((await request.post('/api/portals/building/login', { headers, data: { email: MANAGER, password: PASSWORD } })).ok()).toBe(true);
  const projects = (await (await request.get('/api/bm/projects', { headers })).json()) as { id: string; projectName: string }[];
  const projectId = projects.find((p) => p.projectName === 'Earthbag Village')?.id ?? '';
  const name = `Lime putty ${String(Date.now()).slice(-6)}`;
  const added = await request.post('/api/bm/stock', {
    headers,
    data: { projectId, category: 'Materials', newType: { name, unit: 'buckets', description: '' }, quantity, costUsd: 120 },
  });
  expect(added.status(), await added.text()).toBe(201);
  return { name, projectId };
}

/** Logs used and wasted of one material on the open log page, and submits. */
async function logUse(page: Page, name: string, used: string, wasted = ''): Promise<void> {
  const row = page.getByRole('group', { name });
  await row.getByRole('textbox', { name: 'Used (buckets)' }).fill(used);
  await row.getByRole('textbox', { name: 'Wasted (buckets)' }).fill(wasted);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Sees a toast, then closes it: on a phone it lies over the form's last button, and the pointer
 * left resting there by the click holds it open (a hovered toast waits).
 */
async function seeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
}

test.describe('at 390 px in dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('a manager logs use on a phone, sets a minimum, is emailed below it, and is refused more than there is', async ({
    page,
    request,
  }) => {
    const { name, projectId } = await materialOfOwn(page, request, 20);
    await openInBuildingPortal(page, '/bmdashboard/materials/update', MANAGER);
    await expect(page.getByRole('heading', { level: 1, name: 'Log materials used and wasted' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Earthbag Village' });
    const row = page.getByRole('group', { name });
    await expect(row).toContainText('20 buckets available');
    await expectNoSidewaysScroll(page, 'the log of use at 390 px');
    await expectAccessible(page, 'the log of use at 390 px in dark');

    await logUse(page, name, '5');
    await seeToast(page, 'Logged 1 item.');
    await expect(row).toContainText('15 buckets available');

    // The list shows the new figure; its table scrolls in its own box on the phone.
    await page.goto(`/bmdashboard/materials?project=${projectId}`);
    const table = page.getByRole('table', { name: 'Materials stock' });
    const line = table.getByRole('row', { name: new RegExp(name) });
    await expect(line.getByRole('cell').nth(5)).toHaveText('15');
    await expectNoSidewaysScroll(page, 'the materials list at 390 px');
    await expectAccessible(page, 'the materials list at 390 px in dark');

    // A minimum of 12; logging 4 more takes it to 11, below: the project's managers are emailed.
    await line.getByRole('button', { name: `Minimum of ${name} on Earthbag Village` }).click();
    const dialog = page.getByRole('dialog', { name: `Minimum: ${name} on Earthbag Village` });
    await dialog.getByRole('textbox', { name: 'Minimum (buckets)' }).fill('12');
    await expectAccessible(page, 'the minimum window at 390 px in dark');
    await dialog.getByRole('button', { name: 'Save minimum' }).click();
    await seeToast(page, 'Minimum saved.');

    await page.goto(`/bmdashboard/materials/update?project=${projectId}`);
    await logUse(page, name, '4');
    await seeToast(page, 'Logged 1 item.');
    await expect(row).toContainText('11 buckets available');
    await expect(row.getByText('Low stock')).toBeVisible();

    const owner = { authorization: `Bearer ${await apiToken(page, 'owner@demo.goodhours.org')}` };
    await expect
      .poll(async () => {
        const mails = (await (await request.get(`/api/emailoutbox?to=${MANAGER}&limit=200`, { headers: owner })).json()) as {
          subject: string;
        }[];
        return mails.map((m) => m.subject);
      })
      .toContain(`Low stock: ${name} on Earthbag Village`);

    // More than the 11 left: refused, the message under both fields, what was typed kept.
    await logUse(page, name, '8', '5');
    await expect(row.getByText(OVER_AVAILABLE)).toHaveCount(2);
    await expect(row.getByRole('textbox', { name: 'Used (buckets)' })).toHaveValue('8');
    await expect(row).toContainText('11 buckets available');
    await expectNoSidewaysScroll(page, 'the refused log at 390 px');
    await expectAccessible(page, 'the refused log at 390 px in dark');

    // The portal's home and the add page fit the phone too.
    await page.goto('/bmdashboard');
    await page.getByRole('button', { name: 'Go to Project Dashboard' }).click();
    await expect(page.getByText('Please select a project')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the project picker at 390 px');
    await expectAccessible(page, 'the project picker at 390 px in dark');
    await page.goto('/bmdashboard/materials/add');
    await page.getByRole('button', { name: 'Add stock' }).click();
    await expect(page.getByText('Please choose a project.')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the add stock form at 390 px');
    await expectAccessible(page, 'the add stock form with its errors at 390 px in dark');
  });
});

test.describe('at 1280 px in light', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

  test('the portal’s home picks a project with the keyboard, and the list sorts and shows a row’s movements', async ({ page, request }) => {
    const { name } = await materialOfOwn(page, request, 30);
    await openInBuildingPortal(page, '/bmdashboard', MANAGER);
    await expect(page.getByRole('heading', { level: 1, name: 'Building management' })).toBeVisible();
    const go = page.getByRole('button', { name: 'Go to Project Dashboard' });
    await go.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please select a project')).toBeVisible();
    await expectAccessible(page, 'the project picker with its message at 1280 px in light');

    await page.getByRole('link', { name: 'Materials' }).click();
    await expect(page).toHaveURL(/\/bmdashboard\/materials$/);
    const table = page.getByRole('table', { name: 'Materials stock' });
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    // Sorted by Available, largest first, from the keyboard.
    await table.getByRole('button', { name: /Available/ }).focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: /Available/ })).toHaveAttribute('aria-sort', 'descending');
    await expectAccessible(page, 'the materials list at 1280 px in light');

    await table.getByRole('button', { name: `History of ${name} on Earthbag Village` }).click();
    const history = page.getByRole('dialog', { name: `History: ${name} on Earthbag Village` });
    await expect(history.getByRole('cell', { name: 'Bought 30 buckets', exact: true })).toBeVisible();
    await expectAccessible(page, 'a row’s movements at 1280 px in light');
    await history.getByRole('button', { name: /^Reverse: Bought 30 buckets/ }).click();
    await history.getByRole('textbox', { name: /Why/ }).fill('Counted twice');
    await history.getByRole('button', { name: 'Reverse', exact: true }).click();
    await expect(page.getByText('Movement reversed.')).toBeVisible();
    await expect(history.getByRole('cell', { name: 'Reversed: Bought 30 buckets', exact: true })).toBeVisible();

    // Stock added directly, of a new type, goes back to the list on that project.
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Add stock' }).click();
    const form = page.getByRole('form', { name: 'Add stock' });
    await form.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Earthbag Village' });
    await form.getByText('New type', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'New type' })).toBeChecked();
    const straw = `Straw bales ${String(Date.now()).slice(-6)}`;
    await form.getByRole('textbox', { name: /^Name/ }).fill(straw);
    await form.getByRole('textbox', { name: /^Unit/ }).fill('bales');
    await form.getByRole('textbox', { name: 'Quantity (bales)' }).fill('40');
    await expectAccessible(page, 'the add stock form at 1280 px in light');
    await form.getByRole('button', { name: 'Add stock' }).click();
    await expect(page.getByText('Stock added.')).toBeVisible();
    await expect(page).toHaveURL(/\/bmdashboard\/materials\?project=/);
    await expect(
      page
        .getByRole('row', { name: new RegExp(straw) })
        .getByRole('cell')
        .nth(5),
    ).toHaveText('40');
  });
});
