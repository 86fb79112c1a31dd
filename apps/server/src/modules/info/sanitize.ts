import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_BASE, RICH_TEXT_TAGS } from '../../rich-text-html.js';

/**
 * What an info page may contain: ordinary formatting and links (http, https, mailto). Scripts,
 * styles, event handlers, images and every other tag or attribute are dropped; the text inside
 * a dropped formatting tag is kept.
 */
const INFO_HTML: sanitizeHtml.IOptions = {
  ...RICH_TEXT_BASE,
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ['href', { name: 'target', values: ['_blank'] }, 'rel'] },
  allowedSchemesAppliedToAttributes: ['href'],
  transformTags: {
    ...RICH_TEXT_BASE.transformTags,
    // A link never hands the opened page a handle on this one, nor vouches for it.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

export function sanitizeInfoHtml(html: string): string {
  return sanitizeHtml(html, INFO_HTML);
}
