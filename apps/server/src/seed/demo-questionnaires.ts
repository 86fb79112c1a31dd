import { HGN_BACKEND_FIELDS, HGN_FRONTEND_FIELDS, HGN_NOT_AVAILABLE, hgnSubmissionInput, type HgnSubmissionInput } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { hgnSubmissions } from '../db/schema/index.js';

const DAY_MS = 86_400_000;

type Day = number[] | typeof HGN_NOT_AVAILABLE;
const hours = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

interface DemoAnswers {
  email: string;
  name: string;
  github: string;
  general: Omit<HgnSubmissionInput['general'], 'availability'>;
  availability: [Day, Day, Day, Day, Day];
  /** Every frontend rating, then the ones that differ. */
  frontend: [number, Partial<Record<(typeof HGN_FRONTEND_FIELDS)[number], number>>];
  backend: [number, Partial<Record<(typeof HGN_BACKEND_FIELDS)[number], number>>];
  platform: string;
  daysAgo: number;
}

/** Their React ratings stay under 9: the questionnaire journey's search for React 9 and up finds only the person it submits. */
const ANSWERS: DemoAnswers[] = [
  {
    email: 'lucas.fontaine@demo.goodhours.org',
    name: 'Lucas Fontaine',
    github: 'lucasfontaine',
    general: {
      hours: '10-20 hours',
      period: '6-12 months',
      standup: 'Yes',
      location: 'Lyon, France',
      manager: 'Maybe later',
      combined_frontend_backend: 6,
      mern_skills: 6,
      leadership_skills: 5,
      leadership_experience: 3,
      preferences: ['Frontend', 'UI/UX design'],
    },
    availability: [hours(18, 21), HGN_NOT_AVAILABLE, hours(18, 21), HGN_NOT_AVAILABLE, hours(9, 12)],
    frontend: [7, { React: 8, CSS: 9, ResponsiveUI: 9, UnitTest: 5 }],
    backend: [4, { VersionControl: 7, CodeReview: 6 }],
    platform: 'macOS, VS Code',
    daysAgo: 40,
  },
  {
    email: 'hiroshi.tanaka@demo.goodhours.org',
    name: 'Hiroshi Tanaka',
    github: 'htanaka',
    general: {
      hours: '20-30 hours',
      period: 'More than a year',
      standup: 'Sometimes',
      location: 'Osaka, Japan',
      manager: 'Yes',
      combined_frontend_backend: 7,
      mern_skills: 8,
      leadership_skills: 7,
      leadership_experience: 6,
      preferences: ['Backend', 'Deployment and DevOps', 'Mentoring and leading'],
    },
    availability: [hours(7, 9), hours(7, 9), hours(7, 9), hours(7, 9), HGN_NOT_AVAILABLE],
    frontend: [5, { React: 6, HTML: 7 }],
    backend: [8, { Database: 9, MongoDB: 8, MongoDB_Advanced: 7, TestDrivenDev: 8, Deployment: 9 }],
    platform: 'Linux, Neovim',
    daysAgo: 26,
  },
  {
    email: 'samuel.adeyemi@demo.goodhours.org',
    name: 'Samuel Adeyemi',
    github: 'sadeyemi-qa',
    general: {
      hours: 'Under 10 hours',
      period: '3-6 months',
      standup: 'Yes',
      location: 'Lagos, Nigeria',
      manager: 'No',
      combined_frontend_backend: 5,
      mern_skills: 4,
      leadership_skills: 4,
      leadership_experience: 2,
      preferences: ['Testing and quality', 'Documentation'],
    },
    availability: [HGN_NOT_AVAILABLE, hours(17, 19), HGN_NOT_AVAILABLE, hours(17, 19), hours(14, 18)],
    frontend: [5, { UnitTest: 9, Documentation: 8, React: 4 }],
    backend: [5, { TestDrivenDev: 8, CodeReview: 7 }],
    platform: 'Windows, WebStorm',
    daysAgo: 12,
  },
];

/** Three developers' development-team questionnaires, submitted, so the Owner's answers page has people to search. */
export async function seedDemoQuestionnaires(tx: Tx, now: Date, idOf: (email: string) => string): Promise<void> {
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
  await tx.insert(hgnSubmissions).values(
    ANSWERS.map((a) => {
      const submission = hgnSubmissionInput.parse({
        userInfo: { name: a.name, email: a.email, github: a.github, slack: a.name },
        general: { ...a.general, availability: Object.fromEntries(weekdays.map((d, i) => [d, a.availability[i]])) },
        frontend: { ...Object.fromEntries(HGN_FRONTEND_FIELDS.map((f) => [f, a.frontend[0]])), ...a.frontend[1] },
        backend: { ...Object.fromEntries(HGN_BACKEND_FIELDS.map((f) => [f, a.backend[0]])), ...a.backend[1] },
        followUp: { platform: a.platform },
      });
      const at = new Date(now.getTime() - a.daysAgo * DAY_MS);
      return { userId: idOf(a.email), answers: submission, submittedAt: at, updatedAt: at };
    }),
  );
}
