import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, readInbox, signInToDashboard, type ReceivedMail } from './helpers';

/** A 2×2 red PNG, as a picture file chosen from the device. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface Member {
  email: string;
  token: string;
  id: string;
}

async function member(page: Page, email: string): Promise<Member> {
  const token = await apiToken(page, email);
  const session = await page.request.get('/api/session', { headers: { Authorization: `Bearer ${token}` } });
  return { email, token, id: ((await session.json()) as { userid: string }).userid };
}

const wantsAnnouncements = async (page: Page, m: Member) => {
  const res = await page.request.get(`/api/userprofile/${m.id}/announcement-emails`, { headers: { Authorization: `Bearer ${m.token}` } });
  return ((await res.json()) as { enabled: boolean }).enabled;
};

/** The emails with this subject once `count` have arrived at the SMTP peer. */
async function arrived(page: Page, subject: string, count: number): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(async () => {
      mails = (await readInbox(page)).filter((m) => m.subject === subject);
      return mails.length;
    })
    .toBe(count);
  return mails;
}

test('an Owner writes an announcement with a picture, previews it and sends it to a team; each member gets their own copy and unsubscribe link', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const subject = `Site news ${stamp}`;
  const owner = await apiToken(page, 'owner@demo.goodhours.org');
  const mentor = await member(page, 'mentor@demo.goodhours.org');
  const core = await member(page, 'core@demo.goodhours.org');
  const teamName = `Roof crew ${stamp}`;
  const created = await page.request.post('/api/team', { headers: { Authorization: `Bearer ${owner}` }, data: { teamName } });
  const team = (await created.json()) as { id: string };
  for (const m of [mentor, core])
    await page.request.post(`/api/team/${team.id}/users`, {
      headers: { Authorization: `Bearer ${owner}` },
      data: { userId: m.id, operation: 'Assign' },
    });

  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.click();
  await page.keyboard.type('The new roof is up. Come and see it on Saturday.');
  await page.getByLabel('Picture to insert').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(message.locator('img[alt="roof"]')).toBeVisible();
  await expectAccessible(page, 'the announcement editor');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${subject}` });
  const frame = preview.frameLocator('iframe[title$="as it will leave"]');
  await expect(frame.getByText('The new roof is up.')).toBeVisible();
  await expect(frame.locator('img[alt="roof"]')).toBeVisible();
  await expectAccessible(page, 'the announcement preview', 'iframe');
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Teams' }).click();
  await page.getByRole('option', { name: teamName }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Send the announcement' }).getByRole('button', { name: 'Send' }).click();
  const progress = page.getByRole('status').filter({ hasText: 'Email successfully sent' });
  await expect(progress).toContainText('2 emails were queued');
  await expect(progress).toContainText('Sent 2 of 2');

  const mails = await arrived(page, subject, 2);
  expect(mails.map((m) => m.to[0]).sort()).toEqual([core.email, mentor.email]);
  const links = mails.map((m) => /\/email-unsubscribe\?token=[\w.-]+/.exec(m.text)?.[0]);
  expect(new Set(links).size).toBe(2);
  for (const mail of mails) {
    expect(mail.text).toContain('The new roof is up.');
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail.listUnsubscribe).toMatch(/^<http:\/\/localhost:\d+\/api\/email-subscriptions\/one-click\?token=[\w.-]+>$/);
    const picture = /<img src="(http:\/\/localhost:\d+\/api\/email-images\/[\w-]+)" alt="roof"/.exec(mail.html)?.[1];
    expect(picture).toBeTruthy();
    const fetched = await page.request.get(new URL(String(picture)).pathname);
    expect(fetched.headers()['content-type']).toBe('image/png');
  }

  // The mentor follows her own link: she stops announcements, and nobody else does.
  const mentorMail = mails.find((m) => m.to[0] === mentor.email);
  const link = /http:\/\/localhost:\d+\/email-unsubscribe\?token=[\w.-]+/.exec(String(mentorMail?.text))?.[0];
  await page.goto(String(link).replace('localhost', '127.0.0.1'));
  await expectAccessible(page, 'the unsubscribe page');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('Successfully removed email subscription')).toBeVisible();
  expect(await wantsAnnouncements(page, mentor)).toBe(false);
  expect(await wantsAnnouncements(page, core)).toBe(true);

  // Sent again from the history, it reaches the core member alone.
  await page.goto('/announcements');
  const history = page.getByRole('table', { name: 'Sent announcements' });
  await history.getByRole('row').filter({ hasText: subject }).first().getByRole('button', { name: subject }).click();
  const drawer = page.getByRole('dialog', { name: subject });
  await expect(drawer).toContainText('Sent 2 of 2');
  await expect(drawer).toContainText(`Team ${teamName}`);
  await drawer.getByRole('button', { name: 'Send again' }).click();
  await page.getByRole('dialog', { name: 'Send again' }).getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email successfully sent' })).toContainText(
    '1 email was queued, one per recipient; 1 chosen person has stopped announcements',
  );
  const both = await arrived(page, subject, 3);
  expect(both.filter((m) => m.to[0] === mentor.email)).toHaveLength(1);
  await expectNoSidewaysScroll(page, 'the announcements page');

  await page.request.put(`/api/userprofile/${mentor.id}/announcement-emails`, {
    headers: { Authorization: `Bearer ${mentor.token}` },
    data: { enabled: true },
  });
});

test('the announcement form says what is missing with the spec’s words and keeps what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/announcements');
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Hello everyone');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Error: Empty Email List. Please enter AT LEAST One email.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Other addresses' }).fill('ok@example.org, not-an-address');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Error: Invalid email addresses: not-an-address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toContainText('Hello everyone');
  await expectNoSidewaysScroll(page, 'the announcements page on a phone');
  await expectAccessible(page, 'the announcement form with its errors');
});
