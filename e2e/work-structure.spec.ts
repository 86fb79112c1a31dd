import { expect, test, type Page } from '@playwright/test';
import { signInToDashboard } from './helpers';

const stamp = Date.now().toString(36);
const projectName = `Rainwater Harvesting ${stamp}`;

async function addTask(page: Page, name: string, parentLabel?: string): Promise<void> {
  if (parentLabel) {
    await page.getByRole('button', { name: `Actions for ${parentLabel}` }).click();
    await page.getByRole('menuitem', { name: 'Add subtask' }).click();
  } else {
    await page.getByRole('button', { name: 'Add task' }).click();
  }
  const form = page.getByRole('form', { name: 'New task' });
  await form.getByRole('textbox', { name: 'Task name' }).fill(name);
  await form.getByRole('button', { name: 'Create task' }).click();
  await expect(form).toBeHidden();
}

async function pickPerson(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Resources' }).fill(search);
  await page.getByRole('option', { name }).click();
}

test('a manager builds a project’s work; a volunteer suggests an edit, the manager approves, the volunteer is told', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');

  // A project and a WBS.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const create = page.getByRole('dialog', { name: 'Add Project' });
  await create.getByRole('textbox', { name: 'Project name' }).fill(projectName);
  await create.getByRole('button', { name: /Add Project|Create/ }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();
  await page.getByRole('link', { name: `WBS of ${projectName}` }).click();
  await page.getByRole('textbox', { name: 'New WBS name' }).fill('Cisterns');
  await page.getByRole('button', { name: 'Add WBS' }).click();
  await page.getByRole('link', { name: 'Cisterns', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cisterns' })).toBeVisible();

  // A three-level tree and a second top-level task.
  await addTask(page, 'Foundations');
  await addTask(page, 'Trench', '1 Foundations');
  await addTask(page, 'Dig the trench', '1.1 Trench');
  await addTask(page, 'Survey');
  // Adding a subtask opens its parent, so the whole tree is in view.
  await expect(page.getByRole('button', { name: 'Hide subtasks of 1.1 Trench' })).toBeVisible();
  await expect(page.getByText('1.1.1', { exact: true })).toBeVisible();

  // Two volunteers on the deepest task.
  await page.getByRole('button', { name: 'Actions for 1.1.1 Dig the trench' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit task 1.1.1' });
  await pickPerson(page, 'Elena', 'Elena Petrova');
  await pickPerson(page, 'Farid', 'Farid Haddad');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: /Dig the trench/ })).toContainText('Elena Petrova');

  // Moving the Foundations subtree below Survey renumbers the whole subtree.
  await page.getByRole('button', { name: 'Actions for 1 Foundations' }).click();
  await page.getByRole('menuitem', { name: 'Move down' }).click();
  await expect(page.getByRole('button', { name: 'Actions for 1 Survey' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for 2.1.1 Dig the trench' })).toBeVisible();
  const digLink = page.getByRole('link', { name: 'Dig the trench' });
  const taskPath = await digLink.getAttribute('href');
  expect(taskPath).toMatch(/^\/wbs\/tasks\/[0-9a-f-]{36}$/);

  // Fifty tasks from a spreadsheet.
  const rows = Array.from({ length: 50 }, (_, i) => `Imported task ${String(i + 1)},1,${String(2 + (i % 5))},8,Primary`);
  const csv = ['taskName,hoursBest,hoursMost,hoursWorst,priority', ...rows].join('\n');
  await page.getByRole('button', { name: 'Import tasks' }).click();
  const importDialog = page.getByRole('dialog', { name: /Import tasks/ });
  await importDialog.locator('input[type=file]').setInputFiles({ name: 'tasks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: 'Import 50 tasks' }).click();
  await expect(page.getByText('50 tasks were imported.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for 52 Imported task 50' })).toBeVisible();

  // The volunteer on the task suggests a better name.
  const volunteerContext = await browser.newContext();
  const volunteer = await volunteerContext.newPage();
  await signInToDashboard(volunteer, 'elena.petrova@demo.goodhours.org', 'Elena');
  await volunteer.goto(taskPath ?? '/');
  await expect(volunteer.getByRole('heading', { name: '2.1.1 Dig the trench' })).toBeVisible();
  await volunteer.getByRole('button', { name: 'Suggest changes' }).click();
  const suggestion = volunteer.getByRole('form', { name: 'Edit task 2.1.1' });
  await suggestion.getByRole('textbox', { name: 'Task name' }).fill('Dig the trench 60 cm deep');
  await suggestion.getByRole('button', { name: 'Suggest changes' }).click();
  await expect(volunteer.getByText('Your suggestion was sent for review.')).toBeVisible();

  // The manager reviews and approves it.
  await page.goto('/taskeditsuggestions');
  await page.getByRole('button', { name: 'Review the changes to 2.1.1 Dig the trench by Elena Petrova' }).click();
  const review = page.getByRole('dialog', { name: 'Changes suggested by Elena Petrova' });
  await expect(review).toContainText('Dig the trench 60 cm deep');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toBeHidden();
  await page.goto(taskPath ?? '/');
  await expect(page.getByRole('heading', { name: '2.1.1 Dig the trench 60 cm deep' })).toBeVisible();

  // The volunteer sees what changed on their dashboard, and marks it read.
  await volunteer.goto('/dashboard');
  const changes = volunteer.getByRole('region', { name: 'Task Info Changes' });
  await expect(changes).toContainText('Dig the trench 60 cm deep');
  await changes.getByRole('button', { name: 'Mark as Read' }).first().click();
  await expect(changes).toBeHidden();
  await volunteerContext.close();
});
