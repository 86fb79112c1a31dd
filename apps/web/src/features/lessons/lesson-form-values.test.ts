import { APPENDIX_MAX_BYTES, LESSON_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { acceptFiles, checkLesson, fileSizeText, initialLessonValues, lessonRefusal, type LessonFormValues } from './lesson-form-values';
import { isBuildingPath, lessonFormBackPath, lessonListPath } from './lesson-paths';

const PROJECT = '00000000-0000-4000-8000-000000000042';
const png = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))}`;
const filled = (overrides: Partial<LessonFormValues> = {}): LessonFormValues => ({
  ...initialLessonValues(PROJECT),
  title: 'Dry the earthbags first',
  content: '<p>Let each course dry a day.</p>',
  tags: ['earthbag'],
  ...overrides,
});

describe('the lesson form’s check', () => {
  it('sends the tags trimmed, collapsed and without duplicates, and the roles chosen', () => {
    const check = checkLesson(filled({ tags: ['  dry   walls ', 'Dry Walls', 'roof'], allowedRoles: ['Manager'] }));
    expect(check).toEqual({
      ok: true,
      payload: {
        title: 'Dry the earthbags first',
        content: '<p>Let each course dry a day.</p>',
        tags: ['dry walls', 'roof'],
        projectId: PROJECT,
        allowedRoles: ['Manager'],
        files: [],
      },
    });
  });

  it('names each field’s first problem in the spec’s words', () => {
    const check = checkLesson({ ...initialLessonValues(null), title: 'x'.repeat(41), tags: ['  '] });
    expect(check).toEqual({
      ok: false,
      errors: { title: M.titleTooLong, content: M.contentRequired, tags: M.needTag, projectId: M.needProject },
    });
  });

  it('shows the server’s field problems under their fields and keeps its reason for the toast', () => {
    const refusal = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: M.projectNotFound,
      fields: { projectId: M.projectNotFound, 'files.0.dataUrl': M.fileType },
    });
    expect(lessonRefusal(refusal)).toEqual({ errors: { projectId: M.projectNotFound, files: M.fileType }, reason: M.projectNotFound });
  });
});

describe('appendix files chosen in the browser', () => {
  it('keeps files of an allowed kind and content, up to three, and says why the others were left out', () => {
    const ok = { fileName: 'wall.png', size: 12, dataUrl: png };
    const result = acceptFiles(
      [],
      [
        ok,
        { fileName: 'virus.exe', size: 12, dataUrl: png },
        { fileName: 'fake.pdf', size: 12, dataUrl: png },
        { fileName: 'huge.pdf', size: APPENDIX_MAX_BYTES + 1, dataUrl: null },
      ],
    );
    expect(result.files).toEqual([ok]);
    expect(result.problems).toEqual([
      M.fileType,
      M.fileContent('fake.pdf'),
      'The file you are trying to upload exceeds the maximum size of 2048KB.',
    ]);
    expect(acceptFiles([ok, ok], [ok, ok, ok])).toEqual({ files: [ok, ok, ok], problems: [M.tooManyFiles] });
  });

  it('reads sizes for people', () => {
    expect(fileSizeText(820)).toBe('820 B');
    expect(fileSizeText(14_540)).toBe('14.2 KB');
    expect(fileSizeText(2 * 1024 * 1024)).toBe('2.0 MB');
  });
});

describe('the lessons pages’ addresses', () => {
  it('stays under /bmdashboard when opened there, and Back goes to the project’s building dashboard', () => {
    expect(isBuildingPath('/bmdashboard/lessonform/abc')).toBe(true);
    expect(isBuildingPath('/lessonform')).toBe(false);
    expect(lessonListPath(true)).toBe('/bmdashboard/lessonlist');
    expect(lessonFormBackPath(PROJECT, false)).toBe(`/bmdashboard/projects/${PROJECT}`);
    expect(lessonFormBackPath(null, false)).toBe('/lessonlist');
  });
});
