import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard, teamMember } from './helpers';

const WORK = 'https://docs.google.com/document/d/1MeiLinInterviewNotes/edit';

test('a volunteer submits a task for review and her manager completes the review in Team Member Tasks', async ({ page, browser }) => {
  await signInToDashboard(page, 'mei.lin@demo.goodhours.org', 'Mei');
  const mine = await teamMember(page, 'Mei Lin');
  const submitButton = mine.getByRole('button', { name: 'Submit for Review' }).first();
  await expect(submitButton).toBeVisible();
  const row = mine
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Submit for Review' }) })
    .first();
  const taskName = (await row.locator('a[href*="/wbs/tasks/"]').innerText()).trim();
  await submitButton.click();

  const dialog = page.getByRole('dialog', { name: 'Submit for Review' });
  await dialog.getByRole('textbox', { name: 'Link to your work' }).fill('https://example.org/my-interview-notes');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const invalid = page.getByRole('dialog', { name: 'Invalid Domain Type' });
  await expect(invalid).toContainText('about as useful as a chocolate teapot');
  await invalid.getByRole('button', { name: 'Got it!' }).click();
  await dialog.getByRole('textbox', { name: 'Link to your work' }).fill(WORK);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${taskName.replace(/^[\d.]+\s+/, '')}” was submitted for review.`)).toBeVisible();
  const submitted = mine.getByRole('row').filter({ hasText: taskName });
  await expect(submitted.getByRole('button', { name: 'Work Submitted and Awaiting Review' })).toBeDisabled();

  const manager = await (await browser.newContext()).newPage();
  await signInToDashboard(manager, 'manager@demo.goodhours.org', 'Maria');
  // Mei's submission reaches her manager as a notification card above the page: once it is there,
  // nothing below moves while she clicks (a card arriving mid-click once sent the click elsewhere).
  await expect(manager.getByRole('alert', { name: 'Notification from Mei Lin' })).toBeVisible();
  // Her manager's panel shows ten of her 20-odd members a page: Mei is on a later one.
  await expect(manager.getByRole('region', { name: 'Team Member Tasks' }).locator('tbody[aria-label]')).toHaveCount(10);
  const mei = await teamMember(manager, 'Mei Lin');
  const task = mei.getByRole('row').filter({ hasText: taskName });
  await task.getByRole('button', { name: 'Ready for Review' }).click();
  const review = manager.getByRole('dialog', { name: `Review “${taskName.replace(/^[\d.]+\s+/, '')}”` });
  await expect(review.getByRole('link', { name: WORK })).toBeVisible();
  await review.getByRole('button', { name: 'Complete and Remove' }).click();
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect(review).toBeHidden();
  // Said once done (issue 42, defect 20).
  await expect(manager.getByText(`“${taskName.replace(/^[\d.]+\s+/, '')}” is complete and removed from Mei Lin's tasks.`)).toBeVisible();
  await expect(mei.getByRole('row').filter({ hasText: taskName })).toHaveCount(0);
  await manager.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a manager reads her members as one card each, opens one to its tasks and warnings, nothing off-screen, in both themes', async ({
    page,
  }) => {
    await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');
    const panel = page.getByRole('region', { name: 'Team Member Tasks' });
    const cards = panel.getByRole('article');
    await expect(cards).toHaveCount(10);
    // One line each: no task is drawn until its member is opened.
    await expect(panel.locator('a[href*="/wbs/tasks/"]')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'Team Member Tasks as cards');
    await expectAccessible(page, 'Team Member Tasks as cards, light');

    const mei = await teamMember(page, 'Mei Lin');
    await expect(mei.locator('a[href*="/wbs/tasks/"]').first()).toBeVisible();
    await expect(mei.getByRole('progressbar').first()).toBeInViewport();
    await expectNoSidewaysScroll(page, 'a member’s card opened to her tasks');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page, 'a member’s card opened to her tasks, dark');
    await mei.getByRole('button', { name: 'Truncate Tasks' }).click();
    await expect(mei.locator('a[href*="/wbs/tasks/"]')).toHaveCount(0);
  });
});
