import {
  ANNOUNCEMENT_MESSAGES,
  announcementContracts,
  BADGE_ADMIN_MESSAGES,
  badgeContracts,
  LESSON_MESSAGES,
  lessonContracts,
  type BadgeAdmin,
  type Lesson,
} from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { emailImages, projects } from '../db/schema/index.js';
import { api, test } from '../test/api.js';
import { errorOf, signedIn } from '../test/harness.js';

const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>').toString('base64');
/** A 1×1 PNG and a 1×1 GIF. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const it = test
  .extend('postLesson', ({ t }) => async (token: string, file: { fileName: string; dataUrl: string }) => {
    const [project] = await t.ctx.db
      .insert(projects)
      .values({ projectName: `Earthbag ${crypto.randomUUID()}` })
      .returning({ id: projects.id });
    return api(t, token).call(lessonContracts.create, {
      body: {
        title: 'Dry the bags',
        content: '<p>Let each course dry a day.</p>',
        tags: ['walls'],
        projectId: project!.id,
        files: [file],
      },
    });
  })
  .extend(
    'announce',
    ({ t }) =>
      (token: string, html: string) =>
        api(t, token).call(announcementContracts.send, {
          body: { html, audience: { everyone: false, teamIds: [], roles: [], subscribers: false, emails: 'a@example.org' } },
        }),
  );

/**
 * Every upload is judged by its bytes, never by the type it declares: HTML declared as a PNG is
 * refused everywhere, and what is kept and served carries the type the bytes show.
 */
describe('uploaded content', () => {
  it('refuses HTML declared as a PNG in an announcement, and serves a picture by the type its bytes show', async ({ t, announce }) => {
    const owner = await signedIn(t, 'Owner');
    const refused = await announce(owner.token, `<p><img src="data:image/png;base64,${HTML}"></p>`);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(ANNOUNCEMENT_MESSAGES.pictureType);
    expect(await t.ctx.db.select().from(emailImages)).toEqual([]);

    expect((await announce(owner.token, `<p><img src="data:image/png;base64,${GIF}"></p>`)).statusCode).toBe(202);
    expect((await announce(owner.token, `<p><img src="data:image/jpeg;base64,${PNG}"></p>`)).statusCode).toBe(202);
    const served = async (type: string) => {
      const [row] = (await t.ctx.db.select().from(emailImages)).filter((r) => r.contentType === type);
      if (!row) return undefined;
      return (await api(t).call(announcementContracts.image, { params: { id: row.id } })).headers['content-type'];
    };
    expect(await served('image/gif')).toBe('image/gif');
    expect(await served('image/png')).toBe('image/png');
    expect((await t.ctx.db.select().from(emailImages)).map((r) => r.contentType).sort()).toEqual(['image/gif', 'image/png']);
  });

  it('refuses HTML as a badge picture, and keeps a picture under the type its bytes show', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const badge = (image: string, badgeName: string) =>
      api(t, admin.token).call(badgeContracts.create, { body: { badgeName, type: 'Custom', image } });
    const refused = await badge(`data:image/png;base64,${HTML}`, 'Script');
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(BADGE_ADMIN_MESSAGES.imageInvalid);
    const gif = await badge(`data:image/png;base64,${GIF}`, 'Dot');
    expect(gif.statusCode).toBe(201);
    expect(gif.json<BadgeAdmin>().imageUrl).toBe(`data:image/gif;base64,${GIF}`);
  });

  it('refuses HTML as a lesson’s PNG appendix, and serves a real PNG as image/png', async ({ t, postLesson }) => {
    const manager = await signedIn(t, 'Manager');
    const refused = await postLesson(manager.token, { fileName: 'wall.png', dataUrl: `data:image/png;base64,${HTML}` });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(LESSON_MESSAGES.fileContent('wall.png'));
    const created = await postLesson(manager.token, { fileName: 'wall.png', dataUrl: `data:text/html;base64,${PNG}` });
    expect(created.statusCode).toBe(201);
    const lesson = created.json<Lesson>();
    const file = await api(t, manager.token).call(lessonContracts.file, { params: { id: lesson.id, fileId: lesson.files[0]!.id } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });
});
