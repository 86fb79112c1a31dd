import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, PASSWORD, signInToDashboard } from './helpers';

/**
 * The building portal's purchase requests (document 3 §2.9 the `/…/purchase` pages): a request
 * goes from request to received, and the project's stock rises once. The journey makes its own
 * project and material type, so it depends on no other journey's data.
 */

const OWNER = 'owner@demo.goodhours.org';

interface Made {
  token: string;
  projectId: string;
  projectName: string;
  typeId: string;
  typeName: string;
}

/** A project and a material type counted in bags, made through the API as the Owner. */
async function makeProjectAndType(page: Page): Promise<Made> {
  const token = await apiToken(page, OWNER);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = Date.now().toString(36);
  const projectName = `Purchase Journey ${stamp}`;
  const typeName = `Journey Cement ${stamp}`;
  const project = await page.request.post('/api/projects', { headers, data: { projectName } });
  expect(project.status(), await project.text()).toBe(201);
  const type = await page.request.post('/api/inventory/types', { headers, data: { name: typeName, category: 'Materials', unit: 'bags' } });
  expect(type.status(), await type.text()).toBe(201);
  return {
    token,
    projectId: ((await project.json()) as { id: string }).id,
    projectName,
    typeId: ((await type.json()) as { id: string }).id,
    typeName,
  };
}

/** The project's stock of the type, and the movements of that item, read through the API. */
async function stockOf(page: Page, made: Made): Promise<{ quantity: number; movements: { kind: string; quantity: number }[] }> {
  const headers = { authorization: `Bearer ${made.token}` };
  const inventory = (await (await page.request.get(`/api/inventory/${made.projectId}`, { headers })).json()) as {
    items: { id: string; typeId: string; quantity: number }[];
  };
  const item = inventory.items.find((i) => i.typeId === made.typeId);
  if (!item) return { quantity: 0, movements: [] };
  const history = await page.request.get(`/api/inventory/items/${item.id}/history`, { headers });
  return { quantity: item.quantity, movements: (await history.json()) as { kind: string; quantity: number }[] };
}

test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

test('the Owner requests 12 bags, approves and receives them, and the stock rises by 12 once', async ({ page }) => {
  await signInToDashboard(page, OWNER, 'Olivia');
  const made = await makeProjectAndType(page);
  expect((await stockOf(page, made)).quantity).toBe(0);

  // The purchase page asks for the portal's own login first, then comes back.
  await page.goto('/bmdashboard/materials/purchase');
  await expect(page).toHaveURL(/\/bmdashboard\/login$/);
  await expectAccessible(page, 'the building login before a purchase');
  await page.getByRole('textbox', { name: 'Email' }).fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/bmdashboard\/materials\/purchase$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase materials' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Purchase request' });
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(form.getByText('Please choose a project.')).toBeVisible();
  await expectAccessible(page, 'the materials purchase form with its errors');

  await form.getByLabel(/^Project/).selectOption({ label: made.projectName });
  await form.getByLabel(/^Item type/).selectOption({ label: `${made.typeName} (bags)` });
  await form.getByLabel(/^Quantity/).fill('12');
  await form.getByLabel(/^Priority/).selectOption('High');
  await form.getByLabel(/^Brand or model preference/).fill('Holcim');
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Purchase request sent. The approvers have been told.')).toBeVisible();
  expect((await stockOf(page, made)).quantity).toBe(0);

  // The list, where the Owner (an approver) approves and then receives it.
  await page.goto('/bmdashboard/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase requests' })).toBeVisible();
  const card = page.getByRole('listitem', { name: `12 bags of ${made.typeName} for ${made.projectName}` });
  await expect(card.getByText('Pending')).toBeVisible();
  await expectAccessible(page, 'the purchase requests with a pending one');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved.')).toBeVisible();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  expect((await stockOf(page, made)).quantity).toBe(0);

  await card.getByRole('button', { name: 'Receive' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^Quantity received/)).toHaveValue('12');
  await dialog.getByLabel(/^Unit price/).fill('8.50');
  await dialog.getByLabel(/^Currency/).selectOption('USD');
  await expectAccessible(page, 'the receive window');
  await dialog.getByRole('button', { name: 'Receive' }).click();
  await expect(page.getByText('Received: the stock is added to the project.')).toBeVisible();
  await expect(card.getByText('Received', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Received 12 bags at 8\.50 USD each/)).toBeVisible();

  // The stock rose by 12, once: one purchase movement.
  const stock = await stockOf(page, made);
  expect(stock.quantity).toBe(12);
  expect(stock.movements.map((m) => [m.kind, m.quantity])).toEqual([['purchase', 12]]);

  // Received, nothing more can be done with it.
  await expect(card.getByRole('button')).toHaveCount(0);

  // The same list on a phone, in dark.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page, 'the purchase requests at 390 px');
  await expectAccessible(page, 'the purchase requests at 390 px in dark');
});
