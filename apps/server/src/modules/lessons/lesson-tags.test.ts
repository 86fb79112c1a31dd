import { LESSON_MESSAGES as M, type Lesson } from '@goodhours/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lessonTags } from '../../db/schema/index.js';
import { auth, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { createProject, lessonBody, writeLesson } from './lesson-fixtures.js';

let t: TestApp;
let volunteer: { id: string; token: string };
beforeEach(async () => {
  t = await startTestApp();
  volunteer = await signedIn(t, 'Volunteer');
});
afterEach(async () => {
  await t.app.close();
});

const tags = async (token = volunteer.token) =>
  (await t.app.inject({ method: 'GET', url: '/api/lessons/tags', headers: auth(token) })).json<string[]>();
const add = (tag: unknown, token = volunteer.token) =>
  t.app.inject({ method: 'POST', url: '/api/lessons/tags', headers: auth(token), payload: { tag } });
const remove = (names: unknown, token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/lessons/tags', headers: auth(token), payload: { names } });

describe('the tag catalogue', () => {
  it('lets anyone signed in add a tag, trimmed and collapsed, and answers the catalogue by name', async () => {
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
    expect((await t.app.inject({ method: 'POST', url: '/api/lessons/tags', payload: { tag: 'x' } })).statusCode).toBe(401);
    expect(await tags()).toEqual(['Adobe bricks', 'roof']);
  });

  it('deletes tags for an Administrator or the Owner, all or none; lessons keep their tags', async () => {
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
    const kept = await t.app.inject({ method: 'GET', url: `/api/lessons/${lesson.id}`, headers: auth(volunteer.token) });
    expect(kept.json<Lesson>().tags).toEqual(['roof', 'walls', 'tools']);

    const owner = await signedIn(t, 'Owner');
    expect((await remove(['tools'], owner.token)).json()).toEqual([]);
    expect(await t.ctx.db.select().from(lessonTags)).toEqual([]);
  });
});
