import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';

/**
 * The team locations map (document 3 §2.8): the Owner places a person, finds them in the table,
 * edits and removes them; a volunteer only looks. Every request the browser makes is recorded:
 * with no tile server configured, the page asks nothing of any other origin (the issue's
 * "no outside request" proof: the world outline and the markers come with the app).
 */
function recordOutsideRequests(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? '').origin;
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) outside.push(request.url());
  });
  return outside;
}

const mapOf = (page: Page) => page.getByRole('region', { name: /Map of team locations/ });
const showTable = (page: Page) => page.getByRole('radiogroup', { name: 'View' }).getByText('Table', { exact: true }).click();
const peopleTable = (page: Page) => page.getByRole('table', { name: 'People on the map' });

async function openTeamLocations(page: Page): Promise<void> {
  await page.goto('/teamlocations');
  await expect(page.getByRole('heading', { level: 1, name: 'Team locations' })).toBeVisible();
  await expect(mapOf(page)).toBeVisible();
  // Members with 10 or more hours are on the map: a person's marker or a group of them.
  await expect(mapOf(page).locator('.gh-map-person, .gh-map-cluster').first()).toBeVisible();
  await expect(page.getByText(/Our team lives in \d+ countr/)).toBeVisible();
}

test('the Owner adds a person on the map, finds them in the table, edits and removes them, asking nothing of another origin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const outside = recordOutsideRequests(page, baseURL);
  const lastName = `Hopper${Date.now().toString(36)}`;
  const name = `Grace ${lastName}`;

  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await openTeamLocations(page);
  await expectAccessible(page, 'the map');
  const map = mapOf(page);
  await map.focus();
  await expect(map).toBeFocused();

  // Add person: refused until the place's coordinates are fetched, then saved.
  await page.getByRole('button', { name: 'Add person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add person' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByRole('textbox', { name: 'Job title' }).fill('Logistics Lead');
  await dialog.getByRole('textbox', { name: 'Location' }).fill('Nairobi, Kenya');
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expect(dialog.getByText('Please get the coordinates of location')).toBeVisible();
  await dialog.getByRole('button', { name: 'Get location' }).click();
  await expect(dialog.getByText('Found: Nairobi, Kenya')).toBeVisible();
  await expectAccessible(page, 'the add person form');
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText('A person successfully added to a map!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table view lists them; the search by location finds them, or says nobody is there.
  await showTable(page);
  const row = peopleTable(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Logistics Lead');
  await expect(row).toContainText('Nairobi');
  await expect(row).toContainText('Kenya');
  await expectAccessible(page, 'the table view');
  const search = page.getByRole('textbox', { name: 'Search by location' });
  await search.fill('kenya');
  await expect(row).toBeVisible();
  await search.fill('Atlantis');
  await expect(page.getByText('No users found.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await search.fill('');

  // Show on the map: it flies to them (zoom 13, 3 s); the keyboard opens their card.
  await row.getByRole('button', { name: `Show ${name} on the map` }).click();
  await expect(map).toBeFocused();
  const marker = map.getByRole('button', { name: new RegExp(name) });
  await expect(marker).toBeVisible({ timeout: 15_000 });
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(map.locator('.leaflet-popup')).toContainText(name);
  await expect(map.locator('.leaflet-popup')).toContainText('Logistics Lead');
  await expectAccessible(page, 'a person’s card on the map');

  // Edit from the Users list.
  await page.getByRole('button', { name: 'Users list' }).click();
  const list = page.getByRole('dialog', { name: 'Users list' });
  await list.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit person' });
  await expect(edit.getByRole('textbox', { name: 'Location' })).toHaveValue('Nairobi, Kenya');
  // The map's markers stay under the dialog and its overlay (one once took the Save click).
  const markerOnTop = await page.evaluate(`[...document.querySelectorAll('.gh-map-person, .gh-map-cluster')].some((m) => {
    const r = m.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && m.contains(hit);
  })`);
  expect(markerOnTop, 'a map marker drawn over the Edit person dialog').toBe(false);
  await edit.getByRole('textbox', { name: 'Job title' }).fill('Field Coordinator');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User successfully edited!')).toBeVisible();
  await expect(edit).toBeHidden();
  await showTable(page);
  await expect(peopleTable(page).getByRole('row').filter({ hasText: name })).toContainText('Field Coordinator');

  // Remove asks first, in the list.
  await page.getByRole('button', { name: 'Users list' }).click();
  await list.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(list.getByText(`Remove ${name} from the map?`)).toBeVisible();
  await expectAccessible(page, 'the users list asking before removing');
  await list.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('The person was removed from the map.')).toBeVisible();
  await expect(list.getByText('There are no users to remove or edit.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(peopleTable(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);

  expect(outside).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`a volunteer sees the map and the table but cannot add anyone, on a phone (${scheme})`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const outside = recordOutsideRequests(page, baseURL);
      await page.emulateMedia({ colorScheme: scheme });
      await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
      await openTeamLocations(page);
      await expect(page.getByRole('button', { name: 'Add person' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Users list' })).toHaveCount(0);
      await expectNoSidewaysScroll(page, `the map on a phone (${scheme})`);
      await expectAccessible(page, `the map on a phone (${scheme})`);

      await showTable(page);
      await expect(peopleTable(page).getByRole('row').nth(1)).toBeVisible();
      await expectNoSidewaysScroll(page, `the table on a phone (${scheme})`);
      await expectAccessible(page, `the table on a phone (${scheme})`);
      expect(outside).toEqual([]);
    });
  }
});
