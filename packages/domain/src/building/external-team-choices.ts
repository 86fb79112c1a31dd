import { z } from '../zod.js';
import { once } from '../contracts/once.js';

/**
 * The external team form's role and team choices (document 3 §9): organisation settings that
 * start from the spec's values and that the Owner and Administrators may change (issue 43,
 * editBuildingChoices). 'other' is never stored: it is always offered last.
 */

/** The choice that reveals a field to type the role or the team. */
export const OTHER_CHOICE = 'other';
/** A choice's value (a role or a team name kept in the organisation's settings). */
export const EXTERNAL_CHOICE_MAX = 50;
/** Choices of one kind the settings may hold. */
export const EXTERNAL_CHOICES_MAX = 30;

/**
 * document 3 §9's choices without 'other', which is always offered last: the organisation's
 * settings hold these lists and start from these values.
 */
export const DEFAULT_EXTERNAL_ROLES = ['carpenter', 'volunteer', 'role'] as const;
export const DEFAULT_EXTERNAL_TEAMS = ['xyz_carpentry', 'abc_builders'] as const;
export const EXTERNAL_ROLES_SETTING = 'building.externalRoles';
export const EXTERNAL_TEAMS_SETTING = 'building.externalTeams';

/** What the choices' editor says, in the team member form's voice. */
export const EXTERNAL_CHOICES_MESSAGES = {
  rolesRequired: 'Please keep at least one role.',
  teamsRequired: 'Please keep at least one team.',
  tooManyRoles: `The form can offer at most ${String(EXTERNAL_CHOICES_MAX)} roles.`,
  tooManyTeams: `The form can offer at most ${String(EXTERNAL_CHOICES_MAX)} teams.`,
  choiceRequired: 'Please enter a name or remove this line.',
  choiceTooLong: `A choice can be at most ${String(EXTERNAL_CHOICE_MAX)} characters.`,
  choiceCharacters: 'Please use only letters, digits, spaces, underscores and hyphens.',
  roleTwice: 'This role is already in the list.',
  teamTwice: 'This team is already in the list.',
  choiceOther: "'Other' is always offered last, so it cannot be added.",
  fixProblems: 'Please correct the problems shown in the lists.',
  saved: 'Choices saved successfully!',
  saveFailed: 'Failed to save the choices. Please try again.',
} as const;
const M = EXTERNAL_CHOICES_MESSAGES;

/** Letters and digits of any script, spaces, underscores and hyphens. */
export const EXTERNAL_CHOICE_PATTERN = /^[\p{L}\p{N} _-]*$/u;

/** A role or team value as the form shows it: 'xyz_carpentry' reads 'Xyz carpentry'. */
export function choiceLabel(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What makes two choices the same: case, and underscores against spaces, since 'XYZ carpentry'
 * and 'xyz_carpentry' would both read 'Xyz carpentry' in the form.
 */
export const choiceKey = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

/** The role and team choices offered, each ending with 'other'. */
export interface ExternalTeamChoices {
  roles: string[];
  teams: string[];
}

/** The choices the form offers, from the settings' lists: 'other' always last, never twice. */
export function withOther(choices: readonly string[]): string[] {
  return [...choices.filter((c) => c !== OTHER_CHOICE), OTHER_CHOICE];
}

/**
 * One list of choices: each entry trimmed, 1-50 letters, digits, spaces, underscores or hyphens;
 * never 'other' and never twice. An entry's problem is reported at its place in the list
 * (`roles.2`), the list's own under its name, so the editor shows each beside what it is about.
 */
const choiceList = (kind: { required: string; tooMany: string; twice: string }) =>
  z
    .array(
      z
        .string({ error: M.choiceRequired })
        .trim()
        .min(1, M.choiceRequired)
        .max(EXTERNAL_CHOICE_MAX, M.choiceTooLong)
        .regex(EXTERNAL_CHOICE_PATTERN, M.choiceCharacters),
      { error: kind.required },
    )
    .min(1, kind.required)
    .max(EXTERNAL_CHOICES_MAX, kind.tooMany)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const key = choiceKey(entry);
        if (!key) return;
        if (key === OTHER_CHOICE) ctx.addIssue({ code: 'custom', path: [index], message: M.choiceOther });
        else if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: kind.twice });
        seen.add(key);
      });
    });

/** `PUT /api/bm/external-team/choices`: the organisation's roles and teams, in the order offered. */
export const externalTeamChoicesInput = z.object({
  roles: choiceList({ required: M.rolesRequired, tooMany: M.tooManyRoles, twice: M.roleTwice }),
  teams: choiceList({ required: M.teamsRequired, tooMany: M.tooManyTeams, twice: M.teamTwice }),
});
export type ExternalTeamChoicesInput = z.input<typeof externalTeamChoicesInput>;
export type ExternalTeamChoicesValues = z.output<typeof externalTeamChoicesInput>;

export const externalTeamChoicesSchema = once(() =>
  z.object({
    roles: z.array(z.string()).describe("The organisation's roles, then 'other'."),
    teams: z.array(z.string()).describe("The organisation's teams, then 'other'."),
  }),
);
