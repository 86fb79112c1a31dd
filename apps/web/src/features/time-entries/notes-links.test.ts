import { describe, expect, it } from 'vitest';
import { linkifyNotes } from './notes-links';

describe('addresses typed in a note (issue 42, defect 20)', () => {
  it('become links that open in a new tab, without the sentence’s last full stop', () => {
    expect(linkifyNotes('<p>Drafted the plan: https://docs.google.com/document/d/abc/edit.</p>')).toBe(
      '<p>Drafted the plan: <a href="https://docs.google.com/document/d/abc/edit" target="_blank" rel="noopener noreferrer">https://docs.google.com/document/d/abc/edit</a>.</p>',
    );
  });

  it('leaves links already made, and text with no address, as they are', () => {
    const linked = '<p><a href="https://example.org/a">my work</a> and more</p>';
    expect(linkifyNotes(linked)).toBe(linked);
    expect(linkifyNotes('<p>Dug the trench.</p>')).toBe('<p>Dug the trench.</p>');
  });

  it('finds several addresses in one line, and never makes a link of another scheme', () => {
    const html = linkifyNotes('<p>(see http://a.org/x) and https://b.org, not javascript:alert(1)</p>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['http://a.org/x', 'https://b.org']);
  });
});
