import { escapeHtml } from './escape-html.js';

/**
 * The one way an email's body is written: each piece carries its HTML, safe by construction, and
 * the same words as plain text. Interpolated values are escaped unless they are pieces made here;
 * the only way to put HTML from elsewhere in is `trustedSanitizedHtml`, named so a reviewer sees
 * every such place.
 */
const MADE_HERE = Symbol('made by mail-html');

export class MailHtml {
  readonly html: string;
  readonly text: string;
  constructor(key: symbol, html: string, text: string) {
    if (key !== MADE_HERE) throw new Error('MailHtml is made by the mail builder only');
    this.html = html;
    this.text = text;
  }
}

/** What a template may interpolate: typed text and numbers (escaped) or pieces made here. */
export type MailPart = string | number | MailHtml | readonly MailHtml[];

const piece = (html: string, text: string) => new MailHtml(MADE_HERE, html, text);

function partOf(value: MailPart): MailHtml {
  if (value instanceof MailHtml) return value;
  if (typeof value === 'string' || typeof value === 'number') return piece(escapeHtml(String(value)), String(value));
  return piece(value.map((v) => v.html).join(''), value.map((v) => v.text).join(''));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** The words of a template's own markup (written in the source, never typed by anyone): tags dropped. */
const wordsOf = (markup: string) => markup.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/**
 * HTML written in a template literal: the literal's markup is kept, every `${value}` escaped
 * unless it is a piece made here. Refuses anything but a real template literal (whose strings
 * array the language freezes), so a built string cannot pass for markup.
 */
export function html(strings: TemplateStringsArray, ...values: readonly MailPart[]): MailHtml {
  if (!Object.isFrozen(strings) || !Object.isFrozen(strings.raw)) throw new Error('html`` takes a template literal only');
  let out = strings[0] ?? '';
  let text = wordsOf(out);
  values.forEach((value, i) => {
    const part = partOf(value);
    const after = strings[i + 1] ?? '';
    out += part.html + after;
    text += part.text + wordsOf(after);
  });
  return piece(out, text);
}

/** A paragraph: p`Hello ${name},`. */
export const p = (strings: TemplateStringsArray, ...values: readonly MailPart[]): MailHtml => html`<p>${html(strings, ...values)}</p>`;

/** Words in bold (plain text has no bold: the words alone). */
export const strong = (value: MailPart): MailHtml => html`<strong>${value}</strong>`;

/** A name set off from the sentence: bold in HTML, in quotation marks in plain text. */
export const quoted = (value: MailPart): MailHtml => withPlainText(strong(value), `"${partOf(value).text}"`);

/** A heading within the message. */
export const heading = (value: MailPart): MailHtml => html`<h3>${value}</h3>`;

/** Typed text whose line breaks are kept: `<br>` in HTML. */
export const multiline = (value: string): MailHtml =>
  piece(
    value
      .split('\n')
      .map((line) => escapeHtml(line))
      .join('<br>'),
    value,
  );

/** A value the reader copies (a temporary password): large and monospaced, indented on a line of its own in plain text. */
export const copyable = (value: string): MailHtml =>
  withPlainText(html`<p style="font-family:monospace;font-size:18px"><strong>${value}</strong></p>`, `    ${value}`);

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
/** True for an address a link may point to: http, https or mailto, nothing else (no `javascript:`). */
export function isLinkable(href: string): boolean {
  try {
    return LINK_SCHEMES.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * A link (http, https or mailto only; any other address is shown as words, never linked). Its
 * plain text is the address itself, or `label (address)`; a paragraph that words its link
 * differently in plain text says so with `withPlainText`.
 */
export function link(href: string, label: string = href, style?: string): MailHtml {
  const text = label === href ? href : `${label} (${href})`;
  if (!isLinkable(href)) return withPlainText(html`${label}`, text);
  const a = style === undefined ? html`<a href="${href}">${label}</a>` : html`<a href="${href}" style="${style}">${label}</a>`;
  return withPlainText(a, text);
}

/** Questions and answers: a definition list in HTML; each question on a line, its answer indented under it in plain text. */
export function definitions(rows: readonly { term: string; detail: MailPart }[]): MailHtml {
  const items = rows.map(({ term, detail }) => {
    const dd = html`<dt><strong>${term}</strong></dt>
      <dd style="margin:0 0 12px 0;white-space:pre-wrap">${detail}</dd>`;
    return withPlainText(dd, `${term}\n    ${partOf(detail).text.replace(/\n/g, '\n    ')}`);
  });
  return withPlainText(html`<dl>${joined(items, '\n')}</dl>`, items.map((i) => i.text).join('\n'));
}

/** Blocks that stay on consecutive lines in plain text (no blank line between them). */
export const together = (...blocks: readonly MailHtml[]): MailHtml => joined(blocks, '\n');

/**
 * A piece with its plain text worded apart from its HTML: a paragraph around a link, whose plain
 * text spells the address out. The HTML stays the builder's; only the text is given.
 */
export const withPlainText = (block: MailHtml, text: string): MailHtml => piece(block.html, text);

/**
 * HTML that is already safe: a message the sanitiser (`message-html.ts`, `sanitize-html`) has
 * cleaned, or a body this builder made and the outbox kept. The only way to put HTML from outside
 * the builder into an email; `text` is its plain-text part.
 */
export const trustedSanitizedHtml = (sanitized: string, text: string): MailHtml => piece(sanitized, text);

function joined(blocks: readonly MailHtml[], textSeparator: string): MailHtml {
  return piece(blocks.map((b) => b.html).join('\n'), blocks.map((b) => b.text).join(textSeparator));
}

/** An email's body from its blocks: HTML blocks one a line, plain-text paragraphs apart by a blank line. */
export function mailBody(...blocks: readonly MailHtml[]): { html: string; text: string } {
  const body = joined(blocks, '\n\n');
  return { html: body.html, text: body.text };
}
