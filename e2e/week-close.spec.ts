import { addDays, dayOfWeek, formatDay, pacificMidnight, weekOf, type WeekCloseDetail } from '@goodhours/domain';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { pacificToday } from './helpers';
import { OwnServer, signInAt } from './own-server';

// A 1×1 PNG for the badge's picture.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

// The close changes everyone's week: on a server of its own, so other journeys keep theirs.
let server: OwnServer;
test.beforeAll(async () => {
  server = await OwnServer.start();
});
// In order: the badges exist before the close, which runs once, and its results are read after.
test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await server.kill();
});

test('before the close, an administrator creates a badge and gives another by hand', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signInAt(browser, server, 'admin@demo.goodhours.org', 'Arjun');
  await admin.goto('/badgemanagement');
  await admin.getByRole('button', { name: 'Create badge' }).click();
  const form = admin.getByRole('dialog', { name: 'Create badge' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Food Grower');
  await form.getByRole('combobox', { name: 'Type' }).click();
  await admin.getByRole('option', { name: 'Total Hrs in Category' }).click();
  await form.getByRole('textbox', { name: 'Hours' }).fill('1');
  await form.getByRole('combobox', { name: 'Project category' }).click();
  await admin.getByRole('option', { name: 'Food', exact: true }).click();
  await form.locator('input[type=file]').setInputFiles({ name: 'grower.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  await form.getByRole('button', { name: 'Create badge' }).click();
  await expect(form).toBeHidden();
  await expect(admin.getByRole('row', { name: /Food Grower/ })).toContainText('1 h in Food');
  await expectAccessible(admin, 'badge management with a new badge');

  // A Custom badge is given by hand: Sofia sees it as new on her Badges tab.
  await admin.getByRole('tab', { name: 'Assign Badges' }).click();
  await admin.getByRole('textbox', { name: 'First name' }).fill('Sofia');
  await admin.getByRole('textbox', { name: 'Last name' }).fill('Rossi');
  await admin.getByRole('combobox', { name: 'Badges' }).click();
  await admin.getByRole('option', { name: 'Kind Word' }).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: 'Assign badges' }).click();
  await expect(admin.getByText('Badges assigned.')).toBeVisible();
});

test('the weekly close at Sunday midnight gives a volunteer who wrote no summary a blue square that says why', async ({ browser }) => {
  // Olga (demo) never writes a summary. The close runs as if the coming Sunday's midnight had come.
  const today = pacificToday();
  const week = weekOf(today);
  const sunday = addDays(today, 7 - dayOfWeek(today));
  const [closed, ...more] = await server.runWeekClose(pacificMidnight(sunday));
  expect(more).toEqual([]);
  expect(closed).toMatchObject({ weekStart: week.start });
  expect(closed?.blueSquares).toBeGreaterThan(0);

  const page = await signInAt(browser, server, 'olga.ivanova@demo.goodhours.org', 'Olga');
  await page.getByRole('button', { name: 'Olga Ivanova' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const square = page.getByRole('list', { name: 'Blue Squares' }).getByRole('listitem', { name: formatDay(week.end) });
  await expect(square).toContainText(`weekly summary not submitted`, { ignoreCase: true });
  await expect(square).toContainText(`the week of ${formatDay(week.start)} to ${formatDay(week.end)}`);
  await expectAccessible(page, 'a profile with a blue square from the weekly close');
});

test('the close gives the new badge to who earned it, and both badges show as new on the Badges tab', async ({ browser }) => {
  // The close (the test before) gave the new badge to whoever had logged an hour on Food projects.
  const week = weekOf(pacificToday());
  const closed = await server.ownerGet<WeekCloseDetail>(`/api/weekclose/${week.start}`);
  const grower = closed.outcomes.find((o) => o.badgesEarned.some((b) => b.name === 'Food Grower'));
  expect(grower, 'someone earned Food Grower').toBeDefined();
  const profile = await server.ownerGet<{ email: string }>(`/api/userprofile/${grower!.userId}`);

  const person = await signInAt(browser, server, profile.email, grower!.firstName);
  await person.goto('/timelog#badgesearned');
  await expect(person.getByRole('region', { name: 'New Badges Earned' })).toContainText('Food Grower');
  await expectAccessible(person, 'the Badges tab with a badge from the close');

  const sofia = await signInAt(browser, server, 'volunteer@demo.goodhours.org', 'Sofia');
  await sofia.goto('/timelog#badgesearned');
  await expect(sofia.getByRole('region', { name: 'New Badges Earned' })).toContainText('Kind Word');
});

test('an administrator follows a blue square to the decision that gave it and waives it with a reason', async ({ browser }) => {
  const week = weekOf(pacificToday());
  const closed = await server.ownerGet<WeekCloseDetail>(`/api/weekclose/${week.start}`);
  const olga = closed.outcomes.find((o) => o.firstName === 'Olga' && o.lastName === 'Ivanova');
  expect(olga?.blueSquareReason).not.toBeNull();

  const admin = await signInAt(browser, server, 'admin@demo.goodhours.org', 'Arjun');
  await admin.goto(`/userprofile/${olga!.userId}`);
  const squares = admin.getByRole('list', { name: 'Blue Squares' });
  await squares.getByRole('link', { name: `Why: the weekly close of ${formatDay(week.start)}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/weekclose/${week.start}#person-${olga!.userId}$`));
  const row = admin.locator(`#person-${olga!.userId}`);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText('weekly summary not submitted', { ignoreCase: true });
  await expectAccessible(admin, 'the closed week’s decisions');

  await row.getByRole('button', { name: 'Waive the blue square of Olga Ivanova' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Waive blue square' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('She sent her summary by email while travelling.');
  await dialog.getByRole('button', { name: 'Waive' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Blue square waived');
  await expect(row).toContainText('She sent her summary by email while travelling.');

  await admin.goto(`/userprofile/${olga!.userId}`);
  await expect(admin.getByRole('list', { name: 'Blue Squares' }).getByRole('listitem', { name: formatDay(week.end) })).toHaveCount(0);
});
