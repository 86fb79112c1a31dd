import { z } from '../zod.js';
import type { BuiltInRole } from '../roles.js';
import { once } from '../contracts/once.js';

/** Suggestions and bug reports (document 2 §2, §3, §5, §7, §8). */
export const SUGGESTION_MESSAGES = {
  fillAll: 'Please fill all fields with valid values.',
  sent: 'Email sent successfully!',
  failed: 'Failed to send email!',
  guidance: 'Please write at least 50 words and add at least 4 screenshots (6-10 is better) to the shared folder you link.',
  categoryNotFound: 'We could not find that category.',
} as const;

/** Who receives suggestions and bug reports (document 2 §7): every active person of these roles. */
export const SUGGESTION_RECIPIENT_ROLES = ['Owner'] as const satisfies readonly BuiltInRole[];

export const SEVERITIES = ['1. High/Critical', '2. Medium', '3. Minor'] as const;

export const suggestionOptionsSchema = once(() =>
  z.object({
    suggestion: z.array(z.string()).describe('The categories a suggestion is filed under.'),
    field: z.array(z.string()).describe('Extra fields every suggestion must fill.'),
  }),
);
export type SuggestionOptions = z.infer<ReturnType<typeof suggestionOptionsSchema>>;

export const DEFAULT_SUGGESTION_OPTIONS: SuggestionOptions = {
  suggestion: [
    'Make the dashboard easier to use',
    'Improve the weekly summaries',
    'Improve the timer and time log',
    'Improve onboarding of new volunteers',
    'Improve communication between teams',
    'Something else',
  ],
  field: [],
};

/** The longest text any field of a suggestion or a bug report may hold. */
export const SUGGESTION_TEXT_MAX = 10_000;

const filled = z
  .string({ error: SUGGESTION_MESSAGES.fillAll })
  .trim()
  .min(1, { error: SUGGESTION_MESSAGES.fillAll })
  .max(SUGGESTION_TEXT_MAX, { error: 'This field is too long.' });

export const suggestionInput = z.object({
  suggestioncate: filled,
  suggestion: filled,
  confirm: z.enum(['yes', 'no'], { error: SUGGESTION_MESSAGES.fillAll }),
  fields: z.record(z.string(), filled).default({}),
});
export type SuggestionInput = z.infer<typeof suggestionInput>;

export const bugReportInput = z.object({
  title: filled,
  environment: filled,
  reproduction: filled,
  expected: filled,
  actual: filled,
  visual: filled,
  severity: z.enum(SEVERITIES, { error: SUGGESTION_MESSAGES.fillAll }),
});
export type BugReportInput = z.infer<typeof bugReportInput>;

/** The Owner's edits of the categories and extra fields. */
export const suggestionOptionsInput = once(() =>
  z.discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('add'), suggestion: z.boolean(), newField: filled }),
      z.object({ action: z.literal('delete'), suggestion: z.boolean(), newField: filled }),
      z.object({
        action: z.literal('edit'),
        updatedSuggestionCategory: z.array(filled).min(1, { error: SUGGESTION_MESSAGES.fillAll }).max(50),
      }),
    ],
    { error: SUGGESTION_MESSAGES.fillAll },
  ),
);
export type SuggestionOptionsInput = z.infer<ReturnType<typeof suggestionOptionsInput>>;
