import { TIME_ENTRY_MESSAGES as M } from './messages.js';

/**
 * The rules for a time entry's notes (document 2 §5): more than 10 words, no pictures, and a
 * link where the work can be reviewed. Notes are HTML from the rich-text editor; these pure
 * functions read the text and the links out of it, so the form and the server agree.
 */

/** Notes need MORE than this many words. */
export const NOTES_MIN_WORDS_EXCLUSIVE = 10;
export const NOTES_MAX_LENGTH = 20_000;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The visible text of editor HTML: tags become spaces, common entities are decoded. */
export function notesText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/** Words of the visible text; a word is a run of non-space characters holding a letter or digit. */
export function countWords(html: string): number {
  return notesText(html)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** True when the HTML holds a picture: an `<img>`, `<picture>`, `<svg>` or an inline image. */
export function hasPicture(html: string): boolean {
  return /<(img|picture|svg)\b/i.test(html) || /data:image\//i.test(html);
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/**
 * Every http(s) address in the notes, from link targets and from the text, in order of
 * appearance, without duplicates; trailing punctuation of a sentence is not part of a link.
 */
export function findReviewLinks(html: string): string[] {
  const found: string[] = [];
  const add = (raw: string | undefined) => {
    if (!raw) return;
    const url = raw
      .replace(/&amp;/g, '&')
      .trim()
      .replace(/[.,;:!?)\]]+$/, '');
    if (/^https?:\/\//i.test(url) && !found.includes(url)) found.push(url);
  };
  for (const m of html.matchAll(HREF)) add(m[1] ?? m[2] ?? m[3]);
  for (const m of notesText(html).matchAll(URL_IN_TEXT)) add(m[0]);
  return found;
}

/** What is wrong with a link for review purposes, or 'ok'. */
export type LinkKind = 'ok' | 'notHttps' | 'localhost' | 'bareIp' | 'dropboxNotShared' | 'invalid';

function isIpv4(host: string): boolean {
  const parts = host.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

const DROPBOX_HOSTS = new Set(['dropbox.com', 'www.dropbox.com']);

/**
 * A Dropbox share link is one made with Share or Copy link, which works for people other than
 * its owner: on dropbox.com (or www.), a path of `/s/{id}`, `/sh/{id}`, `/scl/fi/{id}` or
 * `/scl/fo/{id}`, where `{id}` is not empty. `/home`, `/preview`, `/work` and other paths are
 * the owner's own view and do not open for others.
 */
export function isDropboxShareLink(url: URL): boolean {
  if (!DROPBOX_HOSTS.has(url.hostname.toLowerCase())) return false;
  const segments = url.pathname.split('/').filter(Boolean);
  const [first, second, third] = segments;
  if (first === 's' || first === 'sh') return !!second;
  if (first === 'scl') return (second === 'fi' || second === 'fo') && !!third;
  return false;
}

/** Classifies one address (document 2 §5: https, a real host, Dropbox only as a share link). */
export function classifyLink(address: string): LinkKind {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'invalid';
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost';
  if (host.startsWith('[') || isIpv4(host)) return 'bareIp';
  // A real host has a name, a dot and a top-level domain of letters (xn-- for IDN).
  if (!/^([a-z0-9-]+\.)+([a-z]{2,}|xn--[a-z0-9-]+)$/.test(host)) return 'invalid';
  if (url.protocol !== 'https:') return 'notHttps';
  if (DROPBOX_HOSTS.has(host) && !isDropboxShareLink(url)) return 'dropboxNotShared';
  return 'ok';
}

/** The problem with the notes' links, or 'none' when at least one link is good for review. */
export type NotesLinkProblem = 'none' | 'missing' | 'notHttps' | 'localhost' | 'bareIp' | 'dropbox';

/**
 * One good link is enough. Otherwise the most specific problem wins: a Dropbox link that is
 * not a share link (the 'Halt, Link Wrangler!' reminder), then localhost, a bare IP address,
 * an http:// link, and finally no usable link at all.
 */
export function checkNotesLink(html: string): NotesLinkProblem {
  const kinds = findReviewLinks(html).map(classifyLink);
  if (kinds.includes('ok')) return 'none';
  if (kinds.includes('dropboxNotShared')) return 'dropbox';
  if (kinds.includes('localhost')) return 'localhost';
  if (kinds.includes('bareIp')) return 'bareIp';
  if (kinds.includes('notHttps')) return 'notHttps';
  return 'missing';
}

export interface NotesLinkAdvice {
  /** The field error. */
  error: string;
  /** A title for the reminder pop-up, when the spec names one. */
  reminderTitle?: string;
  /** The reminder text shown beside the error. */
  reminder: string;
}

/** What the form shows for each link problem. */
export const NOTES_LINK_ADVICE: Record<Exclude<NotesLinkProblem, 'none'>, NotesLinkAdvice> = {
  missing: { error: M.linkRequired, reminder: M.linkReminder },
  notHttps: { error: M.linkNotHttps, reminder: M.linkReminder },
  localhost: { error: M.linkLocalhost, reminder: M.linkReminder },
  bareIp: { error: M.linkBareIp, reminder: M.linkReminder },
  dropbox: { error: M.dropboxLinkInvalid, reminderTitle: M.linkWranglerTitle, reminder: M.linkWranglerReminder },
};

/** The first problem with the notes, as the message the user reads, or undefined when fine. */
export function notesProblem(html: string): string | undefined {
  if (html.length > NOTES_MAX_LENGTH) return M.notesTooLong;
  if (hasPicture(html)) return M.picturesNotAllowed;
  if (countWords(html) <= NOTES_MIN_WORDS_EXCLUSIVE) return M.notesTooShort;
  const link = checkNotesLink(html);
  return link === 'none' ? undefined : NOTES_LINK_ADVICE[link].error;
}
