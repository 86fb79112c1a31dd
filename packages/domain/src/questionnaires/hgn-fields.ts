/**
 * The development-team questionnaire's fields (document 3 §3 development-team submission), the
 * choices the spec leaves open, and where each field sits on the six pages (§2.3).
 */

/** The progress bar's value on pages 1 to 6 (document 3 §2.3). */
export const HGN_PROGRESS = [16.67, 33.34, 50, 66.68, 83.35, 100] as const;
export const HGN_PAGE_COUNT = 6;

/** The form's address of a page: /hgnform, then /hgnform/page2 … /hgnform/page6. */
export function hgnPagePath(page: number): string {
  return page <= 1 ? '/hgnform' : `/hgnform/page${String(page)}`;
}

/** Ratings go from 1 to 10 (document 3 §9). */
export const HGN_RATING_MIN = 1;
export const HGN_RATING_MAX = 10;

export const HGN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export type HgnWeekday = (typeof HGN_WEEKDAYS)[number];

export const HGN_HOURS_CHOICES = ['Under 10 hours', '10-20 hours', '20-30 hours', '30-40 hours', 'More than 40 hours'] as const;
export const HGN_PERIOD_CHOICES = ['Less than a month', '1-3 months', '3-6 months', '6-12 months', 'More than a year'] as const;
export const HGN_STANDUP_CHOICES = ['Yes', 'Sometimes', 'No'] as const;
export const HGN_MANAGER_CHOICES = ['Yes', 'Maybe later', 'No'] as const;
export const HGN_PREFERENCE_CHOICES = [
  'Frontend',
  'Backend',
  'Full stack',
  'UI/UX design',
  'Testing and quality',
  'Deployment and DevOps',
  'Documentation',
  'Mentoring and leading',
] as const;

export const HGN_USER_INFO_FIELDS = ['name', 'email', 'github', 'slack'] as const;
export const HGN_GENERAL_RATINGS = ['combined_frontend_backend', 'mern_skills', 'leadership_skills', 'leadership_experience'] as const;
export const HGN_GENERAL_FIELDS = [
  'hours',
  'period',
  'standup',
  'location',
  'manager',
  ...HGN_GENERAL_RATINGS,
  'preferences',
  'availability',
] as const;
export const HGN_FRONTEND_FIELDS = [
  'overall',
  'HTML',
  'Bootstrap',
  'CSS',
  'React',
  'Redux',
  'WebSocketCom',
  'ResponsiveUI',
  'UnitTest',
  'Documentation',
  'UIUXTools',
] as const;
export const HGN_BACKEND_FIELDS = [
  'Overall',
  'Database',
  'MongoDB',
  'MongoDB_Advanced',
  'TestDrivenDev',
  'Deployment',
  'VersionControl',
  'CodeReview',
  'EnvironmentSetup',
  'AdvancedCoding',
  'AgileDevelopment',
] as const;
export const HGN_FOLLOW_UP_FIELDS = ['platform', 'other_skills', 'suggestion', 'additional_info'] as const;

export type HgnSection = 'userInfo' | 'general' | 'frontend' | 'backend' | 'followUp';

/** Pages 1 to 5 each hold one section; a question's `qno` is its field's place in the list, from 1. */
export const HGN_PAGES = [
  { page: 1, section: 'userInfo', fields: HGN_USER_INFO_FIELDS },
  { page: 2, section: 'general', fields: HGN_GENERAL_FIELDS },
  { page: 3, section: 'frontend', fields: HGN_FRONTEND_FIELDS },
  { page: 4, section: 'backend', fields: HGN_BACKEND_FIELDS },
  { page: 5, section: 'followUp', fields: HGN_FOLLOW_UP_FIELDS },
] as const satisfies readonly { page: number; section: HgnSection; fields: readonly string[] }[];

/** The page of a section. */
export function hgnPageOf(section: HgnSection): number {
  return HGN_PAGES.find((p) => p.section === section)?.page ?? 1;
}

/** The field a question (page, qno) asks for, or null when the form has no such place. */
export function hgnFieldAt(page: number, qno: number): string | null {
  const fields: readonly string[] | undefined = HGN_PAGES.find((p) => p.page === page)?.fields;
  return fields?.[qno - 1] ?? null;
}

/** Every rating the Owner can search on, with the section it is stored in and a fixed label. */
export const HGN_SKILLS = [
  { id: 'combined_frontend_backend', section: 'general', label: 'Frontend and backend together' },
  { id: 'mern_skills', section: 'general', label: 'MERN stack' },
  { id: 'leadership_skills', section: 'general', label: 'Leadership skills' },
  { id: 'leadership_experience', section: 'general', label: 'Leadership experience' },
  { id: 'overall', section: 'frontend', label: 'Frontend overall' },
  { id: 'HTML', section: 'frontend', label: 'HTML' },
  { id: 'Bootstrap', section: 'frontend', label: 'Bootstrap' },
  { id: 'CSS', section: 'frontend', label: 'CSS' },
  { id: 'React', section: 'frontend', label: 'React' },
  { id: 'Redux', section: 'frontend', label: 'Redux' },
  { id: 'WebSocketCom', section: 'frontend', label: 'WebSocket communication' },
  { id: 'ResponsiveUI', section: 'frontend', label: 'Responsive interfaces' },
  { id: 'UnitTest', section: 'frontend', label: 'Frontend unit testing' },
  { id: 'Documentation', section: 'frontend', label: 'Documentation' },
  { id: 'UIUXTools', section: 'frontend', label: 'UI/UX design tools' },
  { id: 'Overall', section: 'backend', label: 'Backend overall' },
  { id: 'Database', section: 'backend', label: 'Databases' },
  { id: 'MongoDB', section: 'backend', label: 'MongoDB' },
  { id: 'MongoDB_Advanced', section: 'backend', label: 'Advanced MongoDB' },
  { id: 'TestDrivenDev', section: 'backend', label: 'Test-driven development' },
  { id: 'Deployment', section: 'backend', label: 'Deployment' },
  { id: 'VersionControl', section: 'backend', label: 'Version control' },
  { id: 'CodeReview', section: 'backend', label: 'Code review' },
  { id: 'EnvironmentSetup', section: 'backend', label: 'Environment setup' },
  { id: 'AdvancedCoding', section: 'backend', label: 'Advanced coding' },
  { id: 'AgileDevelopment', section: 'backend', label: 'Agile development' },
] as const satisfies readonly { id: string; section: 'general' | 'frontend' | 'backend'; label: string }[];

export type HgnSkillId = (typeof HGN_SKILLS)[number]['id'];
export const HGN_SKILL_IDS = HGN_SKILLS.map((s) => s.id) as [HgnSkillId, ...HgnSkillId[]];

export function hgnSkillLabel(id: HgnSkillId): string {
  return HGN_SKILLS.find((s) => s.id === id)?.label ?? id;
}
