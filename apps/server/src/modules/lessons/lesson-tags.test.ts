import { LESSON_MESSAGES as M, type Lesson, lessonContracts, lessonTagContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { lessonTags } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { createProject, lessonBody, writeLesson } from './lesson-fixtures.js';

const it = test
  .extend('volunteer', { auto: true }, ({ t }) => signedIn(t, 'Volunteer'))
  .extend(
    'tags',
    ({ t, volunteer }) =>
      async (token = volunteer.token) =>
        (await api(t, token).call(lessonTagContracts.tags)).json<string[]>(),
  )
  .extend(
    'add',
    ({ t, volunteer }) =>
      (tag: string, token = volunteer.token) =>
        api(t, token).call(lessonTagContracts.addTag, { body: { tag } }),
  )
  .extend(
    'remove',
    ({ t }) =>
      (names: string[], token: string) =>
        api(t, token).call(lessonTagContracts.deleteTags, { body: { names } }),
  );

describe('the tag catalogue', () => {
  it('lets anyone signed in add a tag, trimmed and collapsed, and answers the catalogue by name', async ({ t, tags, add }) => {
    expect((await add('roof')).statusCode).toBe(201);
    const res = await add('  Adobe   bricks ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(['Adobe bricks', 'roof']);

    const again = await add('ROOF');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.tagExists);
    const blank = await add('   ');
    expect(blank.statusCode).toBe(422);
    expect(errorOf(blank).message).toBe(M.tagEmpty);
    expect(errorOf(await add('x'.repeat(51))).message).toBe(M.tagTooLong);
    expect((await api(t).call(lessonTagContracts.addTag, { body: { tag: 'x' } })).statusCode).toBe(401);
    expect(await tags()).toEqual(['Adobe bricks', 'roof']);
  });

  it('deletes tags for an Administrator or the Owner, all or none; lessons keep their tags', async ({ t, volunteer, tags, remove }) => {
    const admin = await signedIn(t, 'Administrator');
    const lesson = await writeLesson(t, volunteer.token, lessonBody(await createProject(t), { tags: ['roof', 'walls', 'tools'] }));

    const refused = await remove(['roof'], volunteer.token);
    expect(refused.statusCode).toBe(403);

    const unknown = await remove(['roof', 'chimney'], admin.token);
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).message).toBe("One or more tags don't exist");
    expect(await tags()).toEqual(['roof', 'tools', 'walls']);

    const none = await remove([], admin.token);
    expect(errorOf(none).message).toBe(M.chooseTags);

    const done = await remove(['roof', 'walls', 'roof'], admin.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(['tools']);
    const kept = await api(t, volunteer.token).call(lessonContracts.get, { params: { id: lesson.id } });
    expect(kept.json<Lesson>().tags).toEqual(['roof', 'walls', 'tools']);

    const owner = await signedIn(t, 'Owner');
    expect((await remove(['tools'], owner.token)).json()).toEqual([]);
    expect(await t.ctx.db.select().from(lessonTags)).toEqual([]);
  });
});
