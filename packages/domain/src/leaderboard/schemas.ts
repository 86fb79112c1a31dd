import { z } from '../zod.js';
import { once } from '../contracts/once.js';

/**
 * The leaderboard (document 2 §2, §6, §9; document 4 §10): this Pacific week's hours of the
 * people the shown person may see, with the organisation's totals. PostgreSQL writes this JSON
 * (decision 017); the schema documents it and a test holds a real answer to it.
 */
export const leaderboardRowSchema = once(() =>
  z.object({
    personId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    tangibleHours: z.number(),
    intangibleHours: z.number(),
    totalHours: z.number(),
    weeklyCommittedHours: z.number(),
    missedHours: z.number(),
    endDate: z.string().nullable().describe('YYYY-MM-DD'),
    isVisible: z.boolean(),
    hasSummary: z.boolean().describe('Whether this week’s summary is in.'),
    /** The current or next time off, if any. */
    timeOffFrom: z.string().nullable().describe('YYYY-MM-DD: the first day of the current or next time off'),
    timeOffTill: z.string().nullable().describe('YYYY-MM-DD: its last day'),
  }),
);
export type LeaderboardRow = z.infer<ReturnType<typeof leaderboardRowSchema>>;

export const organisationTotalsSchema = once(() =>
  z.object({
    memberCount: z.number().int(),
    tangibleHours: z.number(),
    intangibleHours: z.number(),
    totalHours: z.number(),
    weeklyCommittedHours: z.number(),
  }),
);
export type OrganisationTotals = z.infer<ReturnType<typeof organisationTotalsSchema>>;

export const leaderboardSchema = once(() =>
  z.object({
    weekStart: z.string().describe('YYYY-MM-DD, Sunday'),
    weekEnd: z.string().describe('YYYY-MM-DD, Saturday'),
    rows: z.array(leaderboardRowSchema()).describe('Most tangible hours first, then by name.'),
    totals: organisationTotalsSchema().describe('Every active person of the organisation, not only those listed.'),
    /** The shown person is a member of teams but hidden from them. */
    invisibleToTeams: z.boolean().describe('The shown person is a member of teams but hidden from them.'),
  }),
);
export type Leaderboard = z.infer<ReturnType<typeof leaderboardSchema>>;

export const mouseoverTextSchema = once(() => z.object({ mouseoverText: z.string() }));
export type MouseoverText = z.infer<ReturnType<typeof mouseoverTextSchema>>;
