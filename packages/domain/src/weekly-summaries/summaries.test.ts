import { describe, expect, it } from 'vitest';
import {
  aiPromptInput,
  DEFAULT_AI_PROMPT,
  promptChangedSinceCopy,
  slotWeek,
  SUMMARY_MESSAGES as M,
  summaryEditInput,
  summaryMoveInput,
  summarySaveInput,
  wordCount,
} from './summaries.js';

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `w${String(i)}`).join(' ')}</p>`;
const form = {
  slot: 0,
  summary: words(50),
  mediaUrl: 'https://photos.example.org/me',
  mediaConfirm: true,
  editorConfirm: true,
  proofreadConfirm: true,
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('the weekly summary form', () => {
  it('says which confirmation is missing, in the spec’s words', () => {
    expect(firstMessage(summarySaveInput.safeParse({ ...form, mediaConfirm: false }))).toBe(M.mediaConfirm);
    expect(firstMessage(summarySaveInput.safeParse({ ...form, editorConfirm: false }))).toBe(M.editorConfirm);
    expect(firstMessage(summarySaveInput.safeParse({ ...form, proofreadConfirm: undefined }))).toBe(M.proofreadConfirm);
    expect(firstMessage(summarySaveInput.safeParse({ ...form, summary: words(49) }))).toBe(M.minWords);
  });

  it('trims the media link and refuses anything that is not a web address', () => {
    expect(summarySaveInput.parse({ ...form, mediaUrl: '  https://photos.example.org/me  ' }).mediaUrl).toBe(
      'https://photos.example.org/me',
    );
    for (const mediaUrl of ['', 'photos.example.org', 'javascript:alert(1)', 'ftp://files.example.org/x']) {
      expect(firstMessage(summarySaveInput.safeParse({ ...form, mediaUrl }))).toBe(M.mediaRequired);
    }
  });

  it('refuses pictures and counts words of text only', () => {
    expect(firstMessage(summarySaveInput.safeParse({ ...form, summary: `${words(50)}<img src="a.png">` }))).toBe(M.picturesRefused);
    expect(wordCount('<p>Built&nbsp;the <strong>wall</strong>.</p><p>Next:</p>')).toBe(4);
    expect(wordCount('   ')).toBe(0);
  });

  it('refuses a move to the same week or outside the four weeks', () => {
    expect(firstMessage(summaryMoveInput().safeParse({ from: 1, to: 1 }))).toBe(M.sameSlot);
    expect(summaryMoveInput().safeParse({ from: 0, to: 4 }).success).toBe(false);
    expect(summaryMoveInput().safeParse({ from: 0, to: 3 }).success).toBe(true);
  });

  it('needs 50 words in the admin view, where empty is not allowed', () => {
    expect(firstMessage(summaryEditInput().safeParse({ slot: 0, summary: '' }))).toBe(M.adminMinWords);
    expect(summaryEditInput().safeParse({ slot: 2, summary: words(50) }).success).toBe(true);
  });
});

describe('summary weeks and status', () => {
  it('keeps the week boundaries through the spring daylight-saving change', () => {
    // Wednesday 11 March 2026, after the change on Sunday 8 March: this week began on the 8th, due 00:00 PDT on the 15th.
    const now = new Date('2026-03-11T18:00:00Z');
    expect(slotWeek(now, 0)).toEqual({ weekStart: '2026-03-08', dueDate: new Date('2026-03-15T07:00:00Z') });
    expect(slotWeek(now, 1)).toEqual({ weekStart: '2026-03-01', dueDate: new Date('2026-03-08T08:00:00Z') });
  });
});

describe('the AI prompt', () => {
  it('has a built-in prompt asking for one third-person paragraph under 500 words starting “This week”', () => {
    expect(DEFAULT_AI_PROMPT.split(/\s+/).length).toBeLessThan(500);
    expect(DEFAULT_AI_PROMPT).toMatch(/500 words/);
    expect(DEFAULT_AI_PROMPT).toMatch(/"This week"/);
    expect(DEFAULT_AI_PROMPT).toMatch(/third person/);
  });

  it('shows “new” only when the prompt changed after this person’s last copy', () => {
    expect(promptChangedSinceCopy(null, null)).toBe(false);
    expect(promptChangedSinceCopy('2026-11-18T18:00:00Z', null)).toBe(true);
    expect(promptChangedSinceCopy('2026-11-18T18:00:00Z', '2026-11-18T19:00:00Z')).toBe(false);
    expect(promptChangedSinceCopy('2026-11-18T20:00:00Z', '2026-11-18T19:00:00Z')).toBe(true);
  });

  it('refuses an empty prompt', () => {
    expect(aiPromptInput.safeParse({ aIPromptText: '   ' }).success).toBe(false);
    expect(aiPromptInput.parse({ aIPromptText: ' Edit it. ' }).aIPromptText).toBe('Edit it.');
  });
});
