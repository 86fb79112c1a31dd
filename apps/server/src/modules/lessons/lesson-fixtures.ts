import { lessonContracts, type Lesson, type LessonInput } from '@goodhours/domain';
import { projects } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import type { TestApp } from '../../test/harness.js';

/** Test data of the lessons area's API tests. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const pngDataUrl = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

export async function createProject(t: TestApp, name = 'Earthbag Village', extra: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(projects)
    .values({ projectName: name, ...extra })
    .returning({ id: projects.id });
  if (!row) throw new Error('project insert returned nothing');
  return row.id;
}

export const lessonBody = (projectId: string, overrides: Partial<LessonInput> = {}): LessonInput => ({
  title: 'Dry the earthbags first',
  content: '<p>Wet bags slump under the next course, so let each course dry a day.</p>',
  tags: ['earthbag', 'walls'],
  projectId,
  ...overrides,
});

/** Posts any body, so tests can send what the contract refuses. */
export async function postLesson(t: TestApp, token: string, body: unknown) {
  return api(t, token).raw(lessonContracts.create, { body });
}

/** Writes a lesson and answers it; fails the test when the lesson is refused. */
export async function writeLesson(t: TestApp, token: string, body: LessonInput): Promise<Lesson> {
  const res = await postLesson(t, token, body);
  if (res.statusCode !== 201) throw new Error(`lesson refused: ${res.body}`);
  return res.json<Lesson>();
}
