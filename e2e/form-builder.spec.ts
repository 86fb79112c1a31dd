import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signInToDashboard } from './helpers';

/**
 * Waits until the page takes clicks again after a drop. dnd-kit stops every click on the document
 * for a moment after a drag ends (so the drop is not also a click): 50 ms on a timer, much longer
 * on a loaded machine, where a click sent at once was swallowed. A probe click on the body tells
 * when the stop has been lifted.
 */
async function clicksTakenAgain(page: Page): Promise<void> {
  const probe = `(() => {
    let reached = false;
    const seen = () => { reached = true; };
    document.body.addEventListener('click', seen, { capture: true });
    document.body.click();
    document.body.removeEventListener('click', seen, { capture: true });
    return reached;
  })()`;
  await expect.poll(() => page.evaluate<boolean>(probe)).toBe(true);
}

/** The builder's field labels, in the order the questions stand. */
const labels = (page: Page) => page.getByRole('group', { name: /^Question \d+$/ }).getByRole('textbox', { name: 'Field label' });

test('the Owner reorders the form’s questions by dragging one with the mouse, and moves it back with its button', async ({ page }) => {
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/form');
  await expect(page.getByRole('heading', { name: 'Form Builder' })).toBeVisible();
  const before = await labels(page).count();
  for (const text of ['First asked', 'Second asked']) {
    await page.getByRole('button', { name: 'Add question' }).click();
    await labels(page).last().fill(text);
  }
  const first = before; // zero-based places of the two new questions
  await expect(labels(page).nth(first)).toHaveValue('First asked');

  // The mouse drags the second above the first.
  const handle = page.getByRole('button', { name: `Drag question ${String(first + 2)} to another place` });
  const target = page.getByRole('button', { name: `Drag question ${String(first + 1)} to another place` });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the drag handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 10 });
  await page.mouse.up();
  await expect(labels(page).nth(first)).toHaveValue('Second asked');
  await expect(labels(page).nth(first + 1)).toHaveValue('First asked');
  await clicksTakenAgain(page);

  // The keyboard moves it back with its Move down button (dragging by keyboard measures the page: the buttons are exact).
  await page.getByRole('button', { name: `Move question ${String(first + 1)} down` }).click();
  await expect(labels(page).nth(first)).toHaveValue('First asked');
  await expect(labels(page).nth(first + 1)).toHaveValue('Second asked');
  await expectAccessible(page, 'the form builder after reordering');
});
