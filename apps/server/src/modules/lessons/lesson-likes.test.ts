import { lessonContracts, type Lesson } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { lessonLikes } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { createProject, lessonBody, writeLesson } from './lesson-fixtures.js';

const it = test
  .extend('author', { auto: true }, ({ t }) => signedIn(t, 'Volunteer'))
  .extend('lesson', { auto: true }, async ({ t, author }) => writeLesson(t, author.token, lessonBody(await createProject(t))))
  .extend(
    'like',
    ({ t, lesson }) =>
      (token: string, id = lesson.id) =>
        api(t, token).call(lessonContracts.like, { params: { id } }),
  )
  .extend(
    'unlike',
    ({ t, lesson }) =>
      (token: string, id = lesson.id) =>
        api(t, token).call(lessonContracts.unlike, { params: { id } }),
  )
  .extend(
    'shown',
    ({ t, lesson }) =>
      async (token: string) =>
        (await api(t, token).call(lessonContracts.get, { params: { id: lesson.id } })).json<Lesson>(),
  );

describe('likes', () => {
  it('counts one like per person, however often they like; unliking takes it back once', async ({ t, author, like, unlike, shown }) => {
    const reader = await signedIn(t, 'Manager');
    expect((await like(reader.token)).json()).toEqual({ totalLikes: 1, likedByMe: true });
    expect((await like(reader.token)).json()).toEqual({ totalLikes: 1, likedByMe: true });
    expect((await like(author.token)).json()).toEqual({ totalLikes: 2, likedByMe: true });
    expect(await shown(reader.token)).toMatchObject({ totalLikes: 2, likedByMe: true });

    expect((await unlike(reader.token)).json()).toEqual({ totalLikes: 1, likedByMe: false });
    expect((await unlike(reader.token)).json()).toEqual({ totalLikes: 1, likedByMe: false });
    expect(await shown(reader.token)).toMatchObject({ totalLikes: 1, likedByMe: false });
  });

  it('gives one like for fifty like requests sent at once', async ({ t, lesson, like, shown }) => {
    const reader = await signedIn(t, 'Volunteer');
    const answers = await Promise.all(Array.from({ length: 50 }, () => like(reader.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await shown(reader.token)).toMatchObject({ totalLikes: 1, likedByMe: true });
    expect(await t.ctx.db.select().from(lessonLikes).where(eq(lessonLikes.lessonId, lesson.id))).toHaveLength(1);
  });

  it('keeps the total right when likes and unlikes of several people cross', async ({ t, author, like, unlike, shown }) => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signedIn(t, 'Volunteer')));
    await Promise.all(people.flatMap((p) => [like(p.token), like(p.token)]));
    await Promise.all(people.slice(0, 2).flatMap((p) => [unlike(p.token), unlike(p.token)]));
    expect((await shown(author.token)).totalLikes).toBe(4);
    expect(await t.ctx.db.select().from(lessonLikes)).toHaveLength(4);
  });

  it('refuses those who may not read the lesson, an unknown lesson, a malformed id and a visitor', async ({ t, lesson, like, unlike }) => {
    const manager = await signedIn(t, 'Manager');
    const hidden = await writeLesson(t, manager.token, lessonBody(lesson.relatedProject?.id ?? '', { allowedRoles: ['Manager'] }));
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await like(volunteer.token, hidden.id)).statusCode).toBe(404);
    expect((await unlike(volunteer.token, hidden.id)).statusCode).toBe(404);
    expect((await like(volunteer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await like(volunteer.token, 'not-an-id');
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe('This lesson does not exist.');
    expect((await api(t).call(lessonContracts.like, { params: { id: lesson.id } })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(lessonLikes)).toEqual([]);
  });
});
