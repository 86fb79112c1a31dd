import { describe, expect, it } from 'vitest';
import { checkNotesLink, classifyLink, countWords, findReviewLinks, hasPicture, notesProblem, NOTES_LINK_ADVICE } from './notes.js';
import { TIME_ENTRY_MESSAGES as M } from './messages.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String(i)}`).join(' ');
const withLink = (href: string, text = words(11)) => `<p>${text} <a href="${href}">doc</a></p>`;

describe('counting words of notes', () => {
  it('counts the visible words, not tags or attributes', () => {
    expect(countWords('<p>Built the <strong>wall</strong> today</p><p>and&nbsp;painted it</p>')).toBe(7);
    expect(countWords('<a href="https://example.com/a b c">link</a>')).toBe(1);
  });

  it('does not count lone punctuation or empty paragraphs', () => {
    expect(countWords('<p> - </p><p></p><p>one, two</p>')).toBe(2);
    expect(countWords('')).toBe(0);
  });
});

describe('pictures in notes', () => {
  it('finds images however they were pasted', () => {
    expect(hasPicture('<p>see <img src="https://x.org/a.png"></p>')).toBe(true);
    expect(hasPicture('<p><IMG SRC="x"></p>')).toBe(true);
    expect(hasPicture('<a href="data:image/png;base64,AAA">x</a>')).toBe(true);
    expect(hasPicture('<p>an image of a tree</p>')).toBe(false);
  });
});

describe('links in notes', () => {
  it('finds link targets and addresses typed in the text, once each', () => {
    const html =
      '<p>See <a href="https://docs.google.com/document/d/abc">doc</a>, https://github.com/o/r/pull/1. Also https://docs.google.com/document/d/abc</p>';
    expect(findReviewLinks(html)).toEqual(['https://docs.google.com/document/d/abc', 'https://github.com/o/r/pull/1']);
  });

  it('decodes &amp; in link targets', () => {
    expect(findReviewLinks('<a href="https://a.org/x?a=1&amp;b=2">x</a>')).toEqual(['https://a.org/x?a=1&b=2']);
  });

  it('accepts an https link to a named host', () => {
    expect(classifyLink('https://docs.google.com/document/d/1')).toBe('ok');
    expect(classifyLink('https://onecommunityglobal.org/x')).toBe('ok');
  });

  it('refuses localhost, bare IP addresses, plain http and hosts without a domain', () => {
    expect(classifyLink('https://localhost:3000/doc')).toBe('localhost');
    expect(classifyLink('https://app.localhost/doc')).toBe('localhost');
    expect(classifyLink('https://192.168.1.20/doc')).toBe('bareIp');
    expect(classifyLink('https://[::1]/doc')).toBe('bareIp');
    expect(classifyLink('http://example.com/doc')).toBe('notHttps');
    expect(classifyLink('https://intranet/doc')).toBe('invalid');
  });

  it('accepts Dropbox only as a share link', () => {
    expect(classifyLink('https://www.dropbox.com/s/abc123/plan.pdf?dl=0')).toBe('ok');
    expect(classifyLink('https://www.dropbox.com/sh/abc123/AAAx?dl=0')).toBe('ok');
    expect(classifyLink('https://www.dropbox.com/scl/fi/abc123/plan.pdf?rlkey=x')).toBe('ok');
    expect(classifyLink('https://dropbox.com/scl/fo/abc123/xyz?rlkey=x')).toBe('ok');
    expect(classifyLink('https://www.dropbox.com/home/Projects/plan.pdf')).toBe('dropboxNotShared');
    expect(classifyLink('https://www.dropbox.com/preview/Projects/plan.pdf')).toBe('dropboxNotShared');
    expect(classifyLink('https://www.dropbox.com/s/')).toBe('dropboxNotShared');
    expect(classifyLink('https://www.dropbox.com/scl/fi/')).toBe('dropboxNotShared');
    expect(classifyLink('https://www.dropbox.com/scl/xx/abc')).toBe('dropboxNotShared');
    expect(classifyLink('https://www.dropbox.com/')).toBe('dropboxNotShared');
  });

  it('names the problem of the notes, one good link being enough', () => {
    expect(checkNotesLink(withLink('https://docs.google.com/document/d/1'))).toBe('none');
    expect(checkNotesLink(`${withLink('https://localhost/x')} https://github.com/a/b/pull/2`)).toBe('none');
    expect(checkNotesLink(words(12))).toBe('missing');
    expect(checkNotesLink(`${words(12)} www.example.com`)).toBe('missing');
    expect(checkNotesLink(withLink('https://www.dropbox.com/home/x'))).toBe('dropbox');
    expect(checkNotesLink(withLink('http://localhost:8080/x'))).toBe('localhost');
    expect(checkNotesLink(withLink('https://10.0.0.1/x'))).toBe('bareIp');
    expect(checkNotesLink(withLink('http://example.com/x'))).toBe('notHttps');
  });

  it('gives the Link Wrangler reminder for a Dropbox link that is not shared', () => {
    expect(NOTES_LINK_ADVICE.dropbox.reminderTitle).toBe('Halt, Link Wrangler!');
    expect(NOTES_LINK_ADVICE.missing.error).toBe('Description and reference link are required');
    expect(NOTES_LINK_ADVICE.missing.reminder).toContain('include http[s]:// in your URL');
  });
});

describe('the notes rule as a whole', () => {
  it('needs more than 10 words', () => {
    expect(notesProblem(withLink('https://a.org/x', words(9)))).toBe(M.notesTooShort);
    expect(notesProblem(withLink('https://a.org/x', words(10)))).toBeUndefined();
  });

  it('refuses pictures before anything else', () => {
    expect(notesProblem(`<img src="https://a.org/p.png">${withLink('https://a.org/x')}`)).toBe('Pictures are not allowed here!');
  });

  it('needs a usable link', () => {
    expect(notesProblem(`<p>${words(12)}</p>`)).toBe('Description and reference link are required');
    expect(notesProblem(withLink('https://www.dropbox.com/home/x'))).toBe(M.dropboxLinkInvalid);
  });
});
