import sanitizeHtml from 'sanitize-html';

/**
 * What an info page may contain: ordinary formatting and links (http, https, mailto). Scripts,
 * styles, event handlers, images and every other tag or attribute are dropped; the text inside
 * a dropped formatting tag is kept.
 */
const INFO_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', { name: 'target', values: ['_blank'] }, 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // A link never hands the opened page a handle on this one, nor vouches for it.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

export function sanitizeInfoHtml(html: string): string {
  return sanitizeHtml(html, INFO_HTML);
}
