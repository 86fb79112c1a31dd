import { createHash } from 'node:crypto';
import { ANNOUNCEMENT_MESSAGES as M, PICTURE_KINDS, PICTURE_MAX_BYTES, readUpload } from '@goodhours/domain';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../errors.js';
import { RICH_TEXT_BASE, RICH_TEXT_TAGS } from '../rich-text-html.js';

/** A picture written into a message (a data URL), to be stored once and linked. */
export interface Picture {
  sha256: string;
  contentType: string;
  data: string;
}

/** Where a stored picture's link goes until its row's id is known. */
const MARK = 'goodhours-picture:';
/**
 * A picture written into a message, judged by its bytes (PNG, JPEG, GIF or WebP): the type it
 * declares is ignored, and it is stored and served under the type its bytes show.
 */
function readPicture(src: string): Picture {
  const read = readUpload(src, PICTURE_KINDS, PICTURE_MAX_BYTES);
  if (!read.ok) {
    const message = read.problem === 'tooLarge' ? M.pictureTooLarge : M.pictureType;
    throw new AppError('VALIDATION', message, { html: message });
  }
  const { base64, contentType } = read.upload;
  return { sha256: createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex'), contentType, data: base64 };
}

/**
 * What a message may hold: ordinary formatting, links (http, https, mailto) and pictures.
 * Scripts, styles, event handlers and every other tag or attribute are dropped.
 */
function options(pictures: Map<string, Picture>): sanitizeHtml.IOptions {
  return {
    ...RICH_TEXT_BASE,
    allowedTags: [...RICH_TEXT_TAGS, 'img'],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    transformTags: {
      ...RICH_TEXT_BASE.transformTags,
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        if (!src.startsWith('data:')) return { tagName, attribs };
        const picture = readPicture(src);
        pictures.set(picture.sha256, picture);
        return { tagName, attribs: { ...attribs, src: `https://${MARK}${picture.sha256}` } };
      },
    },
  };
}

/**
 * A message as written in the editor, made safe to send: sanitised, with each picture written
 * into it (a data URL: PNG, JPEG, GIF or WebP, 1 MB at most) taken out to be stored once.
 * `link` then gives the message with each picture linked where it is served.
 */
export interface PreparedMessage {
  pictures: Picture[];
  link: (urlOf: (sha256: string) => string) => string;
}

export function prepareMessage(html: string): PreparedMessage {
  const pictures = new Map<string, Picture>();
  const clean = sanitizeHtml(html, options(pictures));
  return {
    pictures: [...pictures.values()],
    link: (urlOf) => clean.replace(new RegExp(`https://${MARK}([0-9a-f]{64})`, 'g'), (_m, sha: string) => urlOf(sha)),
  };
}

/** The plain-text part of an HTML message: its words, lists and links, pictures by their description. */
export function messageText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'h4', options: { uppercase: false } },
    ],
  });
}
