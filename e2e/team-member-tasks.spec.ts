import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInToDashboard } from './helpers';

const WORK = 'https://docs.google.com/document/d/1MeiLinInterviewNotes/edit';

/**
 * A member's tasks in Team Member Tasks, ten members a page (decision 062): the pages are turned,
 * as a reader would, until the member is on the one shown.
 */
async function onTheirPage(page: Page, name: string): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Team Member Tasks' });
  const members = panel.locator('tbody[aria-label]');
  const member = panel.getByRole('rowgroup', { name });
  await expect(members.first()).toBeVisible();
  while ((await member.count()) === 0) {
    const next = panel.getByRole('button', { name: 'next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    const firstShown = (await members.first().getAttribute('aria-label')) ?? '';
    await next.click();
    await expect(members.first()).not.toHaveAttribute('aria-label', firstShown);
  }
  await expect(member).toHaveCount(1);
  return member;
}

test('a volunteer submits a task for review and her manager completes the review in Team Member Tasks', async ({ page, browser }) => {
  await signInToDashboard(page, 'mei.lin@demo.goodhours.org', 'Mei');
  const mine = await onTheirPage(page, 'Mei Lin');
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
  const submitted = mine.getByRole('row').filter({ hasText: taskName });
  await expect(submitted.getByRole('button', { name: 'Work Submitted and Awaiting Review' })).toBeDisabled();

  const manager = await (await browser.newContext()).newPage();
  await signInToDashboard(manager, 'manager@demo.goodhours.org', 'Maria');
  // Her manager's panel shows ten of her 20-odd members a page: Mei is on a later one.
  await expect(manager.getByRole('region', { name: 'Team Member Tasks' }).locator('tbody[aria-label]')).toHaveCount(10);
  const mei = await onTheirPage(manager, 'Mei Lin');
  const task = mei.getByRole('row').filter({ hasText: taskName });
  await task.getByRole('button', { name: 'Ready for Review' }).click();
  const review = manager.getByRole('dialog', { name: `Review “${taskName.replace(/^[\d.]+\s+/, '')}”` });
  await expect(review.getByRole('link', { name: WORK })).toBeVisible();
  await review.getByRole('button', { name: 'Complete and Remove' }).click();
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect(review).toBeHidden();
  await expect(mei.getByRole('row').filter({ hasText: taskName })).toHaveCount(0);
  await manager.close();
});
