import { expect, test } from '@playwright/test';
import { signInToDashboard } from './helpers';
import { ALL_REPORTS, OWNER_OTHER_LINKS } from './owner-menus';

interface Expectation {
  email: string;
  firstName: string;
  taskSuggestions: boolean;
  /** Items of the Reports menu, or null when the header shows only a Team Locations link. */
  reports: string[] | null;
  /** Items of the Other Links menu, or null when there is no such menu. */
  admin: string[] | null;
}

const ROLES: Record<string, Expectation> = {
  Owner: {
    email: 'owner@demo.goodhours.org',
    firstName: 'Olivia',
    taskSuggestions: true,
    reports: ALL_REPORTS,
    admin: OWNER_OTHER_LINKS,
  },
  Administrator: {
    email: 'admin@demo.goodhours.org',
    firstName: 'Arjun',
    taskSuggestions: true,
    reports: ALL_REPORTS,
    admin: ['User Management', 'Badge Management', 'Weekly Close', 'Projects', 'Teams', 'Job Forms', 'Permissions Management'],
  },
  Manager: {
    email: 'manager@demo.goodhours.org',
    firstName: 'Maria',
    taskSuggestions: true,
    reports: ['Weekly Summaries Report', 'Total Org Summary', 'Team Locations'],
    admin: ['Projects', 'Teams'],
  },
  Mentor: {
    email: 'mentor@demo.goodhours.org',
    firstName: 'Kwame',
    taskSuggestions: false,
    reports: ['Weekly Summaries Report', 'Total Org Summary', 'Team Locations'],
    admin: null,
  },
  'Core Team': {
    email: 'core@demo.goodhours.org',
    firstName: 'Hannah',
    taskSuggestions: false,
    reports: ALL_REPORTS,
    admin: ['User Management'],
  },
  'Assistant Manager': {
    email: 'assistant@demo.goodhours.org',
    firstName: 'Liam',
    taskSuggestions: false,
    reports: null,
    admin: null,
  },
  Volunteer: {
    email: 'volunteer@demo.goodhours.org',
    firstName: 'Sofia',
    taskSuggestions: false,
    reports: null,
    admin: null,
  },
};

for (const [role, want] of Object.entries(ROLES)) {
  test(`a ${role} signs in and sees the menus a ${role} should see`, async ({ page }) => {
    await signInToDashboard(page, want.email, want.firstName);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Timelog' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Task Edit Suggestions' })).toHaveCount(want.taskSuggestions ? 1 : 0);

    if (want.reports) {
      await nav.getByRole('button', { name: 'Reports' }).click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveText(want.reports);
      await page.keyboard.press('Escape');
    } else {
      await expect(nav.getByRole('button', { name: 'Reports' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Team Locations' })).toBeVisible();
    }

    if (want.admin) {
      await nav.getByRole('button', { name: 'Other Links' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(want.admin);
      await page.keyboard.press('Escape');
    } else {
      await expect(nav.getByRole('button', { name: 'Other Links' })).toHaveCount(0);
    }
  });
}
