import { describe, expect, it } from 'vitest';
import {
  APPENDIX_MAX_BYTES,
  appendixContentType,
  appendixProblem,
  CONTENT_PREVIEW_CHARS,
  LESSON_MESSAGES as M,
  lessonContentInput,
  lessonInput,
  lessonPeriodStart,
  lessonPreview,
  lessonSearchText,
  normalizeTags,
} from './index.js';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const dataUrl = (bytes: number[] | Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const PDF = [...Buffer.from('%PDF-1.7\n')];

const valid = {
  title: 'Dry the earthbags first',
  content: '<p>Wet bags slump under the next course.</p>',
  tags: ['earthbag'],
  projectId: PROJECT,
};
const firstMessage = (input: unknown) => lessonInput.safeParse(input).error?.issues[0]?.message;

describe('the lesson form’s rule', () => {
  it('keeps tags trimmed, with inner spaces collapsed and duplicates ignored (case too)', () => {
    expect(normalizeTags(['  dry   walls ', 'Dry walls', '', '   ', 'roof', 'ROOF', 'tools\tand  kit'])).toEqual([
      'dry walls',
      'roof',
      'tools and kit',
    ]);
    expect(lessonInput.parse({ ...valid, tags: [' a  b ', 'A B', 'c'] }).tags).toEqual(['a b', 'c']);
  });

  it('asks for a tag, a project, a title of at most 40 characters and a written lesson, in the spec’s words', () => {
    expect(firstMessage({ ...valid, tags: ['  ', ''] })).toBe(M.needTag);
    expect(firstMessage({ ...valid, tags: [] })).toBe(M.needTag);
    expect(firstMessage({ ...valid, projectId: '' })).toBe(M.needProject);
    expect(firstMessage({ ...valid, projectId: undefined })).toBe(M.needProject);
    expect(firstMessage({ ...valid, title: '   ' })).toBe(M.titleRequired);
    expect(firstMessage({ ...valid, title: 'x'.repeat(41) })).toBe(M.titleTooLong);
    expect(lessonInput.safeParse({ ...valid, title: 'x'.repeat(40) }).success).toBe(true);
    expect(firstMessage({ ...valid, content: '<p> </p><p>&nbsp;</p>' })).toBe(M.contentRequired);
  });

  it('takes View by from the built-in roles, each once; none chosen is everyone', () => {
    expect(lessonInput.parse(valid).allowedRoles).toEqual([]);
    expect(lessonInput.parse({ ...valid, allowedRoles: ['Manager', 'Manager', 'Owner'] }).allowedRoles).toEqual(['Manager', 'Owner']);
    expect(firstMessage({ ...valid, allowedRoles: ['Janitor'] })).toBe(M.roleInvalid);
  });

  it('refuses an empty summary edit with the spec’s message', () => {
    expect(lessonContentInput.safeParse({ content: '<p></p>' }).error?.issues[0]?.message).toBe(M.summaryEmpty);
    expect(lessonContentInput.safeParse({ content: '' }).error?.issues[0]?.message).toBe(M.summaryEmpty);
    expect(lessonContentInput.safeParse({ content: '<p>Better now</p>' }).success).toBe(true);
  });
});

describe('appendix files', () => {
  it('accepts PDF, PNG, JPEG, TXT and DOCX files whose content is of that kind, stored under that kind’s type', () => {
    expect(appendixProblem({ fileName: 'plan.pdf', dataUrl: dataUrl(PDF) })).toBeNull();
    expect(appendixProblem({ fileName: 'C:\\photos\\wall.PNG', dataUrl: dataUrl(PNG, 'image/png') })).toBeNull();
    expect(appendixProblem({ fileName: 'wall.jpeg', dataUrl: dataUrl([0xff, 0xd8, 0xff, 0xe0]) })).toBeNull();
    expect(appendixProblem({ fileName: 'notes.txt', dataUrl: dataUrl(Buffer.from('Mix: 3 parts soil\r\n\tDry: 2 days — ✓')) })).toBeNull();
    expect(appendixProblem({ fileName: 'report.docx', dataUrl: dataUrl([0x50, 0x4b, 0x03, 0x04, 20, 0]) })).toBeNull();
    expect(appendixContentType('wall.JPG')).toBe('image/jpeg');
    expect(appendixContentType('notes.txt')).toBe('text/plain; charset=utf-8');
  });

  it('refuses other kinds, content that is not what the name says, binary text, empty and oversized files', () => {
    expect(appendixProblem({ fileName: 'run.exe', dataUrl: dataUrl([0x4d, 0x5a]) })).toBe(M.fileType);
    expect(appendixProblem({ fileName: 'page.html', dataUrl: dataUrl(Buffer.from('<script>')) })).toBe(M.fileType);
    expect(appendixProblem({ fileName: 'fake.png', dataUrl: dataUrl(PDF, 'image/png') })).toBe(M.fileContent('fake.png'));
    expect(appendixProblem({ fileName: 'bin.txt', dataUrl: dataUrl([0x41, 0x00, 0x42]) })).toBe(M.fileContent('bin.txt'));
    expect(appendixProblem({ fileName: 'bad.txt', dataUrl: dataUrl([0xc3, 0x28]) })).toBe(M.fileContent('bad.txt'));
    expect(appendixProblem({ fileName: 'empty.pdf', dataUrl: 'data:application/pdf;base64,' })).toBe(M.fileEmpty('empty.pdf'));
    expect(appendixProblem({ fileName: 'plain.pdf', dataUrl: '%PDF-1.7' })).toBe(M.fileContent('plain.pdf'));
    const big = Buffer.alloc(APPENDIX_MAX_BYTES + 1, 0x20);
    PDF.forEach((b, i) => (big[i] = b));
    expect(appendixProblem({ fileName: 'big.pdf', dataUrl: dataUrl(big) })).toBe(
      'The file you are trying to upload exceeds the maximum size of 2048KB.',
    );
    expect(appendixProblem({ fileName: 'just-right.pdf', dataUrl: dataUrl(big.subarray(0, APPENDIX_MAX_BYTES)) })).toBeNull();
  });

  it('takes at most 3 files with a lesson, and keeps a file’s name without its folders', () => {
    const file = { fileName: '/home/ana/plan.pdf', dataUrl: dataUrl(PDF) };
    expect(lessonInput.parse({ ...valid, files: [file] }).files).toEqual([{ fileName: 'plan.pdf', dataUrl: file.dataUrl }]);
    expect(firstMessage({ ...valid, files: [file, file, file, file] })).toBe(M.tooManyFiles);
    expect(firstMessage({ ...valid, files: [{ fileName: 'x.png', dataUrl: dataUrl(PDF) }] })).toBe(M.fileContent('x.png'));
  });
});

describe('the list’s filters and preview', () => {
  it('starts This Week on the Pacific Sunday, This Month and This Year on their first Pacific day', () => {
    // Tuesday 2026-11-03 01:00 UTC is Monday 2026-11-02 in Los Angeles (PST since 1 November).
    const now = new Date('2026-11-03T01:00:00Z');
    expect(lessonPeriodStart('none', now)).toBeNull();
    expect(lessonPeriodStart('week', now)?.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(lessonPeriodStart('month', now)?.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(lessonPeriodStart('year', now)?.toISOString()).toBe('2026-01-01T08:00:00.000Z');
    // Sunday 2026-03-01 07:30 UTC is still Saturday 28 February in Los Angeles.
    expect(lessonPeriodStart('week', new Date('2026-03-01T07:30:00Z'))?.toISOString()).toBe('2026-02-22T08:00:00.000Z');
    expect(lessonPeriodStart('month', new Date('2026-03-01T07:30:00Z'))?.toISOString()).toBe('2026-02-01T08:00:00.000Z');
  });

  it('cuts the content at 1500 characters, and shows short content whole', () => {
    const long = `<p>${'a'.repeat(CONTENT_PREVIEW_CHARS)}</p><p>the rest</p>`;
    const preview = lessonPreview(long);
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${'a'.repeat(CONTENT_PREVIEW_CHARS)}…`);
    expect(lessonPreview('<p>Short &amp; sweet</p><ul><li>one</li><li>two</li></ul>')).toEqual({
      text: 'Short & sweet\none\ntwo',
      truncated: false,
    });
    // Never half of an emoji.
    expect(lessonPreview(`<p>${'a'.repeat(CONTENT_PREVIEW_CHARS - 1)}😀 more</p>`).text).toBe(`${'a'.repeat(CONTENT_PREVIEW_CHARS - 1)}…`);
  });

  it('searches the title, the content’s text and the tags', () => {
    expect(lessonSearchText({ title: 'Roof', content: '<p>Use <strong>lime</strong></p>', tags: ['plaster', 'walls'] })).toBe(
      'Roof\nUse lime\nplaster walls',
    );
  });
});
