import { describe, expect, it } from 'vitest';
import { html, link, mailBody, p, trustedSanitizedHtml } from './mail-html.js';

describe('the mail builder', () => {
  it('escapes every interpolated value and gives the same words as plain text', () => {
    const piece = p`Hello ${`<b>Ada</b> & "Bo"`}, you have ${3} hours.`;
    expect(piece.html).toBe('<p>Hello &lt;b&gt;Ada&lt;/b&gt; &amp; &quot;Bo&quot;, you have 3 hours.</p>');
    expect(piece.text).toBe('Hello <b>Ada</b> & "Bo", you have 3 hours.');
  });

  it('keeps a piece it made as it is, escaped once only', () => {
    expect(html`<div>${p`${'a & b'}`}</div>`.html).toBe('<div><p>a &amp; b</p></div>');
  });

  it('refuses markup that is not a template literal, so a built string cannot pass for markup', () => {
    const forged = Object.assign(['<script>alert(1)</script>'], { raw: ['<script>alert(1)</script>'] });
    expect(() => html(forged)).toThrow('template literal');
  });

  it('links only http, https and mailto addresses, escaping the address in its attribute', () => {
    expect(link('https://x.example/?a=1&b="2"', 'Open').html).toBe('<a href="https://x.example/?a=1&amp;b=&quot;2&quot;">Open</a>');
    expect(link('mailto:a@x.example').html).toBe('<a href="mailto:a@x.example">mailto:a@x.example</a>');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>1</script>', '/relative']) {
      expect(link(bad, 'Open').html).toBe('Open');
      expect(link(bad).html).not.toContain('<');
    }
    expect(link('javascript:alert(1)', 'Open').text).toBe('Open (javascript:alert(1))');
  });

  it('puts sanitised HTML in only through trustedSanitizedHtml, and joins blocks one a line and paragraphs apart', () => {
    const body = mailBody(p`One`, trustedSanitizedHtml('<p>Two <em>here</em></p>', 'Two here'));
    expect(body).toEqual({ html: '<p>One</p>\n<p>Two <em>here</em></p>', text: 'One\n\nTwo here' });
  });
});
