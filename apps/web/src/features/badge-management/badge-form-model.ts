import { BADGE_ADMIN_MESSAGES as M, badgeInput, isBadgeImage, type BadgeAdmin } from '@goodhours/domain';
import type { z } from 'zod';
import { isApiError } from '../../api/client';
import { CRITERIA_FIELDS, criteriaFieldsOf, type CriteriaField } from './badge-criteria';

/** What the badge dialog holds; number inputs give '' when empty. */
export interface BadgeFormValues {
  badgeName: string;
  description: string;
  type: string | null;
  multiple: number | string;
  totalHrs: number | string;
  weeks: number | string;
  months: number | string;
  people: number | string;
  category: string | null;
  ranking: number | string;
  excludedFromCount: boolean;
  /** A newly chosen picture as a data URL; null keeps the badge's own (or none on create). */
  image: string | null;
}

export type BadgeFormField = keyof BadgeFormValues;
export type BadgeFormErrors = Partial<Record<BadgeFormField, string>>;
export type BadgeSaveInput = z.output<typeof badgeInput>;

const FORM_FIELDS: readonly BadgeFormField[] = [
  'badgeName',
  'description',
  'type',
  'multiple',
  'totalHrs',
  'weeks',
  'months',
  'people',
  'category',
  'ranking',
  'excludedFromCount',
  'image',
];
const ALL_CRITERIA: readonly CriteriaField[] = [...new Set(Object.values(CRITERIA_FIELDS).flat())];

/** The dialog's starting values: the badge's own when editing, empty ones to create. */
export function formValuesOf(badge?: BadgeAdmin): BadgeFormValues {
  const n = (v: number | null | undefined) => v ?? '';
  return {
    badgeName: badge?.badgeName ?? '',
    description: badge?.description ?? '',
    type: badge?.type ?? null,
    multiple: n(badge?.multiple),
    totalHrs: n(badge?.totalHrs),
    weeks: n(badge?.weeks),
    months: n(badge?.months),
    people: n(badge?.people),
    category: badge?.category ?? null,
    ranking: badge?.ranking ?? 0,
    excludedFromCount: badge?.excludedFromCount ?? false,
    image: null,
  };
}

/** A number input's value as the schema reads it: empty is null, anything else a number. */
function numberOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value);
}

/**
 * The request body the values make: only the chosen type's criteria (the others null), an empty
 * ranking as 0 (last), and the picture only when a new one was chosen.
 */
export function badgeBodyOf(values: BadgeFormValues): Record<string, unknown> {
  const used = criteriaFieldsOf(values.type);
  const criteria: Record<string, unknown> = {};
  for (const field of ALL_CRITERIA) {
    criteria[field] = !used.includes(field) ? null : field === 'category' ? values.category || null : numberOf(values[field]);
  }
  return {
    badgeName: values.badgeName,
    description: values.description,
    type: values.type ?? '',
    ranking: numberOf(values.ranking) ?? 0,
    excludedFromCount: values.excludedFromCount,
    ...criteria,
    ...(values.image !== null ? { image: values.image } : {}),
  };
}

/** The first message of each field, by the form's field names. */
export function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): BadgeFormErrors {
  const out: BadgeFormErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if ((FORM_FIELDS as readonly string[]).includes(key)) out[key as BadgeFormField] ??= issue.message;
  }
  return out;
}

export type BadgeFormCheck = { ok: true; input: BadgeSaveInput } | { ok: false; errors: BadgeFormErrors };

/** Checks the values with the server's own schema (`badgeInput`). */
export function checkBadgeForm(values: BadgeFormValues): BadgeFormCheck {
  const parsed = badgeInput.safeParse(badgeBodyOf(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: errorsByField(parsed.error.issues) };
}

/** A chosen file's data URL checked as the server checks it: a message when it is refused. */
export function pictureProblem(dataUrl: string): string | null {
  return isBadgeImage(dataUrl) ? null : M.imageInvalid;
}

/**
 * What a refused save says: a taken name (409) under the name, the server's field messages (422)
 * under their fields, anything else above the buttons.
 */
export function saveFailure(error: unknown): { errors: BadgeFormErrors; message: string | null } {
  if (!isApiError(error)) return { errors: {}, message: M.generic };
  if (error.status === 409) return { errors: { badgeName: error.fields?.badgeName ?? M.nameTaken }, message: null };
  if (error.status === 422 && error.fields) {
    const issues = Object.entries(error.fields).map(([key, message]) => ({
      path: key.replace(/^body\./, '').split('.'),
      message,
    }));
    const errors = errorsByField(issues);
    return { errors, message: Object.keys(errors).length ? null : error.message };
  }
  return { errors: {}, message: error.isServerFailure ? M.generic : error.message };
}
