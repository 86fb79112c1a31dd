import { HGN_SKILL_IDS, HGN_WEEKDAYS, type HgnResponsesQuery, type HgnSkillId, type HgnWeekday } from '@goodhours/domain';

/** One line of the Owner's search: a skill and the rating it needs at least. */
export interface HgnSkillLine {
  skill: string | null;
  min: string;
}

/** The search as its form holds it. */
export interface HgnSearchValues {
  skills: HgnSkillLine[];
  day: string | null;
}

export const HGN_DEFAULT_MINIMUM = '7';
export const emptySkillLine = (): HgnSkillLine => ({ skill: null, min: HGN_DEFAULT_MINIMUM });

const isSkill = (v: string | null): v is HgnSkillId => v !== null && (HGN_SKILL_IDS as readonly string[]).includes(v);
const isDay = (v: string | null): v is HgnWeekday => v !== null && (HGN_WEEKDAYS as readonly string[]).includes(v);

/** The form's search as the address's query (`skill=React&min=7&day=Monday`): lines without a skill are left out. */
export function hgnSearchParams(values: HgnSearchValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const line of values.skills) {
    if (!isSkill(line.skill)) continue;
    params.append('skill', line.skill);
    params.append('min', line.min || HGN_DEFAULT_MINIMUM);
  }
  if (isDay(values.day)) params.set('day', values.day);
  return params;
}

/** The address's query read back: the form's values and the API's query (the server checks it again). */
export function hgnSearchFromParams(params: URLSearchParams): { values: HgnSearchValues; query: HgnResponsesQuery } {
  const skills = params.getAll('skill');
  const mins = params.getAll('min');
  const day = params.get('day');
  const query: HgnResponsesQuery = {
    ...(skills.length ? { skill: skills as HgnSkillId[], min: mins } : {}),
    ...(day ? { day: day as HgnWeekday } : {}),
  };
  return {
    values: {
      skills: skills.length ? skills.map((skill, i) => ({ skill, min: mins[i] ?? HGN_DEFAULT_MINIMUM })) : [emptySkillLine()],
      day,
    },
    query,
  };
}
