import {
  HGN_BACKEND_FIELDS,
  HGN_FRONTEND_FIELDS,
  HGN_GENERAL_RATINGS,
  HGN_PAGES,
  HGN_SECTION_INPUTS,
  HGN_WEEKDAYS,
  hgnSubmissionInput,
  type HgnDaySlots,
  type HgnDraft,
  type HgnSection,
  type HgnSubmissionInput,
  type HgnWeekday,
} from '@goodhours/domain';
import type { FormErrors } from '@mantine/form';

/** A rating as its radio group holds it: '' until chosen, then '1' to '10'. */
type RatingText = string;
type Ratings<K extends readonly string[]> = Record<K[number], RatingText>;

/** Everything the six pages hold, as the form's fields want it. */
export interface HgnFormValues {
  userInfo: { name: string; email: string; github: string; slack: string; slackIsName: boolean };
  general: {
    hours: string | null;
    period: string | null;
    standup: string | null;
    location: string;
    manager: string | null;
    preferences: string[];
    availability: Record<HgnWeekday, HgnDaySlots>;
  } & Ratings<typeof HGN_GENERAL_RATINGS>;
  frontend: Ratings<typeof HGN_FRONTEND_FIELDS>;
  backend: Ratings<typeof HGN_BACKEND_FIELDS>;
  followUp: { platform: string; other_skills: string; suggestion: string; additional_info: string };
}

const ratingText = (n: number | undefined): RatingText => (n === undefined ? '' : String(n));
const ratingNumber = (text: RatingText): number | undefined => (text === '' ? undefined : Number(text));
function ratingTexts<K extends readonly string[]>(keys: K, from: object | undefined): Ratings<K> {
  const numbers = (from ?? {}) as Partial<Record<string, number>>;
  return Object.fromEntries(keys.map((k) => [k, ratingText(numbers[k])])) as Ratings<K>;
}
function ratingNumbers(from: Record<string, RatingText>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(from)) {
    const n = ratingNumber(v);
    if (n !== undefined) out[k] = n;
  }
  return out;
}

/** The form's values from the saved answers; a new questionnaire starts with the person's name and email. */
export function hgnFormValues(draft: HgnDraft, person: { name: string; email: string }): HgnFormValues {
  const u = draft.userInfo ?? {};
  const g = draft.general ?? {};
  const f = draft.followUp ?? {};
  const name = u.name ?? person.name;
  const slack = u.slack ?? '';
  return {
    userInfo: { name, email: u.email ?? person.email, github: u.github ?? '', slack, slackIsName: slack !== '' && slack === name },
    general: {
      hours: g.hours ?? null,
      period: g.period ?? null,
      standup: g.standup ?? null,
      location: g.location ?? '',
      manager: g.manager ?? null,
      ...ratingTexts(HGN_GENERAL_RATINGS, g),
      preferences: [...(g.preferences ?? [])],
      availability: Object.fromEntries(HGN_WEEKDAYS.map((d) => [d, g.availability?.[d] ?? []])) as Record<HgnWeekday, HgnDaySlots>,
    },
    frontend: ratingTexts(HGN_FRONTEND_FIELDS, draft.frontend),
    backend: ratingTexts(HGN_BACKEND_FIELDS, draft.backend),
    followUp: {
      platform: f.platform ?? '',
      other_skills: f.other_skills ?? '',
      suggestion: f.suggestion ?? '',
      additional_info: f.additional_info ?? '',
    },
  };
}

/** One section in the shape its schema reads: ratings as numbers, unanswered choices left out, Slack as the name when ticked. */
export function hgnSectionOf(values: HgnFormValues, section: HgnSection): Record<string, unknown> {
  switch (section) {
    case 'userInfo': {
      const { slackIsName, ...info } = values.userInfo;
      return { ...info, slack: slackIsName ? info.name : info.slack };
    }
    case 'general': {
      const { hours, period, standup, manager, location, preferences, availability, ...ratings } = values.general;
      const choices = Object.entries({ hours, period, standup, manager }).filter(([, v]) => v !== null);
      return { ...Object.fromEntries(choices), location, preferences, availability, ...ratingNumbers(ratings) };
    }
    case 'frontend':
    case 'backend':
      return ratingNumbers(values[section]);
    case 'followUp':
      return { ...values.followUp };
  }
}

/** The answers so far, as the server keeps them (PUT …/mine). */
export function hgnDraftOf(values: HgnFormValues): HgnDraft {
  return Object.fromEntries(HGN_PAGES.map(({ section }) => [section, hgnSectionOf(values, section)]));
}

/** The whole questionnaire, for its submission. */
export function hgnSubmissionOf(values: HgnFormValues): HgnSubmissionInput {
  return hgnDraftOf(values) as HgnSubmissionInput;
}

/** The first problem of each field of a page, keyed as the form names its fields (`general.availability.Monday`). */
export function hgnPageErrors(values: HgnFormValues, page: number): FormErrors {
  const section = HGN_PAGES.find((p) => p.page === page)?.section;
  if (!section) return {};
  const result = HGN_SECTION_INPUTS[section].safeParse(hgnSectionOf(values, section));
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = [section, ...issue.path.slice(0, section === 'general' && issue.path[0] === 'availability' ? 2 : 1)].join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The page of the first problem of the whole questionnaire, checked as the server will (null when it may be submitted). */
export function hgnSubmissionProblemPage(values: HgnFormValues): number | null {
  const result = hgnSubmissionInput.safeParse(hgnSubmissionOf(values));
  const section = result.error?.issues[0]?.path[0];
  return section === undefined ? null : (HGN_PAGES.find((p) => p.section === section)?.page ?? 1);
}

/** The element id of a field's question, where the view and the focus go when it is missing. */
export const hgnFieldId = (key: string) => `hgn-${key.replaceAll('.', '-')}`;
