import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, pacificToday, PASSWORD, openInBuildingPortal } from './helpers';

/**
 * The building portal's tools and equipment lists, unit pages and update-status form (document 3
 * §2.9, §3, §4, §8; issue 44): on a phone a Manager finds a drill on the tools list, opens its
 * page, reports it broken, sees its condition change, and finds the daily log no longer offers it
 * for Check Out; at a desk the equipment list counts a rental's days left. The journey makes its
 * own project and units, so it depends on no other journey's.
 */

const MANAGER = 'manager@demo.goodhours.org';
const OWNER = 'owner@demo.goodhours.org';

interface Added {
  projectName: string;
  projectId: string;
  name: string;
  codes: string[];
}

/** A project of its own (made by the Owner, who may create projects) and units on it, added by the Manager past the portal's login. */
async function addUnits(page: Page, category: 'Tools' | 'Equipments', base: string, rental: boolean): Promise<Added> {
  const owner = { authorization: `Bearer ${await apiToken(page, OWNER)}` };
  const projectName = `Units Journey ${Date.now().toString(36)}`;
  const project = await page.request.post('/api/projects', { headers: owner, data: { projectName } });
  expect(project.status(), await project.text()).toBe(201);

  const headers = { authorization: `Bearer ${await apiToken(page, MANAGER)}` };
  const login = await page.request.post('/api/portals/building/login', { headers, data: { email: MANAGER, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const projects = (await (await page.request.get('/api/bm/projects', { headers })).json()) as { id: string; projectName: string }[];
  const projectId = projects.find((p) => p.projectName === projectName)?.id ?? '';
  const name = `${base} ${String(Date.now()).slice(-6)}`;
  const today = pacificToday();
  const due = new Date(Date.parse(`${today}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
  const added = await page.request.post('/api/bm/tool-types', {
    headers,
    data: {
      category,
      projectId,
      name,
      description: `${base} for the journey, with its description.`,
      invoice: 'INV-U1',
      quantity: 2,
      unitPrice: 95,
      currency: 'USD',
      purchaseRental: rental ? 'rental' : 'purchase',
      condition: 'new',
      fromDate: today,
      ...(rental ? { toDate: due } : {}),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { codes } = (await added.json()) as { codes: string[] };
  return { projectName, projectId, name, codes };
}

/** A field of a unit's page, by its label. */
const field = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('at 390 px in dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('a manager reports a drill broken from its page, and the daily log no longer offers it', async ({ page }) => {
    const { projectId, name, codes } = await addUnits(page, 'Tools', 'Drill', false);
    const [broken = '', working = ''] = codes;

    // The tools list, narrowed to the project in the address.
    await openInBuildingPortal(page, `/bmdashboard/tools?project=${projectId}`, MANAGER);
    await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tools' });
    await expect(table.getByRole('link', { name: `${name} ${broken}` })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(working) })).toContainText('Yes');
    await expectNoSidewaysScroll(page, 'the tools list at 390 px');
    await expectAccessible(page, 'the tools list at 390 px in dark');

    // Sorted from the keyboard, and a unit's update history in a window.
    await table.getByRole('button', { name: /Name/ }).focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await table.getByRole('button', { name: `Updates of ${name} ${broken}` }).click();
    const history = page.getByRole('dialog', { name: `Updates: ${name} ${broken}` });
    await expect(history.getByText('No updates yet.')).toBeVisible();
    await expectAccessible(page, 'the update history at 390 px in dark');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // The drill's page: every field from the data.
    await table.getByRole('link', { name: `${name} ${broken}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} ${broken}` })).toBeVisible();
    await expect(field(page, 'Class')).toHaveText('Tools');
    await expect(field(page, 'Ownership')).toHaveText('Purchased');
    await expect(field(page, 'Condition')).toHaveText('New');
    await expect(field(page, 'Current usage')).toHaveText('Unknown');
    await expectNoSidewaysScroll(page, 'a tool’s page at 390 px');
    await expectAccessible(page, 'a tool’s page at 390 px in dark');
    await page.getByRole('button', { name: 'Description' }).click();
    await expect(page.getByRole('dialog', { name: `${name}: description` })).toContainText('Drill for the journey');
    await page.keyboard.press('Escape');

    // Reported broken through the update-status form.
    await page.getByRole('link', { name: 'Update status' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update status' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Update status' });
    await expect(form.getByLabel(/^Update date/)).toHaveValue(pacificToday());
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please choose a status.')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the update-status form at 390 px');
    await expectAccessible(page, 'the update-status form with its error at 390 px in dark');
    await form.getByRole('radio', { name: 'Broken/Needs repair' }).check();
    await form.getByLabel(/^Last used by/).fill('Sam on the dome crew');
    await form.getByLabel(/^Description/).fill('The motor smokes under load.');
    await form.getByRole('button', { name: 'Submit' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Status updated.' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Close notification' }).click();

    // Back on its page, the new condition and the update.
    await expect(page).toHaveURL(new RegExp(`/bmdashboard/tools/[0-9a-f-]+$`));
    await expect(field(page, 'Condition')).toHaveText('Needs RepairBad');
    await expect(page.getByRole('table', { name: 'Condition updates' })).toContainText('Broken/Needs repair');
    await expect(page.getByRole('table', { name: 'Condition updates' })).toContainText('The motor smokes under load.');
    await expectAccessible(page, 'a broken tool’s page at 390 px in dark');

    // The daily log offers only the working drill for Check Out.
    await page.goto(`/bmdashboard/tools/log?project=${projectId}`);
    const drills = page.getByRole('combobox', { name, exact: true });
    await expect(page.getByText('1 working, 1 available, 0 in use')).toBeVisible();
    await drills.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([working]);
    await page.keyboard.press('Escape');

    // The same screens on a phone in light.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/bmdashboard/tools?project=${projectId}`);
    await expect(table.getByRole('row', { name: new RegExp(broken) })).toContainText('Needs Repair');
    await expectAccessible(page, 'the tools list at 390 px in light');
    await table.getByRole('link', { name: `${name} ${working}` }).click();
    await expect(field(page, 'Condition')).toHaveText('New');
    await expectAccessible(page, 'a tool’s page at 390 px in light');
    await page.getByRole('link', { name: 'Update status' }).click();
    await expect(page.getByRole('form', { name: 'Update status' })).toBeVisible();
    await expectAccessible(page, 'the update-status form at 390 px in light');
  });
});

test.describe('at 1280 px in light', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

  test('the equipment list counts a rental’s days left, and a piece’s page and form read well at a desk', async ({ page }) => {
    const { projectId, name, codes } = await addUnits(page, 'Equipments', 'Mixer', true);
    const [first = ''] = codes;

    await openInBuildingPortal(page, `/bmdashboard/equipment?project=${projectId}`, MANAGER);
    const table = page.getByRole('table', { name: 'Equipment' });
    const row = table.getByRole('row', { name: new RegExp(first) });
    await expect(row).toContainText('Rental');
    await expect(row).toContainText('10 days left');
    await expect(page.getByRole('combobox', { name: 'Equipment' })).toHaveValue('');
    await expectAccessible(page, 'the equipment list at 1280 px in light');

    await row.getByRole('link', { name: `${name} ${first}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} ${first}` })).toBeVisible();
    await expect(field(page, 'Rental days left')).toHaveText('10 days left');
    await expect(page.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/bmdashboard/equipment');
    await expectAccessible(page, 'a piece of equipment’s page at 1280 px in light');

    await page.getByRole('link', { name: 'Update status' }).click();
    const form = page.getByRole('form', { name: 'Update status' });
    await form.getByRole('radiogroup', { name: 'Send note' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel(/^Note/)).toBeVisible();
    await expectAccessible(page, 'the update-status form with its note at 1280 px in light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'the update-status form with its note at 1280 px in dark');

    // Cancel from the keyboard goes back to the piece's page; the same screens in dark.
    await form.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/bmdashboard/equipment/[0-9a-f-]+$`));
    await expect(field(page, 'Rental days left')).toHaveText('10 days left');
    await expectAccessible(page, 'a piece of equipment’s page at 1280 px in dark');
    await page.getByRole('link', { name: 'Back to List' }).click();
    await expect(table).toBeVisible();
    await expectAccessible(page, 'the equipment list at 1280 px in dark');
    await page.goto(`/bmdashboard/tools?project=${projectId}`);
    await expect(page.getByText('No items data')).toBeVisible();
    await expectAccessible(page, 'the empty tools list at 1280 px in dark');
  });
});
