import { expect, type Locator, type Page } from '@playwright/test';
import type { Received } from './mail-sink';

export const PASSWORD = 'Goodhours!1';

export async function signIn(page: Page, email: string, password: string = PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

export async function signInToDashboard(page: Page, email: string, firstName: string, password = PASSWORD): Promise<void> {
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
}

/** A session token for API calls made by the test itself (e.g. reading the outbox as an Owner). */
/**
 * A member's tasks in Team Member Tasks, found as a reader would: the panel shows ten members a
 * page, so one further down the list is on a later page; each member is one line (a card on a
 * phone) until opened, so the member is opened to their tasks and warning tracker.
 */
export async function teamMember(page: Page, name: string): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Team Member Tasks' });
  const members = panel.locator('tbody[aria-label], article[aria-label]');
  const member = panel.getByRole('rowgroup', { name }).or(panel.getByRole('article', { name }));
  await expect(members.first()).toBeVisible();
  while ((await member.count()) === 0) {
    const next = panel.getByRole('button', { name: 'next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    const firstShown = (await members.first().getAttribute('aria-label')) ?? '';
    await next.click();
    await expect(members.first()).not.toHaveAttribute('aria-label', firstShown);
  }
  await expect(member).toHaveCount(1);
  const open = member.getByRole('button', { name: /^(Show All \(\d+\) Tasks|Show warnings)$/ });
  if ((await open.count()) > 0) {
    await open.click();
    await expect(member.getByRole('button', { expanded: true })).toBeVisible();
  }
  return member;
}

export async function apiToken(page: Page, email: string, password = PASSWORD): Promise<string> {
  const res = await page.request.post('/api/login', { data: { email, password } });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`cannot sign in ${email}`);
  return body.token;
}

/** Fills the building portal's own login (the page must be showing it) with the person's main credentials. */
export async function passBuildingLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Building Management Login' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Login' });
  // Submit waits for both fields (document 3 §2.10).
  await expect(login).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await login.click();
}

/**
 * Opens a building portal page from signed out: the app's sign-in, then the portal's own login,
 * then the page itself (each brings the person back where she was going).
 */
export async function openInBuildingPortal(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/bmdashboard\/login$/);
  await passBuildingLogin(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Today in the organisation's time zone (YYYY-MM-DD). */
export function pacificToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
}

/** Logs tangible time for today on the person's first project, through the API, as the person. */
export async function logTimeToday(page: Page, email: string, hours: number, minutes: number): Promise<string> {
  const token = await apiToken(page, email);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await page.request.get('/api/session', { headers })).json()) as { userid: string };
  const projects = (await (await page.request.get(`/api/userprofile/projects/${me.userid}`, { headers })).json()) as {
    projectId: string;
  }[];
  const res = await page.request.post('/api/TimeEntry', {
    headers,
    data: {
      personId: me.userid,
      dateOfWork: pacificToday(),
      hours,
      minutes,
      projectId: projects[0]?.projectId,
      notes: 'Drafted the weekly meal plan for the volunteers and shared it in our planning document https://docs.example.org/meal-plan',
      isTangible: true,
    },
  });
  if (!res.ok()) throw new Error(`time not logged: ${await res.text()}`);
  return me.userid;
}

/** A person's id from their full name, read with an administrator's token. */
export async function userIdByName(page: Page, fullName: string): Promise<string> {
  const token = await apiToken(page, 'admin@demo.goodhours.org');
  const res = await page.request.get(`/api/userprofile/fullName/${encodeURIComponent(fullName)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [match] = (await res.json()) as { id: string }[];
  if (!match) throw new Error(`nobody is called ${fullName}`);
  return match.id;
}

/** An email as the journeys' SMTP peer received it. */
export type { Received as ReceivedMail } from './mail-sink';

/** What the journeys' SMTP peer received (e2e/mail-sink.ts): every person's inbox at once. */
export async function readInbox(page: Page): Promise<Received[]> {
  const res = await page.request.get(`http://127.0.0.1:${String(process.env.MAIL_HTTP_PORT)}/`);
  return (await res.json()) as Received[];
}
