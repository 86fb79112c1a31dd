import { z } from '../zod.js';
import { HGN_PAGES } from './hgn-fields.js';
import { HGN_MESSAGES as M } from './hgn-messages.js';
import { once } from '../contracts/once.js';

/**
 * The questions of pages 2 to 5 (document 3 §3 questionnaire question: _id, page, qno, title,
 * text). Page 1 asks for name, email, GitHub and Slack with fixed labels. The Owner edits a
 * question's title and text; its page and number stay, as they name the answer's field.
 */
export const HGN_QUESTION_TITLE_MAX = 120;
export const HGN_QUESTION_TEXT_MAX = 500;

const RATE = 'on a scale of 1 (no experience) to 10 (expert)';

const DEFAULT_TEXTS: Record<string, { title: string; text: string }> = {
  hours: { title: 'Weekly hours', text: 'How many hours a week can you give to the development team?' },
  period: { title: 'Commitment period', text: 'For how long can you keep up that commitment?' },
  standup: { title: 'Weekly stand-up', text: 'Can you join the team’s weekly stand-up video call?' },
  location: { title: 'Location', text: 'Where are you based? Give your city and country, or your time zone.' },
  manager: { title: 'Leading a team', text: 'Would you like to manage a small team of developers?' },
  combined_frontend_backend: {
    title: 'Frontend and backend together',
    text: `How would you rate your skills at building one feature across frontend and backend, ${RATE}?`,
  },
  mern_skills: { title: 'MERN stack', text: `How would you rate your skills with MongoDB, Express, React and Node.js together, ${RATE}?` },
  leadership_skills: { title: 'Leadership skills', text: `How would you rate your leadership skills, ${RATE}?` },
  leadership_experience: {
    title: 'Leadership experience',
    text: `How much experience do you have leading people or projects, ${RATE}?`,
  },
  preferences: { title: 'Preferred work', text: 'Which kinds of work would you most like to do? Choose all that apply.' },
  availability: {
    title: 'Availability',
    text: 'When are you usually free to work with the team? Tick the hours of each weekday (Pacific time), or N/A for a day you are not available.',
  },
  overall: { title: 'Frontend overall', text: `Overall, how would you rate your frontend development skills, ${RATE}?` },
  HTML: { title: 'HTML', text: `How would you rate your HTML skills, ${RATE}?` },
  Bootstrap: { title: 'Bootstrap', text: `How would you rate your skills with Bootstrap, ${RATE}?` },
  CSS: { title: 'CSS', text: `How would you rate your CSS skills, ${RATE}?` },
  React: { title: 'React', text: `How would you rate your React skills, ${RATE}?` },
  Redux: { title: 'Redux', text: `How would you rate your skills with Redux state management, ${RATE}?` },
  WebSocketCom: {
    title: 'WebSocket communication',
    text: `How would you rate your skills with real-time WebSocket communication, ${RATE}?`,
  },
  ResponsiveUI: {
    title: 'Responsive interfaces',
    text: `How would you rate your skills at building pages that work on phones and desktops, ${RATE}?`,
  },
  UnitTest: { title: 'Frontend unit testing', text: `How would you rate your skills at unit-testing frontend code, ${RATE}?` },
  Documentation: { title: 'Documentation', text: `How would you rate your skills at documenting code and features, ${RATE}?` },
  UIUXTools: { title: 'UI/UX design tools', text: `How would you rate your skills with design tools such as Figma, ${RATE}?` },
  Overall: { title: 'Backend overall', text: `Overall, how would you rate your backend development skills, ${RATE}?` },
  Database: { title: 'Databases', text: `How would you rate your skills at designing and querying databases, ${RATE}?` },
  MongoDB: { title: 'MongoDB', text: `How would you rate your MongoDB skills, ${RATE}?` },
  MongoDB_Advanced: {
    title: 'Advanced MongoDB',
    text: `How would you rate your skills with advanced MongoDB (aggregation pipelines, indexes, transactions), ${RATE}?`,
  },
  TestDrivenDev: { title: 'Test-driven development', text: `How would you rate your skills at test-driven development, ${RATE}?` },
  Deployment: { title: 'Deployment', text: `How would you rate your skills at deploying and running services, ${RATE}?` },
  VersionControl: { title: 'Version control', text: `How would you rate your skills with Git and pull requests, ${RATE}?` },
  CodeReview: { title: 'Code review', text: `How would you rate your skills at reviewing other people’s code, ${RATE}?` },
  EnvironmentSetup: {
    title: 'Environment setup',
    text: `How would you rate your skills at setting up a development environment on your own, ${RATE}?`,
  },
  AdvancedCoding: {
    title: 'Advanced coding',
    text: `How would you rate your skills with advanced coding (algorithms, performance, design), ${RATE}?`,
  },
  AgileDevelopment: {
    title: 'Agile development',
    text: `How would you rate your experience of agile development (sprints, stand-ups, retrospectives), ${RATE}?`,
  },
  platform: { title: 'Development platform', text: 'Which operating system and editor do you develop with?' },
  other_skills: { title: 'Other skills', text: 'Which other skills or technologies would you bring to the team?' },
  suggestion: { title: 'Suggestions', text: 'Do you have a suggestion for how the team, or this app, could work better?' },
  additional_info: { title: 'Anything else', text: 'Is there anything else you would like us to know?' },
};

export interface HgnQuestionSeed {
  page: number;
  qno: number;
  title: string;
  text: string;
}

/** The questions a new database starts with: pages 2 to 5, numbered in the order of their fields. */
export const HGN_DEFAULT_QUESTIONS: readonly HgnQuestionSeed[] = HGN_PAGES.filter((p) => p.page >= 2).flatMap(({ page, fields }) =>
  fields.map((field, i) => ({ page, qno: i + 1, title: DEFAULT_TEXTS[field]?.title ?? field, text: DEFAULT_TEXTS[field]?.text ?? field })),
);

export const hgnQuestionSchema = once(() =>
  z.object({
    id: z.uuid(),
    page: z.number().int(),
    qno: z.number().int(),
    title: z.string(),
    text: z.string(),
  }),
);
export type HgnQuestion = z.output<ReturnType<typeof hgnQuestionSchema>>;
export const hgnQuestionList = once(() => z.object({ questions: z.array(hgnQuestionSchema()) }));

/** What the Owner changes of a question (PUT …/questions/:id). */
export const hgnQuestionInput = z.object({
  title: z
    .string({ error: M.questionTitleRequired })
    .trim()
    .min(1, M.questionTitleRequired)
    .max(HGN_QUESTION_TITLE_MAX, M.tooLong(HGN_QUESTION_TITLE_MAX)),
  text: z
    .string({ error: M.questionTextRequired })
    .trim()
    .min(1, M.questionTextRequired)
    .max(HGN_QUESTION_TEXT_MAX, M.tooLong(HGN_QUESTION_TEXT_MAX)),
});
export type HgnQuestionInput = z.input<typeof hgnQuestionInput>;
