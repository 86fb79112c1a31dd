import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { once } from '../contracts/once.js';
import {
  EXTERNAL_CHOICE_MAX,
  externalTeamChoicesInput,
  externalTeamChoicesSchema,
  choiceLabel,
  OTHER_CHOICE,
  type ExternalTeamChoices,
} from './external-team-choices.js';

/**
 * The building portal's external team (document 3 §2.9 /bmdashboard/AddTeamMember, §3 'Team
 * member form', §5, §7, §8, §9): people of partner teams who work on site but are not volunteers.
 * They have no account; they can later hold tools.
 */

/** What the team member form says. Quoted spec text is kept verbatim; the rest is ours. */
export const EXTERNAL_TEAM_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  roleRequired: 'Role selection is required',
  teamRequired: 'Team selection is required',
  specifyRole: 'Please specify the role',
  specifyTeam: 'Please specify the team',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  created: 'Team member created successfully!',
  createFailed: 'Failed to create team member. Please try again.',
  emailTaken: 'A team member with this email already exists.',
  firstNameTooLong: 'A first name can be at most 50 characters.',
  lastNameTooLong: 'A last name can be at most 50 characters.',
  specifyTooLong: 'This can be at most 100 characters.',
  emailTooLong: 'An email address can be at most 254 characters.',
  countryCodeInvalid: 'Please choose a country code.',
  noMembers: 'No external team members yet.',
} as const;
const M = EXTERNAL_TEAM_MESSAGES;

export const EXTERNAL_NAME_MAX = 50;
export const EXTERNAL_SPECIFY_MAX = 100;
export const EXTERNAL_EMAIL_MAX = 254;
/** Members the list answers, newest first. */
export const EXTERNAL_TEAM_LIST_MAX = 200;
/** Characters a typed phone may have before its digits are taken (spaces, brackets, hyphens). */
const PHONE_TYPED_MAX = 30;
/** Digits and what people put between them; a letter is a mistake, not something to drop. */
const PHONE_TYPED_PATTERN = /^[0-9 ().+-]*$/;

/** document 3 §9: country codes +1 and +44 in the team form. */
export const EXTERNAL_COUNTRY_CODES = ['+1', '+44'] as const;
export type ExternalCountryCode = (typeof EXTERNAL_COUNTRY_CODES)[number];

/** document 3 §7: the team 'other' is stored under this name, with the typed name beside it. */
export const EXTERNAL_OTHER_TEAM = 'External Team - Non-volunteers';

/** document 3 §5: letters, digits and ._- before the at sign, a domain, a top-level domain of 2-6 letters. */
export const EXTERNAL_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * A phone as people read it, 123-456-7890 (document 3 §5); while it is typed, the digits so far,
 * hyphenated as they come (123-45), never more than ten.
 */
export function formatPhone(value: string): string {
  const d = phoneDigits(value).slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const specifyText = z.string({ error: M.specifyTooLong }).trim().max(EXTERNAL_SPECIFY_MAX, M.specifyTooLong).default('');

/**
 * `POST /api/bm/external-team` (document 3 §3 'Team member form', §5). The phone keeps its digits
 * only; the typed role or team is kept only when 'other' is chosen. Whether the role and the team
 * are among the organisation's choices is the service's check (`choiceProblems`).
 */
export const externalTeamMemberInput = z
  .object({
    firstName: requiredText(M.firstNameRequired, EXTERNAL_NAME_MAX, M.firstNameTooLong),
    lastName: requiredText(M.lastNameRequired, EXTERNAL_NAME_MAX, M.lastNameTooLong),
    role: requiredText(M.roleRequired, EXTERNAL_CHOICE_MAX, M.roleRequired),
    roleSpecify: specifyText,
    team: requiredText(M.teamRequired, EXTERNAL_CHOICE_MAX, M.teamRequired),
    teamSpecify: specifyText,
    email: requiredText(M.emailRequired, EXTERNAL_EMAIL_MAX, M.emailTooLong).regex(EXTERNAL_EMAIL_PATTERN, M.emailInvalid),
    countryCode: z.enum(EXTERNAL_COUNTRY_CODES, { error: M.countryCodeInvalid }).default('+1'),
    phone: z
      .string({ error: M.phoneInvalid })
      .max(PHONE_TYPED_MAX, M.phoneInvalid)
      .regex(PHONE_TYPED_PATTERN, M.phoneInvalid)
      .default('')
      .transform(phoneDigits)
      .refine((d) => d.length === 0 || d.length === 10, M.phoneInvalid),
  })
  // Runs with the fields' own problems too, so the form names every problem at once.
  .superRefine((v, ctx) => {
    if (v.role === OTHER_CHOICE && !v.roleSpecify) ctx.addIssue({ code: 'custom', path: ['roleSpecify'], message: M.specifyRole });
    if (v.team === OTHER_CHOICE && !v.teamSpecify) ctx.addIssue({ code: 'custom', path: ['teamSpecify'], message: M.specifyTeam });
  })
  .transform((v) => ({
    ...v,
    roleSpecify: v.role === OTHER_CHOICE ? v.roleSpecify : '',
    teamSpecify: v.team === OTHER_CHOICE ? v.teamSpecify : '',
  }));
export type ExternalTeamMemberInput = z.input<typeof externalTeamMemberInput>;
export type ExternalTeamMemberValues = z.output<typeof externalTeamMemberInput>;

/**
 * A role or a team that is not among the organisation's choices, as field problems. Only a new
 * member is checked: members saved before a choice was removed keep it.
 */
export function choiceProblems(input: { role: string; team: string }, choices: ExternalTeamChoices): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!choices.roles.includes(input.role)) problems.role = M.roleRequired;
  if (!choices.teams.includes(input.team)) problems.team = M.teamRequired;
  return problems;
}

/**
 * What is stored (document 3 §7): the team 'other' becomes 'External Team - Non-volunteers' with
 * the typed name in teamSpecify. The role 'other' stays 'other' with the typed role in
 * roleSpecify: the spec maps only the team, and keeping 'other' tells a typed role from a listed one.
 */
export function storedExternalMember(v: ExternalTeamMemberValues): ExternalTeamMemberValues {
  return v.team === OTHER_CHOICE ? { ...v, team: EXTERNAL_OTHER_TEAM } : v;
}

/** A stored member's role as people read it: the typed role for 'other'. */
export const externalRoleLabel = (m: { role: string; roleSpecify: string }): string =>
  m.role === OTHER_CHOICE && m.roleSpecify ? m.roleSpecify : choiceLabel(m.role);

/** A stored member's team as people read it: the typed name after the external team's. */
export const externalTeamLabel = (m: { team: string; teamSpecify: string }): string =>
  m.team === EXTERNAL_OTHER_TEAM && m.teamSpecify ? `${m.teamSpecify} (${EXTERNAL_OTHER_TEAM})` : choiceLabel(m.team);

export const externalTeamMemberSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    roleSpecify: z.string(),
    team: z.string(),
    teamSpecify: z.string(),
    email: z.string(),
    countryCode: z.string(),
    phone: z.string().describe('Ten digits, or empty.'),
    createdAt: z.string().describe('ISO date-time'),
  }),
);
export type ExternalTeamMember = z.infer<ReturnType<typeof externalTeamMemberSchema>>;

/** The building portal's external team; every route needs the portal (decision 069). */
export const externalTeamContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/bm/external-team',
    summary: `External team members, newest first (at most ${String(EXTERNAL_TEAM_LIST_MAX)})`,
    access: access.portal('building'),
    schemas: () => ({ responses: { 200: z.array(externalTeamMemberSchema()) } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/bm/external-team',
    summary:
      "Add an external team member; an email already used, whatever its case, is refused; the team 'other' is stored as 'External Team - Non-volunteers'",
    access: access.portal('building'),
    schemas: () => ({ body: externalTeamMemberInput, responses: { 201: externalTeamMemberSchema(), 409: errorEnvelope() } }),
  }),
  choices: defineRoute({
    method: 'GET',
    path: '/api/bm/external-team/choices',
    summary: "The team member form's role and team choices (organisation settings), each ending with 'other'",
    access: access.portal('building'),
    schemas: () => ({ responses: { 200: externalTeamChoicesSchema() } }),
  }),
  saveChoices: defineRoute({
    method: 'PUT',
    path: '/api/bm/external-team/choices',
    summary:
      "Replace the form's role and team choices (1-30 each, never 'other', which is always added last); members keep the role and team they were saved with",
    access: access.portal('building', 'editBuildingChoices'),
    schemas: () => ({ body: externalTeamChoicesInput, responses: { 200: externalTeamChoicesSchema() } }),
  }),
} as const;
