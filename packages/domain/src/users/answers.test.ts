import { describe, expect, it } from 'vitest';
import { outboxMailSchema } from '../email/index.js';
import { profileAnswerSchema, publicProfileSchema, userListItemSchema, userMatchSchema, userProfileSchema } from './answers.js';
import { PRIVATE_PROFILE_FIELDS } from './view-rights.js';

const SECRET = /password|hash|token|secret/i;

describe('people answers', () => {
  it('name no password, hash, token or secret field', () => {
    for (const schema of [userProfileSchema(), userListItemSchema(), userMatchSchema()]) {
      expect(Object.keys(schema.shape).filter((key) => SECRET.test(key))).toEqual([]);
    }
  });

  it('drop a password hash handed to them with a profile', () => {
    const profile = {
      id: '00000000-0000-4000-8000-000000000001',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      role: 'Volunteer',
      isActive: true,
      isVisible: true,
      isRehireable: true,
      isProtected: false,
      teamCode: '',
      weeklyCommittedHours: 10,
      startDate: '2026-01-05',
      endDate: null,
      reactivationDate: null,
      createdDate: '2026-01-05T08:00:00.000Z',
      jobTitle: '',
      phoneNumber: '',
      timeZone: 'America/Los_Angeles',
      profilePic: null,
      personalLinks: [],
      mediaUrl: '',
      bioPosted: 'default',
      weeklySummaryOption: 'Required',
      privacySettings: { email: true, phoneNumber: false },
      teams: [],
    };
    const sent = userProfileSchema().parse({ ...profile, passwordHash: '$argon2id$x', tempPasswordHash: '$argon2id$y' });
    expect(sent).toEqual(profile);
  });

  it('keep a public view to its public fields, whatever the service hands over (decision 023)', () => {
    // E-mail and phone are optional there: the service adds them only where the person shows them.
    for (const key of PRIVATE_PROFILE_FIELDS) expect(publicProfileSchema().shape[key].safeParse(undefined).success).toBe(true);
    const leaky = {
      view: 'public',
      id: '00000000-0000-4000-8000-000000000001',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'Volunteer',
      isActive: true,
      teamCode: '',
      jobTitle: 'Engineer',
      timeZone: 'America/Los_Angeles',
      weeklyCommittedHours: 10,
      startDate: null,
      profilePic: null,
      personalLinks: [],
      teams: [],
      isProtected: true,
      isRehireable: true,
      privacySettings: { email: true, phoneNumber: true },
    };
    const sent = profileAnswerSchema().parse(leaky);
    expect(sent).toMatchObject({ view: 'public', jobTitle: 'Engineer' });
    for (const key of [...PRIVATE_PROFILE_FIELDS, 'isProtected', 'isRehireable', 'privacySettings']) expect(sent).not.toHaveProperty(key);
  });

  it('keep the outbox from naming an html body', () => {
    expect(Object.keys(outboxMailSchema().shape)).not.toContain('html');
  });
});
