import { notesText } from '../time-entries/index.js';
import { pacificDate, pacificMidnight, weekOf } from '../time/week.js';

/** The list's filter (document 3 §2.7): none, This Year, This Month, This Week. */
export const LESSON_FILTERS = ['none', 'year', 'month', 'week'] as const;
export type LessonFilter = (typeof LESSON_FILTERS)[number];
export const LESSON_FILTER_LABELS: Record<LessonFilter, string> = {
  none: 'None',
  year: 'This Year',
  month: 'This Month',
  week: 'This Week',
};

/**
 * The list's order (document 3 §2.7): Newest (newest first), Date (oldest first), Likes (most
 * liked first, the newest first among equals).
 */
export const LESSON_SORTS = ['newest', 'date', 'likes'] as const;
export type LessonSort = (typeof LESSON_SORTS)[number];
export const LESSON_SORT_LABELS: Record<LessonSort, string> = { newest: 'Newest', date: 'Date', likes: 'Likes' };

/** Lessons per page of the list. */
export const LESSON_PAGE_SIZE = 10;

/**
 * The first instant a filter keeps, in the organisation's calendar (America/Los_Angeles): the
 * year's or the month's first day, or the week's Sunday (the app's week rule); null keeps all.
 */
export function lessonPeriodStart(filter: LessonFilter, now: Date): Date | null {
  const today = pacificDate(now);
  switch (filter) {
    case 'none':
      return null;
    case 'year':
      return pacificMidnight(`${today.slice(0, 4)}-01-01`);
    case 'month':
      return pacificMidnight(`${today.slice(0, 7)}-01`);
    case 'week':
      return pacificMidnight(weekOf(today).start);
  }
}

/** A lesson's content is shown cut at this many characters, with a way to read on (document 3 §9). */
export const CONTENT_PREVIEW_CHARS = 1500;

/**
 * The readable text of a lesson's HTML: paragraphs, list items and line breaks kept as line
 * breaks, inline formatting dropped without a gap (`<strong>dry</strong>.` reads `dry.`), runs of
 * spaces as one space.
 */
export function lessonText(html: string): string {
  const lines = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  // Only entities are left for notesText to read.
  return notesText(lines)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when the HTML has no readable text (an empty editor gives `<p></p>`). */
export function isBlankHtml(html: string): boolean {
  return lessonText(html) === '';
}

export interface LessonPreview {
  /** The text shown first: the whole text, or its first 1500 characters and an ellipsis. */
  text: string;
  truncated: boolean;
}

/** What a card shows before "Read more": the text cut at 1500 characters (never inside a surrogate pair). */
export function lessonPreview(html: string): LessonPreview {
  const text = lessonText(html);
  if (text.length <= CONTENT_PREVIEW_CHARS) return { text, truncated: false };
  let end = CONTENT_PREVIEW_CHARS;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return { text: `${text.slice(0, end).trimEnd()}…`, truncated: true };
}

/** What the full-text search reads: the title, the content's text and the tags. */
export function lessonSearchText(lesson: { title: string; content: string; tags: readonly string[] }): string {
  return [lesson.title, lessonText(lesson.content), lesson.tags.join(' ')].join('\n');
}
