import { expect, test } from '@playwright/test';
import { expectAccessible, scrollThrough } from './a11y';
import { signInToDashboard, teamMember, userIdByName } from './helpers';

// Decision 023: who may view whose profile and time log, and what a refused view says.
const EDIT_REFUSED = 'Sorry, you do not have permission to edit this profile.';
/** A refusal or a failed load (the header's own notices are alerts too, and are not counted). */
const PROBLEM = /do not have permission|could not be loaded/;

test('a volunteer opens a teammate’s profile from the leaderboard and sees its public part, not an error', async ({ page }) => {
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await scrollThrough(page);
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await board.getByRole('link', { name: 'Amara Okafor' }).click();
  await expect(page).toHaveURL(/\/userprofile\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Amara Okafor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile details' })).toContainText('Civil Engineer');
  // Amara keeps the spec's default privacySettings: teammates see her e-mail (and her empty phone).
  await expect(page.getByText('Public profile.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'amara.okafor@demo.goodhours.org' })).toHaveAttribute(
    'href',
    'mailto:amara.okafor@demo.goodhours.org',
  );
  await expect(page.getByText(EDIT_REFUSED)).toHaveCount(0);
  await expect(page.getByRole('alert', { name: PROBLEM })).toHaveCount(0);
  await expectAccessible(page, 'a teammate’s public profile with her e-mail shown');
});

test('a manager opens her team member’s time log from Team Member Tasks, with its filter and badges, and no call refused', async ({
  page,
}) => {
  await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');
  const amara = await teamMember(page, 'Amara Okafor');
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403) refused.push(new URL(res.url()).pathname);
  });
  await amara.getByRole('link', { name: 'Time log of Amara Okafor' }).click();
  await expect(page).toHaveURL(/\/timelog\/[0-9a-f-]+$/);
  // The dashboard embeds a time log too: wait until it has gone.
  await expect(page.getByRole('table', { name: 'Leaderboard' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tasks and Timelogs' })).toBeVisible();
  await expect(page.getByText('Amara Okafor', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Current Week Timelog', selected: true })).toBeVisible();
  // Her time log's Project/Task filter and Badges tab are hers to read too (issue 42, defect 2).
  await expect(page.getByRole('combobox', { name: 'Project/Task' })).toBeEnabled();
  await page.getByRole('tab', { name: /^Badges/ }).click();
  await expect(page.getByRole('heading', { name: 'New Badges Earned' })).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole('alert', { name: PROBLEM })).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('a volunteer opening the dashboard, time log or profile of someone outside her teams sees one message, and asks for nothing refused', async ({
  page,
}) => {
  const chloe = await userIdByName(page, 'Chloe Nguyen');
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  // Issue 42, defect 3: a refused page asks for nothing the server refuses, so nothing is logged.
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) refused.push(`${String(res.status())} ${new URL(res.url()).pathname}`);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/dashboard/${chloe}`);
  await expect(page.getByRole('alert', { name: 'Sorry, you do not have permission to view this dashboard.' })).toBeVisible();
  await expect(page.getByRole('alert', { name: PROBLEM })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Leaderboard' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  await page.goto(`/timelog/${chloe}`);
  await expect(page.getByRole('alert', { name: 'Sorry, you do not have permission to view this time log.' })).toBeVisible();
  await expect(page.getByRole('alert', { name: PROBLEM })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  await page.goto(`/userprofile/${chloe}`);
  await expect(page.getByRole('alert', { name: 'Sorry, you do not have permission to view this profile.' })).toBeVisible();
  await expect(page.getByRole('alert', { name: PROBLEM })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Chloe Nguyen' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
  await expectAccessible(page, 'a refused profile');
});
