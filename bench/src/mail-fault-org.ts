/**
 * The organisation of the outbox bench: one team of active members (bulk inserted, 500 rows a
 * statement) and an Owner to send the announcement, and the announcement itself, with a small
 * PNG written into it as a data URL (the editor's way), so the picture path is part of what the
 * request does.
 */
import { deflateSync } from 'node:zlib';
import { pacificWeek } from '@goodhours/domain';
import { hashPassword } from '../../apps/server/src/auth/password.js';
import type { Db } from '../../apps/server/src/db/client.js';
import { teamMembers, teams, users, weekCloses } from '../../apps/server/src/db/schema/index.js';

export const OWNER = { email: 'owner@bench.goodhours.org', password: 'Bench!owner1' };
export const memberEmail = (i: number) => `member${String(i)}@bench.goodhours.org`;

export interface MailOrg {
  teamId: string;
  /** The members' addresses, as the announcement reaches them (lowercase). */
  members: string[];
}

/**
 * Seeds the team, its members and the Owner (who is in no team, so not a recipient). The week
 * just ended is recorded as closed: the server's catch-up at start would otherwise close it and
 * email the new members about their hours, on top of the announcement.
 */
export async function seedMailOrg(db: Db, count: number, now = new Date()): Promise<MailOrg> {
  const [team] = await db.insert(teams).values({ teamName: 'Announcement bench', teamCode: 'ANN' }).returning({ id: teams.id });
  const teamId = team!.id;
  const members: string[] = [];
  const memberHash = await hashPassword('Bench!member1');
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      return {
        email: memberEmail(i),
        firstName: `Member${String(i)}`,
        lastName: 'Bench',
        role: 'Volunteer',
        passwordHash: memberHash,
        teamCode: 'ANN',
        startDate: '2026-01-04',
      };
    });
    const rows = await db.insert(users).values(batch).returning({ id: users.id, email: users.email });
    await db.insert(teamMembers).values(rows.map((r) => ({ teamId, userId: r.id })));
    members.push(...rows.map((r) => r.email.toLowerCase()));
  }
  await db.insert(users).values({
    email: OWNER.email,
    firstName: 'Olive',
    lastName: 'Owner',
    role: 'Owner',
    passwordHash: await hashPassword(OWNER.password),
  });
  await db.insert(weekCloses).values({ weekStart: pacificWeek(now, 1).start, startedAt: now, finishedAt: now });
  return { teamId, members };
}

/** Signs the Owner in through the API and answers the session token. */
export async function signInOwner(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`the Owner could not sign in (HTTP ${String(response.status)})`);
  return token;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG (RGB, a diagonal gradient), `size` pixels square. */
export function gradientPng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3); // each row starts with filter type 0
    for (let x = 0; x < size; x++) rows.set([Math.floor((x * 255) / size), Math.floor((y * 255) / size), 160], row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The announcement as the editor sends it: some formatting, a link, and the picture written in. */
export function announcementHtml(picture: Buffer): string {
  return [
    '<h2>This week at Goodhours</h2>',
    '<p>Thank you for your <strong>hours</strong> this week. The new projects board is open:</p>',
    '<ul><li>Pick a task you like</li><li>Log your time as you go</li></ul>',
    `<p><img src="data:image/png;base64,${picture.toString('base64')}" alt="This week's chart" width="48" height="48"></p>`,
    '<p>See you on <a href="https://goodhours.org/projects">the projects board</a>.</p>',
  ].join('\n');
}
