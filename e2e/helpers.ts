import { expect, type Page } from '@playwright/test';

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
export async function apiToken(page: Page, email: string, password = PASSWORD): Promise<string> {
  const res = await page.request.post('/api/login', { data: { email, password } });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`cannot sign in ${email}`);
  return body.token;
}
