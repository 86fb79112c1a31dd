import { addDays, dayOfWeek, formatDay, pacificMidnight, weekOf } from '@goodhours/domain';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { pacificToday } from './helpers';
import { OwnServer, signInAt } from './own-server';

// The close changes everyone's week: on a server of its own, so other journeys keep theirs.
let server: OwnServer;
test.beforeAll(async () => {
  server = await OwnServer.start();
});
test.afterAll(async () => {
  await server.kill();
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
  const square = page.getByRole('list', { name: 'Blue Squares' }).getByRole('listitem', { name: week.end });
  await expect(square).toContainText(`weekly summary not submitted`, { ignoreCase: true });
  await expect(square).toContainText(`the week of ${formatDay(week.start)} to ${formatDay(week.end)}`);
  await expectAccessible(page, 'a profile with a blue square from the weekly close');
});
