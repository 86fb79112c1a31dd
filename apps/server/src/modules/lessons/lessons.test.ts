import {
  LESSON_MESSAGES as M,
  type Lesson,
  type LessonPage,
  lessonContracts,
  type RouteInput,
  lessonTagContracts,
} from '@goodhours/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { lessonFiles, lessons, lessonTags } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { createProject, lessonBody, PNG_BYTES, pngDataUrl, postLesson, writeLesson } from './lesson-fixtures.js';
import { matchesSearch } from './lesson-query.js';

const it = test
  .extend('volunteer', { auto: true }, ({ t }) => signedIn(t, 'Volunteer'))
  .extend('projectId', { auto: true }, ({ t }) => createProject(t))
  .extend('list', ({ t }) => async (token: string, query: RouteInput<typeof lessonContracts.list>['query'] = {}) => {
    const res = await api(t, token).call(lessonContracts.list, { query });
    expect(res.statusCode).toBe(200);
    return res.json<LessonPage>();
  });
const titles = (page: LessonPage) => page.lessons.map((l) => l.title);

describe('writing a lesson', () => {
  it('stores the lesson with its tags, readers and appendix; new tags join the catalogue', async ({ t, volunteer, projectId }) => {
    await t.ctx.db.insert(lessonTags).values({ name: 'Walls', createdAt: t.clock.now() });
    const res = await postLesson(
      t,
      volunteer.token,
      lessonBody(projectId, {
        title: '  Dry the earthbags first ',
        content: '<p>Let each course <strong>dry</strong>.</p><script>alert(1)</script>',
        tags: ['  earth   bag ', 'walls', 'Earth Bag'],
        allowedRoles: ['Volunteer', 'Manager'],
        files: [{ fileName: 'C:\\site\\wall.png', dataUrl: pngDataUrl }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const lesson = res.json<Lesson>();
    expect(lesson).toMatchObject({
      title: 'Dry the earthbags first',
      content: '<p>Let each course <strong>dry</strong>.</p>',
      // Trimmed, collapsed, duplicates ignored; 'walls' takes the catalogue's spelling.
      tags: ['earth bag', 'Walls'],
      date: '2026-11-18',
      author: { id: volunteer.id, name: expect.stringContaining('Volunteer') },
      relatedProject: { id: projectId, name: 'Earthbag Village' },
      allowedRoles: ['Volunteer', 'Manager'],
      totalLikes: 0,
      likedByMe: false,
      isAuthor: true,
      files: [{ fileName: 'wall.png', contentType: 'image/png', size: PNG_BYTES.length }],
    });
    expect(Object.keys(lesson).sort()).toEqual(
      [
        'allowedRoles',
        'author',
        'content',
        'createdAt',
        'date',
        'files',
        'id',
        'isAuthor',
        'likedByMe',
        'relatedProject',
        'tags',
        'title',
        'totalLikes',
      ].sort(),
    );
    const [file] = await t.ctx.db.select().from(lessonFiles);
    expect(file?.data.equals(PNG_BYTES)).toBe(true);
    const tags = await api(t, volunteer.token).call(lessonTagContracts.tags);
    expect(tags.json()).toEqual(['earth bag', 'Walls']);
    const [row] = await t.ctx.db.select({ searchText: lessons.searchText }).from(lessons);
    expect(row?.searchText).toBe('Dry the earthbags first\nLet each course dry.\nearth bag Walls');
  });

  it('refuses bad input with the spec’s messages and saves nothing', async ({ t, volunteer, projectId }) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tags: [' ', ''] }, 'tags', M.needTag],
      [{ projectId: '' }, 'projectId', M.needProject],
      [{ title: 'x'.repeat(41) }, 'title', M.titleTooLong],
      [{ content: '<p> </p>' }, 'content', M.contentRequired],
      [{ content: '<script>alert(1)</script>' }, 'content', M.contentRequired],
      [{ projectId: '00000000-0000-4000-8000-000000000000' }, 'projectId', M.projectNotFound],
      [{ allowedRoles: ['Janitor'] }, 'allowedRoles.0', M.roleInvalid],
      [{ files: [{ fileName: 'wall.png', dataUrl: 'data:image/png;base64,JVBERi0xLjcK' }] }, 'files.0.dataUrl', M.fileContent('wall.png')],
      [{ files: [{ fileName: 'run.exe', dataUrl: pngDataUrl }] }, 'files.0.dataUrl', M.fileType],
    ];
    for (const [change, field, message] of cases) {
      const res = await postLesson(t, volunteer.token, { ...lessonBody(projectId), ...change });
      expect(res.statusCode, field).toBe(422);
      expect(errorOf(res).message).toBe(message);
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    const archived = await createProject(t, 'Old Barn', { isArchived: true });
    expect((await postLesson(t, volunteer.token, lessonBody(archived))).statusCode).toBe(422);
    expect((await api(t).call(lessonContracts.create, { body: lessonBody(projectId) })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(lessons)).toEqual([]);
    expect(await t.ctx.db.select().from(lessonTags)).toEqual([]);
  });

  it('takes three 2 MB appendix files in one body; refuses a fourth file and a body over the limit', async ({
    t,
    volunteer,
    projectId,
  }) => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x20);
    Buffer.from('%PDF-1.7\n').copy(big);
    const file = { fileName: 'plan.pdf', dataUrl: `data:application/pdf;base64,${big.toString('base64')}` };
    const lesson = await writeLesson(t, volunteer.token, lessonBody(projectId, { files: [file, file, file] }));
    expect(lesson.files.map((f) => f.size)).toEqual([big.length, big.length, big.length]);
    const small = { fileName: 'a.png', dataUrl: pngDataUrl };
    const four = await postLesson(t, volunteer.token, lessonBody(projectId, { files: [small, small, small, small] }));
    expect(four.statusCode).toBe(422);
    expect(errorOf(four).message).toBe(M.tooManyFiles);
    const tooBig = await postLesson(t, volunteer.token, lessonBody(projectId, { files: [file, file, file, file] }));
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).message).toBeTruthy();
    expect(await t.ctx.db.select({ id: lessons.id }).from(lessons)).toHaveLength(1);
  });
});

describe('reading lessons', () => {
  it('shows a lesson only to its View by roles and its author, on every route', async ({ t, volunteer, projectId, list }) => {
    const manager = await signedIn(t, 'Manager');
    const other = await signedIn(t, 'Volunteer');
    const lesson = await writeLesson(
      t,
      volunteer.token,
      lessonBody(projectId, { allowedRoles: ['Manager'], files: [{ fileName: 'wall.png', dataUrl: pngDataUrl }] }),
    );
    t.clock.advance(60_000);
    const open = await writeLesson(t, manager.token, lessonBody(projectId, { title: 'Open to all' }));
    const file = { id: lesson.id, fileId: lesson.files[0]?.id ?? '' };

    expect(titles(await list(other.token))).toEqual(['Open to all']);
    expect((await api(t, other.token).call(lessonContracts.get, { params: { id: lesson.id } })).statusCode).toBe(404);
    expect((await api(t, other.token).call(lessonContracts.file, { params: file })).statusCode).toBe(404);
    expect((await api(t, other.token).call(lessonContracts.like, { params: { id: lesson.id } })).statusCode).toBe(404);

    expect(titles(await list(manager.token))).toEqual(['Open to all', 'Dry the earthbags first']);
    expect(titles(await list(volunteer.token))).toEqual(['Open to all', 'Dry the earthbags first']);
    expect((await api(t, other.token).call(lessonContracts.get, { params: { id: open.id } })).json()).toMatchObject({
      isAuthor: false,
      title: 'Open to all',
    });

    const download = await api(t, manager.token).call(lessonContracts.file, { params: file });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="wall.png"; filename*=UTF-8''wall.png`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await api(t, manager.token).call(lessonContracts.file, { params: { id: lesson.id, fileId: open.id } })).statusCode).toBe(404);
    expect((await api(t, manager.token).call(lessonContracts.get, { params: { id: 'not-an-id' } })).statusCode).toBe(422);
  });

  it('filters to this year, month and week in the Pacific calendar, and sorts by newest, date and likes', async ({
    t,
    volunteer,
    projectId,
    list,
  }) => {
    const manager = await signedIn(t, 'Manager');
    const at = async (instant: string, title: string) => {
      t.clock.set(instant);
      return writeLesson(t, volunteer.token, lessonBody(projectId, { title }));
    };
    await at('2025-12-31T12:00:00Z', 'Last year');
    await at('2026-10-31T12:00:00Z', 'In October');
    // Sunday 15 November 01:00 in Los Angeles: this week (the clock reads Wednesday 18 November).
    const sunday = await at('2026-11-15T09:00:00Z', 'On Sunday');
    // Saturday 14 November 23:30 in Los Angeles: last week, though it is already the 15th in UTC.
    await at('2026-11-15T07:30:00Z', 'On Saturday');
    t.clock.set('2026-11-18T18:00:00Z');
    await api(t, manager.token).call(lessonContracts.like, { params: { id: sunday.id } });

    expect(titles(await list(volunteer.token, { filter: 'week' }))).toEqual(['On Sunday']);
    expect(titles(await list(volunteer.token, { filter: 'month' }))).toEqual(['On Sunday', 'On Saturday']);
    expect(titles(await list(volunteer.token, { filter: 'year' }))).toEqual(['On Sunday', 'On Saturday', 'In October']);
    expect(titles(await list(volunteer.token, { sort: 'date' }))).toEqual(['Last year', 'In October', 'On Saturday', 'On Sunday']);
    expect(titles(await list(volunteer.token, { sort: 'likes' }))).toEqual(['On Sunday', 'On Saturday', 'In October', 'Last year']);
    expect((await api(t, volunteer.token).raw(lessonContracts.list, { query: { filter: 'decade' } })).statusCode).toBe(422);
  });

  it('searches titles, content and tags in full text, ten lessons a page', async ({ t, volunteer, projectId, list }) => {
    await writeLesson(t, volunteer.token, lessonBody(projectId, { title: 'Roof slope', content: '<p>Steeper roofs shed rain.</p>' }));
    await writeLesson(t, volunteer.token, lessonBody(projectId, { title: 'Lime plaster', tags: ['plastering'] }));
    await writeLesson(t, volunteer.token, lessonBody(projectId, { title: 'Tool care', content: '<p>Oil the shovels weekly.</p>' }));
    expect(titles(await list(volunteer.token, { search: 'shovel' }))).toEqual(['Tool care']);
    expect(titles(await list(volunteer.token, { search: 'roofing' }))).toEqual(['Roof slope']);
    expect(titles(await list(volunteer.token, { search: 'plastering' }))).toEqual(['Lime plaster']);
    expect(titles(await list(volunteer.token, { search: '"lime plaster" -roof' }))).toEqual(['Lime plaster']);
    expect((await list(volunteer.token, { search: 'the' })).total).toBe(0);

    for (let i = 0; i < 9; i++) await writeLesson(t, volunteer.token, lessonBody(projectId, { title: `Lesson ${String(i)}` }));
    const first = await list(volunteer.token);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.lessons).toHaveLength(10);
    expect((await list(volunteer.token, { page: 2 })).lessons).toHaveLength(2);
  });

  it('answers a search from the full-text index', async ({ t, volunteer, projectId }) => {
    await writeLesson(t, volunteer.token, lessonBody(projectId));
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select ${lessons.id} from ${lessons} where ${matchesSearch('earthbag')}`);
    });
    expect(JSON.stringify(plan)).toContain('lessons_search_idx');
  });
});

describe('changing a lesson', () => {
  it('lets the author edit the summary in place, never to empty; others are refused', async ({ t, volunteer, projectId, list }) => {
    const lesson = await writeLesson(t, volunteer.token, lessonBody(projectId));
    const other = await signedIn(t, 'Owner');
    const put = (token: string, content: string) =>
      api(t, token).call(lessonContracts.edit, { params: { id: lesson.id }, body: { content } });

    const empty = await put(volunteer.token, '<p></p>');
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty)).toMatchObject({ message: M.summaryEmpty, fields: { content: M.summaryEmpty } });
    const onlyScript = await put(volunteer.token, '<script>x</script>');
    expect(errorOf(onlyScript).message).toBe(M.summaryEmpty);
    const refused = await put(other.token, '<p>Mine now</p>');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(M.authorOnly);

    const done = await put(volunteer.token, '<p>Cure the <em>lime</em> for a week.</p><img src=x onerror=alert(1)>');
    expect(done.statusCode).toBe(200);
    expect(done.json<Lesson>().content).toBe('<p>Cure the <em>lime</em> for a week.</p>');
    expect(titles(await list(volunteer.token, { search: 'lime' }))).toEqual(['Dry the earthbags first']);
    expect(titles(await list(volunteer.token, { search: 'slump' }))).toEqual([]);
  });

  it('lets the author alone delete a lesson, with its likes and files', async ({ t, volunteer, projectId }) => {
    const lesson = await writeLesson(t, volunteer.token, lessonBody(projectId, { files: [{ fileName: 'a.png', dataUrl: pngDataUrl }] }));
    const other = await signedIn(t, 'Administrator');
    await api(t, other.token).call(lessonContracts.like, { params: { id: lesson.id } });
    const del = (token: string) => api(t, token).call(lessonContracts.remove, { params: { id: lesson.id } });

    expect((await del(other.token)).statusCode).toBe(403);
    expect((await del(volunteer.token)).statusCode).toBe(204);
    expect((await api(t, volunteer.token).call(lessonContracts.get, { params: { id: lesson.id } })).statusCode).toBe(404);
    expect((await del(volunteer.token)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(lessonFiles).where(eq(lessonFiles.lessonId, lesson.id))).toEqual([]);
  });
});
