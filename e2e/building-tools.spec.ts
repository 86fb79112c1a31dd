import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, pacificToday, PASSWORD, openInBuildingPortal } from './helpers';

/**
 * The building portal's tools (document 3 §2.9 Add tool type form and Tool log page, §8; issue
 * 44): a Manager adds five drills to a project at a desk, then on a phone checks two of them out
 * on the daily log and finds them listed to check back in. The journey makes its own project, so
 * it depends on no other journey's units.
 */

const MANAGER = 'manager@demo.goodhours.org';
const OWNER = 'owner@demo.goodhours.org';

/** A project of its own, made through the API by the Owner (who may create projects). */
async function makeProject(page: Page): Promise<string> {
  const headers = { authorization: `Bearer ${await apiToken(page, OWNER)}` };
  const projectName = `Tools Journey ${Date.now().toString(36)}`;
  const project = await page.request.post('/api/projects', { headers, data: { projectName } });
  expect(project.status(), await project.text()).toBe(201);
  return projectName;
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

test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

test('a manager adds five drills, then on a phone checks two out and finds them to check back in', async ({ page }) => {
  const projectName = await makeProject(page);
  const name = `Drill ${String(Date.now()).slice(-6)}`;

  // At a desk, in light: the form says what is missing before anything is sent.
  await openInBuildingPortal(page, '/bmdashboard/tools/add', MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Add tools' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add tools' });
  await expect(form.getByLabel(/^Return date/)).toBeDisabled();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Missing Required Field')).toBeVisible();
  await expect(form.getByText('A name needs 3 to 15 characters.')).toBeVisible();
  await expect(form.getByText('Enter Date')).toBeVisible();
  await expectAccessible(page, 'the tool type form with its errors at 1280 px in light');

  // A rental's return date must come after its rental date.
  await form.getByLabel(/^Project/).selectOption({ label: projectName });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Invoice/).fill('INV-2026-044');
  await form.getByLabel(/^Description/).fill('Cordless drill, 18 V, two batteries.');
  await form.getByLabel(/^Quantity/).fill('5');
  await form.getByLabel(/^Unit price/).fill('89.99');
  await form.getByLabel(/^Taxes/).fill('8.25');
  await form.getByLabel(/^Shipping fee/).fill('12.50');
  await expect(form.getByText('$499.57')).toBeVisible();
  await form.getByRole('radio', { name: 'Rental' }).check();
  await form.getByLabel(/^Rental date/).fill(pacificToday());
  await form.getByLabel(/^Return date/).fill(pacificToday());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Return Date must be after Rental Date')).toBeVisible();

  // Bought instead, and sent from the keyboard: the toast, and the tools list.
  await form.getByRole('radio', { name: 'Purchase' }).check();
  await expect(form.getByLabel(/^Return date/)).toBeDisabled();
  await form.getByLabel(/^Invoice/).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: `Created a new Tool Type "${name}" successfully` })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'New codes:' })).toBeVisible();
  await expect(page).toHaveURL(/\/bmdashboard\/tools$/);

  // On a phone, in dark: the daily log.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/bmdashboard/tools/log');
  await expect(page.getByRole('heading', { level: 1, name: 'TOOL/EQUIPMENT DAILY ACTIVITIES LOG' })).toBeVisible();
  await expect(page.getByText('Please select a project')).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: projectName });
  const drills = page.getByRole('combobox', { name, exact: true });
  await expect(drills).toBeVisible();
  await expect(page.getByText('5 working, 5 available, 0 in use')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expectNoSidewaysScroll(page, 'the daily log at 390 px');
  await expectAccessible(page, 'the daily log at 390 px in dark');

  // Two codes chosen and checked out in one go: a toast for each.
  await drills.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(5);
  const codes = (await options.allTextContents()).slice(0, 2);
  for (const code of codes) await page.getByRole('option', { name: code, exact: true }).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'the daily log with two codes chosen at 390 px in dark');
  await submit.click();
  for (const code of codes) await seeToast(page, `Check Out successful for ${name} ${code}`);
  await expect(page.getByText('5 working, 3 available, 2 in use')).toBeVisible();
  await expect(submit).toBeDisabled();

  // Check In lists exactly the two in use.
  await page.getByRole('radiogroup', { name: 'Action' }).getByText('Check In', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Check In' })).toBeChecked();
  await drills.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(codes);
  await page.keyboard.press('Escape');
  await expectNoSidewaysScroll(page, 'the daily log on Check In at 390 px');
  await expectAccessible(page, 'the daily log on Check In at 390 px in dark');
});

/** Three ladders on the project, added through the API by the Manager past the portal's login. */
async function addLadders(page: Page, projectName: string): Promise<{ name: string; projectId: string }> {
  const headers = { authorization: `Bearer ${await apiToken(page, MANAGER)}` };
  expect((await page.request.post('/api/portals/building/login', { headers, data: { email: MANAGER, password: PASSWORD } })).ok()).toBe(
    true,
  );
  const projects = (await (await page.request.get('/api/bm/projects', { headers })).json()) as { id: string; projectName: string }[];
  const projectId = projects.find((p) => p.projectName === projectName)?.id ?? '';
  const name = `Ladder ${String(Date.now()).slice(-6)}`;
  const added = await page.request.post('/api/bm/tool-types', {
    headers,
    data: {
      category: 'Tools',
      projectId,
      name,
      description: 'Aluminium, 3 m.',
      invoice: 'INV-L1',
      quantity: 3,
      unitPrice: 120,
      currency: 'USD',
      purchaseRental: 'purchase',
      condition: 'new',
      fromDate: pacificToday(),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return { name, projectId };
}

test.describe('at 390 px in dark, then at 1280 px in light', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the forms fit a phone with their errors, and the log’s table is used from the keyboard', async ({ page }) => {
    const { name, projectId } = await addLadders(page, await makeProject(page));

    await openInBuildingPortal(page, '/bmdashboard/equipment/add', MANAGER);
    await expect(page.getByRole('heading', { level: 1, name: 'New equipment type' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'What to add' }).getByText('Add equipment units', { exact: true }).click();
    const units = page.getByRole('form', { name: 'Add equipment units' });
    await expect(page.getByRole('heading', { level: 1, name: 'Add equipment units' })).toBeVisible();
    await units.getByRole('radio', { name: 'Rental' }).check();
    await units.getByRole('button', { name: 'Submit' }).click();
    await expect(units.getByText('Missing Required Field')).toBeVisible();
    await expect(units.getByText('Return Date must be after Rental Date')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the equipment units form at 390 px');
    await expectAccessible(page, 'the equipment units form with its errors at 390 px in dark');

    await page.goto('/bmdashboard/tools/add');
    const tools = page.getByRole('form', { name: 'Add tools' });
    await tools.getByRole('button', { name: 'Submit' }).click();
    await expect(tools.getByText('Please choose a project.')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the tool type form at 390 px');
    await expectAccessible(page, 'the tool type form with its errors at 390 px in dark');

    // At a desk, in light, from the keyboard: the table, a code chosen, Submit.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/bmdashboard/tools/log?project=${projectId}`);
    const row = page.getByRole('table', { name: 'Tools and equipment' }).getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('cell').nth(0)).toHaveText('3');
    await expectAccessible(page, 'the daily log’s table at 1280 px in light');
    const ladders = row.getByRole('combobox', { name, exact: true });
    await ladders.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: `Check Out successful for ${name}` })).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  });
});
