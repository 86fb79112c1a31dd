import { z } from '../zod.js';
import { addDays, pacificMidnight, pacificWeek } from '../time/week.js';
import { once } from '../contracts/once.js';

/** Weekly summaries and the AI prompt (document 2 §2, §3, §4, §5, §7, §8, §9). */
export const SUMMARY_MIN_WORDS = 50;
export const SUMMARY_SLOTS = ['This Week', 'Last Week', 'Week Before Last', 'Three Weeks Ago'] as const;

export const SUMMARY_MESSAGES = {
  minWords: 'The summary must contain a minimum of 50 words.',
  mediaRequired: 'Please provide a valid link to your media files.',
  mediaConfirm: 'Please confirm that you have provided the required media files.',
  editorConfirm: 'Please confirm that you used an AI editor to write your summary.',
  proofreadConfirm: 'Please confirm that you have proofread your summary.',
  saved: '✔ The data was saved successfully!',
  failed: '✘ The data could not be saved!',
  moveConfirm: 'Are you SURE you want to move the summary?',
  timeUp: 'Time is up!',
  missing: 'You still need to complete the weekly summary',
  submitted: 'You have completed your weekly summary. Thank you!',
  notRequired: "You don't need to complete a weekly summary, but you still can",
  adminMinWords: 'Please enter a valid summary with at least 50 words.',
  noneAvailable: 'No weekly summaries available',
  fetchError: 'Fetch error!',
  promptUpdated: 'Prompt Updated!',
  promptFailed: 'Failed to update prompt.',
  promptCopied: 'Prompt Copied!',
  promptError: 'There was an error',
  picturesRefused: 'Pictures are not allowed here!',
  sameSlot: 'Choose another week to move the summary to.',
  nothingToMove: 'There is no summary in this week to move.',
  didNotSubmit: (name: string) => `${name} did not submit a summary for this week.`,
} as const;

/** The built-in prompt, used until an Owner saves one. */
export const DEFAULT_AI_PROMPT =
  'Please edit the weekly summary below. Keep it under 500 words, as a single paragraph that begins with "This week", written in the third person about the volunteer. ' +
  'Correct spelling and grammar, keep every fact, link and number the volunteer gave, remove repetition, and make it clear what was done, what was learned and what comes next. ' +
  'Do not invent work that is not described.';

const BLOCK_TAG = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th)\b[^>]*>/gi;

/**
 * Words of a rich text summary: block tags and spaces separate words, inline tags do not
 * ('<strong>wall</strong>.' is one word), and a lone punctuation mark is not a word.
 */
export function wordCount(html: string): number {
  const text = html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z#0-9]+;/gi, '-');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The week of a slot (0 = this week) and its due instant: Saturday midnight Pacific. */
export function slotWeek(now: Date, slot: number): { weekStart: string; dueDate: Date } {
  const { start } = pacificWeek(now, slot);
  return { weekStart: start, dueDate: pacificMidnight(addDays(start, 7)) };
}

/** The longest summary (its HTML) and AI prompt that may be saved. */
export const SUMMARY_MAX_CHARS = 50_000;
export const AI_PROMPT_MAX = 10_000;

const slot = z.number({ error: 'Choose one of the four weeks.' }).int().min(0).max(3, { error: 'Choose one of the four weeks.' });

export const summarySaveInput = z
  .object({
    slot,
    summary: z
      .string({ error: SUMMARY_MESSAGES.minWords })
      .max(SUMMARY_MAX_CHARS, { error: 'The summary is too long.' })
      .refine((s) => wordCount(s) === 0 || wordCount(s) >= SUMMARY_MIN_WORDS, { error: SUMMARY_MESSAGES.minWords }),
    mediaUrl: z
      .string({ error: SUMMARY_MESSAGES.mediaRequired })
      .trim()
      .pipe(z.url({ error: SUMMARY_MESSAGES.mediaRequired, protocol: /^https?$/ })),
    mediaConfirm: z.literal(true, { error: SUMMARY_MESSAGES.mediaConfirm }),
    editorConfirm: z.literal(true, { error: SUMMARY_MESSAGES.editorConfirm }),
    proofreadConfirm: z.literal(true, { error: SUMMARY_MESSAGES.proofreadConfirm }),
  })
  .refine((s) => !/<img\b/i.test(s.summary), { error: SUMMARY_MESSAGES.picturesRefused, path: ['summary'] });
export type SummarySaveInput = z.infer<typeof summarySaveInput>;

/** An editor's change from the admin view: text only, at least 50 words. */
export const summaryEditInput = once(() =>
  z.object({
    slot,
    summary: z
      .string({ error: SUMMARY_MESSAGES.adminMinWords })
      .refine((s) => wordCount(s) >= SUMMARY_MIN_WORDS, { error: SUMMARY_MESSAGES.adminMinWords }),
  }),
);

export const summaryMoveInput = once(() =>
  z.object({ from: slot, to: slot }).refine((m) => m.from !== m.to, { error: SUMMARY_MESSAGES.sameSlot, path: ['to'] }),
);

export const aiPromptInput = z.object({
  aIPromptText: z
    .string({ error: 'Please enter the prompt.' })
    .trim()
    .min(1, { error: 'Please enter the prompt.' })
    .max(AI_PROMPT_MAX, { error: 'The prompt is too long.' }),
});

export const summarySlotSchema = once(() =>
  z.object({
    slot: z.number().int(),
    weekStart: z.string().describe('YYYY-MM-DD, the Sunday the week begins'),
    dueDate: z.string().describe('ISO date-time: Saturday midnight Pacific'),
    summary: z.string(),
    uploadDate: z.string().nullable().describe('ISO date-time'),
  }),
);
export type SummarySlot = z.infer<ReturnType<typeof summarySlotSchema>>;

export const weeklySummariesSchema = once(() =>
  z.object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    mediaUrl: z.string(),
    weeklySummaryOption: z.string(),
    weeklySummariesCount: z.number().int(),
    /** Whether the caller may use the admin view's Edit: the person, or a holder of putUserProfile allowed to change this account. */
    mayEdit: z.boolean().describe('Whether the caller may use the admin view’s Edit.'),
    slots: z.array(summarySlotSchema()),
  }),
);
export type WeeklySummaries = z.infer<ReturnType<typeof weeklySummariesSchema>>;

export const aiPromptSchema = once(() =>
  z.object({
    aIPromptText: z.string(),
    modifiedDatetime: z.string().nullable().describe('ISO date-time of the last change; null: the built-in prompt'),
  }),
);
export type AiPrompt = z.infer<ReturnType<typeof aiPromptSchema>>;

/** When the person last copied the prompt, as ISO date-time text (null: never). */
export const promptCopiedSchema = once(() => z.object({ message: z.string().nullable() }));
export type PromptCopied = z.infer<ReturnType<typeof promptCopiedSchema>>;

/** Time left until the due date as d h m s, or null once it has passed. */
export function countdown(dueDate: string, now: Date): string | null {
  const ms = Date.parse(dueDate) - now.getTime();
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${String(d)}d ${String(h)}h ${String(m)}m ${String(s % 60)}s`;
}

/** The prompt changed after this person last copied it (or they never copied a changed prompt): the button shows 'new'. */
export function promptChangedSinceCopy(modifiedDatetime: string | null, copiedAt: string | null): boolean {
  if (modifiedDatetime === null) return false;
  return copiedAt === null || Date.parse(modifiedDatetime) > Date.parse(copiedAt);
}
