import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';
import * as announcementTemplates from './announcement-copy.js';
import * as blueSquareTemplates from './blue-square-templates.js';
import { framed } from './frame.js';
import * as jobTemplates from './job-templates.js';
import { messageText, prepareMessage } from './message-html.js';
import * as accountTemplates from './templates.js';
import * as weekCloseTemplates from './week-close-templates.js';

type Body = { subject: string; html: string; text: string };
interface Hostile {
  /** Typed text: a script, both quotes and an ampersand. */
  words: string;
  /** An address: a `javascript:` URL, or an http one trying to break out of its attribute. */
  url: string;
}
const HOSTILE: Hostile[] = [
  { words: `<script>alert("x")</script> & 'quoted' <b>bold</b>`, url: 'javascript:alert(document.cookie)' },
  { words: `"><img src=x onerror=alert(1)> &amp; it's`, url: 'https://evil.example/?q="><script>alert(1)</script>&x=1' },
  { words: `Line one\n<script>two</script>`, url: ' JavaScript:alert(1)' },
];
const when = new Date('2026-11-18T10:00:00Z');

/** Every email template, each fed the hostile value in every field it has. */
const TEMPLATES: Record<string, (h: Hostile) => Body> = {
  forgotPasswordMail: (h) => accountTemplates.forgotPasswordMail({ to: 'a@x.org', firstName: h.words, password: h.words, loginUrl: h.url }),
  statusChangeMail: (h) => accountTemplates.statusChangeMail({ to: 'a@x.org', name: h.words, change: h.words }),
  subscriptionConfirmMail: (h) => accountTemplates.subscriptionConfirmMail({ to: 'a@x.org', orgName: h.words, confirmUrl: h.url }),
  setupLinkMail: (h) =>
    accountTemplates.setupLinkMail({ to: 'a@x.org', orgName: h.words, inviter: h.words, setupUrl: h.url, expiresAt: when }),
  resetLinkMail: (h) =>
    accountTemplates.resetLinkMail({ to: 'a@x.org', firstName: h.words, orgName: h.words, sender: h.words, url: h.url, expiresAt: when }),
  ownerReportMail: (h) =>
    accountTemplates.ownerReportMail({ to: 'a@x.org', subject: h.words, kind: 'suggestion', fields: [[h.words, h.words]] }),
  jobApplicationMail: (h) =>
    jobTemplates.jobApplicationMail({
      to: 'a@x.org',
      orgName: h.words,
      jobTitle: h.words,
      category: h.words,
      answers: [
        { question: h.words, answer: h.words },
        { question: h.words, answer: '' },
      ],
      responsesUrl: h.url,
    }),
  blueSquareMail: (h) =>
    blueSquareTemplates.blueSquareMail({
      to: 'a@x.org',
      firstName: h.words,
      date: h.words,
      description: h.words,
      total: 2,
      profileUrl: h.url,
    }),
  blueSquareWaivedMail: (h) =>
    blueSquareTemplates.blueSquareWaivedMail({ to: 'a@x.org', firstName: h.words, when: h.words, reason: h.words, profileUrl: h.url }),
  summaryDigestMail: (h) =>
    weekCloseTemplates.summaryDigestMail({
      to: 'a@x.org',
      firstName: h.words,
      when: h.words,
      people: [
        { line: h.words, summary: `<p onclick="x()">${h.words}</p><a href="${h.url}">link</a><script>alert(2)</script>` },
        { line: h.words, summary: null },
      ],
      profileUrl: h.url,
    }),
  announcementCopy: (h) => {
    const html = prepareMessage(`<p>${h.words}</p><a href="${h.url}">link</a><script>alert(3)</script>`).link(() => '');
    return announcementTemplates.announcementCopy({ subject: h.words, html }, messageText(html), h.url);
  },
};

/** The typed words line by line (a template may set a line break apart). */
const lines = (h: Hostile) => h.words.split('\n');

describe('every email template escapes what it is given', () => {
  it('covers every template the mail modules export', () => {
    const exported = [accountTemplates, jobTemplates, weekCloseTemplates, announcementTemplates, blueSquareTemplates].flatMap((m) =>
      Object.entries(m)
        .filter(([, v]) => typeof v === 'function')
        .map(([k]) => k),
    );
    expect(exported.sort()).toEqual(Object.keys(TEMPLATES).sort());
  });

  for (const [name, build] of Object.entries(TEMPLATES))
    for (const [i, h] of HOSTILE.entries())
      it(`${name}: hostile value ${String(i + 1)} is escaped in the HTML and readable in the text`, () => {
        const mail = build(h);
        const { html } = framed(mail, { orgName: h.words, publicUrl: 'https://goodhours.example' });
        // No script, no event handler inside any tag, no link but http, https or mailto; the words are escaped.
        expect(html).not.toMatch(/<script/i);
        expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
        for (const [, href] of html.matchAll(/\shref="([^"]*)"/g)) expect(href).toMatch(/^(https?:|mailto:)/);
        for (const line of lines(h)) expect(html).toContain(escapeHtml(line));
        if (name !== 'announcementCopy') for (const line of lines(h)) expect(mail.text).toContain(line);
        expect(mail.text).not.toMatch(/&lt;|&gt;|&quot;|&#39;/);
      });
});
