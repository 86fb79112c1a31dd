import { infoContracts, lessonContracts, type Lesson } from '@goodhours/domain';
import { infoCollections } from '../../db/schema/index.js';
import { place } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { callRoute, member, PNG_DATA_URL, readAs, succeeded, type OthersResource, type Person } from './attempt.js';

/**
 * Lessons a person wrote, and info pages a role may not read. A lesson the caller may not read is
 * answered 404 as one that does not exist (document 3 §6: it is not shown to exist); one they may
 * read but did not write is refused 403.
 */

/** The owner's lesson: open to everyone, or to Administrators only (and its author). */
async function writtenLesson(t: TestApp, owner: Person, openTo: 'everyone' | 'Administrators'): Promise<Lesson> {
  const { projectId } = await place(t, `Lessons of ${owner.id}`);
  const body = {
    title: 'Dry the earthbags first',
    content: '<p>Wet bags slump under the next course.</p>',
    tags: ['earthbag'],
    projectId,
    allowedRoles: openTo === 'everyone' ? [] : ['Administrator'],
    files: [{ fileName: 'course.png', dataUrl: PNG_DATA_URL }],
  };
  return succeeded<Lesson>(await callRoute(t, owner.token, lessonContracts.create, { body }), 'writing a lesson');
}

const lessonAsOwner = (t: TestApp, owner: Person, lesson: Lesson) => () =>
  readAs(t, owner, lessonContracts.get, { params: { id: lesson.id } });

export const lessonResources: OthersResource[] = [
  {
    route: lessonContracts.get,
    refused: 404,
    build: async (t, owner) => ({ params: { id: (await writtenLesson(t, owner, 'Administrators')).id } }),
  },
  {
    route: lessonContracts.edit,
    refused: 403,
    build: async (t, owner) => {
      const lesson = await writtenLesson(t, owner, 'everyone');
      return { params: { id: lesson.id }, body: { content: '<p>Rewritten by a reader</p>' }, readBack: lessonAsOwner(t, owner, lesson) };
    },
  },
  {
    route: lessonContracts.remove,
    refused: 403,
    build: async (t, owner) => {
      const lesson = await writtenLesson(t, owner, 'everyone');
      return { params: { id: lesson.id }, readBack: lessonAsOwner(t, owner, lesson) };
    },
  },
  {
    route: lessonContracts.like,
    refused: 404,
    build: async (t, owner) => {
      const lesson = await writtenLesson(t, owner, 'Administrators');
      return { params: { id: lesson.id }, readBack: lessonAsOwner(t, owner, lesson) };
    },
  },
  {
    route: lessonContracts.unlike,
    refused: 404,
    build: async (t, owner) => {
      const lesson = await writtenLesson(t, owner, 'Administrators');
      succeeded(await callRoute(t, owner.token, lessonContracts.like, { params: { id: lesson.id } }), 'liking');
      return { params: { id: lesson.id }, readBack: lessonAsOwner(t, owner, lesson) };
    },
  },
  {
    route: lessonContracts.file,
    refused: 404,
    build: async (t, owner) => {
      const lesson = await writtenLesson(t, owner, 'Administrators');
      const file = lesson.files[0];
      if (!file) throw new Error('the lesson kept no file');
      return { params: { id: lesson.id, fileId: file.id } };
    },
  },
  {
    // No one owns an info page: the one here is kept to Administrators and Owners (visibility '1').
    route: infoContracts.getByName,
    refused: 403,
    build: async (t, owner) => {
      const infoName = `Board minutes ${owner.id}`;
      await t.ctx.db.insert(infoCollections).values({ infoName, infoContent: '<p>Budget for 2027</p>', visibility: '1' });
      return { params: { infoName }, admitted: await member(t, 'Administrator') };
    },
  },
];
