import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, signIn, signInToDashboard } from './helpers';
import { OwnServer, signInAt } from './own-server';

const NOTES =
  'Measured the cistern walls and wrote up the levels for the team in our shared drawings document https://docs.example.org/cistern-levels';

/** Is `later` in a later Pacific week (weeks start on Sunday) than `earlier`? */
function laterPacificWeek(earlier: Date, later: Date): boolean {
  const day = (d: Date) => new Date(d.toLocaleString('en-US', { timeZone: 'America/Los_Angeles' }));
  const sunday = (d: Date) => {
    const p = day(d);
    p.setHours(0, 0, 0, 0);
    p.setDate(p.getDate() - p.getDay());
    return p.getTime();
  };
  return sunday(later) > sunday(earlier);
}

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await OwnServer.start();
});
test.afterAll(async () => {
  await server.kill();
});

test('the timer runs in two tabs, logs its time once, and an edit the next day is for an admin only', async ({ browser }) => {
  test.setTimeout(240_000);
  const started = new Date();
  // Start three minutes "ago", so there is time to log.
  await server.moveClock(new Date(started.getTime() - 3 * 60_000));
  const tab1 = await signInAt(browser, server, 'grace.kim@demo.goodhours.org', 'Grace');
  const timer1 = tab1.getByRole('group', { name: 'Timer' });
  await timer1.getByRole('button', { name: 'Start timer' }).click();
  await expect(timer1.getByRole('button', { name: 'Pause timer' })).toBeVisible();
  await server.moveClock(new Date());

  // A second tab of the same person shows the same running timer.
  const tab2 = await tab1.context().newPage();
  await tab2.goto('/dashboard');
  const timer2 = tab2.getByRole('group', { name: 'Timer' });
  await expect(timer2.getByRole('button', { name: 'Pause timer' })).toBeVisible();
  await expect(timer2.getByLabel('Remaining time')).toHaveText(/^0?0?:?1[12]:\d\d$/);

  // Stop in the second tab: the form opens with the timer's time; the first tab sees the pause.
  await timer2.getByRole('button', { name: 'Stop timer and log time' }).click();
  const form = tab2.getByRole('dialog', { name: 'Add Time Entry' });
  await expect(form.getByRole('textbox', { name: 'Minutes' })).toHaveValue('3');
  await expect(timer1.getByRole('button', { name: 'Start timer' })).toBeVisible();
  const projectSelect = form.getByRole('combobox', { name: 'Project/Task' });
  const firstTask = await projectSelect.locator('option:not([disabled])').nth(1).getAttribute('value');
  await projectSelect.selectOption(firstTask ?? '');
  await form.getByRole('textbox', { name: 'Notes' }).fill(NOTES);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();

  // The dashboard's own time log opens on the current week: the entry is there, without a reload.
  await expect(tab2.getByRole('tab', { name: 'Current Week Timelog', selected: true })).toBeVisible();
  await expect(tab2.getByRole('article').filter({ hasText: 'Measured the cistern walls' })).toHaveCount(1);

  // The entry is in Current Week, once.
  await tab2.goto('/timelog#currentWeek');
  const entries = tab2.getByRole('article').filter({ hasText: 'Measured the cistern walls' });
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('3');
  const { origins } = await tab2.context().storageState();
  const token = origins.flatMap((o) => o.localStorage).find((item) => item.name === 'goodhours.token')?.value ?? '';
  const userId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
  await tab1.context().close();

  // The next day: the volunteer may no longer edit it; an administrator may.
  const nextDay = new Date(started.getTime() + 26 * 3_600_000);
  await server.moveClock(nextDay);
  const tab = laterPacificWeek(started, nextDay) ? 'lastWeek' : 'currentWeek';
  const volunteer = await signInAt(browser, server, 'grace.kim@demo.goodhours.org', 'Grace', nextDay);
  await volunteer.goto(`/timelog#${tab}`);
  const mine = volunteer.getByRole('article').filter({ hasText: 'Measured the cistern walls' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button', { name: /^Edit time entry/ })).toHaveCount(0);
  // The server is the authority: a direct edit is refused too.
  const day = started.toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
  const headers = { authorization: `Bearer ${token}` };
  const listed = await volunteer.request.get(`/api/TimeEntry/user/${userId}/${day}/${day}`, { headers });
  const entry = (
    (await listed.json()) as {
      id: string;
      notes: string;
      projectId: string;
      taskId: string | null;
      dateOfWork: string;
      isTangible: boolean;
    }[]
  ).find((e) => e.notes.includes('Measured the cistern walls'));
  expect(entry).toBeTruthy();
  const attempt = await volunteer.request.put(`/api/TimeEntry/${entry?.id ?? ''}`, {
    headers,
    data: {
      personId: userId,
      dateOfWork: day,
      hours: 0,
      minutes: 45,
      projectId: entry?.projectId,
      taskId: entry?.taskId,
      notes: NOTES,
      isTangible: true,
    },
  });
  expect(attempt.status()).toBe(403);
  await volunteer.context().close();

  const admin = await signInAt(browser, server, 'admin@demo.goodhours.org', 'Arjun', nextDay);
  await admin.goto(`/timelog/${userId}#${tab}`);
  const theirs = admin.getByRole('article').filter({ hasText: 'Measured the cistern walls' });
  await theirs.getByRole('button', { name: /^Edit time entry/ }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Time Entry' });
  await edit.getByRole('textbox', { name: 'Minutes' }).fill('20');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(theirs).toContainText('20');
  await admin.context().close();
  await server.moveClock(new Date());
});

test('a running timer survives the server being killed and restarted', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await signInAt(browser, server, 'isabel.moreno@demo.goodhours.org', 'Isabel');
  const timer = page.getByRole('group', { name: 'Timer' });
  await timer.getByRole('button', { name: 'Start timer' }).click();
  await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeVisible();

  await server.kill();
  await expect(timer).toContainText('Disconnected');
  await server.launch();
  await page.reload();
  await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeVisible();
  await expect(timer.getByLabel('Remaining time')).toHaveText(/1[0-4]:\d\d$/);
  await page.context().close();
});

test('a brand-new volunteer’s first dashboard says what to do next, not an empty Project/Task list', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const owner = await apiToken(page, 'owner@demo.goodhours.org');
  const made = await page.request.post('/api/userprofile', {
    headers: { authorization: `Bearer ${owner}` },
    data: {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.haddad@example.org',
      role: 'Volunteer',
      password: 'First!steps7',
      weeklyCommittedHours: 12,
    },
  });
  expect(made.status()).toBe(201);
  await signIn(page, 'noor.haddad@example.org', 'First!steps7');
  await expect(page).toHaveURL(/\/forcePasswordUpdate\//);
  await page.getByLabel('New Password').fill('Own!steps8');
  await page.getByLabel('Confirm Password').fill('Own!steps8');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInToDashboard(page, 'noor.haddad@example.org', 'Noor', 'Own!steps8');

  const steps = page.getByRole('region', { name: 'You are not on a project yet' });
  await expect(steps).toContainText('Your manager or an administrator adds you to a project and its tasks.');
  await expect(steps).toContainText('You are not on a team yet either: an administrator adds you to one.');
  await expect(steps).toContainText('start the timer at the top of the page');
  await expect(steps).toContainText('You committed to 12 hours a week.');
  await expect(page.getByText('No time entries in this period.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project/Task' })).toHaveCount(0);
  await expectAccessible(page, 'a new volunteer’s first dashboard');

  await page.getByRole('button', { name: 'Add Time Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Time Entry' });
  await expect(dialog.getByRole('note')).toContainText('until your manager or an administrator adds you to a project');
  await expect(dialog.getByRole('combobox', { name: /Project\/Task/ })).toHaveCount(0);
  await expectAccessible(page, 'the time entry form of a volunteer on no project');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(steps).toBeVisible();
  await expectNoSidewaysScroll(page, 'a new volunteer’s first dashboard on a phone');
  await expectAccessible(page, 'a new volunteer’s first dashboard on a phone, dark');
  await steps.getByRole('link', { name: 'See your profile' }).focus();
  await expect(steps.getByRole('link', { name: 'See your profile' })).toBeFocused();
  await steps.getByRole('link', { name: 'See your profile' }).click();
  await expect(page.getByRole('heading', { name: 'Noor Haddad' })).toBeVisible();
  await page.context().close();
});
