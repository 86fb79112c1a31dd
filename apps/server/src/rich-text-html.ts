import type sanitizeHtml from 'sanitize-html';

/** The formatting every rich-text field may keep: paragraphs, emphasis, links, lists, headings, quotes and code. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
];

/**
 * What every rich-text field's sanitising shares: links to http, https and mailto only, every other
 * tag dropped with its text kept, and old formatting tags written the way the editor writes them.
 */
export const RICH_TEXT_BASE = {
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { b: 'strong', i: 'em', strike: 's', del: 's' },
} satisfies sanitizeHtml.IOptions;
