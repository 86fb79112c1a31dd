import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, signInToDashboard } from './helpers';

/**
 * Lessons learned (document 3 §2.7): a volunteer writes a lesson with two tags and an appendix;
 * another person double-clicks Like and the lesson has one like, also after a reload and on the
 * server; the author edits the summary in place ('Summary cannot be empty.' when emptied).
 */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function openList(page: Page, search: string): Promise<Locator> {
  await page.goto('/lessonlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Lessons Learned' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search lessons' }).fill(search);
  await expect(page.getByRole('status', { name: 'Lessons found' })).toHaveText('1 lesson');
  return page.getByRole('article', { name: search });
}

test('a volunteer writes a lesson; another likes it with a double click and it has one like; the author edits the summary', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Dry bags ${Date.now().toString(36)}`;

  // The volunteer writes the lesson.
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await page.goto('/lessonlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Lessons Learned' })).toBeVisible();
  await expectAccessible(page, 'the lesson list');
  await page.getByRole('link', { name: 'Write a lesson' }).click();
  await expect(page).toHaveURL(/\/lessonform$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New lesson' })).toBeVisible();
  await expectAccessible(page, 'the lesson form');

  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Need atleast one tag')).toBeVisible();
  await expect(page.getByText('Need to select a project')).toBeVisible();

  await page.getByRole('textbox', { name: 'Lesson Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Write a Lesson' }).fill('Let each course of earthbags dry for a day before the next one.');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('  earth   bags ');
  await tags.press('Enter');
  await tags.fill('drying');
  await tags.press('Enter');
  // The catalogue's other tags are still offered below the field: Escape closes the list.
  await tags.press('Escape');
  await page.getByRole('combobox', { name: 'Belongs to' }).click();
  await page.getByRole('option', { name: 'Earthbag Village' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('wall.png (16 B)')).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Lesson Added')).toBeVisible();
  await expect(page).toHaveURL(/\/lessonlist$/);

  const mine = await openList(page, title);
  await expect(mine.getByRole('listitem')).toHaveText(['earth bags', 'drying']);
  await mine.getByRole('button', { name: title }).click();
  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: /wall\.png/ }).click();
  expect((await download).suggestedFilename()).toBe('wall.png');

  // Another person double-clicks Like: one like, on screen, after a reload and on the server.
  const other = await browser.newContext();
  const manager = await other.newPage();
  await signInToDashboard(manager, 'manager@demo.goodhours.org', 'Maria');
  const card = await openList(manager, title);
  const like = card.getByRole('button', { name: 'Like', exact: true });
  await expect(card.getByText('0 likes', { exact: true })).toBeVisible();
  await like.dblclick();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 like', { exact: true })).toBeVisible();
  await manager.reload();
  const again = await openList(manager, title);
  await expect(again.getByText('1 like', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The manager may not edit someone else's lesson.
  await again.getByRole('button', { name: title }).click();
  await expect(again.getByRole('button', { name: 'Edit summary' })).toHaveCount(0);
  const token = await apiToken(manager, 'manager@demo.goodhours.org');
  const answer = await manager.request.get(`/api/lessons?search=${encodeURIComponent(`"${title}"`)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { lessons } = (await answer.json()) as { lessons: { title: string; totalLikes: number }[] };
  expect(lessons.find((l) => l.title === title)?.totalLikes).toBe(1);
  await other.close();

  // The author edits the summary in place; it cannot be emptied.
  await page.reload();
  const edited = await openList(page, title);
  await edited.getByRole('button', { name: title }).click();
  await edited.getByRole('button', { name: 'Edit summary' }).click();
  const summary = edited.getByRole('textbox', { name: 'Summary' });
  await summary.fill('');
  await edited.getByRole('button', { name: 'Save summary' }).click();
  await expect(edited.getByText('Summary cannot be empty.')).toBeVisible();
  await summary.fill('Let each course dry for two days in the wet season.');
  await edited.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByText('Summary saved')).toBeVisible();
  await expect(edited.getByText('Let each course dry for two days in the wet season.')).toBeVisible();
  await expect(edited.getByText('1 like', { exact: true })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 }, colorScheme: 'dark' });

  test('the lesson list and the form fit a phone, in dark', async ({ page }) => {
    await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
    await page.goto('/lessonlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Lessons Learned' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Lessons found' })).toHaveText(/lesson/);
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expectNoSidewaysScroll(page, 'the lesson list at 390 px');
    await expectAccessible(page, 'the lesson list at 390 px in dark');
    // The form under /bmdashboard/ is the building portal's (behind its login); the volunteer uses the main one.
    await page.goto('/lessonform');
    await expect(page.getByRole('heading', { level: 1, name: 'New lesson' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the lesson form at 390 px');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/lessonlist');
  });
});
